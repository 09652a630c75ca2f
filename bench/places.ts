// npm run bench:places [-- --rounds=20]
//
// The search's 'Where?' against the bundled place list (docs/decisions/039), in process: reading the
// list, indexing its names for misspellings (on the first name of no known place), the memory each
// holds, and the time of a lookup: a known name (matchPlace), and a misspelt one (similarPlaces) over
// a fixed set of names, ROUNDS times each, against a plain scan of every name of a similar length with
// the same distance function (what the index saves).
import { performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { distance } from 'fastest-levenshtein'
import { loadPlaces, matchPlace, placeKey, similarPlaces } from '~/services/places.server'
import { readOptions } from './support/measure'

const options = readOptions(process.argv.slice(2))
const rounds = Number(options.rounds ?? 20)

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
	gc()
	return process.memoryUsage().heapUsed / 1e6
}

/** Misspellings of every kind (a letter left out, added, changed, two swapped), and names near no place. */
const MISSPELT = [
	'Seatle',
	'Springfeld',
	'Bozemen',
	'Londn',
	'Pariss',
	'Chicgo',
	'San Fransisco',
	'New Yrok',
	'Ausitn',
	'Paris, Germany',
	'Zurih',
	'Pari',
	'Los Angelos',
	'Bostn',
	'Seattel',
	'Minneapolsi',
	'Xyzzyville',
	'Lndn',
	'Nashvile',
	'Hoston',
]

function percentiles(times: number[]) {
	const sorted = [...times].sort((a, b) => a - b)
	const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!
	return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`
}

async function timed(name: string, lookup: (where: string) => unknown) {
	for (const where of MISSPELT) await lookup(where)
	const times: number[] = []
	for (let round = 0; round < rounds; round++) {
		for (const where of MISSPELT) {
			const started = performance.now()
			await lookup(where)
			times.push(performance.now() - started)
		}
	}
	console.log(`${name}: ${percentiles(times)} (${times.length} lookups)`)
}

const before = heapMb()
let started = performance.now()
const { byKey } = await loadPlaces()
console.log(
	`place list: ${byKey.size} names read in ${(performance.now() - started).toFixed(0)} ms, ${(heapMb() - before).toFixed(1)} MB`,
)
const listed = heapMb()
started = performance.now()
await similarPlaces('Seatle')
console.log(
	`name index: built in ${(performance.now() - started).toFixed(0)} ms (first misspelt name), ${(heapMb() - listed).toFixed(1)} MB`,
)

await timed('matchPlace, a known name', () => matchPlace('Seattle, WA'))
await timed('similarPlaces, misspelt names', similarPlaces)
const byLength = new Map<number, string[]>()
for (const key of byKey.keys()) {
	const names = byLength.get(key.length)
	if (names) names.push(key)
	else byLength.set(key.length, [key])
}
await timed('a plain scan of the names within 2 letters of its length', (where) => {
	const key = placeKey(where.split(',')[0]!)
	const found: string[] = []
	for (let length = key.length - 2; length <= key.length + 2; length++) {
		for (const name of byLength.get(length) ?? []) if (distance(key, name) <= 2) found.push(name)
	}
	return found
})
