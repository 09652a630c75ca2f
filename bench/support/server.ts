import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import getPort from 'get-port'
import { createTestDatabase } from '../../tests/support/databases'

export type BenchServer = {
	url: string
	/** The running server process (a new one after `restart()`). */
	process: ChildProcess
	dataDir: string
	/** The database of its own on PostgreSQL; undefined on the embedded database or a DATABASE_URL given in `env`. */
	databaseUrl: string | undefined
	/** Kills the server with SIGKILL, as a crash would, and waits until it has exited. */
	kill: () => Promise<void>
	/** Starts the server again on the same port, data directory and database, and waits until it is healthy. */
	restart: () => Promise<void>
	stop: () => Promise<void>
}

/**
 * Starts the production build (`node server.js`) for a measurement and waits until it is healthy;
 * `cwd` is the checkout whose build runs (another revision's worktree, say); `nodeArgs` go to Node
 * (`--cpu-prof`, `--trace-gc`); `node` is the Node that runs it (another version, say), by default this one.
 */
export async function startBenchServer(
	env: Record<string, string | undefined> = {},
	{
		cwd = process.cwd(),
		nodeArgs = [],
		node = process.execPath,
	}: { cwd?: string; nodeArgs?: string[]; node?: string } = {},
): Promise<BenchServer> {
	if (!fs.existsSync(path.join(cwd, 'build/server/index.js'))) {
		throw new Error(`Run \`npm run build\` first${cwd === process.cwd() ? '' : ` in ${cwd}`}`)
	}
	const port = await getPort()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-bench-'))
	// On PostgreSQL, a database of its own, dropped afterwards.
	const database =
		process.env.DATABASE_URL && !('DATABASE_URL' in env)
			? await createTestDatabase(process.env.DATABASE_URL)
			: undefined
	const url = `http://127.0.0.1:${port}`

	const start = async () => {
		const child = spawn(node, [...nodeArgs, 'server.js'], {
			cwd,
			env: {
				...process.env,
				NODE_ENV: 'production',
				PORT: String(port),
				DATA_DIR: dataDir,
				SEED_DEMO: '0',
				SESSION_SECRET: 'bench-secret-that-is-long-enough-0123456789',
				LOG_LEVEL: 'warn',
				DATABASE_URL: database?.url,
				...env,
			},
			stdio: ['ignore', 'inherit', 'inherit'],
		})
		const deadline = Date.now() + 60_000
		for (;;) {
			if (!running(child)) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}`)
			const healthy = await fetch(`${url}/healthz`).then(
				(response) => response.ok,
				() => false,
			)
			if (healthy) return child
			if (Date.now() > deadline) {
				await end(child, 'SIGKILL')
				throw new Error('The server did not become healthy in 60 s')
			}
			await new Promise((resolve) => setTimeout(resolve, 200))
		}
	}

	let child = await start().catch(async (error: unknown) => {
		fs.rmSync(dataDir, { recursive: true, force: true })
		await database?.drop()
		throw error
	})
	return {
		url,
		get process() {
			return child
		},
		dataDir,
		databaseUrl: database?.url,
		kill: () => end(child, 'SIGKILL'),
		async restart() {
			await end(child, 'SIGTERM')
			child = await start()
		},
		async stop() {
			await end(child, 'SIGTERM')
			fs.rmSync(dataDir, { recursive: true, force: true })
			await database?.drop()
		},
	}
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Sends the signal (at once, before the first await) and waits until the process has exited. */
async function end(child: ChildProcess, signal: NodeJS.Signals) {
	if (!running(child)) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill(signal)
	await exited
}

/** Resident memory of a process from /proc (Linux): now and the peak so far, in MB. */
export function processMemory(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	const read = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024
	return { rssMb: read('VmRSS'), peakMb: read('VmHWM') }
}

/** Signs up and signs in a fresh account through the API; returns the session cookie. */
export async function signedInCookie(url: string, name = `bench${Date.now().toString(36)}`) {
	const account = { username: name, email: `${name}@example.com`, password: 'bench password 123' }
	const headers = { 'Content-Type': 'application/json', Origin: url }
	const signup = await fetch(`${url}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify(account) })
	if (signup.status !== 201) throw new Error(`Sign-up failed: ${signup.status} ${await signup.text()}`)
	const signin = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers, body: JSON.stringify(account) })
	if (signin.status !== 200) throw new Error(`Sign-in failed: ${signin.status} ${await signin.text()}`)
	return signin.headers.get('set-cookie')!.split(';')[0]!
}
