import { sql } from 'drizzle-orm'
import { getDb, selectBuiltRows, selectRows } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'
import { chordOfKm, type Position } from '~/utils/geo'
import { addressContains, distanceFrom, shownToEveryone, withinKmOf } from './search.server'

/*
 * The homes a home's price per unit of floor area is compared with (services/price-context.server.ts):
 * the same kind (sale or rent), on the market, shown to everyone, with a floor area within a quarter
 * of this one's; nearby, or in its town.
 */

/** How far comparable homes are looked for, nearest first: the first distance with enough of them is used. */
export const PRICE_CONTEXT_RADII_KM = [5, 10, 25] as const
/** How far a comparable home's floor area may be from this one's, as a share of it. */
const SIMILAR_SIZE = 0.25
/** The most homes of a town read to be compared (the newest): more than enough for a median. */
const TOWN_SAMPLE = 500

/** Homes like `listing` (it has a floor area), as SQL on `listings`. */
function comparableTo(listing: Listing & { floorArea: number }) {
	const area = listing.floorArea
	return sql`${shownToEveryone} and ${listings.id} <> ${listing.id} and ${listings.type} = ${listing.type}
		and ${listings.status} in ('active', 'under_offer')
		and ${listings.floorArea} between ${Math.floor(area * (1 - SIMILAR_SIZE))} and ${Math.ceil(area * (1 + SIMILAR_SIZE))}`
}

/** How many comparable homes lie within each of PRICE_CONTEXT_RADII_KM of `near`, and their median price per unit of area. */
export async function comparablesAround(listing: Listing & { floorArea: number }, near: Position) {
	const db = await getDb()
	// The statement follows from the home's id, kind, floor area and position: built once for each.
	const key = `comparables-around:${JSON.stringify([listing.id, listing.type, listing.floorArea, near])}`
	const [row] = await selectBuiltRows<Record<string, number | null>>(db, key, () => {
		const columns = PRICE_CONTEXT_RADII_KM.map((km, index) => {
			const within = sql`chord <= ${chordOfKm(km)}`
			return sql`count(*) filter (where ${within})::int as ${sql.raw(`homes${index}`)},
				percentile_cont(0.5) within group (order by per_area) filter (where ${within}) as ${sql.raw(`median${index}`)}`
		})
		return sql`select ${sql.join(columns, sql`, `)}
			from (
				select ${listings.effectivePrice}::float8 / ${listings.floorArea} as per_area, ${distanceFrom(near)} as chord
				from ${listings}
				where ${comparableTo(listing)} and ${withinKmOf(near, PRICE_CONTEXT_RADII_KM.at(-1)!)}
			) as comparable`
	})
	return PRICE_CONTEXT_RADII_KM.map((radiusKm, index) => {
		const median = row?.[`median${index}`]
		return { radiusKm, homes: Number(row?.[`homes${index}`] ?? 0), median: median == null ? null : Number(median) }
	})
}

/**
 * The comparable homes whose address holds one of `words` (a town's name as it may be written), the
 * newest TOWN_SAMPLE, with their address and price per unit of area: the service keeps those of the town.
 */
export async function comparablesNaming(listing: Listing & { floorArea: number }, words: string[]) {
	const db = await getDb()
	return selectRows<{ address: string; perArea: number }>(
		db,
		sql`select ${listings.address} as address, ${listings.effectivePrice}::float8 / ${listings.floorArea} as "perArea"
			from ${listings}
			where ${comparableTo(listing)} and (${sql.join(
				words.map((word) => addressContains(word)),
				sql` or `,
			)})
			order by ${listings.createdAt} desc
			limit ${TOWN_SAMPLE}`,
	)
}
