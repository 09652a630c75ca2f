// npm run bench:import [-- --rows=1000 --drivers=pglite,postgres]
//
// The CSV import (POST /api/listing/import) of a file of `--rows` homes (1,000, the limit) on the
// production build, on each driver: the embedded database, and PostgreSQL at DATABASE_URL (default the
// local test server, a database of its own dropped afterwards). One new member imports the file four
// times: a dry run, the import that creates every listing, the same file again (every row unchanged),
// and the file with every price changed (every listing updated). Each row goes through the form's rules
// and checks (services/listing-csv.server.ts); HOLD_* at their defaults, so a new account's rows past
// the third are held, as they would be. Printed: the time of each request and per row.
import { performance } from 'node:perf_hooks'
import { stringify } from 'csv-stringify/sync'
import { loadAverage, ms, readOptions, row } from './support/measure'
import { signedInCookie, startBenchServer } from './support/server'

const options = readOptions(process.argv.slice(2))
const rows = Number(options.rows ?? 1000)
const drivers = (options.drivers ?? 'pglite,postgres').split(',')
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const TOWNS = [
	['Austin, TX 78701', 30.2672, -97.7431],
	['Denver, CO 80202', 39.7392, -104.9903],
	['Portland, OR 97205', 45.5152, -122.6784],
	['Burlington, VT 05401', 44.4759, -73.2121],
] as const

const columns = [
	'ListingId',
	'Title',
	'PublicRemarks',
	'UnparsedAddress',
	'Latitude',
	'Longitude',
	'PropertyType',
	'PropertySubType',
	'ListPrice',
	'BedroomsTotal',
	'BathroomsTotalInteger',
	'LivingArea',
	'YearBuilt',
	'Features',
	'Photo1URL',
	'Photo1Description',
]

/** The agency's file: varied homes in four towns; `priceStep` moves every price. */
function file(priceStep = 0) {
	const lines = Array.from({ length: rows }, (_, index) => {
		const [town, latitude, longitude] = TOWNS[index % TOWNS.length]!
		const rent = index % 3 === 0
		return [
			`AG-${String(index + 1).padStart(5, '0')}`,
			`${rent ? 'Flat to let' : 'Family home'} number ${index + 1}`,
			`A well kept home with ${2 + (index % 4)} bedrooms, near the shops and the park.`,
			`${index + 1} Maple Street, ${town}`,
			String(latitude + ((index % 50) - 25) / 1000),
			String(longitude + ((index % 40) - 20) / 1000),
			rent ? 'ResidentialLease' : 'Residential',
			rent ? 'Apartment' : 'SingleFamilyResidence',
			String((rent ? 1500 + (index % 20) * 50 : 250000 + (index % 40) * 5000) + priceStep),
			String(2 + (index % 4)),
			String(1 + (index % 3)),
			String(700 + (index % 30) * 50),
			String(1950 + (index % 70)),
			index % 2 ? 'garden, garage' : 'balcony',
			'/images/listing-fallback.webp',
			'The front of the house',
		]
	})
	return stringify([columns, ...lines])
}

type Step = { name: string; query: string; body: string }

async function measure(driver: string) {
	// On PostgreSQL the server gets a database of its own on that server; without it, the embedded one.
	if (driver === 'postgres') process.env.DATABASE_URL = postgresUrl
	else delete process.env.DATABASE_URL
	for (const name of ['HOLD_NEW_ACCOUNT_LISTINGS', 'HOLD_PRICE_RATIO', 'HOLD_PHOTO_DISTANCE', 'HOLD_REPORTS'])
		delete process.env[name]
	const server = await startBenchServer()
	try {
		const cookie = await signedInCookie(server.url)
		const steps: Step[] = [
			{ name: 'dry run (nothing written)', query: '?dryRun=1', body: file() },
			{ name: 'import: every row created', query: '', body: file() },
			{ name: 'the same file again: every row unchanged', query: '', body: file() },
			{ name: 'every price changed: every row updated', query: '', body: file(25) },
		]
		const results: Array<{ name: string; ms: number; answer: Record<string, unknown> }> = []
		for (const step of steps) {
			const started = performance.now()
			const response = await fetch(`${server.url}/api/listing/import${step.query}`, {
				method: 'POST',
				headers: { 'Content-Type': 'text/csv', Cookie: cookie, Origin: server.url },
				body: step.body,
			})
			const answer = (await response.json()) as Record<string, unknown> & { errors?: unknown[] }
			const elapsed = performance.now() - started
			if (response.status !== 200 || answer.errors?.length)
				throw new Error(`${step.name}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`)
			results.push({ name: step.name, ms: elapsed, answer })
			process.stdout.write('.')
		}
		return results
	} finally {
		await server.stop()
	}
}

const bytes = Buffer.byteLength(file())
console.log(
	`Importing ${rows.toLocaleString('en-US')} rows (${(bytes / 1024).toFixed(0)} kB) on ${drivers.join(' and ')}...`,
)
const tables: string[] = []
for (const driver of drivers) {
	const results = await measure(driver)
	tables.push(
		`\n${driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, load average ${loadAverage()}:\n`,
		row(['step', 'answer', 'seconds', 'ms per row']),
		row(['---', '---', '---:', '---:']),
		...results.map((result) => {
			const { created, updated, unchanged, held } = result.answer
			return row([
				result.name,
				`created ${created}, updated ${updated}, unchanged ${unchanged}, held ${held}`,
				(result.ms / 1000).toFixed(1),
				ms(result.ms / rows),
			])
		}),
	)
}
console.log(`\n${tables.join('\n')}`)
