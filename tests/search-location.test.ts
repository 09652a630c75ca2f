import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type Listing, listings, type NewListing } from '~/db/schema'
import { searchListings } from '~/models/search.server'
import { parseSearchPage, searchParamsSchema } from '~/schemas/search'
import { kmBetween } from '~/utils/geo'
import { createListings } from './support/factories'

const search = (input: Record<string, unknown> = {}) =>
	searchListings(searchParamsSchema.parse({ limit: 100, ...input }))
const names = (result: { listings: Listing[] }) => result.listings.map((listing) => listing.name)
const sorted = (values: string[]) => [...values].sort()

const day = (n: number) => new Date(Date.UTC(2025, 0, n))

// Homes at known places, a few of them on either side of the antimeridian, and one without a position.
const homes: Array<Partial<NewListing> & { name: string }> = [
	{ name: 'Pike Place Flat', latitude: 47.6097, longitude: -122.3422, type: 'rent', createdAt: day(1) },
	{ name: 'Fremont House', latitude: 47.6505, longitude: -122.3493, type: 'sale', createdAt: day(2) },
	{ name: 'Bellevue Condo', latitude: 47.6101, longitude: -122.2015, type: 'rent', createdAt: day(3) },
	{ name: 'Tacoma Bungalow', latitude: 47.2529, longitude: -122.4443, type: 'sale', createdAt: day(4) },
	{ name: 'Portland Loft', latitude: 45.5152, longitude: -122.6784, type: 'rent', createdAt: day(5) },
	{ name: 'Suva Villa', latitude: -18.1416, longitude: 178.4419, type: 'sale', createdAt: day(6) },
	{ name: 'Taveuni Cottage', latitude: -16.8333, longitude: 179.9667, type: 'rent', createdAt: day(7) },
	{ name: 'Apia Beach House', latitude: -13.8333, longitude: -171.7667, type: 'sale', createdAt: day(8) },
	{ name: 'Nukualofa Cabin', latitude: -21.1394, longitude: -175.2049, type: 'rent', createdAt: day(9) },
	{ name: 'Auckland Terrace', latitude: -36.8485, longitude: 174.7633, type: 'sale', createdAt: day(10) },
	{ name: 'Somewhere Unplaced', latitude: null, longitude: null, type: 'rent', createdAt: day(11) },
]

const SEATTLE = { latitude: 47.6062, longitude: -122.3321 }

beforeAll(async () => {
	const db = await getDb()
	await db.delete(listings)
	await createListings(homes)
})

describe('bbox: the listings in a map view', () => {
	test('west,south,east,north finds the listings inside, and none without a position', async () => {
		expect(sorted(names(await search({ bbox: '-122.5,47.5,-122.1,47.7' })))).toEqual([
			'Bellevue Condo',
			'Fremont House',
			'Pike Place Flat',
		])
		expect(names(await search({ bbox: '-122.5,47.5,-122.3,47.7' }))).toEqual(['Fremont House', 'Pike Place Flat'])
		expect(names(await search({ bbox: '0,0,10,10' }))).toEqual([])
		// The whole world holds every listing that has a position.
		const world = await search({ bbox: '-180,-90,180,90' })
		expect(world.total).toBe(10)
		expect(names(world)).not.toContain('Somewhere Unplaced')
	})

	test('a view across the antimeridian (west greater than east) finds both sides of it', async () => {
		expect(sorted(names(await search({ bbox: '178,-22,-171,-13' })))).toEqual([
			'Apia Beach House',
			'Nukualofa Cabin',
			'Suva Villa',
			'Taveuni Cottage',
		])
		// Only the west side, only the east side.
		expect(sorted(names(await search({ bbox: '178,-22,180,-13' })))).toEqual(['Suva Villa', 'Taveuni Cottage'])
		expect(sorted(names(await search({ bbox: '-180,-22,-171,-13' })))).toEqual(['Apia Beach House', 'Nukualofa Cabin'])
		// The same longitudes the other way round are the rest of the world, not the Pacific.
		expect(names(await search({ bbox: '-171,-22,178,-13' }))).toEqual([])
	})

	test('combines with the other filters and sorts', async () => {
		expect(names(await search({ bbox: '-123,45,-122,48', type: 'sale' }))).toEqual(['Tacoma Bungalow', 'Fremont House'])
		expect(names(await search({ bbox: '-123,45,-122,48', type: 'rent', sort: 'createdAt', order: 'asc' }))).toEqual([
			'Pike Place Flat',
			'Bellevue Condo',
			'Portland Loft',
		])
	})
})

describe('near and radiusKm: the listings within a distance', () => {
	test('radiusKm defaults to 10', async () => {
		const near = await search({ near: '47.6062,-122.3321' })
		expect(sorted(names(near))).toEqual(['Bellevue Condo', 'Fremont House', 'Pike Place Flat'])
		for (const listing of near.listings) expect(kmBetween(SEATTLE, listing as never)).toBeLessThanOrEqual(10)
	})

	test('a radius takes in more or fewer, measured along the earth', async () => {
		// Pike Place is 1.1 km from the point, Fremont 5 km, Bellevue 9.9 km, Tacoma 39 km, Portland 234 km.
		expect(names(await search({ near: '47.6062,-122.3321', radiusKm: '2' }))).toEqual(['Pike Place Flat'])
		expect(sorted(names(await search({ near: '47.6062,-122.3321', radiusKm: '9.8' })))).toEqual([
			'Fremont House',
			'Pike Place Flat',
		])
		expect((await search({ near: '47.6062,-122.3321', radiusKm: '50' })).total).toBe(4)
		expect((await search({ near: '47.6062,-122.3321', radiusKm: '500' })).total).toBe(5)
		expect(names(await search({ near: '47.6062,-122.3321', radiusKm: '0.1' }))).toEqual([])
	})

	test('across the antimeridian too', async () => {
		// Taveuni (179.97 E) and a point at 179.9 W are 14 km apart.
		expect(names(await search({ near: '-16.8,-179.9', radiusKm: '20' }))).toEqual(['Taveuni Cottage'])
	})

	test('sort=distance: nearest first, with the id breaking ties, whatever the order says', async () => {
		expect(names(await search({ near: '47.6062,-122.3321', radiusKm: '500', sort: 'distance' }))).toEqual([
			'Pike Place Flat',
			'Fremont House',
			'Bellevue Condo',
			'Tacoma Bungalow',
			'Portland Loft',
		])
		expect(
			names(await search({ near: '47.6062,-122.3321', radiusKm: '500', sort: 'distance', order: 'desc' })),
		).toEqual(['Pike Place Flat', 'Fremont House', 'Bellevue Condo', 'Tacoma Bungalow', 'Portland Loft'])
		// Paged, the pages follow one another.
		const second = await search({ near: '47.6062,-122.3321', radiusKm: '500', sort: 'distance', limit: 2, page: 2 })
		expect(names(second)).toEqual(['Bellevue Condo', 'Tacoma Bungalow'])
		expect(second.total).toBe(5)
	})

	test('near, bbox and filters together', async () => {
		expect(
			names(await search({ near: '47.6062,-122.3321', radiusKm: '50', bbox: '-122.5,47,-122.3,48', type: 'sale' })),
		).toEqual(['Tacoma Bungalow', 'Fremont House'])
	})
})

describe('bad location parameters', () => {
	test.each([
		[{ bbox: '1,2,3' }, 'bbox must be four numbers: west,south,east,north'],
		[{ bbox: 'a,b,c,d' }, 'bbox must be four numbers: west,south,east,north'],
		[{ bbox: '1,2,3,4,5' }, 'bbox must be four numbers: west,south,east,north'],
		[{ bbox: '-122,48,-121,47' }, 'bbox south must not be greater than north'],
		[{ bbox: '-122,-91,-121,47' }, 'bbox south and north must be latitudes between -90 and 90'],
		[{ bbox: '-181,40,-121,47' }, 'bbox west and east must be longitudes between -180 and 180'],
		[{ near: '47.6' }, 'near must be two numbers: latitude,longitude'],
		[{ near: '91,0' }, 'near latitude must be between -90 and 90'],
		[{ near: '0,180.5' }, 'near longitude must be between -180 and 180'],
		[{ near: '47,-122', radiusKm: '0.05' }, 'radiusKm must be between 0.1 and 500'],
		[{ near: '47,-122', radiusKm: '501' }, 'radiusKm must be between 0.1 and 500'],
		[{ near: '47,-122', radiusKm: 'far' }, 'radiusKm must be a number'],
		[{ sort: 'distance' }, 'sort=distance needs near=latitude,longitude'],
		[{ sort: 'nearest' }, 'sort must be createdAt, regularPrice or distance'],
	])('%j is refused: %s', (input, message) => {
		const result = searchParamsSchema.safeParse(input)
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe(message)
	})

	test('the page drops a bad area and says so, keeping the rest', () => {
		const { filters, problems } = parseSearchPage(new URLSearchParams('bbox=1,2&type=rent&sort=distance_asc'))
		expect(filters).toMatchObject({ type: 'rent', sort: 'createdAt' })
		expect(filters.bbox).toBeUndefined()
		expect(problems).toEqual([
			'bbox must be four numbers: west,south,east,north',
			'sort=distance needs near=latitude,longitude',
		])
	})
})
