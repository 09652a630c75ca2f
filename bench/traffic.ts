// npm run bench:traffic [-- --baseline=7a97fd0 --listings=10000 --members=200 --owners=40 --seconds=30
//                           --warmup=10 --max-seconds=15 --connections=10 --rate=N --flood-seconds=10
//                           --parts=traffic,flood,search-flood --crawl=1 --node-args='--cpu-prof --trace-gc']
//
// The page cache under a site's everyday traffic, today's design against the new one, in one run:
// the production build of a baseline revision (BASELINE, checked out with `git worktree` into
// /tmp/homestead-baseline-<rev> and built there) and the build of this working tree (`npm run build`
// first), each started by bench/support/server.ts with its settings (the page cache on, at its
// default size) on a PostgreSQL database of its own (DATABASE_URL, default the local test server).
//
// Both get the same data (LISTINGS listings, MEMBERS members of whom OWNERS own the listings) and the
// same requests, drawn from seeded generators:
// - page views: listing pages (60 %, Zipf over the listings), searches (30 %, Zipf over a fixed set of
//   3,000 distinct queries, 15 % of them with the parameters in another order) and the home page; 20 %
//   carry tracking parameters (utm_*, fbclid or gclid with random values, before or after the page's
//   own), 5 % are a signed-in member's;
// - one edit a second by a listing's owner through POST /api/listing/update/:id (a price or a
//   description; popular listings are edited most, Zipf again);
// - /healthz asked 20 times a second by a prober in a process of its own.
//
// The designs are measured one after the other, never at once. The new one is first crawled, as a
// search engine's crawler walks a site every day: every listing page, every search and the home page
// once (CRAWL_CONNECTIONS connections; --crawl=0 leaves it out, --crawl=all crawls the baseline too, for a
// baseline of this design), so that the measurements see a site
// that has been running, not one started a minute ago (the baseline keeps a page 60 s and every edit
// empties it: a crawl would leave it nothing). Then each one's maximum throughput
// (CONNECTIONS connections, closed loop, MAX-SECONDS after 3 s), then each one under the traffic at
// half the lower of the two maxima (or RATE), open loop: requests sent when due whether or not earlier
// ones were answered, latency counted from when each was due, WARMUP seconds not counted, then SECONDS
// measured. Last the flood: 16 connections asking for `/` with a new query string each time for
// FLOOD-SECONDS, while one prober times /healthz and another a kept listing page; then the search flood:
// the same with a search nobody asked for before each time (a page to render every time, issue 41).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import readline from 'node:readline'
import postgres from 'postgres'
import { baselineCheckout } from './support/baseline'
import {
	type Answer,
	closedLoop,
	failures,
	fromCache,
	openLoop,
	type ProbeResult,
	send,
	type Visit,
} from './support/driver'
import { cpuMs, latencies, loadAverage, ms, readOptions, row } from './support/measure'
import { signInMembers, signUpMember } from './support/members'
import { type BenchServer, startBenchServer } from './support/server'

const args = process.argv.slice(2)
const options = readOptions(args)
const baseline = options.baseline ?? '7a97fd0'
const listingCount = Number(options.listings ?? 10_000)
const memberCount = Number(options.members ?? 200)
const ownerCount = Number(options.owners ?? 40)
const seconds = Number(options.seconds ?? 30)
const warmup = Number(options.warmup ?? 10)
const maxSeconds = Number(options['max-seconds'] ?? 15)
const connections = Number(options.connections ?? 10)
const floodSeconds = Number(options['flood-seconds'] ?? 10)
const parts = new Set((options.parts ?? 'traffic,flood,search-flood').split(','))
const crawl = options.crawl !== '0'
/** Node's arguments for the working tree's server, space separated (a profile, a trace of its garbage collection). */
const nodeArgs = options['node-args']?.split(' ').filter(Boolean) ?? []
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'
// The site lets one address sign in 300 times in 15 minutes (app/models/rate-limit.server.ts), and
// every member signs in from this machine.
if (memberCount > 300) throw new Error('--members: at most 300 (sign-ins from one address are limited)')
if (ownerCount > memberCount) throw new Error('--owners: at most as many as --members')

/** Above this share of failed requests (no answer, or not 2xx) in a measurement, the run fails. */
const FAILURE_LIMIT = 0.01
/** The password signUpMember gives the first member; the others get its hash. */
const PASSWORD = 'bench-password-123'
const PROBES_PER_SECOND = 20
const EDITS_PER_SECOND = 1
const FLOOD_CONNECTIONS = 16
const SEARCH_QUERIES = 3_000
/** The share of page views of each kind; the rest are the home page. */
const LISTING_VIEWS = 0.6
const SEARCH_VIEWS = 0.3
const TRACKED = 0.2
const SIGNED_IN = 0.05
/** The share of searches whose parameters come in another order than the generated one. */
const REORDERED = 0.15
const MAX_WARMUP_SECONDS = 3
const CRAWL_CONNECTIONS = 4
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let failed = false
function fail(message: string) {
	console.error(`FAILED: ${message}`)
	failed = true
}

// ---------------------------------------------------------------------------------------------------
// The two designs

/** The sources the build is made from (as scripts/build-if-needed.js counts them). */
const BUILD_SOURCES = ['app', 'public', 'package.json', 'vite.config.ts', 'scripts/icon-sprite.ts', 'package-lock.json']

function newestChange(entry: string): number {
	if (!fs.existsSync(entry)) return 0
	const stat = fs.statSync(entry)
	if (!stat.isDirectory()) return stat.mtimeMs
	return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

/**
 * This tree's build, which `npm run build` makes: stops without one. Describes it, with a warning
 * when the sources changed after it (a build of other code than the tree's is measured then).
 */
function checkBuild() {
	const output = 'build/server/index.js'
	if (!fs.existsSync(output)) throw new Error('Run `npm run build` first: the working tree has no build')
	const built = fs.statSync(output).mtimeMs
	const changed = Math.max(...BUILD_SOURCES.map(newestChange))
	const description = `built ${new Date(built).toISOString()}`
	if (changed <= built) return description
	const warning = `WARNING: the sources changed ${((changed - built) / 60_000).toFixed(0)} min after the build`
	console.warn(`${warning}; run \`npm run build\` to measure them.`)
	return `${description} (${warning})`
}

/** The working tree as measured: its commit, and how many files under app/ and server.js differ from it. */
function describeWorkingTree() {
	const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()
	const changed = execFileSync('git', ['status', '--porcelain', '--', 'app', 'server.js']).toString().trim()
	const count = changed ? changed.split('\n').length : 0
	return count ? `${commit} with ${count} changed files in app/ and server.js` : `${commit}, unchanged`
}

// ---------------------------------------------------------------------------------------------------
// The data: the same on both databases

const ADJECTIVES = [
	'Bright',
	'Quiet',
	'Spacious',
	'Cosy',
	'Renovated',
	'Sunny',
	'Charming',
	'Modern',
	'Elegant',
	'Airy',
]
/** Kinds of home: the word in names (and searches) and the property type it is. */
const KINDS = [
	['House', 'house'],
	['Apartment', 'apartment'],
	['Townhouse', 'townhouse'],
	['Bungalow', 'bungalow'],
	['Studio', 'studio'],
	['Cottage', 'house'],
	['Loft', 'apartment'],
	['Villa', 'house'],
] as const
const FEATURES = ['Garden', 'Balcony', 'Pool', 'Fireplace', 'Home Office', 'River View', 'Garage', 'Roof Terrace']
const STREETS = ['Oak', 'Maple', 'Cedar', 'Elm', 'Willow', 'Birch', 'Pine', 'Harbor', 'Meadow', 'Brook', 'Hill', 'Mill']
/** Cities and their centres (latitude, longitude): the homes lie within about 10 km of one. */
const CITIES: Array<[name: string, latitude: number, longitude: number]> = [
	['Austin', 30.2672, -97.7431],
	['Denver', 39.7392, -104.9903],
	['Boston', 42.3601, -71.0589],
	['Seattle', 47.6062, -122.3321],
	['Portland', 45.5152, -122.6784],
	['Chicago', 41.8781, -87.6298],
	['Atlanta', 33.749, -84.388],
	['Madison', 43.0731, -89.4012],
]
const SENTENCES = [
	'Close to schools, parks and the bus lines.',
	'The kitchen was renovated last year.',
	'Tall windows make the rooms bright all day.',
	'A quiet street with old trees.',
	'The garden faces south.',
	'Viewings by appointment.',
	'Pets considered.',
	'Ready to move in.',
]
/** What an edit adds to a description. */
const EDIT_SENTENCES = ['Freshly painted.', 'New windows this spring.', 'Now with a new boiler.', 'Available sooner.']

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`
const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]`

/**
 * LISTINGS listings in one INSERT … SELECT (as bench/search-data.ts fills its million), owned in turn by
 * the first OWNERS members, listed one after another over the last 400 days. Prices stay near those of
 * comparable homes and the photos are the demo homes' (not uploads): an owner's edit passes the checks
 * before publication (HOLD_PRICE_RATIO, HOLD_PHOTO_DISTANCE) and is shown at once.
 */
function fillSql() {
	const pick = (array: string, draw: string) => `(${array})[1 + floor(${draw} * array_length(${array}, 1))::int]`
	return /* sql */ `
select setseed(0.42);
insert into listings (
	name, description, address, type, bedrooms, bathrooms, regular_price, discount_price, offer, parking,
	furnished, image_urls, image_alts, user_ref, latitude, longitude, property_type, floor_area, year_built,
	listed_at, created_at, updated_at
)
select
	r.adjective || ' ' || r.kind || ' with ' || r.feature,
	'A ' || lower(r.adjective) || ' ' || lower(r.kind) || ' in ' || r.city || ' with ' || lower(r.feature) || '. '
		|| r.first_sentence || ' ' || r.second_sentence,
	(1 + floor(r.d8 * 900))::int || ' ' || r.street || ' Street, ' || r.city,
	r.type::listing_type, r.bedrooms, greatest(1, r.bedrooms - 1), r.price,
	case when r.offer then round(r.price * 0.95)::int else 0 end, r.offer, r.d10 < 0.6, r.d11 < 0.3,
	array['/images/demo/home-' || r.photo || '-1.webp', '/images/demo/home-' || r.photo || '-2.webp'], array['', ''],
	o.ids[1 + (r.n - 1) % ${ownerCount}],
	round((r.latitude + (r.d12 - 0.5) * 0.18)::numeric, 6), round((r.longitude + (r.d13 - 0.5) * 0.24)::numeric, 6),
	r.property_type::property_type, 300 + r.bedrooms * 400 + floor(r.d14 * 300)::int, 1900 + floor(r.d15 * 125)::int,
	r.listed_at, r.listed_at, r.listed_at
from (
	select
		d.*,
		${pick('w.adjectives', 'd.d1')} as adjective,
		w.kinds[d.kind_index] as kind,
		w.property_types[d.kind_index] as property_type,
		${pick('w.features', 'd.d3')} as feature,
		${pick('w.sentences', 'd.d6')} as first_sentence,
		${pick('w.sentences', 'd.d7')} as second_sentence,
		${pick('w.streets', 'd.d9')} as street,
		w.cities[d.city_index] as city, w.latitudes[d.city_index] as latitude, w.longitudes[d.city_index] as longitude,
		case when d.d4 < 0.55 then 'sale' else 'rent' end as type,
		-- Near comparable homes' prices: a base for the kind of deal, up with the bedrooms, ±15 %.
		(case when d.d4 < 0.55
			then round(250000 * (0.7 + 0.15 * d.bedrooms) * (0.85 + 0.3 * d.d5) / 1000) * 1000
			else round(2000 * (0.7 + 0.15 * d.bedrooms) * (0.85 + 0.3 * d.d5) / 10) * 10
		end)::int as price,
		d.d16 < 0.15 as offer,
		lpad((1 + floor(d.d17 * 30))::text, 2, '0') as photo,
		now() - interval '400 days' * (1 - d.n::float8 / ${listingCount}) as listed_at
	from (
		select
			g as n, 1 + floor(random() * ${KINDS.length})::int as kind_index,
			1 + floor(random() * ${CITIES.length})::int as city_index,
			random() d1, random() d3, random() d4, random() d5, random() d6, random() d7, random() d8, random() d9,
			random() d10, random() d11, random() d12, random() d13, random() d14, random() d15, random() d16, random() d17,
			1 + floor(random() * 5)::int as bedrooms
		from generate_series(1, ${listingCount}) g
	) d
	cross join (
		select
			${sqlArray(ADJECTIVES)} as adjectives, ${sqlArray(KINDS.map(([word]) => word))} as kinds,
			${sqlArray(KINDS.map(([, type]) => type))} as property_types, ${sqlArray(FEATURES)} as features,
			${sqlArray(CITIES.map(([name]) => name))} as cities,
			array[${CITIES.map(([, latitude]) => latitude).join(', ')}]::float8[] as latitudes,
			array[${CITIES.map(([, , longitude]) => longitude).join(', ')}]::float8[] as longitudes,
			${sqlArray(SENTENCES)} as sentences, ${sqlArray(STREETS)} as streets
	) w
) r
cross join (
	select array_agg(id order by substring(username from 8)::int) as ids
	from users where username ~ '^traffic[0-9]+$' and substring(username from 8)::int < ${ownerCount}
) o;
analyze listings;
`
}

/** A design's copy of the data: listings in the order they were listed, and the members' sessions. */
type Site = {
	listingIds: string[]
	prices: number[]
	descriptions: string[]
	/** Member i's session cookie; the first OWNERS own the listings, listing i belonging to member i % OWNERS. */
	memberCookies: string[]
}

/**
 * The members (one signed up through the API, so that its password hash is the server's own; the
 * others copy it) and the listings, then every member's session through the sign-in API.
 */
async function seed(server: BenchServer): Promise<Site> {
	const first = await signUpMember(server.url, 'traffic0')
	const sql = postgres(server.databaseUrl!, { max: 1, onnotice: () => {} })
	try {
		await sql`
			insert into users (username, email, password_hash, created_at, updated_at)
			select 'traffic' || g, 'traffic' || g || '@example.com', (select password_hash from users where username = 'traffic0'),
				now() - interval '1 year', now() - interval '1 year'
			from generate_series(1, ${memberCount - 1}) g`
		await sql`update users set created_at = now() - interval '1 year' where username = 'traffic0'`
		await sql.unsafe(fillSql())
		const listings = await sql<Array<{ id: string; price: number; description: string }>>`
			select id, regular_price as price, description from listings order by listed_at`
		if (listings.length !== listingCount) throw new Error(`${listings.length} listings stored, not ${listingCount}`)
		const others = Array.from({ length: memberCount - 1 }, (_, i) => `traffic${i + 1}@example.com`)
		return {
			listingIds: listings.map((listing) => listing.id),
			prices: listings.map((listing) => listing.price),
			descriptions: listings.map((listing) => listing.description),
			memberCookies: [first.cookie, ...(await signInMembers(server.url, others, PASSWORD))],
		}
	} finally {
		await sql.end()
	}
}

type Design = { name: string; cwd: string; server: BenchServer; site: Site; stop: () => Promise<void> }

/** A checkout's server, started and seeded; stopped again if seeding fails. */
async function startDesign(checkout: { name: string; cwd: string }): Promise<Design> {
	const own = checkout.cwd === process.cwd()
	const server = await startBenchServer({}, { cwd: checkout.cwd, nodeArgs: own ? nodeArgs : [] })
	let stopping = false
	// A server that dies mid-run says how.
	server.process.once('exit', (code, signal) => {
		if (!stopping) console.error(`${checkout.name}: the server exited (${signal ?? code})`)
	})
	const stop = () => {
		stopping = true
		return server.stop()
	}
	try {
		return { ...checkout, server, site: await seed(server), stop }
	} catch (error) {
		await stop()
		throw error
	}
}

// ---------------------------------------------------------------------------------------------------
// The traffic: seeded, so that both designs get the very same requests

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function seededRandom(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** Draws a rank in [0, n) with a probability proportional to 1 / (rank + 1)^s (Zipf). */
function zipf(n: number, s = 1) {
	const cumulative = new Float64Array(n)
	let sum = 0
	for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1) ** s
	return (draw: number) => {
		const target = draw * sum
		let low = 0
		let high = n - 1
		while (low < high) {
			const middle = (low + high) >> 1
			if (cumulative[middle]! < target) low = middle + 1
			else high = middle
		}
		return low
	}
}

const pickFrom = <T>(random: () => number, values: readonly T[]) => values[Math.floor(random() * values.length)]!

function shuffle<T>(random: () => number, values: T[]) {
	for (let i = values.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1))
		;[values[i], values[j]] = [values[j]!, values[i]!]
	}
	return values
}

type Params = Array<[name: string, value: string]>

const SEARCH_TERMS = [
	...KINDS.map(([word]) => word.toLowerCase()),
	...FEATURES.map((feature) => feature.toLowerCase()),
	...CITIES.map(([name]) => name),
	...STREETS.map((street) => `${street} Street`),
	'bright',
	'quiet',
	'renovated',
	'garden flat',
]

/** SEARCH_QUERIES distinct searches as visitors make them: a term, a kind of deal, prices, rooms, an order, a page. */
function searchQueries(): Params[] {
	const random = seededRandom(7)
	const queries: Params[] = []
	const seen = new Set<string>()
	while (queries.length < SEARCH_QUERIES) {
		const params: Params = []
		if (random() < 0.6) params.push(['searchTerm', pickFrom(random, SEARCH_TERMS)])
		const type = random() < 0.7 ? pickFrom(random, ['sale', 'rent']) : undefined
		if (type) params.push(['type', type])
		if (type && random() < 0.4) {
			const step = type === 'sale' ? 50_000 : 250
			const min = step * (1 + Math.floor(random() * 8))
			if (random() < 0.7) params.push(['minPrice', String(min)])
			if (random() < 0.7) params.push(['maxPrice', String(min + step * (1 + Math.floor(random() * 6)))])
		}
		if (random() < 0.3) params.push(['bedrooms', String(1 + Math.floor(random() * 4))])
		if (random() < 0.2) params.push(['propertyType', pickFrom(random, ['house', 'apartment', 'townhouse', 'studio'])])
		if (random() < 0.3) {
			params.push(
				['sort', pickFrom(random, ['regularPrice', 'createdAt'])],
				['order', pickFrom(random, ['asc', 'desc'])],
			)
		}
		if (random() < 0.2) params.push(['page', String(2 + Math.floor(random() * 4))])
		const key = new URLSearchParams(params).toString()
		if (seen.has(key)) continue
		seen.add(key)
		queries.push(params)
	}
	return queries
}

/** Tracking parameters a link from a newsletter, a social network or an ad carries. */
function trackingParams(random: () => number): Params {
	const token = () => random().toString(36).slice(2, 10) + random().toString(36).slice(2, 10)
	const draw = random()
	if (draw < 0.5) {
		return [
			['utm_source', pickFrom(random, ['newsletter', 'facebook', 'twitter', 'partner'])],
			['utm_medium', pickFrom(random, ['email', 'social', 'cpc'])],
			['utm_campaign', token()],
		]
	}
	return [[draw < 0.8 ? 'fbclid' : 'gclid', token()]]
}

/** The page views of one measurement, drawn from SEED: the same sequence on both designs. */
function pageViews(site: Site, queries: Params[], popularity: number[], seed: number) {
	const random = seededRandom(seed)
	const listingRank = zipf(popularity.length)
	const queryRank = zipf(queries.length)
	return (): Visit => {
		const draw = random()
		let kind = 'home'
		let pathname = '/'
		let params: Params = []
		if (draw < LISTING_VIEWS) {
			kind = 'listing'
			pathname = `/listing/${site.listingIds[popularity[listingRank(random())]!]}`
		} else if (draw < LISTING_VIEWS + SEARCH_VIEWS) {
			kind = 'search'
			pathname = '/search'
			params = [...queries[queryRank(random())]!]
			if (random() < REORDERED) shuffle(random, params)
		}
		if (random() < TRACKED) {
			const tracking = trackingParams(random)
			params = random() < 0.3 ? [...tracking, ...params] : [...params, ...tracking]
		}
		const cookie = random() < SIGNED_IN ? pickFrom(random, site.memberCookies) : undefined
		const search = params.length ? `?${new URLSearchParams(params)}` : ''
		return { kind, path: pathname + search, cookie }
	}
}

/** Owners' edits, popular listings most: a price raised 1–5 % from the listing's own, or a sentence added to its description. */
function edits(site: Site, popularity: number[], seed: number) {
	const random = seededRandom(seed)
	const listingRank = zipf(popularity.length)
	let count = 0
	return (): Visit => {
		const listing = popularity[listingRank(random())]!
		const edit = count++
		const change =
			edit % 2 === 0
				? { regularPrice: Math.round(site.prices[listing]! * (1 + (1 + ((edit / 2) % 5)) / 100)) }
				: { description: `${site.descriptions[listing]} ${EDIT_SENTENCES[edit % EDIT_SENTENCES.length]}` }
		return {
			kind: 'edit',
			path: `/api/listing/update/${site.listingIds[listing]}`,
			cookie: site.memberCookies[listing % ownerCount],
			body: JSON.stringify(change),
		}
	}
}

// ---------------------------------------------------------------------------------------------------
// Measurements

/** A prober (bench/support/prober.ts) asking for URL PROBES_PER_SECOND times a second, once told to go. */
async function startProber(url: string, duration: number) {
	const child = spawn(
		process.execPath,
		['--import', 'tsx', 'bench/support/prober.ts', url, String(PROBES_PER_SECOND), String(duration)],
		{ stdio: ['pipe', 'pipe', 'inherit'] },
	)
	const lines = readline.createInterface({ input: child.stdout })
	const next = () =>
		new Promise<string>((resolve, reject) => {
			lines.once('line', resolve)
			child.once('exit', (code) => reject(new Error(`A prober exited with ${code}`)))
		})
	if ((await next()) !== 'ready') throw new Error('The prober did not start')
	return {
		/** Starts probing; resolves with what the prober saw once it is done. */
		async go(): Promise<ProbeResult> {
			const result = next()
			child.stdin.end('go\n')
			return JSON.parse(await result) as ProbeResult
		},
	}
}

type Run = { answers: Answer[]; seconds: number }

type PhaseFigures = {
	phase: string
	/** Answers a second of the main load (page views, or the flood). */
	rps: number
	/** Anonymous page views, and the share served from the page cache. */
	anonymous: number
	hitRate: number
	/** Of those, the share served once their data was queried again and found the same. */
	revalidatedRate: number
	p50: number
	p99: number
	signedInP99: number
	healthP99: number
	keptP99: number
	/** The kept page's share of answers from the cache. */
	keptHitRate: number
	cpuPerRequest: number
	edits: number
	editsFailed: number
	/** Edits answered 200 whose listing was held for a check: visitors would no longer see it. */
	editsHeld: number
	failed: number
	requests: number
	loadStart: string
	loadEnd: string
}

/**
 * One measurement on a server: the probers and the editor start, WARM runs uncounted, then LOAD is
 * measured along with the server process's CPU time and the probers' latencies.
 */
async function measure(
	{ name, server }: Design,
	phase: string,
	{
		warm,
		warmSeconds,
		load,
		duration,
		nextEdit,
		keptPath,
	}: {
		warm?: () => Promise<unknown>
		warmSeconds: number
		load: () => Promise<Run>
		duration: number
		nextEdit?: () => Visit
		keptPath?: string
	},
): Promise<PhaseFigures> {
	const url = new URL(server.url)
	const health = await startProber(`${server.url}/healthz`, duration)
	const kept = keptPath ? await startProber(server.url + keptPath, duration) : undefined
	const editing = nextEdit ? openLoop(url, EDITS_PER_SECOND, warmSeconds + duration, nextEdit) : undefined
	await warm?.()
	const loadStart = loadAverage()
	const pid = server.process.pid!
	const cpuBefore = cpuMs(pid)
	const probes = Promise.all([health.go(), kept?.go()])
	const run = await load()
	const cpu = cpuMs(pid) - cpuBefore
	const loadEnd = loadAverage()
	const [healthResult, keptResult] = await probes
	const editAnswers = (await editing)?.answers ?? []

	const anonymous = run.answers.filter((answer) => !answer.signedIn)
	const answered = (answer: Answer) => answer.status >= 200 && answer.status < 300
	const anonymousTimes = latencies(anonymous.filter(answered).map((answer) => answer.ms))
	const signedIn = run.answers.filter((answer) => answer.signedIn && answered(answer))
	const held = editAnswers.filter((answer) => answer.status === 200 && !/"moderation":"published"/.test(answer.body!))
	const probeFailures = healthResult.failed + (keptResult?.failed ?? 0)
	const probeCount = healthResult.ms.length + (keptResult?.ms.length ?? 0)
	const requests = run.answers.length + probeCount + editAnswers.length
	const figures: PhaseFigures = {
		phase,
		rps: run.answers.length / run.seconds,
		anonymous: anonymous.length,
		hitRate: anonymous.filter(fromCache).length / anonymous.length,
		revalidatedRate: anonymous.filter((answer) => answer.cache === 'revalidated').length / anonymous.length,
		p50: anonymousTimes.p50,
		p99: anonymousTimes.p99,
		signedInP99: latencies(signedIn.map((answer) => answer.ms)).p99,
		healthP99: latencies(healthResult.ms).p99,
		keptP99: keptResult ? latencies(keptResult.ms).p99 : NaN,
		keptHitRate: keptResult ? keptResult.cached / keptResult.ms.length : NaN,
		// Every request the server answered while measured: the load, the probes and the edits of that time.
		cpuPerRequest: cpu / (run.answers.length + probeCount + editsWithin(editAnswers, run.seconds)),
		edits: editAnswers.length,
		editsFailed: failures(editAnswers),
		editsHeld: held.length,
		failed: failures(run.answers) + probeFailures + failures(editAnswers),
		requests,
		loadStart,
		loadEnd,
	}
	if (figures.failed) {
		const statuses = countStatuses([...run.answers, ...editAnswers])
		const message = `${name}, ${phase}: ${figures.failed} of ${requests} requests failed (${statuses}; probes: ${probeFailures})`
		if (figures.failed > FAILURE_LIMIT * requests) fail(message)
		else console.error(message)
	}
	if (held.length) fail(`${name}, ${phase}: ${held.length} edits held their listing for a check`)
	return figures
}

/** The edits made during the measured seconds, at EDITS_PER_SECOND. */
const editsWithin = (edits: Answer[], duration: number) =>
	Math.min(edits.length, Math.round(duration * EDITS_PER_SECOND))

/** Statuses other than 2xx, as "404 ×3, no answer ×1". */
function countStatuses(answers: Answer[]) {
	const counts = new Map<string, number>()
	for (const { status } of answers) {
		if (status >= 200 && status < 300) continue
		const name = status ? String(status) : 'no answer'
		counts.set(name, (counts.get(name) ?? 0) + 1)
	}
	return [...counts].map(([status, count]) => `${status} ×${count}`).join(', ') || 'none'
}

/** Every page once, as a crawler walks the site: the home page, each listing page and each search. */
async function crawlSite(design: Design, queries: Params[]) {
	const url = new URL(design.server.url)
	const paths = [
		'/',
		...design.site.listingIds.map((id) => `/listing/${id}`),
		...queries.map((params) => `/search?${new URLSearchParams(params)}`),
	]
	const agent = new http.Agent({ keepAlive: true, maxSockets: CRAWL_CONNECTIONS })
	const started = performance.now()
	let next = 0
	let failed = 0
	await Promise.all(
		Array.from({ length: CRAWL_CONNECTIONS }, async () => {
			while (next < paths.length) {
				const answer = await send(url, agent, { kind: 'crawl', path: paths[next++]!, userAgent: CRAWLER })
				if (answer.status < 200 || answer.status >= 300) failed++
			}
		}),
	)
	agent.destroy()
	return { pages: paths.length, seconds: (performance.now() - started) / 1000, failed }
}

/** Seeds of the generators: each measurement draws the same requests on both designs. */
const SEEDS = { max: 1, traffic: 2, maxEdits: 3, trafficEdits: 4 }

/** The most requests a second CONNECTIONS connections get answered, with the day's mix and the edits. */
function measureMax(design: Design, queries: Params[], popularity: number[]) {
	const url = new URL(design.server.url)
	const nextView = pageViews(design.site, queries, popularity, SEEDS.max)
	return measure(design, 'max', {
		warm: () => closedLoop(url, connections, MAX_WARMUP_SECONDS, nextView),
		warmSeconds: MAX_WARMUP_SECONDS,
		load: () => closedLoop(url, connections, maxSeconds, nextView),
		duration: maxSeconds,
		nextEdit: edits(design.site, popularity, SEEDS.maxEdits),
	})
}

/** The day's traffic at RATE requests a second, sent when due. */
function measureTraffic(design: Design, queries: Params[], popularity: number[], rate: number) {
	const url = new URL(design.server.url)
	const nextView = pageViews(design.site, queries, popularity, SEEDS.traffic)
	return measure(design, `${rate} req/s`, {
		warm: () => openLoop(url, rate, warmup, nextView),
		warmSeconds: warmup,
		load: () => openLoop(url, rate, seconds, nextView),
		duration: seconds,
		nextEdit: edits(design.site, popularity, SEEDS.trafficEdits),
	})
}

/**
 * FLOOD_CONNECTIONS connections asking, each time, for the home page with a new query string (`flood`:
 * a parameter no page reads, so a page kept under its own address answers) or for a search nobody asked
 * for before (`search flood`: a new word and a new lowest price each time, every one a page to render).
 */
async function measureFlood(design: Design, popularity: number[], kind: 'flood' | 'search flood') {
	const url = new URL(design.server.url)
	const keptPath = `/listing/${design.site.listingIds[popularity[0]!]}`
	// Kept before the flood starts.
	for (let i = 0; i < 3; i++) await (await fetch(design.server.url + keptPath)).arrayBuffer()
	let count = 0
	const next = () =>
		kind === 'flood'
			? `/?flood=${count++}`
			: `/search?searchTerm=${SEARCH_WORDS[count % SEARCH_WORDS.length]}&minPrice=${100 + count++}`
	return measure(design, kind, {
		warmSeconds: 0,
		load: () => closedLoop(url, FLOOD_CONNECTIONS, floodSeconds, () => ({ kind: 'flood', path: next() })),
		duration: floodSeconds,
		keptPath,
	})
}

/** Words of the search flood: each search finds homes, so the page rendered is a page of results. */
const SEARCH_WORDS = ['house', 'apartment', 'villa', 'flat', 'garden', 'home', 'studio', 'cottage']

// ---------------------------------------------------------------------------------------------------
// Printing

const share = (value: number) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)} %`)

const PHASE_NAMES: Record<string, string> = {
	max: `max: ${connections} connections, closed loop, ${maxSeconds} s`,
	flood: `flood: ${FLOOD_CONNECTIONS} connections of new \`/?…\`, ${floodSeconds} s`,
	'search flood': `search flood: ${FLOOD_CONNECTIONS} connections of searches never asked before, ${floodSeconds} s`,
}

function printDesign(name: string, rows: PhaseFigures[]) {
	console.log(`\n### ${name}\n`)
	console.log(
		row([
			'measurement',
			'req/s',
			'anonymous views',
			'from the cache',
			'of which revalidated',
			'p50',
			'p99',
			'signed-in p99',
			'/healthz p99',
			'kept page p99 (from the cache)',
			'CPU ms/req',
			'edits (failed, held)',
			'failed / requests',
			'load average at start → end',
		]),
	)
	console.log(
		row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
	)
	for (const figures of rows) {
		const kept = Number.isNaN(figures.keptP99) ? '–' : `${ms(figures.keptP99)} (${share(figures.keptHitRate)})`
		const phase = PHASE_NAMES[figures.phase] ?? `${figures.phase}, open loop, ${seconds} s after ${warmup} s`
		console.log(
			row([
				phase,
				figures.rps.toFixed(1),
				figures.anonymous,
				share(figures.hitRate),
				share(figures.revalidatedRate),
				ms(figures.p50),
				ms(figures.p99),
				ms(figures.signedInP99),
				ms(figures.healthP99),
				kept,
				ms(figures.cpuPerRequest),
				figures.phase.endsWith('flood') ? '–' : `${figures.edits} (${figures.editsFailed}, ${figures.editsHeld})`,
				`${figures.failed} / ${figures.requests}`,
				`${figures.loadStart} → ${figures.loadEnd}`,
			]),
		)
	}
}

/** The figures the issue compares, one line each, the designs side by side. */
function printComparison(designs: Design[], results: Map<string, PhaseFigures[]>, rate: number | undefined) {
	const figure = (design: Design, phase: string, read: (figures: PhaseFigures) => string) => {
		const figures = results.get(design.name)!.find((candidate) => candidate.phase === phase)
		return figures ? read(figures) : '–'
	}
	const traffic = rate === undefined ? '' : `${rate} req/s`
	const lines: Array<[string, string, (figures: PhaseFigures) => string]> = [
		['maximum req/s (closed loop)', 'max', (f) => f.rps.toFixed(1)],
		[`from the cache at ${traffic}`, traffic, (f) => share(f.hitRate)],
		[`of which revalidated at ${traffic}`, traffic, (f) => share(f.revalidatedRate)],
		[`p50 / p99 at ${traffic}, ms`, traffic, (f) => `${ms(f.p50)} / ${ms(f.p99)}`],
		[`/healthz p99 at ${traffic}, ms`, traffic, (f) => ms(f.healthP99)],
		[`CPU ms per request at ${traffic}`, traffic, (f) => ms(f.cpuPerRequest)],
		['flood: req/s', 'flood', (f) => f.rps.toFixed(1)],
		['flood: /healthz p99, ms', 'flood', (f) => ms(f.healthP99)],
		['flood: kept page p99, ms (from the cache)', 'flood', (f) => `${ms(f.keptP99)} (${share(f.keptHitRate)})`],
		['search flood: req/s', 'search flood', (f) => f.rps.toFixed(1)],
		['search flood: /healthz p99, ms', 'search flood', (f) => ms(f.healthP99)],
		[
			'search flood: kept page p99, ms (from the cache)',
			'search flood',
			(f) => `${ms(f.keptP99)} (${share(f.keptHitRate)})`,
		],
	]
	console.log('\n### Side by side\n')
	console.log(row(['figure', ...designs.map((design) => design.name)]))
	console.log(row(['---', ...designs.map(() => '---:')]))
	for (const [name, phase, read] of lines) {
		if (!results.get(designs[0]!.name)!.some((figures) => figures.phase === phase)) continue
		console.log(row([name, ...designs.map((design) => figure(design, phase, read))]))
	}
}

// ---------------------------------------------------------------------------------------------------

async function main() {
	const startedAt = performance.now()
	const loadAtStart = loadAverage()
	const build = checkBuild()
	const workingTree = describeWorkingTree()
	const baselineDir = baselineCheckout(baseline)
	const checkouts = [
		{ name: `baseline ${baseline}`, cwd: baselineDir },
		{ name: 'working tree', cwd: process.cwd() },
	]
	const queries = searchQueries()
	// Which listing is the most popular, the second and so on: independent of when it was listed.
	const popularity = shuffle(
		seededRandom(5),
		Array.from({ length: listingCount }, (_, i) => i),
	)
	const results = new Map<string, PhaseFigures[]>()
	const crawls = new Map<string, Awaited<ReturnType<typeof crawlSite>>>()
	let rate: number | undefined
	console.log(`Starting both servers, seeding ${listingCount} listings and ${memberCount} members in each...`)
	// Side by side: the sign-ins take most of it, each an argon2 check (nothing is measured yet).
	const started = await Promise.allSettled(checkouts.map(startDesign))
	const designs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
	try {
		for (const result of started) if (result.status === 'rejected') throw result.reason
		for (const design of designs) results.set(design.name, [])
		if (crawl) {
			// Not the baseline of decision 018: it keeps a page 60 s and every edit empties it, so a crawl leaves
			// it nothing. A baseline of this design (--crawl=all) is crawled as the working tree is.
			for (const design of options.crawl === 'all' ? designs : designs.slice(1)) {
				console.log(`${design.name}: crawling every page once...`)
				const crawled = await crawlSite(design, queries)
				crawls.set(design.name, crawled)
				if (crawled.failed) fail(`${design.name}, crawl: ${crawled.failed} of ${crawled.pages} pages failed`)
			}
		}
		if (parts.has('traffic')) {
			for (const design of designs) {
				console.log(`${design.name}: maximum throughput (${MAX_WARMUP_SECONDS + maxSeconds} s)...`)
				results.get(design.name)!.push(await measureMax(design, queries, popularity))
			}
			const lowest = Math.min(...designs.map((design) => results.get(design.name)![0]!.rps))
			rate = options.rate ? Number(options.rate) : Math.max(1, Math.floor(lowest / 2))
			for (const design of designs) {
				console.log(`${design.name}: traffic at ${rate} req/s (${warmup + seconds} s)...`)
				results.get(design.name)!.push(await measureTraffic(design, queries, popularity, rate))
			}
		}
		for (const kind of ['flood', 'search flood'] as const) {
			if (!parts.has(kind === 'flood' ? 'flood' : 'search-flood')) continue
			for (const design of designs) {
				console.log(`${design.name}: ${kind} (${floodSeconds} s)...`)
				results.get(design.name)!.push(await measureFlood(design, popularity, kind))
			}
		}
	} finally {
		for (const design of designs) await design.stop()
	}

	const command = `npm run bench:traffic${args.length ? ` -- ${args.join(' ')}` : ''}`
	console.log(
		`\n${command}: the page cache under the day's traffic, PostgreSQL, Node ${process.version}, ` +
			`${os.cpus().length} CPUs shared by the load generator, both servers (one idle while the other is measured) ` +
			`and PostgreSQL; load average ${loadAtStart} at the start and ${loadAverage()} at the end; ` +
			`${((performance.now() - startedAt) / 60_000).toFixed(1)} min in all. Baseline: ${baseline} built in ${baselineDir}. ` +
			`Working tree: ${workingTree}, ${build}. ` +
			`${listingCount} listings, ${memberCount} members (${ownerCount} own the listings), ${SEARCH_QUERIES} distinct searches.`,
	)
	console.log(
		`The traffic: ${LISTING_VIEWS * 100} % listing pages, ${SEARCH_VIEWS * 100} % searches, the rest the home page; ` +
			`${TRACKED * 100} % with tracking parameters, ${SIGNED_IN * 100} % signed in; ${EDITS_PER_SECOND} edit a second; ` +
			`/healthz probed ${PROBES_PER_SECOND} times a second from another process. ` +
			(rate === undefined
				? ''
				: `${rate} req/s is ${options.rate ? 'the rate asked for' : 'half the lower of the two maxima'}. `) +
			'Latencies in ms, of the anonymous page views answered 2xx (open loop: from when each request was due); ' +
			'"from the cache" counts X-Page-Cache hit, stale and revalidated among the anonymous views; CPU ms/req is the server ' +
			"process's CPU time over every request it answered while measured.",
	)
	for (const design of designs) {
		const crawled = crawls.get(design.name)
		printDesign(design.name, results.get(design.name)!)
		if (crawled) {
			console.log(
				`\nCrawled first: ${crawled.pages} pages in ${crawled.seconds.toFixed(1)} s ` +
					`(${(crawled.pages / crawled.seconds).toFixed(1)} pages/s, ${CRAWL_CONNECTIONS} connections).`,
			)
		}
	}
	printComparison(designs, results, rate)
	if (failed) console.log('\nFAILED (see above).')
	if (failed) process.exitCode = 1
}

await main()
