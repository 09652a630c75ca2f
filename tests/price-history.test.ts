// The price history of listings: kept by the database on every change of the effective price,
// shown on the listing page and in the API, and searchable as "reduced".
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type Listing, listingArchive, listingPrices, listings } from '~/db/schema'
import {
	createListing as createListingAs,
	deleteListing,
	editableFields,
	findListing,
	findListingWithHistory,
	getListingById,
	getPriceHistories,
	setListingStatus,
	toApiListing,
	updateListing,
} from '~/models/listing.server'
import { searchListings } from '~/models/search.server'
import * as listingPage from '~/routes/_listings+/listing.$id'
import { type ListingInput } from '~/schemas/listing'
import { searchParamsSchema } from '~/schemas/search'
import { daysAgo, historyRows, lastCut, priceChart, withChanges } from '~/utils/price-history'
import { createListing, createUser, listingValues } from './support/factories'
import { getRequest, run } from './support/requests'

async function ownersListing(overrides: Partial<Listing> = {}) {
	const owner = await createUser()
	return createListing({ userRef: owner.id, regularPrice: 2000, ...overrides })
}

/** Saves the listing as its editor would, with `changes` laid over what it holds. */
async function edit(listing: Listing, changes: Partial<Listing>) {
	const { imageUrls, ...fields } = editableFields(listing)
	return (await updateListing(listing.id, { ...fields, imageUrls, ...changes } as never))!
}

/** What the listing page's loader gives the page (its answer carries headers too). */
async function listingPageData(id: string) {
	return ((await run(listingPage.loader, getRequest(`/listing/${id}`), { id })) as { data: unknown }).data
}

/** The prices asked, without the changes of status. */
async function pricesOf(id: string) {
	return (await getPriceHistories([id]))
		.get(id)!
		.filter((entry) => entry.status === null)
		.map((entry) => entry.price)
}

/** The changes of status, with the price closed at. */
async function statusesOf(id: string) {
	return (await getPriceHistories([id]))
		.get(id)!
		.filter((entry) => entry.status !== null)
		.map(({ status, closePrice }) => ({ status, closePrice }))
}

describe('the price history', () => {
	test('starts with the price the listing was listed at, at the time it was listed', async () => {
		const listing = await ownersListing()
		const [first] = (await getPriceHistories([listing.id])).get(listing.id)!
		expect(first).toEqual({ price: 2000, at: listing.listedAt, status: null, closePrice: null })
		expect(listing.reducedAt).toBeNull()
	})

	test('gains an entry for each change of the price a visitor pays, and none for other edits', async () => {
		let listing = await ownersListing()
		listing = await edit(listing, { name: 'A new name', description: 'Freshly painted.' })
		expect(await pricesOf(listing.id)).toEqual([2000])

		listing = await edit(listing, { regularPrice: 1800 })
		expect(listing.reducedAt).toBeInstanceOf(Date)
		// An offer changes what a visitor pays: the discount price counts.
		listing = await edit(listing, { offer: true, discountPrice: 1700 })
		listing = await edit(listing, { offer: false })
		expect(await pricesOf(listing.id)).toEqual([2000, 1800, 1700, 1800])
		// The last change was a rise: not reduced any more.
		expect(listing.reducedAt).toBeNull()
	})

	test('a listing read with its history is the listing and its history, read apart, to the millisecond', async () => {
		let listing = await ownersListing({ type: 'sale' })
		listing = await edit(listing, { regularPrice: 1800 })
		listing = (await setListingStatus(listing, 'sold', 1750))!
		const { history, ...read } = (await findListingWithHistory(listing.id))!
		expect(read).toEqual(await findListing(listing.id))
		const apart = (await getPriceHistories([listing.id])).get(listing.id)!
		expect(apart.map((point) => point.status)).toEqual([null, null, 'sold'])
		expect(history).toEqual(apart)
		expect(await findListingWithHistory('f0e9d8c7-b6a5-4321-8fed-cba987654321')).toBeUndefined()
		expect(await findListingWithHistory('not-an-id')).toBeUndefined()
	})

	test('is deleted with its listing', async () => {
		const listing = await ownersListing()
		const db = await getDb()
		await db.delete(listings).where(eq(listings.id, listing.id))
		expect(await pricesOf(listing.id)).toEqual([])
	})

	test('the listing page says when it was listed and the last cut, with the history', async () => {
		let listing = await ownersListing({ type: 'rent' })
		listing = await edit(listing, { regularPrice: 1750 })
		const page = (await listingPageData(listing.id)) as {
			reduced: boolean
			listedDaysAgo: string
			priceHistory: Array<{ price: number; at: string }>
		}
		expect(page.reduced).toBe(true)
		expect(page.listedDaysAgo).toBe('today')
		expect(page.priceHistory.map((entry) => entry.price)).toEqual([2000, 1750])
		expect(lastCut(page.priceHistory)).toEqual({ amount: 250, at: page.priceHistory[1]!.at })
	})

	test('the API answers it with the listing, and when it was listed', async () => {
		let listing = await ownersListing()
		listing = await edit(listing, { regularPrice: 1900 })
		const answer = await toApiListing(listing)
		expect(answer.listedAt).toBe(listing.listedAt.toISOString())
		expect(answer.priceHistory).toEqual([
			{ price: 2000, at: listing.listedAt.toISOString() },
			{ price: 1900, at: expect.any(String) },
		])
	})
})

describe('searching for reduced prices', () => {
	const reducedSearch = (searchTerm: string) =>
		searchListings(searchParamsSchema.parse({ reduced: 'true', searchTerm }))

	test('finds listings cut in the last 30 days, and no others', async () => {
		const tag = `reducedsearch${Date.now()}`
		const cut = await edit(await ownersListing({ name: `${tag} cut` }), { regularPrice: 1500 })
		const raised = await edit(await ownersListing({ name: `${tag} raised` }), { regularPrice: 2500 })
		await ownersListing({ name: `${tag} unchanged` })
		const longAgo = await edit(await ownersListing({ name: `${tag} long ago` }), { regularPrice: 1000 })
		const db = await getDb()
		await db
			.update(listings)
			.set({ reducedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
			.where(eq(listings.id, longAgo.id))

		const { listings: found } = await reducedSearch(tag)
		expect(found.map((listing) => listing.id)).toEqual([cut.id])
		expect(raised.reducedAt).toBeNull()
	})

	test('the parameter takes only the text true, as the other flags', () => {
		expect(searchParamsSchema.parse({ reduced: 'true' }).reduced).toBe(true)
		expect(searchParamsSchema.parse({ reduced: 'yes' }).reduced).toBe(false)
		expect(searchParamsSchema.parse({}).reduced).toBe(false)
	})
})

describe('price history helpers', () => {
	const history = [
		{ price: 2000, at: '2026-10-01T00:00:00.000Z' },
		{ price: 1800, at: '2026-10-11T00:00:00.000Z' },
	]

	test('changes and the last cut', () => {
		expect(withChanges(history).map((entry) => entry.change)).toEqual([null, -200])
		expect(lastCut(history)).toEqual({ amount: 200, at: '2026-10-11T00:00:00.000Z' })
		expect(lastCut([...history, { price: 1900, at: '2026-10-12T00:00:00.000Z' }])).toBeNull()
		expect(lastCut(history.slice(0, 1))).toBeNull()
	})

	test('a chart holds each price until the next change, the last until now, with a break while the home is sold', () => {
		expect(
			priceChart(
				history.map((entry) => ({ ...entry, status: null, closePrice: null })),
				'2026-10-21T00:00:00.000Z',
				200,
				100,
			).lines,
		).toEqual([
			[
				[0, 0],
				[100, 0],
				[100, 100],
				[200, 100],
			],
		])
		const sold = [
			{ price: 2000, at: '2026-10-01T00:00:00.000Z', status: null, closePrice: null },
			{ price: 2000, at: '2026-10-06T00:00:00.000Z', status: 'sold' as const, closePrice: 1000 },
			{ price: 2000, at: '2026-10-11T00:00:00.000Z', status: 'active' as const, closePrice: null },
		]
		const chart = priceChart(sold, '2026-10-21T00:00:00.000Z', 200, 100)
		expect(chart.lines).toEqual([
			[
				[0, 0],
				[50, 0],
			],
			[
				[100, 0],
				[200, 0],
			],
		])
		expect(chart.closings).toEqual([{ x: 50, y: 100, status: 'sold', closePrice: 1000, at: sold[1]!.at }])
		expect(chart.priceTicks).toEqual([
			{ value: 1000, y: 100 },
			{ value: 1500, y: 50 },
			{ value: 2000, y: 0 },
		])
		expect(chart.timeTicks.map((tick) => tick.x)).toEqual([0, 100, 200])
		// In the table: the sale at its price, and the listing again.
		expect(historyRows(sold).map((row) => [row.price, row.what.status])).toEqual([
			[2000, null],
			[1000, 'sold'],
			[2000, 'active'],
		])
	})

	test('days ago in words', () => {
		expect([0, 1, 12].map(daysAgo)).toEqual(['today', 'yesterday', '12 days ago'])
	})
})

describe('listing a home again', () => {
	const input = (address: string, regularPrice: number) =>
		({
			...listingValues({ userRef: '' }),
			address,
			regularPrice,
			discountPrice: 0,
		}) as unknown as ListingInput

	async function listedAndCut(ownerId: string, address: string) {
		const { listing } = await createListingAs(ownerId, input(address, 2000))
		const db = await getDb()
		const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000)
		await db.update(listings).set({ listedAt: longAgo }).where(eq(listings.id, listing.id))
		await db.update(listingPrices).set({ at: longAgo }).where(eq(listingPrices.listingId, listing.id))
		return { listing: await edit((await getListingById(listing.id))!, { regularPrice: 1800 }), longAgo }
	}

	test('by its owner, at the same address, it keeps the first listing date and the price history', async () => {
		const owner = await createUser()
		const { listing: first, longAgo } = await listedAndCut(owner.id, '12 Baker Street, Springfield')
		await deleteListing(first.id)

		const { listing: again } = await createListingAs(owner.id, input('12  baker street springfield.', 1700))
		expect(again.listedAt).toEqual(longAgo)
		expect(await pricesOf(again.id)).toEqual([2000, 1800, 1700])
		const page = (await listingPageData(again.id)) as { firstListedAt: string | null }
		expect(page.firstListedAt).toBe(longAgo.toISOString())
	})

	test('at the price it last asked, no change is recorded; after withdrawing, the same', async () => {
		const owner = await createUser()
		const { listing: first } = await listedAndCut(owner.id, '7 Elm Row')
		await setListingStatus(first, 'withdrawn')
		const { listing: again } = await createListingAs(owner.id, input('7 ELM ROW', 1800))
		expect(await pricesOf(again.id)).toEqual([2000, 1800])
	})

	test('by another owner, or more than 180 days later, it starts afresh', async () => {
		const owner = await createUser()
		const { listing: first } = await listedAndCut(owner.id, '9 Mill Lane')
		await deleteListing(first.id)
		const stranger = await createUser()
		const { listing: theirs } = await createListingAs(stranger.id, input('9 Mill Lane', 1500))
		expect(await pricesOf(theirs.id)).toEqual([1500])

		const db = await getDb()
		await db
			.update(listingArchive)
			.set({ endedAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
			.where(eq(listingArchive.ownerId, owner.id))
		const { listing: late } = await createListingAs(owner.id, input('9 Mill Lane', 1600))
		expect(await pricesOf(late.id)).toEqual([1600])
		expect(late.listedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
	})

	test('sold or let and listed anew, deleted or not, it keeps the sale with its price and is listed again', async () => {
		const owner = await createUser()
		const { listing: first } = await listedAndCut(owner.id, '21 Ferry Road')
		await setListingStatus(first, 'let', 1750)
		// A new listing of the same home while the let one is still there.
		const { listing: again } = await createListingAs(owner.id, input('21 ferry road', 1900))
		expect(await pricesOf(again.id)).toEqual([2000, 1800, 1900])
		expect(await statusesOf(again.id)).toEqual([
			{ status: 'let', closePrice: 1750 },
			{ status: 'active', closePrice: null },
		])
		// Let again, deleted, and listed a third time.
		await deleteListing(first.id)
		await setListingStatus(again, 'let')
		await deleteListing(again.id)
		const { listing: third } = await createListingAs(owner.id, input('21 Ferry Road', 1900))
		expect(await statusesOf(third.id)).toEqual([
			{ status: 'let', closePrice: 1750 },
			{ status: 'active', closePrice: null },
			{ status: 'let', closePrice: null },
			{ status: 'active', closePrice: null },
		])
	})

	test('a status back on the market clears the price closed at on the listing; the history keeps it', async () => {
		const owner = await createUser()
		const { listing } = await createListingAs(owner.id, { ...input('5 Salt Lane', 2000), type: 'sale' } as ListingInput)
		await setListingStatus(listing, 'sold', 1900)
		// Given with another status, it is not kept.
		expect((await setListingStatus(listing, 'under_offer', 1800))!.closePrice).toBeNull()
		expect((await setListingStatus(listing, 'sold', 1950))!.closePrice).toBe(1950)
		const relisted = await setListingStatus(listing, 'active')
		expect(relisted!.closePrice).toBeNull()
		expect(await statusesOf(listing.id)).toEqual([
			{ status: 'sold', closePrice: 1900 },
			{ status: 'under_offer', closePrice: null },
			{ status: 'sold', closePrice: 1950 },
			{ status: 'active', closePrice: null },
		])
		// The database clears a price closed at on a home on the market, whatever writes it.
		const db = await getDb()
		await db.update(listings).set({ closePrice: 1000 }).where(eq(listings.id, listing.id))
		expect((await getListingById(listing.id))!.closePrice).toBeNull()
	})

	test('withdrawn rather than deleted, it starts afresh for another owner too', async () => {
		const owner = await createUser()
		const { listing: first } = await listedAndCut(owner.id, '3 Quarry Road')
		await setListingStatus(first, 'withdrawn')
		const stranger = await createUser()
		const { listing: theirs } = await createListingAs(stranger.id, input('3 Quarry Road', 1500))
		expect(await pricesOf(theirs.id)).toEqual([1500])
		expect(theirs.listedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
	})
})
