// npm run bench:search [-- --listings=1000000 --runs=200 --scan-runs=5 --only=term --fresh --database=name]
//
// Fills a PostgreSQL database of its own with generated listings, then times a fixed set of
// search shapes through the real searchListings(), first as the app runs them, then with
// index use switched off (every search a scan of the table, as the original server did).
// The database (homestead_bench_<listings> on the server of DATABASE_URL, default the local
// test server; --database names another, so that two checkouts can measure side by side) is kept
// and reused by the next run while the generator and the migrations are unchanged, since filling
// and indexing a million listings takes minutes; --fresh rebuilds it.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import postgres from 'postgres'
import { OWNER_COUNT, fillSql } from './search-data'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const listingCount = Number(options.listings ?? process.env.BENCH_LISTINGS ?? 1_000_000)
const runs = Number(options.runs ?? 200)
const scanRuns = Number(options['scan-runs'] ?? 5)
const only = options.only
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const databaseName = options.database ?? `homestead_bench_${listingCount}`
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${databaseName}` }).toString()

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
]
const shapes = only ? allShapes.filter((shape) => shape.name.includes(only)) : allShapes

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

async function prepareDatabase() {
	const wanted = fingerprint()
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	try {
		const [exists] = await admin`select 1 from pg_database where datname = ${databaseName}`
		if (exists && !options.fresh) {
			const bench = postgres(databaseUrl, { max: 1, onnotice: () => {} })
			try {
				const [meta] = await bench`select fingerprint from bench_meta`.catch(() => [])
				if (meta?.fingerprint === wanted) {
					console.log(
						`Reusing ${databaseName} (${listingCount.toLocaleString('en-US')} listings, same data and migrations).`,
					)
					// A crashed earlier run may have left the scan settings on.
					await bench.unsafe(`alter database "${databaseName}" reset all`)
					return
				}
			} finally {
				await bench.end()
			}
		}
		console.log(`Creating ${databaseName}...`)
		await admin.unsafe(`drop database if exists "${databaseName}" with (force)`)
		await admin.unsafe(`create database "${databaseName}"`)
	} finally {
		await admin.end()
	}

	// The app's own start-up applies the migrations.
	const { connect, closeDb } = await import('~/db/client.server')
	await connect()
	await closeDb()

	const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	try {
		// Build the indexes once over the filled table instead of updating them row by row.
		const indexes = await sql<Array<{ name: string; definition: string }>>`
			select indexname as name, indexdef as definition from pg_indexes
			where tablename = 'listings' and indexname not in (select conname from pg_constraint)`
		for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`)
		let started = performance.now()
		console.log(`Generating ${listingCount.toLocaleString('en-US')} listings...`)
		await sql.unsafe(fillSql(listingCount))
		console.log(`  ${seconds(started)}`)
		started = performance.now()
		console.log(`Building ${indexes.length} indexes...`)
		await sql.unsafe(`set maintenance_work_mem = '512MB'`)
		for (const index of indexes) await sql.unsafe(index.definition)
		await sql.unsafe('vacuum analyze listings')
		await sql.unsafe('vacuum analyze users')
		console.log(`  ${seconds(started)}`)
		await sql`create table bench_meta (fingerprint text not null)`
		await sql`insert into bench_meta values (${wanted})`
	} finally {
		await sql.end()
	}
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

function percentile(sortedTimes: number[], p: number) {
	return sortedTimes[Math.min(sortedTimes.length - 1, Math.ceil((p / 100) * sortedTimes.length) - 1)]!
}

type Timing = { p50: number; p95: number; shown: number; total: string; server: number }

async function timeShapes(count: number, warmUp: number): Promise<Timing[]> {
	const { getDb } = await import('~/db/client.server')
	const { circlePlan, searchListings, searchQuery } = await import('~/models/search.server')
	const { searchParamsSchema, searchInput } = await import('~/schemas/search')
	const db = await getDb()
	const explain = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	const results: Timing[] = []
	try {
		for (const shape of shapes) {
			const filters = searchParamsSchema.parse(searchInput(new URLSearchParams(shape.query)))
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
			// distance search not sorted by distance, without the count that chose its plan).
			const { sql: text, params } = searchQuery(db, filters, await circlePlan(db, filters)).query.toSQL()
			const serverTimes: number[] = []
			for (let i = 0; i < Math.min(count, 5); i++) {
				const plan = await explain.unsafe(`explain (analyze, format json) ${text}`, params as never[])
				serverTimes.push((plan[0]!['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]!['Execution Time'])
			}
			serverTimes.sort((a, b) => a - b)
			results.push({
				p50: percentile(times, 50),
				p95: percentile(times, 95),
				shown: last!.listings.length,
				total: `${last!.total.toLocaleString('en-US')}${last!.totalCapped ? '+' : ''}`,
				server: percentile(serverTimes, 50),
			})
			process.stdout.write('.')
		}
	} finally {
		await explain.end()
	}
	process.stdout.write('\n')
	return results
}

/** The cost of any statement on this machine right now: a trip to the database and back. */
async function timeRoundTrip(count: number) {
	const { getDb } = await import('~/db/client.server')
	const { sql } = await import('drizzle-orm')
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
	process.env.DATABASE_URL = databaseUrl
	process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-'))
	process.env.SEED_DEMO = '0'
	process.env.LOG_LEVEL = 'silent'
	await prepareDatabase()
	const { closeDb } = await import('~/db/client.server')

	console.log(`Timing ${shapes.length} search shapes, ${runs} runs each, with the indexes...`)
	const roundTrip = await timeRoundTrip(runs)
	const indexed = await timeShapes(runs, 10)
	await closeDb()

	// Index use off for every new connection of this database: the app's pool reconnects.
	const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	let scanned: Timing[]
	try {
		for (const setting of ['enable_indexscan', 'enable_bitmapscan', 'enable_indexonlyscan']) {
			await admin.unsafe(`alter database "${databaseName}" set ${setting} = off`)
		}
		console.log(`Timing the same shapes with index use off (a scan per search), ${scanRuns} runs each...`)
		scanned =
			scanRuns > 0
				? await timeShapes(scanRuns, 1)
				: shapes.map(() => ({ p50: NaN, p95: NaN, shown: 0, total: '', server: NaN }))
		await closeDb()
	} finally {
		await admin.unsafe(`alter database "${databaseName}" reset all`)
		await admin.end()
	}

	const probe = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	const version = await probe<Array<{ version: string }>>`select current_setting('server_version') as version`
		.then((rows) => rows[0]?.version)
		.finally(() => probe.end())
	const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(value < 10 ? 2 : 1))
	const load = os
		.loadavg()
		.map((value) => value.toFixed(1))
		.join(', ')
	console.log(
		`\n${listingCount.toLocaleString('en-US')} listings, PostgreSQL ${version}, ${os.cpus().length} CPUs, load average ${load}. ` +
			`Times in ms per searchListings() call (page and total in one statement): ${runs} runs with the indexes, ${scanRuns} with index use off. ` +
			`"db" is the statement's execution time inside PostgreSQL (EXPLAIN ANALYZE, median of 5). ` +
			`A bare round trip (select 1) takes p50 ${ms(roundTrip.p50)}, p95 ${ms(roundTrip.p95)}.\n`,
	)
	console.log('| shape | parameters | results | p50 | p95 | db | scan p50 | scan p95 | scan / index (p50) |')
	console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
	shapes.forEach((shape, index) => {
		const fast = indexed[index]!
		const slow = scanned[index]!
		console.log(
			`| ${shape.name} | \`${shape.query || '(none)'}\` | ${fast.shown} of ${fast.total} | ${ms(fast.p50)} | ${ms(fast.p95)} | ${ms(fast.server)} | ` +
				`${ms(slow.p50)} | ${ms(slow.p95)} | ${Number.isNaN(slow.p50) ? '–' : `${Math.round(slow.p50 / fast.p50)}×`} |`,
		)
	})
	const misses = shapes.filter(
		(_, index) => indexed[index]!.p95 >= 10 || scanned[index]!.p50 / indexed[index]!.p50 < 50,
	)
	console.log(
		misses.length
			? `\nShapes missing the target (p95 < 10 ms, 50× the scan): ${misses.map((shape) => shape.name).join(', ')}`
			: '\nEvery shape meets the target.',
	)
	fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}

await main()
