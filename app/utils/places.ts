/*
 * Places as the search's 'Where?' names them, shared by the server (the ambiguous list, the API's
 * messages) and the field's suggestions in the browser.
 */

/** A place of the bundled list as GET /api/places answers it. */
export type PlaceSuggestion = {
	name: string
	/** GeoNames' first-level division: the state's two letters in the US, a code elsewhere ('11' for Île-de-France). */
	region: string
	/** ISO 3166 country code. */
	country: string
	latitude: number
	longitude: number
}

/** "Springfield, IL, US": a place's name, region and country, which a search's `where` resolves back to it. */
export function placeLabel({ name, region, country }: Pick<PlaceSuggestion, 'name' | 'region' | 'country'>) {
	return [name, region, country].filter(Boolean).join(', ')
}

/**
 * A search's 'Where?' as the server looked it up: the place (its position, and its name in words),
 * the choices of an ambiguous name (each a label that resolves), none (with the places a misspelt
 * name may mean, each a label that resolves; maybe none), or a lookup service that did not answer.
 */
export type WherePlace =
	| { found: { latitude: number; longitude: number; label: string } }
	| { choices: string[] }
	| { none: true; suggestions: string[] }
	| { unavailable: true }
