// npm run bench:alerts [-- --listings=10 --searches=10000 --new=1000]
//
// Alerts for saved searches, in two parts. Embedded database by default, PostgreSQL with DATABASE_URL.
//
// 1. Delay: on the production build (`node server.js`) with SMTP_URL pointing at a sink on
//    loopback, a verified member saves an instant search through the API, and an owner creates
//    matching listings one at a time; printed is the time from sending each create request to the
//    alert mail arriving at the sink (the server's alert job is woken by the write, matches, and
//    queues the mail; the mail worker sends it).
// 2. The alert job at scale, in this process on a database of its own: 10,000 saved searches of
//    200 verified members (a search term of 20 words, type, a price cap, some rooms and parking), then 1,000 new listings in one insert;
//    printed is how long the job takes to match them all, and to take the matches and queue one
//    mail per search that has any; then the same listings are edited (still matching what they matched)
//    and matched again, which reads each search on the rows as they were too and records nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createTestDatabase } from '../tests/support/databases'
import { startSmtpSink } from '../tests/support/smtp-sink'
import { signUpMember } from './support/members'
import { startBenchServer } from './support/server'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const delayRuns = Number(options.listings ?? 10)
const searchCount = Number(options.searches ?? 10_000)
const newListings = Number(options.new ?? 1_000)
const json = { 'Content-Type': 'application/json' }
const load = () =>
	os
		.loadavg()
		.map((value) => value.toFixed(1))
		.join(' ')
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

function summary(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
	return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
}

async function measureDelay() {
	const sink = await startSmtpSink()
	const server = await startBenchServer({ SMTP_URL: sink.url })
	try {
		const seeker = await signUpMember(server.url, 'benchseeker')
		const owner = await signUpMember(server.url, 'benchowner')
		// Signing up mailed each a verification link: the seeker opens theirs (alerts go to verified addresses).
		const mails = await sink.waitFor(2)
		const verification = mails.find((mail) => mail.envelopeTo.includes(seeker.email))!
		const link = /https?:\/\/[^\s]+(\/verify-email\?token=[\w-]+)/.exec(verification.text!)![1]!
		// Opening the link only asks; its button posts the token.
		const verified = await fetch(`${server.url}/verify-email`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: seeker.cookie },
			body: new URLSearchParams({ token: new URL(link, server.url).searchParams.get('token')! }),
		})
		if (verified.status !== 200) throw new Error(`Verifying answered ${verified.status}`)
		const saved = await fetch(`${server.url}/api/search/save`, {
			method: 'POST',
			headers: { ...json, Cookie: seeker.cookie },
			body: JSON.stringify({ query: 'searchTerm=riverside&type=rent', frequency: 'instant' }),
		})
		if (saved.status !== 201) throw new Error(`Saving the search answered ${saved.status}: ${await saved.text()}`)

		const delays: number[] = []
		for (let i = 0; i < delayRuns; i++) {
			const before = sink.received.length
			const started = performance.now()
			const created = await fetch(`${server.url}/api/listing/create`, {
				method: 'POST',
				headers: { ...json, Cookie: owner.cookie },
				body: JSON.stringify({
					name: `Riverside flat ${i}`,
					description: 'A flat for measuring alerts.',
					address: `${i} River Walk`,
					type: 'rent',
					bedrooms: 2,
					bathrooms: 1,
					regularPrice: 1500,
					imageUrls: ['/images/listing-fallback.webp'],
				}),
			})
			if (created.status !== 201) throw new Error(`Creating a listing answered ${created.status}`)
			await sink.waitFor(before + 1, 120_000)
			delays.push(performance.now() - started)
			// Apart, as listings come: each alert is its own mail.
			await new Promise((resolve) => setTimeout(resolve, 1_000))
		}
		console.log(`Instant alert on ${driver}, ${delayRuns} listings, load average ${load()}`)
		console.log(`  create request -> alert mail at the SMTP sink: ${summary(delays)}`)
	} finally {
		await server.stop()
		await sink.stop()
	}
}

const WORDS = [
	'garden',
	'river',
	'loft',
	'harbour',
	'meadow',
	'station',
	'castle',
	'orchard',
	'terrace',
	'chapel',
	'mill',
	'bridge',
	'park',
	'abbey',
	'quay',
	'forge',
	'grange',
	'wharf',
	'cottage',
	'market',
]
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

async function measureJob() {
	process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-'))
	process.env.SEED_DEMO = '0'
	process.env.LOG_LEVEL = 'silent'
	const database = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : undefined
	if (database) process.env.DATABASE_URL = database.url
	const { getDb, closeDb } = await import('~/db/client.server')
	const { listings, savedSearches, users, searchAlertMatches } = await import('~/db/schema')
	const { canonicalSearchQuery, searchParamsSchema } = await import('~/schemas/search')
	const { describeSearch } = await import('~/schemas/saved-search')
	const { takeListingChanges } = await import('~/models/alert-matches.server')
	const { runSearchAlerts } = await import('~/services/search-alerts.server')
	const { stopJobQueue } = await import('~/models/jobs.server')
	const { count, sql } = await import('drizzle-orm')
	try {
		const db = await getDb()
		const members = await db
			.insert(users)
			.values(
				Array.from({ length: Math.ceil(searchCount / 50) }, (_, index) => ({
					username: `alertbench${index}`,
					email: `alertbench${index}@example.com`,
					emailVerified: true,
				})),
			)
			.returning({ id: users.id })
		const owner = members[0]!.id
		const queries = new Set<string>()
		const rows: Array<typeof savedSearches.$inferInsert> = []
		for (let index = 0; rows.length < searchCount; index++) {
			const filters = searchParamsSchema.parse({
				type: pick(['all', 'rent', 'sale']),
				maxPrice: String(1000 + 100 * Math.floor(Math.random() * 20)),
				bedrooms: Math.random() < 0.5 ? String(1 + Math.floor(Math.random() * 4)) : undefined,
				parking: Math.random() < 0.3 ? 'true' : undefined,
				searchTerm: pick(WORDS),
			})
			const query = canonicalSearchQuery(filters)
			const userId = members[rows.length % members.length]!.id
			if (queries.has(`${userId} ${query}`)) continue
			queries.add(`${userId} ${query}`)
			rows.push({
				userId,
				name: describeSearch(filters),
				query,
				frequency: 'instant',
				confirmedAt: new Date(Date.now() - 60_000),
				createdAt: new Date(Date.now() - 60_000),
			})
		}
		for (let start = 0; start < rows.length; start += 1000)
			await db.insert(savedSearches).values(rows.slice(start, start + 1000))
		const distinct = new Set(rows.map((row) => row.query)).size
		await db.insert(listings).values(
			Array.from({ length: newListings }, (_, index) => ({
				name: `${pick(WORDS)} home ${index}`,
				description: `A home near the ${pick(WORDS)}.`,
				address: `${index} ${pick(WORDS)} Road`,
				type: pick(['rent', 'sale'] as const),
				bedrooms: 1 + Math.floor(Math.random() * 5),
				bathrooms: 1 + Math.floor(Math.random() * 3),
				regularPrice: 500 + Math.floor(Math.random() * 4500),
				parking: Math.random() < 0.5,
				userRef: owner,
				imageUrls: ['/images/listing-fallback.webp'],
			})),
		)
		let started = performance.now()
		const { matched } = await takeListingChanges()
		const matching = performance.now() - started
		started = performance.now()
		const { mailed } = await runSearchAlerts()
		const mailing = performance.now() - started
		const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(searchAlertMatches)
		console.log(
			`Alert job on ${driver}: ${rows.length.toLocaleString('en-US')} saved searches (${distinct.toLocaleString('en-US')} distinct queries), ${newListings.toLocaleString('en-US')} new listings, load average ${load()}`,
		)
		console.log(
			`  matching: ${(matching / 1000).toFixed(1)} s, ${matched.toLocaleString('en-US')} matches recorded (${total.toLocaleString('en-US')} rows)`,
		)
		console.log(
			`  taking the matches and queueing the mails: ${(mailing / 1000).toFixed(1)} s, ${mailed.toLocaleString('en-US')} mails`,
		)
		console.log(`  the whole job: ${((matching + mailing) / 1000).toFixed(1)} s`)

		// The same listings edited (a new description; each matches what it matched before): every
		// search's conditions are read on the row as it was too, and nothing new is recorded.
		await db.update(listings).set({ description: sql`${listings.description} || ' Freshly painted.'` })
		started = performance.now()
		const { matched: matchedAfterEdit } = await takeListingChanges()
		console.log(
			`  ${newListings.toLocaleString('en-US')} of them edited: matching ${((performance.now() - started) / 1000).toFixed(1)} s, ${matchedAfterEdit.toLocaleString('en-US')} new matches`,
		)
	} finally {
		await stopJobQueue()
		await closeDb()
		await database?.drop()
		fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
	}
}

if (options.part !== 'job') await measureDelay()
if (options.part !== 'delay') await measureJob()
