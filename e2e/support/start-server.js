// Starts the production build for the browser tests: a fresh data directory, the demo
// data, and with DATABASE_URL a fresh database on that server, removed again on exit.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { OAuth2Server } from 'oauth2-mock-server'
import postgres from 'postgres'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-e2e-'))
const baseUrl = process.env.DATABASE_URL
let databaseUrl
let databaseName
if (baseUrl) {
	databaseName = `homestead_e2e_${randomBytes(4).toString('hex')}`
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
		sub: 'google-e2e-jane',
		email: 'jane.google@example.com',
		email_verified: true,
		name: 'Jane Google',
	})
})
const issuer = google.issuer.url

const server = spawn(process.execPath, ['server.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: process.env.E2E_PORT,
		DATA_DIR: dataDir,
		DATABASE_URL: databaseUrl,
		SEED_DEMO: '1',
		SESSION_SECRET: 'e2e-secret-that-is-long-enough-0123456789abcdef',
		PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
		LOG_LEVEL: 'warn',
		GOOGLE_CLIENT_ID: 'homestead-e2e',
		GOOGLE_CLIENT_SECRET: 'stand-in-secret',
		GOOGLE_AUTHORIZATION_ENDPOINT: `${issuer}/authorize`,
		GOOGLE_TOKEN_ENDPOINT: `${issuer}/token`,
		GOOGLE_JWKS_URI: `${issuer}/jwks`,
		GOOGLE_ISSUER: issuer,
	},
})

async function cleanUp() {
	await google.stop()
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
