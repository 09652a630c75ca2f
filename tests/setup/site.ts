// Runs once before the page tests (vitest project `pages`): starts the one site they share
// (scripts/test-site.js: the production build with the demo data, a mail server and a Google
// sign-in stand-in; with DATABASE_URL, on a database of its own on that server) and stops it after.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import getPort from 'get-port'
import { type TestProject } from 'vitest/node'

/** A free port whose neighbour (the mail reader's) is free too. */
async function freePortPair() {
	for (;;) {
		const port = await getPort()
		if ((await getPort({ port: port + 1 })) === port + 1) return port
	}
}

async function waitForHealthy(url: string, site: ChildProcess) {
	const deadline = Date.now() + 300_000
	while (Date.now() < deadline) {
		if (site.exitCode !== null) throw new Error(`The test site exited with ${site.exitCode}`)
		const status = await fetch(`${url}/healthz`).then(
			(response) => response.status,
			() => 0,
		)
		if (status === 200) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error('The test site did not become healthy in 300 s')
}

export async function setup(project: TestProject) {
	execFileSync(process.execPath, ['scripts/build-if-needed.js'], { stdio: 'inherit' })
	const port = await freePortPair()
	const site = spawn(process.execPath, ['scripts/test-site.js'], {
		env: { ...process.env, NODE_ENV: 'production', SITE_PORT: String(port) },
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	const url = `http://127.0.0.1:${port}`
	await waitForHealthy(url, site)
	project.provide('siteUrl', url)
	project.provide('siteMailUrl', `http://127.0.0.1:${port + 1}`)
	return async () => {
		if (site.exitCode !== null) return
		const exited = new Promise((resolve) => site.once('exit', resolve))
		site.kill('SIGTERM')
		await exited
	}
}

declare module 'vitest' {
	export interface ProvidedContext {
		siteUrl: string
		siteMailUrl: string
	}
}
