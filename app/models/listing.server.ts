import { type Listing } from '~/db/schema'
import { searchParamsSchema } from '~/schemas/search'
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
