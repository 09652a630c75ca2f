import { expect, test } from 'vitest'
import { newListing, newMember } from '../support/site'
import { type Page } from '../support/visitor'

/** The names of the homes the search page lists. */
const cardNames = (page: Page) =>
	page
		.$('main article h3')
		.toArray()
		.map((heading) => page.$(heading).text())

test('an owner marks a home sold: it leaves the default search, and shows as sold when asked for', async () => {
	const { visitor } = await newMember('seller')
	const name = `Sold cottage ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const id = await newListing(visitor, {
		name,
		description: 'A small cottage with a big garden.',
		address: '3 Garden Row, Austin, TX',
		type: 'sale',
		regularPrice: 250_000,
	})
	const search = `/search?${new URLSearchParams({ searchTerm: name })}`
	expect(cardNames(await visitor.get(search))).toEqual([name])

	let page = await visitor.get(`/update-listing/${id}`)
	expect(page.valueOf('Status')).toBe('active')
	page = await page.form('Change status').select('Status', 'Sold').submit()
	expect(page.path).toBe(`/update-listing/${id}`)
	expect(page.text('main')).toContain(`“${name}” is now sold.`)
	expect(page.valueOf('Status')).toBe('sold')

	page = await visitor.get(search)
	expect(cardNames(page)).toEqual([])
	page = await page.form('Search', { within: 'main' }).select('Status', 'Sold').submit()
	expect(page.url.searchParams.get('status')).toBe('sold')
	expect(page.url.searchParams.get('searchTerm')).toBe(name)
	expect(cardNames(page)).toEqual([name])
	expect(page.$('main article .badge-status').text()).toBe('Sold')

	page = await visitor.get(`/listing/${id}`)
	const badges = page.$('main ul[aria-label="Listing type"] > li').toArray()
	expect(badges.map((badge) => page.$(badge).text())).toEqual(['For Sale', 'Sold'])
})
