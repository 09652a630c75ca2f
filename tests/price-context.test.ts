// Where a home's price per unit of area stands: the median of at least 5 comparable homes within
// 5 km (the same kind, on the market, a floor area within a quarter of this one's), never fewer.
import { describe, expect, test } from 'vitest'
import { type NewListing } from '~/db/schema'
import { getPriceContext } from '~/models/price-context.server'
import { createListings, createUser } from './support/factories'

/** A place of its own for each test, far from every other test's homes. */
const aPlace = () => ({ latitude: 60 + Math.random() * 5, longitude: 100 + Math.random() * 30 })

async function neighbours(
	count: number,
	place: { latitude: number; longitude: number },
	values: Partial<NewListing> = {},
) {
	const owner = await createUser()
	// $1,000 to $1,000 + 100 × (count - 1) a month, each 1,000 sq ft: $1.00, $1.10, … per sq ft.
	await createListings(
		Array.from({ length: count }, (_, index) => ({
			userRef: owner.id,
			type: 'rent' as const,
			regularPrice: 1000 + index * 100,
			floorArea: 1000,
			...place,
			...values,
		})),
	)
}

describe('price context', () => {
	test('five comparable homes give a median, and where this one stands', async () => {
		const place = aPlace()
		await neighbours(5, place)
		const owner = await createUser()
		const [home] = await createListings([
			{ userRef: owner.id, type: 'rent', regularPrice: 2400, floorArea: 2000, ...place },
		])
		// Comparable are 1,500 to 2,500 sq ft: none of the 1,000 sq ft neighbours.
		expect(await getPriceContext(home!)).toBeNull()
		const [similar] = await createListings([
			{ userRef: owner.id, type: 'rent', regularPrice: 1080, floorArea: 900, ...place },
		])
		// $1.20 / sq ft against a median of $1.20.
		expect(await getPriceContext(similar!)).toEqual({
			pricePerArea: 1.2,
			medianPerArea: 1.2,
			homes: 5,
			radiusKm: 5,
			differencePercent: 0,
		})
	})

	test('never on four; other kinds, other sizes, homes further than 5 km and homes off the market do not count', async () => {
		const place = aPlace()
		await neighbours(4, place, { regularPrice: 300_000, type: 'sale' })
		const owner = await createUser()
		const [home] = await createListings([
			{ userRef: owner.id, type: 'sale', regularPrice: 330_000, floorArea: 1000, ...place },
		])
		expect(await getPriceContext(home!)).toBeNull()
		await neighbours(1, place, { regularPrice: 300_000, type: 'rent' })
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', floorArea: 1300 })
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', latitude: place.latitude + 0.05 })
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', status: 'sold' })
		expect(await getPriceContext(home!)).toBeNull()
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', floorArea: 1250 })
		expect(await getPriceContext(home!)).toMatchObject({
			homes: 5,
			pricePerArea: 330,
			differencePercent: expect.any(Number),
		})
	})

	test('a home without a floor area or a position has none', async () => {
		const owner = await createUser()
		const [noArea, noPosition] = await createListings([
			{ userRef: owner.id, floorArea: null, ...aPlace() },
			{ userRef: owner.id, floorArea: 900, latitude: null, longitude: null },
		])
		expect(await getPriceContext(noArea!)).toBeNull()
		expect(await getPriceContext(noPosition!)).toBeNull()
	})
})
