// npm run bench:mail [-- --mails=20]
//
// Time from a request that sends mail to the mail arriving at an SMTP server, on the production
// build (`node server.js`) with SMTP_URL pointing at a sink on loopback: embedded database by
// default, PostgreSQL with DATABASE_URL (the server gets a database of its own). The request is a
// password change through the API, which queues the "password changed" notice; the server's mail
// worker sends it. Then a request for a password reset link, which goes through two jobs (the reset
// job makes the link, the mail job sends it). Printed: from sending the request, and from its
// response, to the mail's arrival.
import { performance } from 'node:perf_hooks'
import { startSmtpSink } from '../tests/support/smtp-sink'
import { startBenchServer } from './support/server'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const mails = Number(options.mails ?? 20)

const sink = await startSmtpSink()
const server = await startBenchServer({ SMTP_URL: sink.url })
try {
	const json = { 'Content-Type': 'application/json' }
	const account = { username: 'benchmailer', email: 'benchmailer@example.com', password: 'first-password-123' }
	await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(account) })
	const signin = await fetch(`${server.url}/api/auth/signin`, {
		method: 'POST',
		headers: json,
		body: JSON.stringify(account),
	})
	let cookie = signin.headers.get('set-cookie')!.split(';')[0]!
	// A new password needs the current one.
	let password = account.password
	const { _id } = (await signin.json()) as { _id: string }
	// Signing up mailed a verification link: the count starts after it.
	const base = (await sink.waitFor(1)).length

	const fromRequest: number[] = []
	const fromResponse: number[] = []
	for (let i = 0; i < mails; i++) {
		const started = performance.now()
		const response = await fetch(`${server.url}/api/user/update/${_id}`, {
			method: 'POST',
			headers: { ...json, Cookie: cookie },
			body: JSON.stringify({ password: `new-password-${i}-abcdef`, currentPassword: password }),
		})
		if (response.status !== 200) throw new Error(`The password change answered ${response.status}`)
		password = `new-password-${i}-abcdef`
		const answered = performance.now()
		// A new password ends the other sessions; the response carries this one on.
		cookie = response.headers.get('set-cookie')!.split(';')[0]!
		await sink.waitFor(base + i + 1)
		const arrived = performance.now()
		fromRequest.push(arrived - started)
		fromResponse.push(arrived - answered)
	}

	// A reset link per request; the limit of 5 per e-mail address an hour is why each asks for another address.
	const resetFromRequest: number[] = []
	const resetFromResponse: number[] = []
	const resets = Math.min(mails, 10)
	for (let i = 0; i < resets; i++) {
		const resetAccount = {
			username: `benchreset${i}`,
			email: `benchreset${i}@example.com`,
			password: 'reset-password-123',
		}
		await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify(resetAccount) })
		const before = (await sink.waitFor(base + mails + 2 * i + 1)).length
		const started = performance.now()
		const response = await fetch(`${server.url}/api/auth/forgot-password`, {
			method: 'POST',
			headers: json,
			body: JSON.stringify({ email: resetAccount.email }),
		})
		if (response.status !== 200) throw new Error(`The reset request answered ${response.status}`)
		const answered = performance.now()
		await sink.waitFor(before + 1)
		const arrived = performance.now()
		resetFromRequest.push(arrived - started)
		resetFromResponse.push(arrived - answered)
	}

	const summary = (values: number[]) => {
		const sorted = [...values].sort((a, b) => a - b)
		const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
		return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
	}
	console.log(`Mail delivery on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${mails} mails, one at a time`)
	console.log(`  request sent -> mail at the SMTP server:   ${summary(fromRequest)}`)
	console.log(`  response received -> mail at the server:   ${summary(fromResponse)}`)
	console.log(`Password reset links (two jobs each), ${resets} requests`)
	console.log(`  request sent -> mail at the SMTP server:   ${summary(resetFromRequest)}`)
	console.log(`  response received -> mail at the server:   ${summary(resetFromResponse)}`)
	console.log(`  mails received: ${sink.received.length} (expected ${base + mails + 2 * resets})`)
} finally {
	await server.stop()
	await sink.stop()
}
