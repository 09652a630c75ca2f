// The site the browser tests (playwright.config.ts) and the page tests (vitest project `pages`) run
// against: the production build on SITE_PORT with a fresh data directory, the demo data, and with
// DATABASE_URL a fresh database on that server, removed again on exit; beside it a mail server and
// a Google sign-in stand-in on loopback, so that nothing reaches the internet.
// Mails are read as JSON from SITE_PORT + 1 (tests/support/site-mail.ts).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { OAuth2Server } from 'oauth2-mock-server'
import postgres from 'postgres'
import { SMTPServer } from 'smtp-server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-site-'))
const baseUrl = process.env.DATABASE_URL
let databaseUrl
let databaseName
if (baseUrl) {
	databaseName = `homestead_site_${randomBytes(4).toString('hex')}`
	const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
	await admin.unsafe(`create database "${databaseName}"`)
	await admin.end()
	const url = new URL(baseUrl)
	url.pathname = `/${databaseName}`
	databaseUrl = url.toString()
}

// A stand-in for Google's OpenID provider on loopback: it signs every visitor in as Jane.
const google = new OAuth2Server()
await google.issuer.keys.generate('RS256')
await google.start(0, '127.0.0.1')
// Name the issuer by address: `localhost` may resolve to ::1, where nothing listens.
google.issuer.url = `http://127.0.0.1:${google.address().port}`
google.service.on('beforeTokenSigning', (token) => {
	Object.assign(token.payload, {
		sub: 'google-site-jane',
		email: 'jane.google@example.com',
		email_verified: true,
		name: 'Jane Google',
	})
})
const issuer = google.issuer.url

// A mail server on loopback that keeps every mail, and beside it (on SITE_PORT + 1) the mails
// as JSON for the tests to read: GET /mail?to=<address>.
const mails = []
const smtp = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS'],
	logger: false,
	onData(stream, session, callback) {
		simpleParser(stream).then((mail) => {
			const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
			mails.push({
				to,
				subject: mail.subject,
				text: mail.text,
				html: mail.html,
				headers: Object.fromEntries(mail.headers),
				attachments: mail.attachments.map((attachment) => ({
					filename: attachment.filename,
					contentType: attachment.contentType,
					content: attachment.content.toString('utf8'),
				})),
				receivedAt: Date.now(),
			})
			callback()
		}, callback)
	},
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const mailReader = http.createServer((req, res) => {
	const to = new URL(req.url, 'http://localhost').searchParams.get('to')?.toLowerCase()
	res.setHeader('Content-Type', 'application/json')
	res.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))))
})
await new Promise((resolve) => mailReader.listen(Number(process.env.SITE_PORT) + 1, '127.0.0.1', resolve))

const server = spawn(process.execPath, ['server.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: process.env.SITE_PORT,
		DATA_DIR: dataDir,
		DATABASE_URL: databaseUrl,
		SEED_DEMO: '1',
		SESSION_SECRET: 'site-secret-that-is-long-enough-0123456789abcdef',
		PUBLIC_URL: `http://127.0.0.1:${process.env.SITE_PORT}`,
		LOG_LEVEL: 'warn',
		// The tests sign up and in thousands of times: a hundredth of the hashing work (never on a real site).
		PASSWORD_HASHING: 'weak-for-tests',
		// The client address from X-Forwarded-For, which the tests set per account (sign-ups are limited per address).
		TRUST_PROXY: '1',
		SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
		GOOGLE_CLIENT_ID: 'homestead-site',
		GOOGLE_CLIENT_SECRET: 'stand-in-secret',
		GOOGLE_AUTHORIZATION_ENDPOINT: `${issuer}/authorize`,
		GOOGLE_TOKEN_ENDPOINT: `${issuer}/token`,
		GOOGLE_JWKS_URI: `${issuer}/jwks`,
		GOOGLE_ISSUER: issuer,
		// The maps draw on a plain background served by the app: no tiles, nothing from the internet.
		MAP_STYLE_URL: '/map-styles/plain.json',
		// A member who signs up with this address and verifies it is an administrator.
		ADMIN_EMAILS: 'site-admin@homestead.test',
		// Tests make many listings from new accounts, at made-up prices, with the same few pictures: the
		// holds that would catch that are off here and tested where each is set (tests/moderation*.test.ts).
		// Contact details and reports hold listings as in production.
		HOLD_NEW_ACCOUNT_LISTINGS: '0',
		HOLD_PRICE_RATIO: '0',
		HOLD_PHOTO_DISTANCE: '-1',
		// Viewing times in a zone with summer time; counted views written every second, not every minute.
		SITE_TIME_ZONE: 'Europe/London',
		VIEW_FLUSH_SECONDS: '1',
		// Pages of sets of listings (and a listing's price context) follow a change within 3 s, not 10:
		// a test that waits for one waits less.
		PAGE_CACHE_BOUND_MS: '3000',
	},
})

async function cleanUp() {
	await google.stop()
	smtp.close()
	mailReader.close()
	fs.rmSync(dataDir, { recursive: true, force: true })
	if (databaseName) {
		const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
		await admin.unsafe(`drop database if exists "${databaseName}" with (force)`)
		await admin.end()
	}
}

for (const signal of ['SIGTERM', 'SIGINT']) {
	process.on(signal, () => server.kill('SIGTERM'))
}
server.on('exit', async (code) => {
	await cleanUp()
	process.exit(code ?? 0)
})
