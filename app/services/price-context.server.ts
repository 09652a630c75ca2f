import { type Listing } from '~/db/schema'
import { comparablesAround, comparablesNaming } from '~/models/nearby-prices.server'
import { roundAreaPrice } from '~/utils/home-facts'
import { findPlace, type Place, townLabel } from './places.server'

/*
 * Where a home's price stands: its price per unit of floor area against the median of comparable
 * homes (the same kind, on the market, shown to everyone, a floor area within a quarter of this one's:
 * models/nearby-prices.server.ts). Looked for within 5 km of the home, then 10, then 25, then among
 * the homes whose address is in its town (the bundled place list); the first with at least 5 is used,
 * and the page says which. Never given on fewer than 5.
 */

/** How many comparable homes a median needs. */
export const PRICE_CONTEXT_MIN_HOMES = 5

export type PriceContext = {
	/** This home's price per unit of area, to the cent. */
	pricePerArea: number
	/** The comparable homes' median price per unit of area, to the cent. */
	medianPerArea: number
	/** How many comparable homes there are. */
	homes: number
	/** How far they were looked for (5, 10 or 25 km); null when they are the homes of its town. */
	radiusKm: number | null
	/** The town whose homes they are ("Austin, TX, US"), when it came to that; else null. */
	town: string | null
	/** This home against the median, in whole percent: -12 is 12 % below it. */
	differencePercent: number
}

/** The price context of a home with a floor area, or null when fewer than 5 homes compare anywhere it looks. */
export async function getPriceContext(listing: Listing): Promise<PriceContext | null> {
	const { floorArea } = listing
	if (!floorArea) return null
	const home = { ...listing, floorArea }
	const context = (found: { homes: number; median: number }, area: { radiusKm: number } | { town: string }) => {
		const own = listing.effectivePrice / floorArea
		return {
			pricePerArea: roundAreaPrice(own),
			medianPerArea: roundAreaPrice(found.median),
			homes: found.homes,
			radiusKm: 'radiusKm' in area ? area.radiusKm : null,
			town: 'town' in area ? area.town : null,
			differencePercent: Math.round(((own - found.median) / found.median) * 100),
		}
	}
	if (listing.latitude !== null && listing.longitude !== null) {
		const around = await comparablesAround(home, { latitude: listing.latitude, longitude: listing.longitude })
		const nearest = around.find(({ homes, median }) => median !== null && homes >= PRICE_CONTEXT_MIN_HOMES)
		if (nearest) return context({ homes: nearest.homes, median: nearest.median! }, { radiusKm: nearest.radiusKm })
	}
	const town = await findPlace(listing.address)
	if (!town) return null
	const inTown = await homesOfTown(home, town)
	if (inTown.length < PRICE_CONTEXT_MIN_HOMES) return null
	return context({ homes: inTown.length, median: median(inTown) }, { town: townLabel(town) })
}

/** The prices per unit of area of the comparable homes whose address names `town` (as findPlace reads it). */
async function homesOfTown(listing: Listing & { floorArea: number }, town: Place) {
	// Addresses are looked for by the longest word of the town's name, as written and without accents,
	// then each is read as the listing's own was: 'Parish Road, Leeds' is not in Paris.
	const longest = (text: string) =>
		text
			.toLowerCase()
			.split(/[^\p{L}\p{N}]+/u)
			.reduce((a, b) => (b.length > a.length ? b : a), '')
	const words = [...new Set([longest(town.name), longest(town.name.normalize('NFKD').replace(/\p{M}/gu, ''))])]
	const same = (place: Place | undefined) =>
		place !== undefined && place.name === town.name && place.region === town.region && place.country === town.country
	const found = await comparablesNaming(listing, words)
	const prices: number[] = []
	for (const home of found) if (same(await findPlace(home.address))) prices.push(Number(home.perArea))
	return prices
}

/** The middle value, or the mean of the two middle ones (as PostgreSQL's percentile_cont(0.5)). */
function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
