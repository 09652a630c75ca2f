import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import getPort from 'get-port'
import { expect, inject } from 'vitest'
import { createTestDatabase } from './databases'
import { Visitor } from './visitor'

export type AppServer = {
	url: string
	dataDir: string
	/** Everything the server printed so far. */
	output: () => string
	stop: () => Promise<number | null>
}

/**
 * Starts the production build (`node server.js`) on a free port with a data
 * directory and database of its own, and waits until it answers.
 */
export async function startAppServer(env: Record<string, string | undefined> = {}): Promise<AppServer> {
	const port = await getPort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-server-'))
	const baseUrl = process.env.DATABASE_URL
	const database =
		baseUrl && !('DATABASE_URL' in env) ? await createTestDatabase(baseUrl, inject('postgresTemplate')) : undefined
	// A copy of the migrated embedded database saves the seconds of creating one.
	const template = inject('pgliteTemplate')
	if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true })

	const child = spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
			SEED_DEMO: '0',
			LOG_LEVEL: 'warn',
			PORT: String(port),
			DATA_DIR: dataDir,
			DATABASE_URL: database?.url,
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))

	const server: AppServer = {
		url: `http://127.0.0.1:${port}`,
		dataDir,
		output: () => output,
		async stop() {
			const code = await stopProcess(child)
			await database?.drop()
			fs.rmSync(dataDir, { recursive: true, force: true })
			return code
		},
	}
	await waitForListening(server, child)
	return server
}

async function waitForListening(server: AppServer, child: ChildProcess) {
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		if (child.exitCode !== null) {
			throw new Error(`The server exited with ${child.exitCode}:\n${server.output()}`)
		}
		try {
			await fetch(`${server.url}/healthz`)
			return
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	}
	await server.stop()
	throw new Error(`The server did not start in 30 s:\n${server.output()}`)
}

function stopProcess(child: ChildProcess) {
	return new Promise<number | null>((resolve) => {
		if (child.exitCode !== null) return resolve(child.exitCode)
		child.once('exit', (code) => resolve(code))
		child.kill('SIGTERM')
	})
}

/** Waits until /healthz says the database is ready. */
export async function waitForHealthy(server: AppServer, timeoutMs = 30_000) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		// A connection reset while the server starts on a busy machine is one more try, not a failure.
		const response = await fetch(`${server.url}/healthz`).catch(() => undefined)
		if (response?.status === 200) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`The server never became healthy:\n${server.output()}`)
}

/**
 * The paths of the mails the server has written to its outbox folder (DATA_DIR/mail), oldest first.
 * Only whole mails: each is written to a .tmp file first, then renamed to .eml.
 */
export function outboxFiles(server: AppServer) {
	const folder = path.join(server.dataDir, 'mail')
	if (!fs.existsSync(folder)) return []
	return fs
		.readdirSync(folder)
		.filter((name) => name.endsWith('.eml'))
		.sort()
		.map((name) => path.join(folder, name))
}

/** A new member of a server of its own, made through the API and signed in: the visitor carries the session. */
export async function newMemberOf(server: AppServer, prefix: string) {
	const name = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
	const visitor = new Visitor(server.url)
	const account = { username: name, email: `${name}@example.com`, password: 'open sesame 123' }
	expect((await visitor.api('/api/auth/signup', account)).status).toBe(201)
	const signedIn = await visitor.api<{ _id: string }>('/api/auth/signin', {
		email: account.email,
		password: account.password,
	})
	expect(signedIn.status).toBe(200)
	return { ...account, id: signedIn.body._id, visitor }
}
