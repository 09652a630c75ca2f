// Starts the production build for the browser tests: a fresh data directory, the demo
// data, and with DATABASE_URL a fresh database on that server, removed again on exit.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
	},
})

async function cleanUp() {
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
