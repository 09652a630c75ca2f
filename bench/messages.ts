// npm run bench:messages [-- --replies=10]
//
// How long a message takes to show, with JavaScript, on the production build: two members in two
// browser pages of the first Chromium found (e2e/support/chromium.ts), the seeker and the owner of a listing, each on their
// conversation. For each reply: from pressing 'Send reply' to the reply showing on the sender's page
// (no page load), and to it showing on the other member's open page (which looks for new messages
// every 5 s while visible; replies are 0-5 s apart, at random). Embedded database by default,
// PostgreSQL with DATABASE_URL.
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import { findChromium } from '../e2e/support/chromium'
import { signUpMember } from './support/members'
import { startBenchServer } from './support/server'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const replies = Number(options.replies ?? 10)
const json = { 'Content-Type': 'application/json' }

const server = await startBenchServer({ SEED_DEMO: '0' })
const browser = await chromium.launch({
	executablePath: (await findChromium()).path,
	args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
	const owner = await signUpMember(server.url, 'benchowner')
	const seeker = await signUpMember(server.url, 'benchseeker')
	const created = await fetch(`${server.url}/api/listing/create`, {
		method: 'POST',
		headers: { ...json, Cookie: owner.cookie },
		body: JSON.stringify({
			name: 'Benchmark flat by the river',
			description: 'A flat for measuring messages.',
			address: '1 River Walk',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1500,
			imageUrls: ['/images/listing-fallback.webp'],
		}),
	})
	if (created.status !== 201)
		throw new Error(`Creating the listing answered ${created.status}: ${await created.text()}`)
	const { _id: listingId } = (await created.json()) as { _id: string }
	const contact = await fetch(`${server.url}/api/listing/contact/${listingId}`, {
		method: 'POST',
		headers: { ...json, Cookie: seeker.cookie },
		body: JSON.stringify({ message: 'Hello!' }),
	})
	if (contact.status !== 201) throw new Error(`The first message answered ${contact.status}: ${await contact.text()}`)
	const { conversationId } = (await contact.json()) as { conversationId: string }

	async function pageAs(cookie: string) {
		const [name, value] = cookie.split('=') as [string, string]
		const context = await browser.newContext({ baseURL: server.url })
		await context.addCookies([{ name, value, url: server.url }])
		const page = await context.newPage()
		const response = await page.goto(`/messages/${conversationId}`)
		if (response?.status() !== 200)
			throw new Error(`/messages/${conversationId} answered ${response?.status()} at ${page.url()}`)
		return page
	}
	const pages = { owner: await pageAs(owner.cookie), seeker: await pageAs(seeker.cookie) }
	// Wait until both pages run their scripts (the reply form is handled in place from then on).
	await Promise.all(Object.values(pages).map((page) => page.waitForLoadState('networkidle')))

	const toSender: number[] = []
	const toOther: number[] = []
	for (let i = 0; i < replies; i++) {
		const [from, to] = i % 2 === 0 ? [pages.owner, pages.seeker] : [pages.seeker, pages.owner]
		// A pause of 0-5 s, as between people writing: the reply then lands anywhere in the other page's polling interval.
		await new Promise((resolve) => setTimeout(resolve, Math.random() * 5_000))
		const text = `Reply number ${i} ${Math.random().toString(36).slice(2, 8)}`
		const field = from.getByLabel(/^Reply to /)
		await field.fill(text)
		const started = performance.now()
		await from.getByRole('button', { name: 'Send reply' }).click()
		const mine = from.getByRole('list', { name: 'Messages' }).getByText(text)
		const theirs = to.getByRole('list', { name: 'Messages' }).getByText(text)
		await Promise.all([
			mine.waitFor().then(() => toSender.push(performance.now() - started)),
			theirs.waitFor({ timeout: 20_000 }).then(() => toOther.push(performance.now() - started)),
		])
	}

	const summary = (values: number[]) => {
		const sorted = [...values].sort((a, b) => a - b)
		const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
		return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
	}
	console.log(
		`Messages on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${replies} replies, load average ${os
			.loadavg()
			.map((load) => load.toFixed(1))
			.join(' ')}`,
	)
	console.log(`  'Send reply' -> shown to the sender (no page load): ${summary(toSender)}`)
	console.log(`  'Send reply' -> shown on the other member's open page: ${summary(toOther)}`)
} finally {
	await browser.close()
	await server.stop()
}
