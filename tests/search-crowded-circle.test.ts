import { beforeAll, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type NewListing } from '~/db/schema'
import { circlePlan, searchListings, searchQuery } from '~/models/search.server'
import { searchParamsSchema } from '~/schemas/search'
import { kmBetween } from '~/utils/geo'
import { createListings } from './support/factories'

// A city of 12,000 homes within about 10 km of its centre, more than the box around a 10 km circle
// needs for the search to walk the sort index instead of reading the box (the "crowded" plan):
// it must find exactly the homes and the order the box would.
const CENTRE = { latitude: 30.2672, longitude: -97.7431 }
const HOMES = 12_000

const filtersOf = (input: Record<string, unknown>) => searchParamsSchema.parse({ near: '30.2672,-97.7431', ...input })

beforeAll(async () => {
	const rows: Array<Partial<NewListing>> = Array.from({ length: HOMES }, (_, index) => {
		// A spiral of positions, spread over ±0.09° (about 10 km), with prices and dates in no order.
		const angle = index * 2.399963
		const reach = 0.09 * Math.sqrt((index + 0.5) / HOMES)
		return {
			name: `City home ${index}`,
			latitude: CENTRE.latitude + reach * Math.sin(angle),
			longitude: CENTRE.longitude + reach * Math.cos(angle),
			type: index % 3 === 0 ? 'sale' : 'rent',
			bedrooms: 1 + (index % 5),
			regularPrice: 500 + ((index * 7919) % 4000),
			createdAt: new Date(Date.UTC(2025, 0, 1) + ((index * 104729) % 500_000) * 60_000),
		}
	})
	for (let start = 0; start < rows.length; start += 1_000) await createListings(rows.slice(start, start + 1_000))
}, 120_000)

for (const [name, input] of [
	['10 km, newest first', {}],
	['10 km, rent with 3 bedrooms, cheapest first', { type: 'rent', bedrooms: 3, sort: 'regularPrice', order: 'asc' }],
	['8 km, page 3', { radiusKm: 8, page: 3 }],
] as const) {
	test(`a crowded circle (${name}) gives the homes and the order of its box`, async () => {
		const filters = filtersOf({ limit: 20, ...input })
		expect(await circlePlan(await getDb(), filters)).toBe('crowded')
		const found = await searchListings(filters)
		const { query, countLimit } = searchQuery(await getDb(), filters, 'box')
		const fromBox = await query
		expect(found.listings.length).toBe(20)
		expect(found.listings.map((listing) => listing.id)).toEqual(fromBox.map((listing) => listing.id))
		expect(found.total).toBe(Math.min(fromBox[0]!.total, countLimit))
		for (const listing of found.listings)
			expect(kmBetween(CENTRE, { latitude: listing.latitude!, longitude: listing.longitude! })).toBeLessThanOrEqual(
				filters.radiusKm,
			)
	})
}

test('a small town is read from its box', async () => {
	expect(await circlePlan(await getDb(), filtersOf({ near: '44.4759,-73.2121', radiusKm: 2 }))).toBe('box')
})
