import { RateLimitError, assertPositionLookupAllowed } from '~/models/rate-limit.server'
import { type SearchFilters } from '~/schemas/search'
import { getEnv } from '~/utils/env.server'
import { type Position, roundDegrees } from '~/utils/geo'
import { getLogger } from '~/utils/logger.server'
import { placeLabel, type WherePlace } from '~/utils/places'
import { findPlace, matchPlace, similarPlaces, townLabel } from './places.server'

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
				label: townLabel(place),
			},
		}
	}
	return askGeocoder(text, geocoderUrl, timeoutMs)
}

type NominatimPlace = { lat?: unknown; lon?: unknown; display_name?: unknown }

/** What the service answered: its first place, nothing, or why it could not be asked. */
type ServiceAnswer =
	{ found: FoundPosition } | { nothing: true } | { failed: 'refused' | 'timeout' | 'unreachable' | 'nonsense' }

async function askService(text: string, geocoderUrl: string, timeoutMs: number): Promise<ServiceAnswer> {
	const url = new URL(geocoderUrl)
	url.searchParams.set('q', text)
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
			return { failed: 'refused' }
		}
		places = await response.json()
	} catch (error) {
		const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
		getLogger().warn({ err: error }, 'the address lookup service did not answer')
		return { failed: timedOut ? 'timeout' : 'unreachable' }
	}
	const first = Array.isArray(places) ? (places[0] as NominatimPlace | undefined) : undefined
	if (!first) return { nothing: true }
	const latitude = Number(first.lat)
	const longitude = Number(first.lon)
	if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
		getLogger().warn('the address lookup service answered a position that is not one')
		return { failed: 'nonsense' }
	}
	return {
		found: {
			latitude: roundDegrees(latitude),
			longitude: roundDegrees(longitude),
			approximate: false,
			label: typeof first.display_name === 'string' ? first.display_name : text,
		},
	}
}

const FAILURES = {
	refused: 'The address lookup service is not available right now.',
	timeout: 'The address lookup service did not answer in time.',
	unreachable: 'The address lookup service could not be reached.',
	nonsense: 'The address lookup service answered something unexpected.',
}

async function askGeocoder(address: string, geocoderUrl: string, timeoutMs: number): Promise<PositionLookup> {
	const answer = await askService(address, geocoderUrl, timeoutMs)
	if ('failed' in answer) return { problem: `${FAILURES[answer.failed]} ${BY_HAND}` }
	if ('nothing' in answer) {
		return { problem: `No place was found for this address. Check it, or set the position by hand.` }
	}
	return answer
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

/** The lookup service's answers to 'Where?' names, kept: the same few names are asked again and again. */
const servicePlaces = new Map<string, { found: FoundPosition } | { nothing: true }>()
const SERVICE_PLACES_KEPT = 1000

/**
 * The place a search's 'Where?' names: a town, city or neighbourhood of the bundled place list
 * (`matchPlace`: one place, or the choices of an ambiguous name, each written so that it resolves);
 * a name the list does not hold (a postcode, a street, a smaller place) is asked of the service of
 * GEOCODER_URL when one is configured, whose first answer is taken. A name found nowhere comes with
 * the places of the list it may be a misspelling of (`similarPlaces`), written so that they resolve.
 */
export async function findSearchPlace(
	where: string,
	{ geocoderUrl = getEnv().geocoderUrl, timeoutMs = GEOCODER_TIMEOUT_MS } = {},
): Promise<WherePlace> {
	const match = await matchPlace(where)
	if ('place' in match) {
		const { latitude, longitude } = match.place
		return { found: { latitude, longitude, label: placeLabel(match.place) } }
	}
	if ('several' in match) return { choices: match.several.map(placeLabel) }
	const none = async () => ({ none: true as const, suggestions: (await similarPlaces(where)).map(placeLabel) })
	if (!geocoderUrl) return none()
	const key = `${geocoderUrl} ${where.toLowerCase()}`
	let answer = servicePlaces.get(key)
	if (!answer) {
		const asked = await askService(where, geocoderUrl, timeoutMs)
		if ('failed' in asked) return { unavailable: true }
		answer = asked
		if (servicePlaces.size >= SERVICE_PLACES_KEPT) servicePlaces.delete(servicePlaces.keys().next().value!)
		servicePlaces.set(key, answer)
	}
	if ('nothing' in answer) return none()
	const { latitude, longitude, label } = answer.found
	return { found: { latitude, longitude, label } }
}

/**
 * A search with its 'Where?' resolved into `near`, the place's position (`radiusKm` as given, or its
 * default), and what the name was found to be. A search that gives `near` keeps it and is not looked
 * up by name. A name that does not resolve leaves the rest of the search as it was, without
 * 'Nearest first' (there is no point to measure from).
 */
export async function resolveWhere(filters: SearchFilters): Promise<{ filters: SearchFilters; where?: WherePlace }> {
	if (filters.where === undefined) return { filters }
	if (filters.near) return { filters: { ...filters, where: undefined } }
	const where = await findSearchPlace(filters.where)
	if ('found' in where) {
		const { latitude, longitude } = where.found
		return { filters: { ...filters, near: { latitude, longitude } }, where }
	}
	return {
		filters: filters.sort === 'distance' ? { ...filters, sort: 'createdAt', order: 'desc' } : filters,
		where,
	}
}

/**
 * The API's answer to a search whose 'Where?' did not resolve (resolveWhere), naming the parameter as
 * every search parameter's message does, with the places it may mean (`suggestions`, each written so
 * that it resolves: an ambiguous name's choices, or those a misspelt name is close to); undefined when
 * there is nothing to refuse.
 */
export function whereRefusal(
	filters: SearchFilters,
	place: WherePlace | undefined,
): { status: number; message: string; suggestions?: string[] } | undefined {
	const name = filters.where
	if (!place || name === undefined || 'found' in place) return undefined
	if ('choices' in place) {
		return {
			status: 400,
			message: `where: “${name}” matches several places: ${place.choices.join('; ')}`,
			suggestions: place.choices,
		}
	}
	if ('unavailable' in place) {
		return {
			status: 503,
			message: 'where: the place lookup service is not available right now; try again, or give near=latitude,longitude',
		}
	}
	const { suggestions } = place
	return {
		status: 400,
		message: `where: no place called “${name}”${suggestions.length ? `; did you mean: ${suggestions.join('; ')}` : ''}`,
		suggestions,
	}
}
