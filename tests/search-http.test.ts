import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { type Page, Visitor } from './support/visitor'

// The production server with the demo data (30 listings: 14 for rent, 16 for sale).
describe('search over HTTP', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ SEED_DEMO: '1' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	const api = (query = '') => fetch(`${server.url}/api/listing/get${query}`)
	type ApiListing = Record<string, unknown> & {
		_id: string
		name: string
		type: string
		createdAt: string
		regularPrice: number
	}

	test('GET /api/listing/get: a JSON array of listings in the API shape, newest first, 9 by default', async () => {
		const response = await api()
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^application\/json/)
		const listings = (await response.json()) as ApiListing[]
		expect(listings).toHaveLength(9)
		for (const listing of listings) {
			expect(Object.keys(listing).sort()).toEqual(
				[
					'_id',
					'address',
					'bathrooms',
					'bedrooms',
					'closePrice',
					'confirmedAt',
					'createdAt',
					'description',
					'discountPrice',
					'furnished',
					'imageAlts',
					'imageUrls',
					'latitude',
					'listedAt',
					'locationApproximate',
					'longitude',
					'moderation',
					'name',
					'propertyType',
					'floorArea',
					'yearBuilt',
					'features',
					'deposit',
					'availableFrom',
					'minimumTermMonths',
					'offer',
					'parking',
					'priceHistory',
					'regularPrice',
					'status',
					'statusChangedAt',
					'statusHistory',
					'type',
					'updatedAt',
					'userRef',
				].sort(),
			)
			expect(listing._id).toMatch(/^[0-9a-f-]{36}$/)
			expect(typeof listing.regularPrice).toBe('number')
			expect(typeof listing.offer).toBe('boolean')
			expect(new Date(listing.createdAt).toISOString()).toBe(listing.createdAt)
			// This site's photos as absolute addresses (PUBLIC_URL defaults to http://localhost:PORT).
			expect(listing.imageUrls).toEqual(
				expect.arrayContaining([expect.stringMatching(/^http:\/\/localhost:\d+\/images\//)]),
			)
		}
		const dates = listings.map((listing) => listing.createdAt)
		expect(dates).toEqual([...dates].sort().reverse())
	})

	test('the search parameters filter, sort and page', async () => {
		const rent = (await (await api('?type=rent&limit=100')).json()) as ApiListing[]
		expect(rent).toHaveLength(14)
		expect(rent.every((listing) => listing.type === 'rent')).toBe(true)

		const byPrice = (await (await api('?sort=regularPrice&order=asc&limit=100')).json()) as ApiListing[]
		const prices = byPrice.map((listing) => listing.regularPrice)
		expect(prices).toEqual([...prices].sort((a, b) => a - b))

		const villas = (await (await api('?searchTerm=VILLA&limit=100')).json()) as ApiListing[]
		expect(villas.length).toBeGreaterThan(0)
		expect(villas.every((listing) => JSON.stringify(listing).toLowerCase().includes('villa'))).toBe(true)

		const all = (await (await api('?limit=100&sort=created_at')).json()) as ApiListing[]
		const page2 = (await (await api('?limit=5&page=2&sort=created_at')).json()) as ApiListing[]
		const offset = (await (await api('?limit=5&startIndex=5')).json()) as ApiListing[]
		expect(page2.map((listing) => listing._id)).toEqual(all.slice(5, 10).map((listing) => listing._id))
		expect(offset).toEqual(page2)

		expect(await (await api('?searchTerm=no-such-home-anywhere')).json()).toEqual([])
	})

	test.each([
		['?limit=0', 'limit must be between 1 and 100'],
		['?limit=abc', 'limit must be a number'],
		['?type=castle', 'type must be all, rent or sale'],
		['?sort=name', 'sort must be createdAt, regularPrice or distance'],
		['?order=sideways', 'order must be asc or desc'],
		['?startIndex=-3', 'startIndex must be at least 0'],
		['?bedrooms=0', 'bedrooms must be between 1 and 10'],
		['?minPrice=9&maxPrice=1', 'maxPrice must not be lower than minPrice'],
	])('GET /api/listing/get%s answers 400: %s', async (query, message) => {
		const response = await api(query)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ success: false, statusCode: 400, message })
	})

	test('/search shows the real count, the cards and a link to more', async () => {
		const response = await fetch(`${server.url}/search`)
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('Showing 1–9 of 30 results')
		expect(html.match(/<article/g)).toHaveLength(9)
		expect(html).toMatch(/<title>Search homes for sale and rent \| Homestead<\/title>/)
		expect(html).toMatch(/<meta name="description" content="[^"]+"/)
		// Without JavaScript, 'Show more' is a link to the same search with a larger page.
		expect(html).toMatch(/href="\/search\?limit=18#result-10"[^>]*>Show more</)
		const more = await (await fetch(`${server.url}/search?limit=18`)).text()
		expect(more).toContain('Showing 1–18 of 30 results')
		expect(more).toContain('id="result-10"')
	})

	test("'Show more' only when there is more: nine results fill the page without it, ten need it", async () => {
		// The demo's effective prices: nine at 3,200 a month or less, the tenth at 3,400.
		const nine = await (await fetch(`${server.url}/search?maxPrice=3200`)).text()
		expect(nine).toContain('Showing 1–9 of 9 results')
		expect(nine.match(/<article/g)).toHaveLength(9)
		expect(nine).not.toContain('Show more')
		const ten = await (await fetch(`${server.url}/search?maxPrice=3400`)).text()
		expect(ten).toContain('Showing 1–9 of 10 results')
		expect(ten.match(/<article/g)).toHaveLength(9)
		expect(ten).toMatch(/href="\/search\?maxPrice=3400&amp;limit=18#result-10"[^>]*>Show more</)
	})

	test('/search with a malformed parameter answers 200 with the defaults and a note', async () => {
		const response = await fetch(`${server.url}/search?limit=-4&type=rent`)
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('Some filters were not understood and were reset: limit must be between 1 and 100.')
		expect(html).toContain('Showing 1–9 of 14 results')
	})

	test('the hero search finds demo homes to buy and to rent in the price band of each: a month’s rent when renting', async () => {
		for (const [purpose, band, min, max] of [
			['sale', '500000-1000000', 500_000, 1_000_000],
			['rent', '2500-3500', 2500, 3500],
		] as const) {
			const hero = await fetch(
				`${server.url}/hero-search?${new URLSearchParams({ where: '', purpose, salePrice: band, rentPrice: band })}`,
				{ redirect: 'manual' },
			)
			expect(hero.status).toBe(302)
			const found = await fetch(
				`${server.url}/api/listing/get?${hero.headers.get('Location')!.split('?')[1]}&limit=100`,
			)
			const prices = (
				(await found.json()) as Array<{ type: string; regularPrice: number; discountPrice: number; offer: boolean }>
			).map((listing) => {
				expect(listing.type).toBe(purpose)
				return listing.offer ? listing.discountPrice : listing.regularPrice
			})
			expect(prices.length, purpose).toBeGreaterThan(0)
			for (const price of prices) expect(price).toBeGreaterThanOrEqual(min)
			for (const price of prices) expect(price).toBeLessThanOrEqual(max)
		}
	})

	test('/search without results says "No listing found!"', async () => {
		const html = await (await fetch(`${server.url}/search?searchTerm=%25_%5C(`)).text()
		expect(html).toContain('No listing found!')
		expect(html).not.toContain('<article')
	})

	describe('the search page, as a visitor without JavaScript uses it', () => {
		// The demo data: 27 listings mention "room"; 12 of them are for sale with parking, the cheapest
		// of those (by regular price) being the Atlanta starter condo. This server is this file's own.
		const cards = (page: Page) => page.$('main article')
		const cardTitles = (page: Page) =>
			cards(page)
				.find('h3')
				.toArray()
				.map((title) => page.$(title).text().trim())
		const heading = (page: Page) => page.text('main h2')

		test('the top-bar term, then sort and filters, Show more, and a listing opened', async () => {
			const visitor = new Visitor(server.url)
			let page = await visitor.get('/')
			page = await page.formWith('Search listings', 'header').fill('Search listings', 'room').submit()
			expect(page.path).toBe('/search?searchTerm=room')
			expect(page.$('h1').text()).toBe('Homes matching “room”')
			expect(heading(page)).toContain('Showing 1–9 of 27 results')
			expect(cards(page)).toHaveLength(9)
			expect(page.valueOf('Search term')).toBe('room')

			page = await page
				.form('Search', { within: 'main' })
				.select('Sort', 'Price low to high')
				.check('Sale')
				.check('Parking')
				.submit()
			const query = new URL(page.url).searchParams
			expect(query.get('searchTerm')).toBe('room')
			expect(query.get('type')).toBe('sale')
			expect(query.get('parking')).toBe('true')
			expect(query.get('sort')).toBe('regularPrice_asc')
			expect(heading(page)).toContain('Showing 1–9 of 12 results')
			expect(cards(page)).toHaveLength(9)
			expect(cardTitles(page)[0]).toBe('Starter Condo with Balcony in Midtown Atlanta')
			expect(page.text('main').match(/For Rent/g)).toBeNull()
			// The form shows the search just made.
			expect(page.valueOf('Sort')).toBe('regularPrice_asc')
			expect(page.field('Sale').is('[checked]')).toBe(true)
			expect(page.field('Parking').is('[checked]')).toBe(true)

			// 'Show more' asks for a larger page and goes to the first new card.
			expect(page.href('Show more')).toMatch(/limit=18#result-10$/)
			page = await page.follow('Show more')
			expect(page.url.hash).toBe('#result-10')
			expect(cards(page)).toHaveLength(12)
			expect(heading(page)).toContain('Showing 1–12 of 12 results')
			expect(page.links('Show more')).toHaveLength(0)
			expect(cardTitles(page)[0]).toBe('Starter Condo with Balcony in Midtown Atlanta')

			const last = cards(page).last().find('a').first().attr('href')!
			expect(last).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
			expect((await visitor.get(last)).status).toBe(200)
		})

		test('Show more keeps every result already shown and adds the next ones, to the end', async () => {
			const visitor = new Visitor(server.url)
			let page = await visitor.get('/search?sort=createdAt_asc')
			const firstPage = cardTitles(page)
			expect(firstPage).toHaveLength(9)
			// Each time a larger page, shown from its first new card.
			for (const [shown, limit, firstNew] of [
				[18, 18, 10],
				[27, 27, 19],
				[30, 36, 28],
			] as const) {
				page = await page.follow('Show more')
				expect(page.path).toBe(`/search?sort=createdAt_asc&limit=${limit}#result-${firstNew}`)
				expect(heading(page)).toContain(`Showing 1–${shown} of 30 results`)
			}
			expect(page.links('Show more')).toHaveLength(0)
			const all = cardTitles(page)
			expect(all).toHaveLength(30)
			expect(new Set(all).size).toBe(30)
			expect(all.slice(0, 9)).toEqual(firstPage)
		})

		test('a mangled address still shows results, with a note on what was reset', async () => {
			const page = await new Visitor(server.url).get('/search?type=castle&limit=abc&searchTerm=villa')
			expect(page.status).toBe(200)
			expect(page.text('main')).toContain(
				'Some filters were not understood and were reset: type must be all, rent or sale; limit must be a number.',
			)
			expect(heading(page)).toContain('Showing 1–4 of 4 results')
			expect(page.field('Rent & Sale').is('[checked]')).toBe(true)
		})

		test('price, bedroom and bathroom filters from the sidebar', async () => {
			let page = await new Visitor(server.url).get('/search')
			page = await page
				.form('Search', { within: 'main' })
				.fill('Min price', '2000')
				.fill('Max price', '5000')
				.select('Bedrooms', '3')
				.select('Bathrooms', '2')
				.submit()
			expect(page.path).toMatch(/minPrice=2000&maxPrice=5000&bedrooms=3&bathrooms=2/)
			expect(heading(page)).toMatch(/Showing 1–\d of \d results/)
			expect(cards(page).length).toBeGreaterThan(0)
			for (const card of cards(page).toArray()) expect(page.$(card).text()).toContain('/ Month')
			expect(page.valueOf('Min price')).toBe('2000')
			expect(page.valueOf('Bedrooms')).toBe('3')
		})

		test('the search of a small screen is a panel that opens without a script, with a count of the filters in use', async () => {
			const page = await new Visitor(server.url).get('/search?type=rent&furnished=true')
			const panel = page
				.$('details')
				.filter((_, details) => page.$(details).find('> summary').text().includes('Search and filters'))
			expect(panel).toHaveLength(1)
			expect(panel.find('input[name="type"][value="rent"]').is('[checked]')).toBe(true)
			expect(panel.find('> summary').text()).toContain('2 active')
			for (const card of cards(page).toArray()) expect(page.$(card).text()).toContain('For Rent')
		})
	})
})
