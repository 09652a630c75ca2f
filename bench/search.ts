// npm run bench:search [-- --driver=pglite --listings=1000000 --runs=200 --scan-runs=5 --only=term --fresh --database=name]
//
// Fills a database of its own with generated listings, then times a fixed set of search shapes
// through the real searchListings(), first as the app runs them, then with index use switched off
// (every search a scan of the table, as the original server did); and the RESO feed's shapes through
// the real feed, with the indexes each one's statements read (--only=feed times those alone). The database is
// homestead_bench_<listings> (--database names another, so that two checkouts can measure side by
// side): on the PostgreSQL server of DATABASE_URL (default the local test server), or with
// --driver=pglite the app's embedded database in data/<name>/pglite. It is kept and reused by the
// next run while the generator and the migrations are unchanged, since filling and indexing a million
// listings takes minutes; --fresh rebuilds it.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { type PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { OWNER_COUNT, fillSql } from './search-data'
import { registerSitePictures } from './support/site-pictures'

// The RESO feed's service reads the site's pictures' version.
registerSitePictures()

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const driver = options.driver ?? 'postgres'
if (driver !== 'postgres' && driver !== 'pglite') throw new Error('--driver is postgres or pglite')
const listingCount = Number(options.listings ?? process.env.BENCH_LISTINGS ?? 1_000_000)
const runs = Number(options.runs ?? 200)
const scanRuns = Number(options['scan-runs'] ?? 5)
const only = options.only
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databaseName = options.database ?? `homestead_bench_${listingCount}`
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${databaseName}` }).toString()
/** PGlite's data directory (the app's DATA_DIR), and the fingerprint of the data it holds, written once it is filled. */
const pgliteDataDir = path.resolve('data', databaseName)
const pgliteFingerprintFile = path.join(pgliteDataDir, 'bench-fingerprint')

/** The searches timed: a page of the search parameters (docs/api.md), as a visitor or a client sends them. */
const allShapes: Array<{ name: string; query: string }> = [
	{ name: 'default: newest first', query: '' },
	{ name: 'common term', query: 'searchTerm=house' },
	{ name: 'medium term', query: 'searchTerm=cottage' },
	{ name: 'rare term', query: 'searchTerm=quillfeather' },
	{ name: 'rare two-word term', query: 'searchTerm=quillfeather lane' },
	{ name: 'two-word term, common words', query: 'searchTerm=the house' },
	{ name: 'two-word term, a common word and an absent one', query: 'searchTerm=avenue zqx' },
	{ name: 'two-word term, common words never together', query: 'searchTerm=garden flat' },
	{ name: 'empty result', query: 'searchTerm=zzqxj' },
	{ name: 'term + filters', query: 'searchTerm=villa&type=sale&parking=true&minPrice=500000' },
	{ name: 'term, price high to low', query: 'searchTerm=cottage&sort=regularPrice&order=desc' },
	{ name: 'filters + price sort', query: 'type=rent&furnished=true&bedrooms=3&sort=regularPrice&order=asc' },
	{ name: 'price range', query: 'minPrice=200000&maxPrice=250000' },
	{
		name: 'many filters (luxury)',
		query: 'type=sale&offer=true&parking=true&furnished=true&bedrooms=6&bathrooms=5&minPrice=2000000',
	},
	{ name: 'deep page', query: 'page=200' },
	{ name: 'deep page, filtered, by price', query: 'type=sale&sort=regularPrice&order=desc&page=50' },
	{ name: 'home: featured offers', query: 'offer=true&limit=3' },
	{ name: 'home: for sale', query: 'type=sale&limit=6' },
	{ name: 'status: sold homes', query: 'status=sold' },
	{ name: 'status: under offer (rare)', query: 'status=under_offer' },
	{ name: 'status: rare, with a term', query: 'status=under_offer&searchTerm=cottage' },
	{ name: 'status: rare, with a rare term', query: 'status=under_offer&searchTerm=quillfeather' },
	{ name: 'status: default set, with a term', query: 'status=active,under_offer&searchTerm=villa' },
	{ name: 'status: sold and let, by price', query: 'status=sold,let&sort=regularPrice&order=desc' },
	{ name: 'status: withdrawn, filtered', query: 'status=withdrawn&type=rent&furnished=true' },
	{ name: 'status: every status, filtered', query: 'status=all&type=rent&bedrooms=2' },
	{ name: 'price cut in the last 30 days', query: 'reduced=true' },
	// Where the homes are: the map's view (bbox) and a distance from a point (near), the generated
	// positions lying around the address's city (Austin the most common, Burlington among the rare).
	{ name: 'area: a district of a large city', query: 'bbox=-97.77,30.24,-97.72,30.29' },
	{ name: 'area: a whole large city, by price', query: 'bbox=-97.92,30.12,-97.57,30.42&sort=regularPrice&order=asc' },
	{ name: 'area: a small city, filtered', query: 'bbox=-73.4,44.3,-73.0,44.65&type=sale&bedrooms=3' },
	{ name: 'area: several states', query: 'bbox=-125,32,-114,49&type=rent&furnished=true' },
	{ name: 'area: across the antimeridian (empty)', query: 'bbox=170,-50,-170,-10' },
	// An area drawn on the map (polygon): its box on the position index, then the exact test.
	{ name: 'drawn area: a district', query: 'polygon=-97.77 30.24,-97.72 30.24,-97.745 30.29,-97.77 30.24' },
	{
		name: 'drawn area: a whole large city, by price',
		query: 'polygon=-97.92 30.27,-97.745 30.12,-97.57 30.27,-97.745 30.42,-97.92 30.27&sort=regularPrice&order=asc',
	},
	{
		name: 'drawn area: a small city, filtered',
		query: 'polygon=-73.4 44.3,-73.0 44.3,-73.2 44.65,-73.4 44.3&type=sale&bedrooms=3',
	},
	{
		name: 'drawn area: several states, filtered',
		query: 'polygon=-125 32,-114 32,-114 45,-119.5 49,-125 49,-125 32&type=rent&furnished=true',
	},
	{ name: 'distance: 10 km, newest first', query: 'near=30.2672,-97.7431' },
	{ name: 'distance: 10 km, nearest first', query: 'near=30.2672,-97.7431&sort=distance' },
	{
		name: 'distance: filters, nearest first',
		query: 'near=39.7392,-104.9903&radiusKm=25&type=rent&bedrooms=3&sort=distance',
	},
	{ name: 'distance: 2 km in a small city', query: 'near=44.4759,-73.2121&radiusKm=2' },
	{
		name: 'distance: 25 km, filters, cheapest first',
		query: 'near=39.7392,-104.9903&radiusKm=25&type=rent&bedrooms=3&sort=regularPrice&order=asc',
	},
	{ name: 'distance: 50 km in a small city, newest first', query: 'near=44.4759,-73.2121&radiusKm=50' },
	{
		name: 'distance: 500 km, nearest first, page 20',
		query: 'near=40.7608,-111.891&radiusKm=500&sort=distance&page=20',
	},
	// The facts of a home: its kind (40 % houses, 30 % apartments, 8 % bungalows...), its floor area and
	// its features, a pool on about 4 % of the homes, a garden on half (bench/search-data.ts).
	{ name: 'facts: one kind', query: 'propertyType=bungalow' },
	{
		name: 'facts: two kinds for sale, a price range',
		query: 'propertyType=house,townhouse&type=sale&minPrice=300000&maxPrice=600000',
	},
	{ name: 'facts: floor area range', query: 'minArea=1500&maxArea=2000' },
	{ name: 'facts: a rare feature', query: 'features=pool' },
	{ name: 'facts: two features', query: 'features=garden,garage' },
	{ name: 'facts: a feature and a term', query: 'features=fireplace&searchTerm=cottage' },
	{
		name: 'facts: kind, area, features, bedrooms, by price',
		query: 'propertyType=house&minArea=2000&features=garden,garage&bedrooms=3&sort=regularPrice&order=asc',
	},
	{ name: 'facts: one kind within 10 km', query: 'near=39.7392,-104.9903&radiusKm=10&propertyType=apartment' },
	{
		name: 'facts: floor area range, price high to low',
		query: 'minArea=1000&maxArea=1500&sort=regularPrice&order=desc',
	},
	{ name: 'facts: one kind, deep page', query: 'propertyType=apartment&page=100' },
]
const shapes = only ? allShapes.filter((shape) => shape.name.includes(only)) : allShapes

/**
 * The RESO feed's reads (GET /api/reso/Property, docs/api.md), as a syndication partner sends them:
 * `{recent}` is a day before the newest change in the database, `{key}` the id of a listing of it.
 */
const allFeedShapes: Array<{ name: string; query: string }> = [
	{ name: 'feed: first page of a full sync', query: '$top=200' },
	{ name: 'feed: first page with photos', query: '$top=200&$expand=Media' },
	{ name: 'feed: changed in the last day', query: '$filter=ModificationTimestamp gt {recent}&$top=200' },
	{
		name: 'feed: changed in the last day, counted',
		query: '$filter=ModificationTimestamp gt {recent}&$count=true&$top=200',
	},
	{ name: 'feed: next page deep in a sync', query: '$top=200&$skiptoken={token}' },
	{ name: 'feed: closed homes', query: "$filter=StandardStatus eq 'Closed'&$top=200" },
	{
		name: 'feed: houses for sale in a price range, by price',
		query:
			"$filter=PropertyType eq 'Residential' and ListPrice ge 300000 and ListPrice le 600000 and BedroomsTotal ge 3&$orderby=ListPrice asc&$top=200",
	},
	{ name: 'feed: most expensive first', query: '$orderby=ListPrice desc,ModificationTimestamp desc&$top=200' },
	{
		name: 'feed: kinds, not closed, floor area',
		query:
			"$filter=(PropertySubType eq 'Apartment' or PropertySubType eq 'Townhouse') and not (StandardStatus eq 'Closed') and LivingArea ge 1000&$top=200",
	},
	{
		name: 'feed: a box of a city, cheapest first',
		query:
			'$filter=Latitude ge 30.2 and Latitude le 30.35 and Longitude ge -97.8 and Longitude le -97.7&$orderby=ListPrice asc&$top=50',
	},
	{ name: 'feed: one listing by its key', query: "$filter=ListingKey eq '{key}'" },
	{ name: 'feed: deep $skip by price', query: '$orderby=ListPrice asc&$skip=10000&$top=200' },
	{ name: 'feed: everything, counted', query: '$count=true&$top=1' },
]
const feedShapes = only ? allFeedShapes.filter((shape) => shape.name.includes(only)) : allFeedShapes

function fingerprint() {
	const hash = createHash('sha256').update(fillSql(listingCount)).update(String(OWNER_COUNT))
	for (const file of fs
		.readdirSync('drizzle')
		.filter((name) => name.endsWith('.sql'))
		.sort()) {
		// Comments do not change the database.
		hash.update(fs.readFileSync(path.join('drizzle', file), 'utf8').replace(/^\s*--(?!>).*$/gm, ''))
	}
	return hash.digest('hex').slice(0, 16)
}

/** The fingerprint of the data in the benchmark's database, or undefined when there is none. */
async function storedFingerprint(): Promise<string | undefined> {
	if (driver === 'pglite') {
		return fs.existsSync(pgliteFingerprintFile) ? fs.readFileSync(pgliteFingerprintFile, 'utf8') : undefined
	}
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	try {
		const [exists] = await admin`select 1 from pg_database where datname = ${databaseName}`
		if (!exists) return undefined
	} finally {
		await admin.end()
	}
	const bench = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	try {
		const [meta] = await bench`select fingerprint from bench_meta`.catch(() => [])
		return meta?.fingerprint as string | undefined
	} finally {
		await bench.end()
	}
}

async function createEmptyDatabase() {
	if (driver === 'pglite') {
		fs.rmSync(pgliteDataDir, { recursive: true, force: true })
		return
	}
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	try {
		await admin.unsafe(`drop database if exists "${databaseName}" with (force)`)
		await admin.unsafe(`create database "${databaseName}"`)
	} finally {
		await admin.end()
	}
}

/** Runs SQL text, several statements in one go, on the app's own connection (PGlite allows no other). */
async function runStatements(text: string) {
	const { connect } = await import('~/db/client.server')
	const { db } = await connect()
	const client = (db as unknown as { $client: PGlite | postgres.Sql }).$client
	if (driver === 'pglite') await (client as PGlite).exec(text)
	else await (client as postgres.Sql).unsafe(text)
}

async function prepareDatabase() {
	const wanted = fingerprint()
	const { connect, closeDb, selectRows } = await import('~/db/client.server')
	if (!options.fresh && (await storedFingerprint()) === wanted) {
		console.log(`Reusing ${databaseName} (${listingCount.toLocaleString('en-US')} listings, same data and migrations).`)
		// A crashed earlier run may have left the scan settings on.
		await setIndexUse(true)
		return
	}
	console.log(`Creating ${databaseName}...`)
	await createEmptyDatabase()

	// The app's own start-up applies the migrations.
	const { db } = await connect()
	// Build the indexes once over the filled table instead of updating them row by row.
	const indexes = await selectRows<{ name: string; definition: string }>(
		db,
		sql`select indexname as name, indexdef as definition from pg_indexes
			where tablename = 'listings' and indexname not in (select conname from pg_constraint)`,
	)
	await runStatements(indexes.map((index) => `drop index "${index.name}";`).join('\n'))
	let started = performance.now()
	console.log(`Generating ${listingCount.toLocaleString('en-US')} listings...`)
	await runStatements(fillSql(listingCount))
	console.log(`  ${seconds(started)}`)
	started = performance.now()
	console.log(`Building ${indexes.length} indexes...`)
	// One text, so that the memory setting holds on the connection that builds them. PGlite's whole
	// memory is 2 GB, shared with its buffers.
	const memory = driver === 'pglite' ? '256MB' : '512MB'
	await runStatements(
		[`set maintenance_work_mem = '${memory}'`, ...indexes.map((index) => index.definition)].join(';\n'),
	)
	await runStatements('vacuum analyze listings')
	await runStatements('vacuum analyze users')
	console.log(`  ${seconds(started)}`)
	if (driver === 'pglite') {
		await closeDb()
		fs.writeFileSync(pgliteFingerprintFile, wanted)
	} else {
		await runStatements(
			`create table bench_meta (fingerprint text not null); insert into bench_meta values ('${wanted}')`,
		)
		await closeDb()
	}
}

/**
 * Index use on or off for the benchmark's database. On PostgreSQL it is set on the database, so that
 * every new connection of the app's pool gets it. PGlite does not read the database's settings when it
 * opens, so there it is set on its one connection, which lasts until the database is closed.
 */
async function setIndexUse(enabled: boolean) {
	const { closeDb } = await import('~/db/client.server')
	const settings = ['enable_indexscan', 'enable_bitmapscan', 'enable_indexonlyscan']
	if (driver === 'pglite') {
		if (enabled) await closeDb()
		else await runStatements(settings.map((setting) => `set ${setting} = off`).join(';\n'))
		return
	}
	const statements = enabled
		? [`alter database "${databaseName}" reset all`]
		: settings.map((setting) => `alter database "${databaseName}" set ${setting} = off`)
	await runStatements(statements.join(';\n'))
	await closeDb()
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

function percentile(sortedTimes: number[], p: number) {
	return sortedTimes[Math.min(sortedTimes.length - 1, Math.ceil((p / 100) * sortedTimes.length) - 1)]!
}

type Timing = { p50: number; p95: number; shown: number; total: string; server: number; planning: number }

async function timeShapes(count: number, warmUp: number): Promise<Timing[]> {
	const { getDb, selectRows } = await import('~/db/client.server')
	const { circlePlan, searchListings, searchQuery } = await import('~/models/search.server')
	const { searchParamsSchema, searchInput } = await import('~/schemas/search')
	const db = await getDb()
	const results: Timing[] = []
	const filtersOf = (shape: (typeof shapes)[number]) =>
		searchParamsSchema.parse(searchInput(new URLSearchParams(shape.query)))
	// Every shape, for 5 s and at least once, before any is timed: the first shapes timed no longer pay
	// for a database just opened. PGlite's WebAssembly is compiled again, optimised, in the background
	// for its first seconds: 2 % of 3,000 `select 1` took 4–12 ms then, against 0.4 ms at p50.
	const warmUntil = performance.now() + 5_000
	do for (const shape of shapes) await searchListings(filtersOf(shape))
	while (performance.now() < warmUntil)
	for (const shape of shapes) {
		const filters = filtersOf(shape)
		for (let i = 0; i < warmUp; i++) await searchListings(filters)
		const times: number[] = []
		let last: Awaited<ReturnType<typeof searchListings>> | undefined
		for (let i = 0; i < count; i++) {
			const started = performance.now()
			last = await searchListings(filters)
			times.push(performance.now() - started)
		}
		times.sort((a, b) => a - b)
		// The database's own time for the statement, without the trip to it and back (and, for a
		// distance search not sorted by distance, without the count that chose its plan). Without the
		// clock readings of each step, which add a fifth to a long walk on PGlite.
		const { query } = searchQuery(db, filters, await circlePlan(db, filters))
		const serverTimes: number[] = []
		const planningTimes: number[] = []
		for (let i = 0; i < Math.min(count, 5); i++) {
			const [plan] = await selectRows<{
				'QUERY PLAN': Array<{ 'Execution Time': number; 'Planning Time': number }>
			}>(db, sql`explain (analyze, timing off, format json) ${query}`)
			serverTimes.push(plan!['QUERY PLAN'][0]!['Execution Time'])
			planningTimes.push(plan!['QUERY PLAN'][0]!['Planning Time'])
		}
		serverTimes.sort((a, b) => a - b)
		planningTimes.sort((a, b) => a - b)
		results.push({
			p50: percentile(times, 50),
			p95: percentile(times, 95),
			shown: last!.listings.length,
			total: `${last!.total.toLocaleString('en-US')}${last!.totalCapped ? '+' : ''}`,
			server: percentile(serverTimes, 50),
			planning: percentile(planningTimes, 50),
		})
		process.stdout.write('.')
	}
	process.stdout.write('\n')
	return results
}

type FeedTiming = { p50: number; p95: number; shown: number; server: number; plan: string }

/** The indexes a plan reads, and whether it reads the whole table anywhere. */
function planSummary(plan: Record<string, unknown>): string {
	const found = new Set<string>()
	const walk = (node: Record<string, unknown>) => {
		const type = String(node['Node Type'])
		if (node['Index Name']) found.add(`${type === 'Index Only Scan' ? 'index only ' : ''}${String(node['Index Name'])}`)
		if (type === 'Seq Scan') found.add(`SEQ SCAN of ${String(node['Relation Name'])}`)
		for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child)
	}
	walk(plan)
	return [...found].join(', ')
}

/** The feed's shapes through the real feed (parse, read, count), and the database's time of their statements. */
async function timeFeedShapes(count: number): Promise<FeedTiming[]> {
	const { getDb, selectRows } = await import('~/db/client.server')
	const { resoProperties } = await import('~/services/reso-feed.server')
	const { filterCondition, inTheFeed, resoPageQuery } = await import('~/models/reso-properties.server')
	const { parseResoQuery, skipTokenOf } = await import('~/utils/reso-query.server')
	const { listings } = await import('~/db/schema')
	const { and, count: countOf } = await import('drizzle-orm')
	const db = await getDb()
	const [newest] = await selectRows<{ recent: string; key: string; middle: string }>(
		db,
		sql`select to_char((max(updated_at) - interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as recent,
			to_char((max(updated_at) - interval '500 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as middle,
			(select id from listings order by created_at desc limit 1 offset 1000)::text as key from listings`,
	)
	const token = skipTokenOf({ modifiedAt: newest!.middle, key: '00000000-0000-0000-0000-000000000000' })
	const paramsOf = (shape: (typeof feedShapes)[number]) =>
		new URLSearchParams(
			shape.query.replace('{recent}', newest!.recent).replace('{key}', newest!.key).replace('{token}', token),
		)
	const results: FeedTiming[] = []
	for (const shape of feedShapes) {
		const params = paramsOf(shape)
		for (let i = 0; i < 5; i++) await resoProperties(params)
		const times: number[] = []
		let shown = 0
		for (let i = 0; i < count; i++) {
			const started = performance.now()
			shown = (await resoProperties(params)).value.length
			times.push(performance.now() - started)
		}
		times.sort((a, b) => a - b)
		const query = parseResoQuery(params)
		const statements = [resoPageQuery(db, query).getSQL()]
		if (query.count) {
			statements.push(
				db
					.select({ total: countOf() })
					.from(listings)
					.where(and(inTheFeed, query.filter ? filterCondition(query.filter) : undefined))
					.getSQL(),
			)
		}
		const serverTimes: number[] = []
		let plan = ''
		for (let i = 0; i < Math.min(count, 5); i++) {
			let total = 0
			const plans: string[] = []
			for (const statement of statements) {
				const [explained] = await selectRows<{
					'QUERY PLAN': Array<{ 'Execution Time': number; Plan: Record<string, unknown> }>
				}>(db, sql`explain (analyze, timing off, format json) ${statement}`)
				total += explained!['QUERY PLAN'][0]!['Execution Time']
				plans.push(planSummary(explained!['QUERY PLAN'][0]!.Plan))
			}
			serverTimes.push(total)
			plan = plans.join(' + ')
		}
		serverTimes.sort((a, b) => a - b)
		results.push({
			p50: percentile(times, 50),
			p95: percentile(times, 95),
			shown,
			server: percentile(serverTimes, 50),
			plan,
		})
		process.stdout.write('.')
	}
	process.stdout.write('\n')
	return results
}

/** The cost of any statement on this machine right now: a trip to the database and back. */
async function timeRoundTrip(count: number) {
	const { getDb } = await import('~/db/client.server')
	const db = await getDb()
	const times: number[] = []
	for (let i = 0; i < count + 10; i++) {
		const started = performance.now()
		await db.execute(sql`select 1`)
		if (i >= 10) times.push(performance.now() - started)
	}
	times.sort((a, b) => a - b)
	return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function main() {
	if (driver === 'pglite') {
		delete process.env.DATABASE_URL
		process.env.DATA_DIR = pgliteDataDir
	} else {
		process.env.DATABASE_URL = databaseUrl
		process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-'))
	}
	process.env.SEED_DEMO = '0'
	process.env.LOG_LEVEL = 'silent'
	await prepareDatabase()
	const { closeDb, getDb, selectRows } = await import('~/db/client.server')

	console.log(`Timing ${shapes.length} search shapes, ${runs} runs each, with the indexes...`)
	const indexed = await timeShapes(runs, 10)
	console.log(`Timing ${feedShapes.length} RESO feed shapes, ${Math.ceil(runs / 4)} runs each...`)
	const feed = await timeFeedShapes(Math.ceil(runs / 4))
	// After the shapes, on a database past its first seconds (see timeShapes).
	const roundTrip = await timeRoundTrip(runs)
	const [{ version }] = (await selectRows<{ version: string }>(
		await getDb(),
		sql`select current_setting('server_version') as version`,
	)) as [{ version: string }]
	await closeDb()

	let scanned: Timing[]
	try {
		await setIndexUse(false)
		console.log(`Timing the same shapes with index use off (a scan per search), ${scanRuns} runs each...`)
		scanned =
			scanRuns > 0
				? await timeShapes(scanRuns, 1)
				: shapes.map(() => ({ p50: NaN, p95: NaN, shown: 0, total: '', server: NaN, planning: NaN }))
		await closeDb()
	} finally {
		await setIndexUse(true)
	}

	const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 2 : 1))
	const load = os
		.loadavg()
		.map((value) => value.toFixed(1))
		.join(', ')
	const database = driver === 'pglite' ? `PGlite (PostgreSQL ${version}, embedded)` : `PostgreSQL ${version}`
	console.log(
		`\n${listingCount.toLocaleString('en-US')} listings, ${database}, ${os.cpus().length} CPUs, load average ${load}. ` +
			`Times in ms per searchListings() call (page and total in one statement): ${runs} runs with the indexes, ${scanRuns} with index use off. ` +
			`"db" is the statement's execution time inside the database (EXPLAIN (ANALYZE, TIMING OFF), median of 5), "plan" the time the database took to plan it. ` +
			`A bare round trip (select 1) takes p50 ${ms(roundTrip.p50)}, p95 ${ms(roundTrip.p95)}.\n`,
	)
	console.log('| shape | parameters | results | p50 | p95 | db | plan | scan p50 | scan p95 | scan / index (p50) |')
	console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
	shapes.forEach((shape, index) => {
		const fast = indexed[index]!
		const slow = scanned[index]!
		console.log(
			`| ${shape.name} | \`${shape.query || '(none)'}\` | ${fast.shown} of ${fast.total} | ${ms(fast.p50)} | ${ms(fast.p95)} | ${ms(fast.server)} | ${ms(fast.planning)} | ` +
				`${ms(slow.p50)} | ${ms(slow.p95)} | ${Number.isNaN(slow.p50) ? '–' : `${Math.round(slow.p50 / fast.p50)}×`} |`,
		)
	})
	const misses = shapes.filter(
		(_, index) =>
			indexed[index]!.p95 >= 10 || indexed[index]!.server >= 5 || scanned[index]!.p50 / indexed[index]!.p50 < 50,
	)
	console.log(
		misses.length
			? `\nShapes missing the target (p95 < 10 ms, db < 5 ms, 50× the scan): ${misses.map((shape) => shape.name).join(', ')}`
			: '\nEvery shape meets the target.',
	)
	if (feedShapes.length) {
		console.log(
			`\nThe RESO feed (GET /api/reso/Property with these options, through resoProperties(): parse, page, count, places). ` +
				`"db" is the database's time for its statements (the page, and the count with $count=true; median of 5); "plan" the indexes they read.\n`,
		)
		console.log('| shape | options | results | p50 | p95 | db | plan |')
		console.log('| --- | --- | ---: | ---: | ---: | ---: | --- |')
		feedShapes.forEach((shape, index) => {
			const timing = feed[index]!
			console.log(
				`| ${shape.name} | \`${shape.query}\` | ${timing.shown} | ${ms(timing.p50)} | ${ms(timing.p95)} | ${ms(timing.server)} | ${timing.plan} |`,
			)
		})
		const feedMisses = feedShapes.filter((_, index) => feed[index]!.server > 10)
		console.log(
			feedMisses.length
				? `\nFeed shapes missing the target (db ≤ 10 ms): ${feedMisses.map((shape) => shape.name).join(', ')}`
				: '\nEvery feed shape meets the target (db ≤ 10 ms).',
		)
	}
	if (driver === 'postgres') fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}

await main()
