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
	// The card says Sold where it said For Sale.
	expect(page.text('main article')).toContain('Sold')
	expect(page.text('main article')).not.toContain('For Sale')

	page = await visitor.get(`/listing/${id}`)
	expect(badgesOf(page)).toEqual(['Sold'])
})

/** The badges under a listing page's photos. */
const badgesOf = (page: Page) =>
	page
		.$('main ul[aria-label="Listing type"] > li')
		.toArray()
		.map((badge) => page.$(badge).text())

/** The rows of the price history table, as their text. */
const historyRows = (page: Page) =>
	page
		.$('table')
		.filter((_, table) => page.$(table).find('caption').text() === 'Every price of this listing, oldest first')
		.find('tbody tr')
		.toArray()
		.map((row) => page.$(row).text().replace(/\s+/g, ' ').trim())

test('a home on offer and sold advertises nothing: Sold in place of For Sale, no saving, no struck-out price; its history ends with the sale', async () => {
	const { visitor } = await newMember('honest')
	const name = `Offered cottage ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const id = await newListing(visitor, {
		name,
		type: 'sale',
		regularPrice: 300_000,
		discountPrice: 289_000,
		offer: true,
	})
	let page = await visitor.get(`/listing/${id}`)
	expect(badgesOf(page)).toEqual(['For Sale', '$11,000 OFF'])
	expect(page.$('main .line-through').text()).toContain('$300,000')

	page = await (await visitor.get(`/update-listing/${id}`)).form('Change status').select('Status', 'Sold').submit()
	page = await visitor.get(`/listing/${id}`)
	expect(badgesOf(page)).toEqual(['Sold'])
	// The page of this home (the similar homes below it are on the market, and say so).
	const own = page.$('main').clone()
	own.find('section[aria-labelledby="similar-title"]').remove()
	expect(own.text()).not.toMatch(/OFF|For Sale/)
	expect(own.find('.line-through')).toHaveLength(0)
	expect(page.text('main [role="status"]')).toContain('This home has been sold.')
	const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
	expect(page.text('main')).toContain(`Sold on ${today.format(new Date())}.`)
	// Sold without a price given: the history does not pass the last asking price off as the sale's.
	expect(historyRows(page).at(-1)).toMatch(/Price not given\s*Sold$/)
	// Search engines read it as no longer on offer.
	expect(page.html).toContain('"availability":"https://schema.org/SoldOut"')

	// Asked for, its card says Sold, without the saving either.
	page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: name, status: 'sold' })}`)
	expect(page.text('main article')).toContain('Sold')
	expect(page.text('main article')).not.toContain('For Sale')
	expect(page.$('main article .line-through')).toHaveLength(0)
})

test('a withdrawn home says it is no longer on the market, is not indexed, and offers similar homes', async () => {
	const { visitor } = await newMember('withdrawer')
	const word = `wren${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const here = { latitude: 44.9778, longitude: -93.265 }
	const id = await newListing(visitor, { name: `Flat by the ${word} market`, type: 'rent', ...here })
	const other = await newListing(visitor, { name: `Another flat near the ${word} market`, type: 'rent', ...here })
	let page = await visitor.get(`/listing/${id}`)
	expect(page.$('meta[name="robots"]').attr('content')).toBeUndefined()
	expect(page.text('main')).not.toContain('Similar homes')

	await (await visitor.get(`/update-listing/${id}`)).form('Change status').select('Status', 'Withdrawn').submit()
	page = await visitor.get(`/listing/${id}`)
	expect(page.status).toBe(200)
	expect(page.text('main [role="status"]')).toBe('This home is no longer on the market.')
	expect(badgesOf(page)).toEqual(['Withdrawn'])
	expect(page.$('meta[name="robots"]').attr('content')).toBe('noindex')
	const similar = page.$('section[aria-labelledby="similar-title"]')
	expect(similar.find('h2').text()).toBe('Similar homes on the market')
	expect(similar.find(`a[href="/listing/${other}"]`)).toHaveLength(1)
	expect(similar.find(`a[href="/listing/${id}"]`)).toHaveLength(0)
})
