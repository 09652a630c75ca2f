// npm run bench:view-count
//
// The CPU time a listing view adds to the request that shows the page (docs/decisions/035), in
// process: the counter's `count` for browsers (each view hashed and kept for the next write) and for a
// crawler (looked at and left out), 200,000 calls each after a warm-up, on an embedded database in a
// temporary folder (read once, for the day's salt). `npm run bench:load -- --targets=bare,crawler,browsers`
// measures the same over HTTP, where the machine's noise is larger than the difference.
import fs from 'node:fs'
import { register } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// App modules read the version of the site's pictures from a module of the Vite build; here it is fixed.
const hooks = `export async function resolve(specifier, context, next) {
	if (specifier === 'virtual:site-pictures') {
		return { url: 'data:text/javascript,export const PICTURES_VERSION = "bench"', shortCircuit: true }
	}
	return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-view-count-'))
Object.assign(process.env, { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' })
const { createViewCounter } = await import('~/services/listing-views.server')
const { closeDb } = await import('~/db/client.server')
try {
	const counter = createViewCounter({ timeZone: 'Europe/London' })
	const listingId = '6f1c2a4e-8b1d-4c3a-9f2e-1a2b3c4d5e6f'
	const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'
	// The first view of the day reads the salt.
	await counter.count(listingId, { address: '203.0.113.1', userAgent: browser })
	const viewers = {
		'browsers (counted)': (i: number) => ({ address: `203.0.113.${i % 250}`, userAgent: `${browser} ${i % 40}` }),
		'a crawler (not counted)': () => ({ address: '203.0.113.9', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }),
	}
	console.log(
		`Load average ${os
			.loadavg()
			.map((value) => value.toFixed(2))
			.join(', ')}, Node ${process.version}`,
	)
	for (const [name, viewer] of Object.entries(viewers)) {
		for (let i = 0; i < 20_000; i++) void counter.count(listingId, viewer(i))
		const started = performance.now()
		for (let i = 0; i < 200_000; i++) void counter.count(listingId, viewer(i))
		console.log(`  ${name}: ${(((performance.now() - started) / 200_000) * 1000).toFixed(2)} µs of CPU per view`)
	}
	console.log(`  visitors waiting to be written: ${counter.waiting}`)
} finally {
	await closeDb()
	fs.rmSync(dataDir, { recursive: true, force: true })
}
