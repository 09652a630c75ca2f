// The app shell (top bar, footer, theme, 404 page) as the server sends it, to a visitor without
// JavaScript. The menus, the theme switching in place and the system theme are in e2e/shell.spec.ts.
import { expect, test } from 'vitest'
import { newVisitor } from '../support/site'

const FIRST_BYTES = (theme: string) => new RegExp(`^<!DOCTYPE html><html lang="en" class="${theme}"[ >]`)

test('the home page shows the top bar, the demo listings and the footer', async () => {
	const page = await newVisitor().get('/')
	expect(page.href('Homestead', { within: 'header', first: true })).toBe('/')
	expect(page.href('Sign in', { within: 'header' })).toBe('/sign-in')
	expect(page.$('h1')).toHaveLength(1)
	expect(page.$('main article').length).toBeGreaterThan(0)
	expect(page.$('footer nav[aria-label="Quick links"] a[href]').length).toBeGreaterThan(0)
})

test('the top-bar search goes to /search with the term', async () => {
	const home = await newVisitor().get('/')
	const page = await home.form('Submit search', { within: 'header' }).fill('Search listings', 'garden villa').submit()
	expect(page.path).toBe('/search?searchTerm=garden+villa')
})

test('the top-bar search keeps the other parameters of the current search', async () => {
	const search = await newVisitor().get('/search?type=rent&offer=true&searchTerm=old')
	// Closed on /search too, so that the menu stays in reach; opened, it holds the current term.
	const box = search.$('header details:has(#header-search-term)')
	expect(box).toHaveLength(1)
	expect(box.is('[open]')).toBe(false)
	expect(search.valueOf('Search listings', 'header')).toBe('old')
	const page = await search.form('Submit search', { within: 'header' }).fill('Search listings', 'loft').submit()
	expect(page.path).toBe('/search?type=rent&offer=true&searchTerm=loft')
})

test('the theme toggle is a form: the chosen theme is in the first byte of every page after it', async () => {
	const visitor = newVisitor()
	let page = await visitor.get('/contact')
	expect(page.html).toMatch(FIRST_BYTES('system'))
	page = await page.form('Switch to dark theme').submit()
	// Back on the same page, dark from the first byte.
	expect(page.path).toBe('/contact')
	expect(page.html).toMatch(FIRST_BYTES('dark'))
	expect((await visitor.get('/')).html).toMatch(FIRST_BYTES('dark'))
	page = await (await visitor.get('/about-us')).form('Switch to light theme').submit()
	expect(page.path).toBe('/about-us')
	expect(page.html).toMatch(FIRST_BYTES('light'))
	expect((await visitor.get('/')).html).toMatch(FIRST_BYTES('light'))
})

test('an unknown address is a 404 page in the site’s frame', async () => {
	const page = await newVisitor().get('/no/such/page')
	expect(page.status).toBe(404)
	expect(page.title).toBe('Page not found | Homestead')
	expect(page.$('main h1').text()).toBe('Page not found')
	expect(page.href('Homestead', { within: 'header', first: true })).toBe('/')
	expect(page.href('Go to the home page')).toBe('/')
	expect(page.$('link[rel="stylesheet"]').length).toBeGreaterThan(0)
})
