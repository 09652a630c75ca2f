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

test('the main menu marks the entry of the page shown as the current page, and only that one', async () => {
	const visitor = newVisitor()
	const current = async (path: string) => {
		const page = await visitor.get(path)
		return page
			.$('header nav.desktop-nav > ul > li > a[aria-current="page"]')
			.map((_, link) => page.$(link).text())
			.get()
	}
	expect(await current('/')).toEqual(['Home'])
	// Buy and Rent are one page with another type: only the entry of the type shown is current.
	expect(await current('/search?type=rent&bedrooms=2')).toEqual(['Rent'])
	expect(await current('/search?type=sale')).toEqual(['Buy'])
	expect(await current('/search')).toEqual([])
	expect(await current('/blog')).toEqual(['Blog'])
	expect(await current('/property-3')).toEqual([])
	expect(await current('/contact')).toEqual(['Contact'])
	// Every link of the frame is a link without JavaScript, known to the route discovery.
	const page = await visitor.get('/contact')
	const frameLinks = page.$('header a[href^="/"], footer a[href^="/"]')
	expect(frameLinks.length).toBeGreaterThan(40)
	expect(frameLinks.filter('[data-discover="true"]').length).toBe(frameLinks.length)
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
	expect(page.path).toBe('/search?offer=true&type=rent&searchTerm=loft')
	// The same fields in the same order whatever the order of the address: a page kept for one order is
	// served for the others, and the browser's render of the address it has must find the same fields.
	const fields = async (path: string) =>
		(await visitor.get(path))
			.$('header form[role="search"] input[type="hidden"]')
			.toArray()
			.map(({ attribs }) => attribs)
	const visitor = newVisitor()
	const inOrder = await fields('/search?type=rent&offer=true&searchTerm=old')
	expect(inOrder).toEqual([
		{ type: 'hidden', name: 'offer', value: 'true' },
		{ type: 'hidden', name: 'type', value: 'rent' },
	])
	expect(await fields('/search?offer=true&searchTerm=old&type=rent')).toEqual(inOrder)
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
