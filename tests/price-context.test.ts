// Where a home's price per unit of area stands: the median of at least 5 comparable homes (the same
// kind, on the market, a floor area within a quarter of this one's) within 5 km, else 10, else 25,
// else in its town (by the addresses); never fewer than 5.
import { describe, expect, test } from 'vitest'
import { type NewListing } from '~/db/schema'
import { getPriceContext } from '~/services/price-context.server'
import { EARTH_RADIUS_KM, type Position } from '~/utils/geo'
import { createListings, createUser } from './support/factories'

/** An address that names no town of the place list: only homes nearby compare. */
const NO_TOWN = '3 Lark Lane'

/** A place of its own each time, over 50 km from every other (no home is within 25 km of two of them). */
let placesTaken = 0
const aPlace = () => ({ latitude: 10 + 0.5 * placesTaken++, longitude: 100 })

/** The point `km` north of `place`. */
const north = (place: Position, km: number) => ({
	latitude: place.latitude + (km / EARTH_RADIUS_KM) * (180 / Math.PI),
	longitude: place.longitude,
})

async function neighbours(count: number, place: Partial<NewListing>, values: Partial<NewListing> = {}) {
	const owner = await createUser()
	// $1,000 to $1,000 + 100 × (count - 1) a month, each 1,000 sq ft: $1.00, $1.10, … per sq ft.
	return createListings(
		Array.from({ length: count }, (_, index) => ({
			userRef: owner.id,
			type: 'rent' as const,
			regularPrice: 1000 + index * 100,
			floorArea: 1000,
			address: NO_TOWN,
			...place,
			...values,
		})),
	)
}

async function aHome(values: Partial<NewListing>) {
	const owner = await createUser()
	const [home] = await createListings([
		{ userRef: owner.id, type: 'rent', regularPrice: 1200, floorArea: 1000, address: NO_TOWN, ...values },
	])
	return home!
}

describe('price context', () => {
	test('five comparable homes give a median, and where this one stands', async () => {
		const place = aPlace()
		await neighbours(5, place)
		const owner = await createUser()
		const [home] = await createListings([
			{ userRef: owner.id, type: 'rent', regularPrice: 2400, floorArea: 2000, address: NO_TOWN, ...place },
		])
		// Comparable are 1,500 to 2,500 sq ft: none of the 1,000 sq ft neighbours.
		expect(await getPriceContext(home!)).toBeNull()
		const [similar] = await createListings([
			{ userRef: owner.id, type: 'rent', regularPrice: 1080, floorArea: 900, address: NO_TOWN, ...place },
		])
		// $1.20 / sq ft against a median of $1.20.
		expect(await getPriceContext(similar!)).toEqual({
			pricePerArea: 1.2,
			medianPerArea: 1.2,
			homes: 5,
			radiusKm: 5,
			town: null,
			differencePercent: 0,
		})
	})

	test('never on four; other kinds, other sizes and homes off the market do not count', async () => {
		const place = aPlace()
		await neighbours(4, place, { regularPrice: 300_000, type: 'sale' })
		const owner = await createUser()
		const [home] = await createListings([
			{ userRef: owner.id, type: 'sale', regularPrice: 330_000, floorArea: 1000, address: NO_TOWN, ...place },
		])
		expect(await getPriceContext(home!)).toBeNull()
		await neighbours(1, place, { regularPrice: 300_000, type: 'rent' })
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', floorArea: 1300 })
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', status: 'sold' })
		expect(await getPriceContext(home!)).toBeNull()
		await neighbours(1, place, { regularPrice: 300_000, type: 'sale', floorArea: 1250 })
		expect(await getPriceContext(home!)).toMatchObject({
			homes: 5,
			radiusKm: 5,
			pricePerArea: 330,
			differencePercent: expect.any(Number),
		})
	})

	test('fewer than 5 within 5 km: within 10 km, then 25, each up to its edge, with those homes alone', async () => {
		const place = aPlace()
		// Four within 5 km at $1.00 to $1.30 a sq ft; this home $1.20.
		await neighbours(4, north(place, 4.9))
		const home = await aHome({ ...place })
		expect(await getPriceContext(home)).toBeNull()

		// Just past 10 km: not within 10, within 25.
		await neighbours(1, north(place, 10.2), { regularPrice: 3000 })
		expect(await getPriceContext(home)).toMatchObject({ homes: 5, radiusKm: 25, medianPerArea: 1.2 })
		// Just within 10 km: 10 km is enough, and the home past it is left out of the median.
		await neighbours(1, north(place, 9.8), { regularPrice: 2000 })
		expect(await getPriceContext(home)).toMatchObject({ homes: 5, radiusKm: 10, medianPerArea: 1.2, town: null })
		await neighbours(1, north(place, 4.9), { regularPrice: 1000 })
		expect(await getPriceContext(home)).toMatchObject({ homes: 5, radiusKm: 5, medianPerArea: 1.1 })
	})

	test('25 km is the last distance: a fifth home just past it does not count', async () => {
		const place = aPlace()
		await neighbours(4, north(place, 20))
		const home = await aHome({ ...place })
		await neighbours(1, north(place, 25.3))
		expect(await getPriceContext(home)).toBeNull()
		await neighbours(1, north(place, 24.7))
		expect(await getPriceContext(home)).toMatchObject({ homes: 5, radiusKm: 25, town: null })
	})

	test("then the homes whose address is in the home's town, wherever they are placed, or not placed at all", async () => {
		// A home without a position in Bozeman, Montana, and four others there, one placed far away.
		const home = await aHome({ address: '12 Elm Street, Bozeman, MT 59715', latitude: null, longitude: null })
		const inTown = (street: string) => ({ address: `${street}, Bozeman, MT`, latitude: null, longitude: null })
		await neighbours(3, inTown('4 Oak Avenue'))
		await neighbours(1, { ...inTown('9 Pine Road'), ...aPlace() })
		// An address that names the town but is elsewhere does not count.
		await neighbours(1, { address: '1 Bozeman Trail, Helena, MT', latitude: null, longitude: null })
		expect(await getPriceContext(home)).toBeNull()

		await neighbours(1, { address: '77 WILLOW LANE, BOZEMAN, MT', latitude: null, longitude: null })
		// $1.00, $1.10, $1.20, $1.00 and $1.00 a sq ft: the median is $1.00; this home's $1.20 is 20 % above it.
		expect(await getPriceContext(home)).toEqual({
			pricePerArea: 1.2,
			medianPerArea: 1,
			homes: 5,
			radiusKm: null,
			town: 'Bozeman, MT, US',
			differencePercent: 20,
		})
		// A home placed where fewer than 5 lie within 25 km: its town's, the same five.
		const placed = await aHome({ address: '3 Birch Court, Bozeman, MT', ...aPlace() })
		expect(await getPriceContext(placed)).toMatchObject({ homes: 6, radiusKm: null, town: 'Bozeman, MT, US' })
	})

	test('a home without a floor area, or without a position and a town, has none', async () => {
		const owner = await createUser()
		const [noArea, noPosition] = await createListings([
			{ userRef: owner.id, floorArea: null, ...aPlace() },
			{ userRef: owner.id, floorArea: 900, latitude: null, longitude: null, address: NO_TOWN },
		])
		expect(await getPriceContext(noArea!)).toBeNull()
		expect(await getPriceContext(noPosition!)).toBeNull()
	})
})
