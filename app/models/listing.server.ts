import { desc } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'

/** The newest listings, for the home page. */
export async function getLatestListings(limit: number) {
	const db = await getDb()
	return db.select().from(listings).orderBy(desc(listings.createdAt), desc(listings.id)).limit(limit)
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
