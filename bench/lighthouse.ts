/**
 * Lighthouse in mobile mode (its default: a mid-range phone on a slow 4G link, simulated)
 * on the production build with the demo data, in the first Chromium found (e2e/support/chromium.ts).
 *
 *   npm run bench:lighthouse            3 runs per page, the median of each score
 *   RUNS=1 PAGES=/,/search npm run bench:lighthouse   (listing: the first demo listing's page)
 *   npm run bench:lighthouse -- --report=/tmp/lighthouse   also writes each page's HTML report
 *
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { generateReport } from 'lighthouse'
import { findChromium } from '../e2e/support/chromium'
import { startBenchServer } from './support/server'

const RUNS = Number(process.env.RUNS ?? 3)
const reportDir = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length)
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const targets: Record<(typeof categories)[number], number> = {
	performance: 95,
	accessibility: 100,
	'best-practices': 100,
	seo: 100,
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

// The embedded database with its demo data, as a newcomer's `npm start` serves it.
const server = await startBenchServer({ DATABASE_URL: undefined, SEED_DEMO: '1' })
const chrome = await launch({
	chromePath: (await findChromium()).path,
	chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
	const [listing] = (await fetch(`${server.url}/api/listing/get?limit=1`).then((response) => response.json())) as {
		_id: string
	}[]
	if (!listing) throw new Error('The demo data has no listing')
	const listingPage = `/listing/${listing._id}`
	const pages = (process.env.PAGES?.split(',') ?? ['/', '/search', listingPage, '/sign-in']).map((page) =>
		page === 'listing' ? listingPage : page,
	)

	const rows: Record<string, string | number>[] = []
	const failures: string[] = []
	for (const page of pages) {
		const scores: Record<string, number[]> = Object.fromEntries(categories.map((category) => [category, []]))
		const audits = new Map<string, string>()
		for (let run = 0; run < RUNS; run++) {
			const result = await lighthouse(`${server.url}${page}`, {
				port: Number(chrome.port),
				logLevel: 'error',
				onlyCategories: [...categories],
			})
			if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
			const { lhr } = result
			if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`)
			for (const category of categories) {
				scores[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100))
				// Every audit that cost points, to say what to fix.
				for (const ref of lhr.categories[category]?.auditRefs ?? []) {
					const audit = lhr.audits[ref.id]
					if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
						audits.set(ref.id, `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
					}
				}
			}
			if (run === 0) {
				const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–'
				rows.push({
					page,
					...Object.fromEntries(categories.map((category) => [category, ''])),
					FCP: metric('first-contentful-paint'),
					LCP: metric('largest-contentful-paint'),
					TBT: metric('total-blocking-time'),
					CLS: metric('cumulative-layout-shift'),
				})
				if (reportDir) {
					fs.mkdirSync(reportDir, { recursive: true })
					const name = page === '/' ? 'home' : page.split('/')[1]!
					fs.writeFileSync(path.join(reportDir, `${name}.html`), generateReport(lhr, 'html'))
				}
			}
		}
		const row = rows.at(-1)!
		for (const category of categories) {
			const score = median(scores[category]!)
			row[category] = RUNS > 1 ? `${score} (${scores[category]!.join(', ')})` : score
			if (score < targets[category]) failures.push(`${page} ${category} ${score} < ${targets[category]}`)
		}
		for (const line of audits.values()) console.log(`  ${page}  ${line}`)
	}

	console.log(
		`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
	)
	console.table(rows)
	console.log(failures.length ? `Below target:\n  ${failures.join('\n  ')}` : 'Every page meets every target.')
	if (failures.length) process.exitCode = 1
} finally {
	await chrome.kill()
	await server.stop()
}
