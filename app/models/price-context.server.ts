import { sql } from 'drizzle-orm'
import { getDb, selectRows } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'
import { roundAreaPrice } from '~/utils/home-facts'
import { shownToEveryone, withinKmOf } from './search.server'

/*
 * Where a home's price stands: its price per unit of floor area against the median of comparable
 * homes nearby. Comparable: the same kind (sale or rent), on the market, shown to everyone, within
 * 5 km, with a floor area within a quarter of this one's. Never given on fewer than 5 of them.
 */

/** How far comparable homes may be. */
export const PRICE_CONTEXT_RADIUS_KM = 5
/** How many comparable homes a median needs. */
export const PRICE_CONTEXT_MIN_HOMES = 5
/** How far a comparable home's floor area may be from this one's, as a share of it. */
const SIMILAR_SIZE = 0.25

export type PriceContext = {
	/** This home's price per unit of area, to the cent. */
	pricePerArea: number
	/** The comparable homes' median price per unit of area, to the cent. */
	medianPerArea: number
	/** How many comparable homes there are, and how far they were looked for. */
	homes: number
	radiusKm: number
	/** This home against the median, in whole percent: -12 is 12 % below it. */
	differencePercent: number
}

/** The price context of a home with a floor area and a position, or null when it cannot be given. */
export async function getPriceContext(listing: Listing): Promise<PriceContext | null> {
	if (!listing.floorArea || listing.latitude === null || listing.longitude === null) return null
	const db = await getDb()
	const area = listing.floorArea
	const [row] = await selectRows<{ median: number | null; homes: number }>(
		db,
		sql`select percentile_cont(0.5) within group (order by ${listings.effectivePrice}::float8 / ${listings.floorArea}) as median,
				count(*)::int as homes
			from ${listings}
			where ${shownToEveryone} and ${listings.id} <> ${listing.id} and ${listings.type} = ${listing.type}
				and ${listings.status} in ('active', 'under_offer')
				and ${listings.floorArea} between ${Math.floor(area * (1 - SIMILAR_SIZE))} and ${Math.ceil(area * (1 + SIMILAR_SIZE))}
				and ${withinKmOf({ latitude: listing.latitude, longitude: listing.longitude }, PRICE_CONTEXT_RADIUS_KM)}`,
	)
	if (!row || row.median === null || row.homes < PRICE_CONTEXT_MIN_HOMES) return null
	const median = Number(row.median)
	const own = listing.effectivePrice / area
	return {
		pricePerArea: roundAreaPrice(own),
		medianPerArea: roundAreaPrice(median),
		homes: row.homes,
		radiusKm: PRICE_CONTEXT_RADIUS_KM,
		differencePercent: Math.round(((own - median) / median) * 100),
	}
}
