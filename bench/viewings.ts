// npm run bench:viewings [-- --bookings=20]
//
// Time from booking a viewing (POST /api/viewing/book/:slotId) to both members' mails, each with its
// calendar invitation, arriving at an SMTP server on loopback, on the production build (`node
// server.js`): embedded database by default, PostgreSQL with DATABASE_URL (a database of its own).
// The members' addresses are verified first (booking mails go to verified addresses only). Printed:
// from sending the request, and from its response, to the second of the two mails' arrival.
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { startSmtpSink } from '../tests/support/smtp-sink'
import { startBenchServer } from './support/server'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const bookings = Number(options.bookings ?? 20)
const loadAtStart = os.loadavg().map((value) => value.toFixed(2))

const sink = await startSmtpSink()
const server = await startBenchServer({ SMTP_URL: sink.url })
const json = { 'Content-Type': 'application/json', Origin: server.url }

/** A member signed up, their address verified through the mailed link, signed in: the session cookie. */
async function verifiedMember(name: string) {
	const account = { username: name, email: `${name}@example.com`, password: 'viewings-bench-123' }
	await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(account) })
	let token: string | undefined
	for (let tries = 0; !token && tries < 600; tries++) {
		const mail = sink.received.find((each) => each.envelopeTo.includes(account.email))
		token = mail?.text?.match(/verify-email\?token=([\w-]+)/)?.[1]
		if (!token) await new Promise((resolve) => setTimeout(resolve, 50))
	}
	if (!token) throw new Error(`no verification mail for ${account.email}`)
	const verified = await fetch(`${server.url}/verify-email?token=${token}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
		body: new URLSearchParams({ token }),
	})
	if (verified.status !== 200) throw new Error(`verifying ${account.email} answered ${verified.status}`)
	const signin = await fetch(`${server.url}/api/auth/signin`, {
		method: 'POST',
		headers: json,
		body: JSON.stringify(account),
	})
	return signin.headers.get('set-cookie')!.split(';')[0]!
}

try {
	const owner = await verifiedMember('benchviewingowner')
	const created = await fetch(`${server.url}/api/listing/create`, {
		method: 'POST',
		headers: { ...json, Cookie: owner },
		body: JSON.stringify({
			name: 'Viewings bench flat',
			description: 'A flat to be seen.',
			address: '1 Bench Street',
			type: 'rent',
			bedrooms: 1,
			bathrooms: 1,
			regularPrice: 1200,
			imageUrls: ['/images/listing-fallback.webp'],
		}),
	})
	const { _id: listingId } = (await created.json()) as { _id: string }
	const slots: string[] = []
	for (let i = 0; i < bookings; i++) {
		const start = new Date(Date.now() + (2 * 24 + i) * 60 * 60 * 1000)
		start.setUTCMinutes(0, 0, 0)
		const offered = await fetch(`${server.url}/api/viewing/slots/${listingId}`, {
			method: 'POST',
			headers: { ...json, Cookie: owner },
			body: JSON.stringify({ start: start.toISOString(), durationMinutes: 30 }),
		})
		if (offered.status !== 201) throw new Error(`offering a time answered ${offered.status}: ${await offered.text()}`)
		slots.push(((await offered.json()) as { _id: string })._id)
	}
	const seekers: string[] = []
	for (let i = 0; i < bookings; i++) seekers.push(await verifiedMember(`benchviewingseeker${i}`))

	const fromRequest: number[] = []
	const fromResponse: number[] = []
	for (let i = 0; i < bookings; i++) {
		const before = sink.received.length
		const started = performance.now()
		const booked = await fetch(`${server.url}/api/viewing/book/${slots[i]}`, {
			method: 'POST',
			headers: { ...json, Cookie: seekers[i]! },
			body: '{}',
		})
		if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`)
		const answered = performance.now()
		const mails = await sink.waitFor(before + 2)
		const arrived = performance.now()
		if (!mails.slice(before).every((mail) => mail.attachments.some((part) => part.contentType === 'text/calendar')))
			throw new Error('a booking mail without its invitation')
		fromRequest.push(arrived - started)
		fromResponse.push(arrived - answered)
	}

	const summary = (values: number[]) => {
		const sorted = [...values].sort((a, b) => a - b)
		const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
		return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
	}
	console.log(
		`Booking to mail on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${bookings} bookings one at a time, ` +
			`two mails each (load average ${loadAtStart.join(', ')} at the start, ${os
				.loadavg()
				.map((value) => value.toFixed(2))
				.join(', ')} at the end)`,
	)
	console.log(`  request sent -> both mails at the SMTP server:   ${summary(fromRequest)}`)
	console.log(`  response received -> both mails at the server:   ${summary(fromResponse)}`)
} finally {
	await server.stop()
	await sink.stop()
}
