import { RateLimitError, assertPositionLookupAllowed } from '~/models/rate-limit.server'
import { getEnv } from '~/utils/env.server'
import { type Position, roundDegrees } from '~/utils/geo'
import { getLogger } from '~/utils/logger.server'
import { findPlace } from './places.server'

/** How long the address lookup service gets before the owner is told it did not answer. */
export const GEOCODER_TIMEOUT_MS = 5000

export type FoundPosition = Position & {
	/** True when only the city is known (the bundled place list): the listing is marked approximate. */
	approximate: boolean
	/** What was found, in words: "Seattle, WA, US" or the service's name for the place. */
	label: string
}

export type PositionLookup = { found: FoundPosition } | { problem: string }

const BY_HAND = 'You can set the position by hand: type the latitude and longitude.'

/**
 * The position of an address: from the Nominatim-compatible service of GEOCODER_URL when one is
 * configured, else the position of the address's city from the bundled place list (marked
 * approximate). A service that fails, times out or finds nothing is a problem to tell the owner,
 * never an error page.
 */
export async function findPosition(
	address: string,
	{ geocoderUrl = getEnv().geocoderUrl, timeoutMs = GEOCODER_TIMEOUT_MS } = {},
): Promise<PositionLookup> {
	const text = address.trim()
	if (!text) return { problem: 'Type the address first, then find its position.' }
	if (!geocoderUrl) {
		const place = await findPlace(text)
		if (!place) return { problem: `No town or city was recognised in this address. ${BY_HAND}` }
		return {
			found: {
				latitude: place.latitude,
				longitude: place.longitude,
				approximate: true,
				// GeoNames' region codes read as words only for US states (WA); elsewhere they are numbers (Paris, 11).
				label: [place.name.split(',')[0], place.country === 'US' ? place.region : '', place.country]
					.filter(Boolean)
					.join(', '),
			},
		}
	}
	return askGeocoder(text, geocoderUrl, timeoutMs)
}

type NominatimPlace = { lat?: unknown; lon?: unknown; display_name?: unknown }

async function askGeocoder(address: string, geocoderUrl: string, timeoutMs: number): Promise<PositionLookup> {
	const url = new URL(geocoderUrl)
	url.searchParams.set('q', address)
	url.searchParams.set('format', 'jsonv2')
	url.searchParams.set('limit', '1')
	let places: unknown
	try {
		const response = await fetch(url, {
			// Nominatim's usage policy asks each application to name itself.
			headers: { 'User-Agent': `Homestead (${getEnv().publicUrl})`, Accept: 'application/json' },
			signal: AbortSignal.timeout(timeoutMs),
		})
		if (!response.ok) {
			getLogger().warn({ status: response.status }, 'the address lookup service refused a search')
			return { problem: `The address lookup service is not available right now. ${BY_HAND}` }
		}
		places = await response.json()
	} catch (error) {
		const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
		getLogger().warn({ err: error }, 'the address lookup service did not answer')
		return {
			problem: timedOut
				? `The address lookup service did not answer in time. ${BY_HAND}`
				: `The address lookup service could not be reached. ${BY_HAND}`,
		}
	}
	const first = Array.isArray(places) ? (places[0] as NominatimPlace | undefined) : undefined
	if (!first) return { problem: `No place was found for this address. Check it, or set the position by hand.` }
	const latitude = Number(first.lat)
	const longitude = Number(first.lon)
	if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
		getLogger().warn('the address lookup service answered a position that is not one')
		return { problem: `The address lookup service answered something unexpected. ${BY_HAND}` }
	}
	return {
		found: {
			latitude: roundDegrees(latitude),
			longitude: roundDegrees(longitude),
			approximate: false,
			label: typeof first.display_name === 'string' ? first.display_name : address,
		},
	}
}

/** An owner's 'Find from the address': counted (60 an hour), then looked up. */
export async function lookUpPosition(ownerId: string, address: string): Promise<PositionLookup> {
	try {
		await assertPositionLookupAllowed(ownerId)
	} catch (error) {
		if (error instanceof RateLimitError) {
			return { problem: `Too many addresses looked up in the last hour. ${BY_HAND}` }
		}
		throw error
	}
	return findPosition(address)
}
