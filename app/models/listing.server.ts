import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'
import { type ListingInput } from '~/schemas/listing'
import { searchParamsSchema } from '~/schemas/search'
import { releasePhotos } from './photo.server'
import { searchListings } from './search.server'

/** The newest listings, for the home page: the default search, through the one search query. */
export async function getLatestListings(limit: number) {
	return (await searchListings(searchParamsSchema.parse({ limit }))).listings
}

/** A listing as the JSON API shows it (API.md): `_id`, numbers, booleans and ISO dates. */
export function toApiListing(listing: Listing) {
	return {
		_id: listing.id,
		name: listing.name,
		description: listing.description,
		address: listing.address,
		type: listing.type,
		bedrooms: listing.bedrooms,
		bathrooms: listing.bathrooms,
		regularPrice: listing.regularPrice,
		discountPrice: listing.discountPrice,
		offer: listing.offer,
		parking: listing.parking,
		furnished: listing.furnished,
		imageUrls: listing.imageUrls,
		userRef: listing.userRef,
		createdAt: listing.createdAt.toISOString(),
		updatedAt: listing.updatedAt.toISOString(),
	}
}

// The one search query lives in its own module; listing code imports it from here too.
export { searchListings, type SearchResult } from './search.server'

/** The owner's listings, newest first, for the profile and GET /api/user/listings/:id. */
export async function getListingsByOwner(userId: string) {
	const db = await getDb()
	return db
		.select()
		.from(listings)
		.where(eq(listings.userRef, userId))
		.orderBy(desc(listings.createdAt), desc(listings.id))
}

/** The listing with this id, or undefined (also for ids that are not UUIDs). */
export async function getListingById(id: string) {
	if (!z.uuid().safeParse(id).success) return undefined
	const db = await getDb()
	const [listing] = await db.select().from(listings).where(eq(listings.id, id))
	return listing
}

export async function createListing(ownerId: string, input: ListingInput) {
	const db = await getDb()
	const [listing] = await db
		.insert(listings)
		.values({ ...input, userRef: ownerId })
		.returning()
	return listing!
}

/** Saves the changes; photos the listing no longer shows are released from the store. */
export async function updateListing(id: string, input: ListingInput) {
	const db = await getDb()
	const [before] = await db.select({ imageUrls: listings.imageUrls }).from(listings).where(eq(listings.id, id))
	if (!before) return undefined
	const [listing] = await db
		.update(listings)
		.set({ ...input, updatedAt: new Date() })
		.where(eq(listings.id, id))
		.returning()
	await releasePhotos(before.imageUrls.filter((url) => !input.imageUrls.includes(url)))
	return listing
}

/** Deletes the listing and releases its photos from the store. */
export async function deleteListing(id: string) {
	const db = await getDb()
	const [deleted] = await db.delete(listings).where(eq(listings.id, id)).returning({ imageUrls: listings.imageUrls })
	if (deleted) await releasePhotos(deleted.imageUrls)
	return Boolean(deleted)
}

/** Addresses and dates of the newest listings, for sitemap.xml (which holds at most 50,000 addresses). */
export async function getListingSitemapEntries(limit: number) {
	const db = await getDb()
	return db
		.select({ id: listings.id, updatedAt: listings.updatedAt })
		.from(listings)
		.orderBy(desc(listings.createdAt), desc(listings.id))
		.limit(limit)
}
