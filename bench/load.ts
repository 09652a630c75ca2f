// npm run bench:load [-- --connections=10 --seconds=10 --warmup=2 --listings=200
//                        --writers=50 --write-seconds=30 --kill-after=15 --parts=read,write,crash
//                        --targets=bare,crawler,browsers --baseline=7a97fd0 --baseline-node=/path/to/node]
//
// Load on the production build (`node server.js`) over loopback, with autocannon, on PostgreSQL
// (DATABASE_URL, default the local test server: the server gets a database of its own, dropped
// afterwards).
//
// 1. Reads. LISTINGS listings with photos are written through the app's models, then each page is
//    loaded by CONNECTIONS connections for SECONDS seconds after a WARMUP that is not counted: the
//    home page, a search, a listing and the same search through the JSON API; each page from a
//    server that keeps anonymous pages (the default) and from a second one on the same database with
//    PAGE_CACHE_MB=0, which renders every request. A bare node:http server, in a process of its own,
//    answers the home page's very bytes and is measured the same way: what this machine serves when
//    no application runs, the figure each route is compared with. For each run, the CPU time the
//    serving process used (utime + stime from /proc/<pid>/stat) per request; then the bytes each page
//    takes on the wire, as it is and compressed, and how long an edit made through the second server
//    takes to show on the first one's kept listing page.
//    With --baseline=<revision>, misses before and after in the same run: that revision's production
//    build (checked out and built as bench:traffic does, bench/support/baseline.ts) serves the same
//    database beside this one, and each of the three pages is asked for from both as a page rendered
//    (a second server of each with PAGE_CACHE_MB=0: the render itself, which a page never seen costs)
//    and with a new query string each time (as the page cache issue measured a miss), with a browser's
//    Accept-Encoding. --baseline-node=<path> runs the baseline's servers on another Node (today's
//    deployment before a move to a newer one), the rest on the Node that runs the bench.
// 2. Writes. WRITERS signed-in clients create listings through POST /api/listing/create for
//    WRITE-SECONDS; afterwards every acknowledged create (201 with its id) is looked up in the database.
// 3. Crash. The same write load; after KILL-AFTER seconds the server is killed with SIGKILL and
//    started again on the same database and data directory. Every create acknowledged before the
//    kill must be in the database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon, { type Client, type Request, type Result } from 'autocannon'
import getPort from 'get-port'
import postgres from 'postgres'
import sharp from 'sharp'
import { baselineCheckout } from './support/baseline'
import { cpuMs, latencies, loadAverage, ms, readOptions, row, sleep } from './support/measure'
import { signInMembers } from './support/members'
import { type BenchServer, startBenchServer } from './support/server'

// The seeding imports app modules, which read the version of the site's pictures from a module of the
// Vite build (here it is fixed, as in bench/moderation.ts) and Vite's `import.meta.env` (here the
// development value: the site's pictures are read from public/).
const hooks = `export async function resolve(specifier, context, next) {
	if (specifier === 'virtual:site-pictures') {
		return { url: 'data:text/javascript,export const PICTURES_VERSION = "bench"', shortCircuit: true }
	}
	return next(specifier, context)
}
export async function load(url, context, next) {
	const loaded = await next(url, context)
	if (url.includes('/app/') && loaded.source) {
		loaded.source = String(loaded.source).replaceAll('import.meta.env.PROD', 'false')
	}
	return loaded
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)

const args = process.argv.slice(2)
const options = readOptions(args)
const connections = Number(options.connections ?? 10)
const seconds = Number(options.seconds ?? 10)
const warmup = Number(options.warmup ?? 2)
const listingCount = Number(options.listings ?? 200)
const writers = Number(options.writers ?? 50)
const writeSeconds = Number(options['write-seconds'] ?? 30)
const killAfter = Number(options['kill-after'] ?? writeSeconds / 2)
const parts = new Set((options.parts ?? 'read,write,crash').split(','))
const baseline = options.baseline
/** The Node that runs the baseline's servers (the deployment's before a move, say); by default this one. */
const baselineNode = options['baseline-node']
const nodeVersion = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test'

const PASSWORD = 'load bench password'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'
const BROWSER_ENCODING = 'gzip, deflate, br'
const SEARCH = 'searchTerm=villa&type=sale'
/** Above this share of failed requests (non-2xx answers and errors) the run fails. */
const FAILURE_LIMIT = 0.01

const answers = (url: string) =>
	fetch(url).then(
		(response) => response.ok,
		() => false,
	)
/** Other answers than 2xx, as "404 ×3, 500 ×1". */
function otherStatuses(stats: Record<string, { count: number }>) {
	return Object.entries(stats)
		.filter(([status]) => !status.startsWith('2'))
		.map(([status, { count }]) => `${status} ×${count}`)
		.join(', ')
}

let failed = false
function fail(message: string) {
	console.error(`FAILED: ${message}`)
	failed = true
}

/** Every non-2xx answer and error is printed; more than FAILURE_LIMIT of them fail the run. */
function reportFailures(name: string, result: Result) {
	const failures = result.non2xx + result.errors
	if (!failures) return
	const statuses = otherStatuses(result.statusCodeStats)
	console.error(`${name}: ${result.non2xx} non-2xx answers (${statuses}), ${result.errors} errors`)
	const requests = result['2xx'] + result.non2xx + result.errors
	if (failures > FAILURE_LIMIT * requests) fail(`${name}: too many failed requests`)
}

/** An owner with LISTINGS listings (the demo homes and their photos, over and over), and the writers' accounts. */
async function seed(server: BenchServer) {
	Object.assign(process.env, {
		DATABASE_URL: server.databaseUrl,
		DATA_DIR: server.dataDir,
		SESSION_SECRET: 'load-bench-seeding-secret-0123456789abcdef',
		SEED_DEMO: '0',
		LOG_LEVEL: 'silent',
	})
	const { getDb, closeDb } = await import('~/db/client.server')
	const { demoListings } = await import('~/db/demo-listings')
	const { users } = await import('~/db/schema')
	const { createListing } = await import('~/models/listing.server')
	const { listingSchema } = await import('~/schemas/listing')
	const { hashPassword } = await import('~/utils/password.server')
	try {
		const db = await getDb()
		// One hash for every account (argon2 takes ~70 ms by design); signing in still verifies it.
		const passwordHash = await hashPassword(PASSWORD)
		const accounts = await db
			.insert(users)
			.values(
				Array.from({ length: writers + 1 }, (_, i) => ({
					username: `loadbench${i}`,
					email: `loadbench${i}@example.com`,
					passwordHash,
					// Members of a year: a new account's many listings would be held for a check before
					// publication (HOLD_NEW_ACCOUNT_LISTINGS), and an edit of one then hides it.
					createdAt: new Date(Date.now() - 365 * 24 * 60 * 60_000),
				})),
			)
			.returning({ id: users.id, email: users.email })
		const [owner, ...writerAccounts] = accounts
		const ids: string[] = []
		for (let i = 0; i < listingCount; i++) {
			const demo = demoListings[i % demoListings.length]!
			// Through the API's own validation, then the model the create route calls.
			const input = listingSchema.parse({ ...demo, regularPrice: (demo.regularPrice ?? 100_000) + i })
			ids.push((await createListing(owner!.id, input)).listing.id)
		}
		return { listingIds: ids, writerEmails: writerAccounts.map((account) => account.email) }
	} finally {
		await closeDb()
	}
}

/** Session cookies of the accounts (all with PASSWORD). */
const signIn = (url: string, emails: string[]) => signInMembers(url, emails, PASSWORD)

/** The address of one photo stored through POST /api/upload, for every listing the writers create. */
async function uploadPhoto(url: string, cookie: string) {
	const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b8e23' } })
		.jpeg()
		.toBuffer()
	const body = new FormData()
	body.append('images', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg')
	const response = await fetch(`${url}/api/upload`, { method: 'POST', headers: { Cookie: cookie, Origin: url }, body })
	if (response.status !== 201) throw new Error(`Upload failed: ${response.status} ${await response.text()}`)
	const { urls } = (await response.json()) as { urls: string[] }
	return urls[0]!
}

/** The home page's bytes served by a bare node:http server in a child process; resolves once it answers. */
async function startBareServer(appUrl: string, dataDir: string) {
	const home = await fetch(appUrl)
	const file = path.join(dataDir, 'home.html')
	fs.writeFileSync(file, Buffer.from(await home.arrayBuffer()))
	const port = await getPort()
	const child = spawn(
		process.execPath,
		['--import', 'tsx', 'bench/support/bare-server.ts', String(port), file, home.headers.get('content-type')!],
		{ stdio: ['ignore', 'inherit', 'inherit'] },
	)
	const url = `http://127.0.0.1:${port}`
	for (let tries = 0; !(await answers(url)); tries++) {
		if (tries > 100 || child.exitCode !== null) throw new Error('The bare server did not start')
		await sleep(100)
	}
	return { url, child, bytes: fs.statSync(file).size }
}

/** PATH describes the requests in the table: one path, or the pattern of several; PID serves them. */
type ReadTarget = { name: string; url: string; path: string; pid: number; requests: Request[] }

type ReadFigures = {
	name: string
	path: string
	rps: number
	p50: number
	p95: number
	p99: number
	cpu: number
	ok: number
	non2xx: string
	errors: number
}

/**
 * A warm-up, then CONNECTIONS connections for SECONDS seconds; latency percentiles of the 2xx
 * answers, and the serving process's CPU time per answer.
 */
async function measureReads({ name, url, path, pid, requests }: ReadTarget): Promise<ReadFigures> {
	await autocannon({ url, connections, duration: warmup, requests })
	const times: number[] = []
	const cpuBefore = cpuMs(pid)
	const run = autocannon({ url, connections, duration: seconds, requests })
	run.on('response', (_client, status, _bytes, milliseconds) => {
		if (status >= 200 && status < 300) times.push(milliseconds)
	})
	const result = await run
	const cpu = (cpuMs(pid) - cpuBefore) / (result['2xx'] + result.non2xx || 1)
	const figures = {
		name,
		path,
		rps: result['2xx'] / result.duration,
		...latencies(times),
		cpu,
		ok: result['2xx'],
		non2xx: otherStatuses(result.statusCodeStats),
		errors: result.errors,
	}
	reportFailures(name, result)
	process.stdout.write('.')
	return figures
}

/** A new listing as POST /api/listing/create takes it; NAME marks the run that created it. */
const newListing = (name: string, photo: string) => ({
	name,
	description: 'A home created by the load benchmark.',
	address: '1 Bench Street, Loadville',
	type: 'sale',
	bedrooms: 3,
	bathrooms: 2,
	regularPrice: 350000,
	discountPrice: 0,
	offer: false,
	parking: true,
	furnished: false,
	imageUrls: [photo],
})

/** One client per cookie, each creating listings one after another; records the ids of the 201 answers. */
function startWrites(url: string, cookies: string[], listing: ReturnType<typeof newListing>, duration: number) {
	const acked: string[] = []
	const times: number[] = []
	const clients: Client[] = []
	let unreadable = 0
	const headers = { 'Content-Type': 'application/json', Origin: url }
	const run = autocannon({
		url,
		connections: cookies.length,
		duration,
		setupClient(client) {
			client.setHeaders({ ...headers, Cookie: cookies[clients.length % cookies.length]! })
			clients.push(client)
		},
		requests: [
			{
				method: 'POST',
				path: '/api/listing/create',
				headers,
				body: JSON.stringify(listing),
				onResponse(status, body) {
					if (status !== 201) return
					try {
						acked.push((JSON.parse(body) as { _id: string })._id)
					} catch {
						unreadable++
					}
				},
			},
		],
	})
	run.on('response', (_client, status, _bytes, milliseconds) => {
		if (status === 201) times.push(milliseconds)
	})
	return { run, clients, acked, times, unreadable: () => unreadable }
}

/** Which of the acknowledged ids are in the database, and how many rows the run left in all. */
async function checkStored(databaseUrl: string, ids: string[], name: string) {
	const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	try {
		const found = new Set<string>()
		for (let i = 0; i < ids.length; i += 10_000) {
			const batch = ids.slice(i, i + 10_000)
			const rows = await sql<Array<{ id: string }>>`select id from listings where id = any(${batch}::uuid[])`
			for (const { id } of rows) found.add(id)
		}
		const [stored] = await sql<Array<{ count: number }>>`
			select count(*)::int as count from listings where name = ${name}`
		const missing = ids.filter((id) => !found.has(id))
		return { found: found.size, missing, stored: stored!.count }
	} finally {
		await sql.end()
	}
}

async function postgresVersion(databaseUrl: string) {
	const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
	try {
		const [row] = await sql<Array<{ version: string }>>`select current_setting('server_version') as version`
		return row!.version
	} finally {
		await sql.end()
	}
}

type WriteFigures = {
	name: string
	seconds: number
	acked: number
	p50: number
	p95: number
	p99: number
	non2xx: string
	errors: number
	found: number
	missing: number
	notAcked: number
}

async function writeFigures(
	name: string,
	databaseUrl: string,
	listingName: string,
	writes: ReturnType<typeof startWrites>,
	elapsed: number,
	result: Result,
): Promise<WriteFigures> {
	const twice = writes.acked.length - new Set(writes.acked).size
	if (twice) fail(`${name}: ${twice} ids acknowledged twice`)
	if (writes.unreadable()) fail(`${name}: ${writes.unreadable()} 201 answers without a readable id`)
	const stored = await checkStored(databaseUrl, writes.acked, listingName)
	if (stored.missing.length) {
		const examples = stored.missing.slice(0, 5).join(', ')
		fail(`${name}: ${stored.missing.length} acknowledged creates are not in the database (${examples}…)`)
	}
	return {
		name,
		seconds: elapsed,
		acked: writes.acked.length,
		...latencies(writes.times),
		non2xx: otherStatuses(result.statusCodeStats),
		errors: result.errors,
		found: stored.found,
		missing: stored.missing.length,
		// Creates the database committed whose answer the client never read: in flight when the run stopped.
		notAcked: stored.stored - stored.found,
	}
}

async function writeLoad(server: BenchServer, cookies: string[], photo: string) {
	const name = 'Load bench home (writes)'
	const writes = startWrites(server.url, cookies, newListing(name, photo), writeSeconds)
	const result = await writes.run
	const figures = await writeFigures('writes', server.databaseUrl!, name, writes, result.duration, result)
	reportFailures('writes', result)
	return figures
}

async function crashLoad(server: BenchServer, cookies: string[], photo: string) {
	const name = 'Load bench home (crash)'
	// Runs until the kill: the duration only has to be longer.
	const writes = startWrites(server.url, cookies, newListing(name, photo), killAfter + 60)
	const started = performance.now()
	await sleep(killAfter * 1000)
	// The signal goes at once and the clients drop their requests in flight in the same tick: no answer
	// is read after the kill, so every id recorded is one the server sent before it died.
	const killed = server.kill()
	const killedAt = performance.now()
	for (const client of writes.clients) client.destroy()
	await killed
	const result = await writes.run
	await server.restart()
	const restartSeconds = (performance.now() - killedAt) / 1000
	const untilKill = (killedAt - started) / 1000
	const figures = await writeFigures('crash (until the kill)', server.databaseUrl!, name, writes, untilKill, result)
	reportFailures('crash', result)
	// An earlier session still works, and writes are accepted again.
	const after = await fetch(`${server.url}/api/listing/create`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookies[0]! },
		body: JSON.stringify(newListing('Load bench home (after restart)', photo)),
	})
	if (after.status !== 201) fail(`create after the restart: ${after.status} ${await after.text()}`)
	return { figures, restartSeconds, afterStatus: after.status }
}

function printReads(reads: ReadFigures[], homeBytes: number) {
	const bares = reads.filter((read) => read.name.startsWith('bare'))
	const bareRps = bares.reduce((sum, read) => sum + read.rps, 0) / bares.length
	console.log(
		`\nReads: ${connections} connections, ${seconds} s per target after a ${warmup} s warm-up. ` +
			`Latency of the 2xx answers, in ms. The home page is ${(homeBytes / 1024).toFixed(0)} KB of HTML, ` +
			'sent uncompressed (autocannon asks for no compression). The ratio is to the mean of the two bare runs.\n',
	)
	const heading = ['target', 'path', 'req/s', 'p50', 'p95', 'p99', 'CPU ms/req', '2xx', 'non-2xx', 'errors']
	console.log(row([...heading, 'req/s ÷ bare']))
	console.log(row(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---:', '---:']))
	for (const read of reads) {
		const ratio = (read.rps / bareRps).toFixed(4)
		const latency = [ms(read.p50), ms(read.p95), ms(read.p99)]
		console.log(
			row([
				read.name,
				`\`${read.path}\``,
				read.rps.toFixed(1),
				...latency,
				ms(read.cpu),
				read.ok,
				read.non2xx || 0,
				read.errors,
				ratio,
			]),
		)
	}
}

type WireBytes = { identity: number; gzip: number; br: number }

/** The bytes of a page's body as sent, asked for as it is, with gzip and with brotli (the second answer: a kept page). */
async function bytesOnTheWire(url: string, path: string): Promise<WireBytes> {
	const size = (encoding: string) =>
		new Promise<number>((resolve, reject) => {
			http
				.get(url + path, { headers: { 'Accept-Encoding': encoding } }, (response) => {
					let bytes = 0
					response.on('data', (chunk: Buffer) => (bytes += chunk.length))
					response.on('end', () => resolve(bytes))
				})
				.on('error', reject)
		})
	const sizes: WireBytes = { identity: 0, gzip: 0, br: 0 }
	for (const encoding of ['identity', 'gzip', 'br'] as const) {
		await size(encoding)
		sizes[encoding] = await size(encoding)
	}
	return sizes
}

/**
 * How long after an edit through one server (its answer received) the other server's kept
 * listing page shows it, in ms: five renames, the page polled every 5 ms.
 */
async function editDelays(keptUrl: string, editUrl: string, cookie: string, id: string) {
	const delays: number[] = []
	const listing = (await (await fetch(`${editUrl}/api/listing/get/${id}`)).json()) as Record<string, unknown>
	for (let round = 0; round < 5; round++) {
		for (let i = 0; i < 3; i++) await (await fetch(`${keptUrl}/listing/${id}`)).arrayBuffer()
		const name = `Renamed by the load benchmark ${round} ${Date.now()}`
		const edit = await fetch(`${editUrl}/api/listing/update/${id}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Origin: editUrl, Cookie: cookie },
			body: JSON.stringify({ ...listing, name }),
		})
		const answer = await edit.text()
		if (edit.status !== 200) throw new Error(`The edit failed: ${edit.status} ${answer}`)
		if (!answer.includes('"moderation":"published"')) throw new Error(`The edit held the listing: ${answer}`)
		const edited = performance.now()
		for (;;) {
			const html = await (await fetch(`${keptUrl}/listing/${id}`)).text()
			if (html.includes(name)) break
			if (performance.now() - edited > 10_000) {
				fail('an edit did not show on the other server in 10 s')
				break
			}
			await sleep(5)
		}
		delays.push(performance.now() - edited)
	}
	return delays
}

function printWire(rows: Array<{ path: string; kept: WireBytes; rendered: WireBytes }>, delays: number[]) {
	console.log('\nBytes on the wire (body), in kB: as it is, gzip, brotli.\n')
	console.log(row(['path', 'kept: as is', 'gzip', 'brotli', 'rendered: as is', 'gzip', 'brotli']))
	console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:']))
	const kb = (bytes: number) => (bytes / 1024).toFixed(1)
	for (const { path, kept, rendered } of rows) {
		const cells = [kept.identity, kept.gzip, kept.br, rendered.identity, rendered.gzip, rendered.br].map(kb)
		console.log(row([`\`${path}\``, ...cells]))
	}
	if (delays.length) {
		const sorted = [...delays].sort((a, b) => a - b)
		console.log(
			`\nAn edit through the second server showed on the first one's kept listing page after ` +
				`${sorted.map((delay) => delay.toFixed(0)).join(', ')} ms (5 edits).`,
		)
	}
}

function printWrites(rows: WriteFigures[]) {
	console.log(
		`\nWrites: ${writers} signed-in clients creating listings (POST /api/listing/create). ` +
			'Latency of the 201 answers, in ms.\n',
	)
	const heading = ['run', 'seconds', 'acknowledged', 'creates/s', 'p50', 'p95', 'p99', 'non-2xx', 'errors']
	console.log(row([...heading, 'found', 'missing', 'stored, not acknowledged']))
	console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---:', '---:', '---:', '---:']))
	for (const write of rows) {
		const rate = (write.acked / write.seconds).toFixed(1)
		const latency = [ms(write.p50), ms(write.p95), ms(write.p99)]
		const failures = [write.non2xx || 0, write.errors]
		const check = [write.found, write.missing, write.notAcked]
		console.log(row([write.name, write.seconds.toFixed(1), write.acked, rate, ...latency, ...failures, ...check]))
	}
}

async function main() {
	const loadAtStart = loadAverage()
	const server = await startBenchServer()
	let bare: { url: string; child: ChildProcess; bytes: number } | undefined
	let uncached: BenchServer | undefined
	let before: BenchServer | undefined
	let beforeUncached: BenchServer | undefined
	const wire: Array<{ path: string; kept: WireBytes; rendered: WireBytes }> = []
	let freshness: number[] = []
	try {
		const version = await postgresVersion(server.databaseUrl!)
		console.log(`Seeding ${listingCount} listings and ${writers} writer accounts...`)
		const { listingIds, writerEmails } = await seed(server)

		const reads: ReadFigures[] = []
		if (parts.has('read')) {
			uncached = await startBenchServer({ DATABASE_URL: server.databaseUrl, PAGE_CACHE_MB: '0' })
			bare = await startBareServer(server.url, server.dataDir)
			const app = server.process.pid!
			const single = (name: string, url: string, path: string, pid: number) => ({
				name,
				url,
				path,
				pid,
				requests: [{ path }],
			})
			const listingTarget = (name: string, url: string, pid: number) => ({
				name,
				url,
				path: `/listing/:id (${listingIds.length} listings in turn)`,
				pid,
				requests: listingIds.map((id) => ({ path: `/listing/${id}` })),
			})
			// The cost a view adds to a kept listing page (docs/decisions/035): the same pages asked for by a
			// crawler, which is not counted, and by browsers, each request a visitor of its own, which are.
			// Twenty listings, so that the warm-up leaves every one kept; ten browsers each (200 visitors).
			const viewed = listingIds.slice(0, 20)
			const seenBy = (name: string, userAgent: (index: number) => string) => ({
				name,
				url: server.url,
				path: `/listing/:id (${viewed.length} listings in turn)`,
				pid: app,
				requests: Array.from({ length: viewed.length * 10 }, (_, index) => ({
					path: `/listing/${viewed[index % viewed.length]}`,
					headers: { 'User-Agent': userAgent(index) },
				})),
			})
			// Misses, before and after (--baseline): every request rendered, or a new query string.
			let count = 0
			const miss = (name: string, url: string, pid: number, paths: string[], vary: 'none' | 'query') => ({
				name,
				url,
				path: paths.length > 1 ? `/listing/:id (${paths.length} listings in turn)` : paths[0]!,
				pid,
				requests: paths.map((path) => ({
					path,
					setupRequest: (request: Request) => ({
						...request,
						path: vary === 'query' ? `${path}${path.includes('?') ? '&' : '?'}miss=${count++}` : path,
						headers: { ...request.headers, 'Accept-Encoding': BROWSER_ENCODING },
					}),
				})),
			})
			if (baseline) {
				const dir = baselineCheckout(baseline)
				const node = baselineNode ?? process.execPath
				before = await startBenchServer({ DATABASE_URL: server.databaseUrl }, { cwd: dir, node })
				beforeUncached = await startBenchServer(
					{ DATABASE_URL: server.databaseUrl, PAGE_CACHE_MB: '0' },
					{ cwd: dir, node },
				)
			}
			const pages: Array<[string, string[]]> = [
				['home page', ['/']],
				['search page', [`/search?${SEARCH}`]],
				['listing page', listingIds.map((id) => `/listing/${id}`)],
			]
			const misses: ReadTarget[] = before
				? pages.flatMap(([page, paths]) => [
						miss(
							`${page}, rendered, baseline ${baseline}`,
							beforeUncached!.url,
							beforeUncached!.process.pid!,
							paths,
							'none',
						),
						miss(`${page}, rendered`, uncached!.url, uncached!.process.pid!, paths, 'none'),
						miss(`${page}, new query string, baseline ${baseline}`, before!.url, before!.process.pid!, paths, 'query'),
						miss(`${page}, new query string`, server.url, app, paths, 'query'),
					])
				: []
			const crawlers = seenBy('listing page, kept, crawler (no view)', () => CRAWLER)
			const browsers = seenBy('listing page, kept, browsers (views counted)', (index) => `${BROWSER} ${index}`)
			const allTargets: ReadTarget[] = [
				single("bare node:http, the home page's bytes", bare.url, '/', bare.child.pid!),
				single('home page, kept', server.url, '/', app),
				single('home page, rendered', uncached.url, '/', uncached.process.pid!),
				single('search page, kept', server.url, `/search?${SEARCH}`, app),
				single('search page, rendered', uncached.url, `/search?${SEARCH}`, uncached.process.pid!),
				listingTarget('listing page, kept', server.url, app),
				listingTarget('listing page, rendered', uncached.url, uncached.process.pid!),
				crawlers,
				browsers,
				{ ...crawlers, name: `${crawlers.name}, again` },
				{ ...browsers, name: `${browsers.name}, again` },
				single('JSON search', server.url, `/api/listing/get?${SEARCH}`, app),
				...misses,
				// Once more at the end: the machine is shared, so the ratios use the mean of both.
				single('bare node:http, again', bare.url, '/', bare.child.pid!),
			]
			// --targets=bare,kept,… measures only the targets whose names hold one of these words.
			const only = options.targets?.split(',')
			const targets = only ? allTargets.filter((target) => only.some((word) => target.name.includes(word))) : allTargets
			// Every address once before any load: each answers, and the kept pages are kept.
			for (const { name, url, requests } of targets) {
				for (const request of requests) {
					const check = await fetch(url + request.path)
					if (!check.ok) throw new Error(`${name}: ${check.status} before any load`)
					await check.arrayBuffer()
				}
			}
			console.log(`Measuring reads (${targets.length} targets, ${warmup + seconds} s each)`)
			for (const target of targets) reads.push(await measureReads(target))
			process.stdout.write('\n')
			for (const path of ['/', `/search?${SEARCH}`, `/listing/${listingIds[0]}`]) {
				wire.push({
					path,
					kept: await bytesOnTheWire(server.url, path),
					rendered: await bytesOnTheWire(uncached.url, path),
				})
			}
			if (!only) {
				const [owner] = await signIn(uncached.url, ['loadbench0@example.com'])
				freshness = await editDelays(server.url, uncached.url, owner!, listingIds[0]!)
			}
		}

		const writes: WriteFigures[] = []
		let crash: Awaited<ReturnType<typeof crashLoad>> | undefined
		if (parts.has('write') || parts.has('crash')) {
			const cookies = await signIn(server.url, writerEmails)
			const photo = await uploadPhoto(server.url, cookies[0]!)
			if (parts.has('write')) {
				console.log(`Writing for ${writeSeconds} s...`)
				writes.push(await writeLoad(server, cookies, photo))
			}
			if (parts.has('crash')) {
				console.log(`Writing for ${killAfter} s, then SIGKILL and a restart...`)
				crash = await crashLoad(server, cookies, photo)
				writes.push(crash.figures)
			}
		}

		const command = `npm run bench:load${args.length ? ` -- ${args.join(' ')}` : ''}`
		console.log(
			`\n${command}: production build on 127.0.0.1, PostgreSQL ${version}, Node ${process.version}` +
				(baselineNode ? ` (the baseline's servers on Node ${nodeVersion(baselineNode)})` : '') +
				', ' +
				`${os.cpus().length} CPUs (shared by the load generator, the server and PostgreSQL), ` +
				`load average ${loadAtStart} at the start and ${loadAverage()} at the end. ${listingCount} listings.`,
		)
		if (bare) printReads(reads, bare.bytes)
		if (wire.length) printWire(wire, freshness)
		if (writes.length) printWrites(writes)
		if (crash) {
			const { figures, restartSeconds, afterStatus } = crash
			console.log(
				`\nCrash: SIGKILL after ${figures.seconds.toFixed(1)} s of writes; healthy again ${restartSeconds.toFixed(1)} s ` +
					`after the kill; the first create after the restart, with a session from before it: ${afterStatus}. ` +
					`Acknowledged before the kill: ${figures.acked}, found: ${figures.found}, missing: ${figures.missing}.`,
			)
		}
		if (failed) console.log('\nFAILED (see above).')
		else if (writes.length) console.log('\nEvery acknowledged create is in the database.')
	} finally {
		bare?.child.kill()
		await uncached?.stop()
		await before?.stop()
		await beforeUncached?.stop()
		await server.stop()
	}
	if (failed) process.exitCode = 1
}

await main()
