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
import { daysAgo, lastCut, stepChartPoints, withChanges } from '~/utils/price-history'
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

async function pricesOf(id: string) {
	return (await getPriceHistories([id])).get(id)!.map((entry) => entry.price)
}

describe('the price history', () => {
	test('starts with the price the listing was listed at, at the time it was listed', async () => {
		const listing = await ownersListing()
		const [first] = (await getPriceHistories([listing.id])).get(listing.id)!
		expect(first).toEqual({ price: 2000, at: listing.listedAt })
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

	test('is deleted with its listing', async () => {
		const listing = await ownersListing()
		const db = await getDb()
		await db.delete(listings).where(eq(listings.id, listing.id))
		expect(await pricesOf(listing.id)).toEqual([])
	})

	test('the listing page says when it was listed and the last cut, with the history', async () => {
		let listing = await ownersListing({ type: 'rent' })
		listing = await edit(listing, { regularPrice: 1750 })
		const page = (await run(listingPage.loader, getRequest(`/listing/${listing.id}`), { id: listing.id })) as {
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

	test('a step chart holds each price until the next change, the last until now', () => {
		expect(stepChartPoints(history, '2026-10-21T00:00:00.000Z', 200, 100)).toEqual([
			[0, 0],
			[100, 0],
			[100, 100],
			[200, 100],
		])
		expect(stepChartPoints(history.slice(0, 1), '2026-10-21T00:00:00.000Z', 200, 100)).toEqual([
			[0, 50],
			[200, 50],
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
		const page = (await run(listingPage.loader, getRequest(`/listing/${again.id}`), { id: again.id })) as {
			firstListedAt: string | null
		}
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
