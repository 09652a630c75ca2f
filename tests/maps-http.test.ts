import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoListings } from '~/db/demo-listings'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { Visitor } from './support/visitor'

// The production server with the demo data: thirty listings, every one with a position.
describe('locations over HTTP', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ SEED_DEMO: '1', MAP_STYLE_URL: '/map-styles/plain.json' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	const api = (query: string) => fetch(`${server.url}/api/listing/get${query}`)

	test('format=geojson: a FeatureCollection of Points with _id, name, price, type, url', async () => {
		const response = await api('?format=geojson&limit=100&status=all')
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^application\/geo\+json/)
		const collection = (await response.json()) as {
			type: string
			features: Array<{
				type: string
				id: string
				geometry: { type: string; coordinates: [number, number] }
				properties: Record<string, unknown>
			}>
		}
		expect(collection.type).toBe('FeatureCollection')
		expect(collection.features).toHaveLength(demoListings.length)
		for (const feature of collection.features) {
			expect(feature.type).toBe('Feature')
			expect(feature.geometry.type).toBe('Point')
			const [longitude, latitude] = feature.geometry.coordinates
			// The demo homes are all in the United States: longitude first, as GeoJSON has it.
			expect(longitude).toBeGreaterThan(-125)
			expect(longitude).toBeLessThan(-70)
			expect(latitude).toBeGreaterThan(25)
			expect(latitude).toBeLessThan(50)
			expect(Object.keys(feature.properties).sort()).toEqual(
				['_id', 'locationApproximate', 'name', 'price', 'type', 'url'].sort(),
			)
			expect(feature.properties._id).toBe(feature.id)
			expect(feature.properties.url).toBe(`http://localhost:${new URL(server.url).port}/listing/${feature.id}`)
			expect(typeof feature.properties.price).toBe('number')
			expect(['rent', 'sale']).toContain(feature.properties.type)
		}
		const westlake = collection.features.find(
			(feature) => feature.properties.name === 'Bright Two-Bedroom Apartment with Balcony',
		)!
		expect(westlake.geometry.coordinates).toEqual([-122.3404, 47.6327])
		expect(westlake.properties.price).toBe(2600)
	})

	test('the search parameters apply to GeoJSON as to JSON', async () => {
		const seattle = '?bbox=-122.6,47.4,-122.1,47.8'
		const json = (await (await api(seattle)).json()) as Array<{ name: string; latitude: number; longitude: number }>
		expect(json.map((listing) => listing.name)).toEqual(['Bright Two-Bedroom Apartment with Balcony'])
		expect(json[0]).toMatchObject({ latitude: 47.6327, longitude: -122.3404, locationApproximate: false })
		const geojson = (await (await api(`${seattle}&format=geojson`)).json()) as { features: unknown[] }
		expect(geojson.features).toHaveLength(1)

		const nearest = (await (await api('?near=41.88,-87.65&radiusKm=50&sort=distance')).json()) as Array<{
			name: string
		}>
		// The two Chicago homes, Fulton Market (1 km away) before Lincoln Park (4.5 km), then Naperville (41 km).
		expect(nearest.map((listing) => listing.name)).toHaveLength(3)
		expect(nearest[2]!.name).toMatch(/Family Home/)
	})

	test('a demo home shown approximately has only its coarse position', async () => {
		const cabins = (await (await api('?searchTerm=Big Sky')).json()) as Array<{
			latitude: number
			longitude: number
			locationApproximate: boolean
		}>
		expect(cabins).toHaveLength(1)
		expect(cabins[0]!.locationApproximate).toBe(true)
		// Not the position of the demo data (45.265, -111.33), but its cell's centre, within about 300 m.
		expect(cabins[0]!.latitude).not.toBe(45.265)
		expect(Math.abs(cabins[0]!.latitude - 45.265)).toBeLessThan(0.003)
		expect(Math.abs(cabins[0]!.longitude + 111.33)).toBeLessThan(0.004)
	})

	test.each([
		['?bbox=-122,48,-121,47', 'bbox south must not be greater than north'],
		['?bbox=-122;47;-121;48', 'bbox must be four numbers: west,south,east,north'],
		['?bbox=-190,47,-121,48', 'bbox west and east must be longitudes between -180 and 180'],
		['?near=95,10', 'near latitude must be between -90 and 90'],
		['?near=10,200', 'near longitude must be between -180 and 180'],
		['?near=10,20&radiusKm=600', 'radiusKm must be between 0.1 and 500'],
		['?near=10,20&radiusKm=0', 'radiusKm must be between 0.1 and 500'],
		['?sort=distance', 'sort=distance needs near=latitude,longitude'],
		['?format=kml', 'format must be json or geojson'],
	])('GET /api/listing/get%s answers 400: %s', async (query, message) => {
		const response = await api(query)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ success: false, statusCode: 400, message })
	})

	test('/search?view=map without JavaScript: the list of the area and the drawn map of its results', async () => {
		const response = await fetch(`${server.url}/search?view=map&bbox=-88.3,41.6,-87.5,42.1`)
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('Showing 1–3 of 3 results')
		expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="results-map-title results-map-description"/)
		expect(html).toContain('<title id="results-map-title">Map of the results</title>')
		expect(html).toMatch(/3 homes of the list between 41\.6° N and 42\.1° N/)
		// A numbered dot for each result, and links that move the area.
		expect(html.match(/<circle r="14"/g)).toHaveLength(3)
		expect(html).toMatch(/href="\/search\?bbox=[^"]*&amp;view=map"[^>]*>Zoom out</)
		// MapLibre is not among the page's scripts: it is fetched only when the map view runs.
		expect(html).not.toMatch(/modulepreload" href="\/assets\/maplibre/)
	})

	test('without JavaScript the drawn map moves the area with links: zooming out takes in more homes', async () => {
		const visitor = new Visitor(server.url)
		// Around Seattle: one demo listing (Westlake Avenue). Zoomed out it takes in Portland's and Boise's too.
		let page = await visitor.get('/search?view=map&bbox=-122.6,47.4,-122.1,47.8')
		expect(page.text('main h2')).toContain('Showing 1 of 1 result')
		expect(page.links(/Bright Two-Bedroom Apartment with Balcony/).length).toBeGreaterThan(0)
		expect(page.links('Map').at(0)?.attr('aria-current')).toBe('page')
		expect(page.$('svg[role="img"] title').text()).toBe('Map of the results')
		for (let step = 0; step < 4; step++) page = await page.follow('Zoom out')
		expect(page.url.searchParams.get('view')).toBe('map')
		const [west, south, east, north] = page.url.searchParams.get('bbox')!.split(',').map(Number)
		expect(east! - west!).toBeGreaterThan(2)
		expect(north! - south!).toBeGreaterThan(1)
		// More homes in the larger area: Portland's Sellwood house among them.
		expect(page.links(/Garden Cottage in Sellwood/).length).toBeGreaterThan(0)
		expect(page.text('main h2')).toMatch(/Showing 1–\d+ of \d+ results/)
	})

	test('the list view links to the map view of the same search, and back', async () => {
		let page = await new Visitor(server.url).get('/search?type=rent')
		page = await page.follow('Map')
		expect(page.path).toBe('/search?type=rent&view=map')
		expect(page.text('main h2')).toContain('Showing 1–9 of 14 results')
		page = await page.follow('List')
		expect(page.path).toBe('/search?type=rent')
	})

	test('homes near a point, nearest first, each with its distance; the form shows the search', async () => {
		const page = await new Visitor(server.url).get('/search?near=47.6062,-122.3321&radiusKm=500&sort=distance')
		expect(page.text('main h2')).toContain('Showing 1–2 of 2 results')
		// In miles (SITE_LOCALE en-US), or feet under a tenth of a mile.
		const distances = page.text('main').match(/[\d.,]+ (?:mi|ft) from the point searched/g)
		expect(distances).toHaveLength(2)
		const [nearest, next] = distances!.map(
			(distance) => Number.parseFloat(distance.replace(',', '')) / (distance.includes(' ft ') ? 5280 : 1),
		)
		expect(nearest).toBeLessThanOrEqual(next!)
		expect(page.valueOf('Sort')).toBe('distance_asc')
		expect(page.valueOf('Distance from the point')).toBe('500')
	})

	test("without JavaScript the editor's 'Find from the address' posts the form and comes back with the position", async () => {
		const visitor = new Visitor(server.url)
		expect(
			(await visitor.api('/api/auth/signin', { email: 'demo@homestead.example', password: 'homestead-demo' })).status,
		).toBe(200)
		let page = await visitor.get('/create-listing')
		// Without a lookup service the bundled place list gives the city's centre, marked approximate.
		page = await page
			.form('Find from the address')
			.fill('Name', 'A flat near Pike Place')
			.fill('Address', '12 Pike Street, Seattle, WA 98101')
			.submit()
		const found = page
			.$('[role="status"]')
			.filter((_, status) => page.$(status).text().includes('Found Seattle, WA, US'))
		expect(found).toHaveLength(1)
		// The pin is mentioned only where there is a map to move it on.
		expect(found.text()).not.toContain('pin')
		expect(page.valueOf('Latitude')).toBe('47.60621')
		expect(page.valueOf('Longitude')).toBe('-122.33207')
		expect(page.field(/^Show only an approximate position/).is('[checked]')).toBe(true)
		// What was typed is kept.
		expect(page.valueOf('Address')).toBe('12 Pike Street, Seattle, WA 98101')
		expect(page.valueOf('Name')).toBe('A flat near Pike Place')

		// An address without a known town says so; the fields stay for a position by hand.
		page = await page.form('Find from the address').fill('Address', 'Nowhere in particular').submit()
		const notFound = page
			.$('[role="status"]')
			.filter((_, status) => /No town or city was recognised in this address/.test(page.$(status).text()))
		expect(notFound).toHaveLength(1)
		expect(notFound.text()).not.toContain('map')
		// Typed by hand: the number fields take decimals.
		expect(page.field('Latitude').attr('step')).toBe('any')
		expect(page.field('Longitude').attr('type')).toBe('number')
	})

	test("the page policy allows the maps' origins only: here the app itself", async () => {
		const response = await fetch(`${server.url}/search?view=map`)
		const policy = response.headers.get('content-security-policy')!
		expect(policy).toContain("connect-src 'self';")
		expect(policy).toContain("worker-src 'self'")
		const style = await fetch(`${server.url}/map-styles/plain.json`)
		expect(style.status).toBe(200)
		expect(((await style.json()) as { version: number }).version).toBe(8)
	})
})

describe('the default map style', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer()
	})
	afterAll(() => server?.stop())

	test("OpenFreeMap's host, and only it, is allowed to the maps", async () => {
		const policy = (await fetch(`${server.url}/search`)).headers.get('content-security-policy')!
		expect(policy).toContain("connect-src 'self' https://tiles.openfreemap.org;")
	})
})
