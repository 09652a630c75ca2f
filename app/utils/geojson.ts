import { type Listing } from '~/db/schema'
import { listingPath } from '~/utils/paths'

/** The properties of a listing on a map (docs/api.md, GET /api/listing/get?format=geojson). */
export type ListingPointProperties = {
	_id: string
	name: string
	/** What a visitor pays: the discount price on offer, else the regular price. */
	price: number
	type: Listing['type']
	url: string
	/** The point is the centre of a cell of about 300 m that holds the home. */
	locationApproximate: boolean
}

export type ListingFeatureCollection = {
	type: 'FeatureCollection'
	features: Array<{
		type: 'Feature'
		id: string
		geometry: { type: 'Point'; coordinates: [longitude: number, latitude: number] }
		properties: ListingPointProperties
	}>
}

type Placed = Pick<
	Listing,
	'id' | 'name' | 'effectivePrice' | 'type' | 'latitude' | 'longitude' | 'locationApproximate'
>

/** Listings as GeoJSON points (RFC 7946: longitude first), in the order given; listings without a position are left out. */
export function listingsGeoJson(listings: Placed[], publicUrl: string): ListingFeatureCollection {
	return {
		type: 'FeatureCollection',
		features: listings.flatMap((listing) =>
			listing.latitude == null || listing.longitude == null
				? []
				: [
						{
							type: 'Feature' as const,
							id: listing.id,
							geometry: { type: 'Point' as const, coordinates: [listing.longitude, listing.latitude] },
							properties: {
								_id: listing.id,
								name: listing.name,
								price: listing.effectivePrice,
								type: listing.type,
								url: `${publicUrl}${listingPath(listing.id)}`,
								locationApproximate: listing.locationApproximate,
							},
						},
					],
		),
	}
}
