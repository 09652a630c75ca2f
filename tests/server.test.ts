import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'

describe('the production server', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ SEED_DEMO: '1' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test('/healthz answers 200 once the database is migrated', async () => {
		const response = await fetch(`${server.url}/healthz`)
		expect(response.status).toBe(200)
		expect(await response.text()).toBe('OK')
	})

	test('an unknown path is a 404 page in the site layout', async () => {
		const response = await fetch(`${server.url}/definitely/not/here`)
		expect(response.status).toBe(404)
		const html = await response.text()
		expect(html).toContain('Page not found')
		expect(html).toContain('<header')
		expect(html).toContain('Skip to content')
	})

	test('without a theme cookie the page follows the system preference, which the browser applies', async () => {
		const plain = await (await fetch(server.url)).text()
		expect(plain).toMatch(/<html lang="en" class="system"[ >]/)
		// A client hint (which browsers do not always send, on redirects say) does not decide it.
		const hinted = await fetch(server.url, { headers: { 'Sec-CH-Prefers-Color-Scheme': 'light' } })
		expect(await hinted.text()).toMatch(/<html lang="en" class="system"[ >]/)
	})

	test('the theme form sets a cookie and returns to the same page', async () => {
		const response = await fetch(`${server.url}/resources/theme`, {
			method: 'POST',
			body: new URLSearchParams({ theme: 'dark', redirectTo: '/search?type=rent' }),
			redirect: 'manual',
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/search?type=rent')
		const cookie = response.headers.get('set-cookie')!
		expect(cookie).toMatch(/^theme=/)
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Lax/i)

		const page = await fetch(`${server.url}/`, { headers: { Cookie: cookie.split(';')[0]! } })
		expect(await page.text()).toMatch(/<html lang="en" class="dark"[ >]/)
	})

	test('the theme form never redirects to another site', async () => {
		const response = await fetch(`${server.url}/resources/theme`, {
			method: 'POST',
			body: new URLSearchParams({ theme: 'light', redirectTo: '//evil.example/' }),
			redirect: 'manual',
		})
		expect(response.headers.get('location')).toBe('/')
		const bad = await fetch(`${server.url}/resources/theme`, {
			method: 'POST',
			body: new URLSearchParams({ theme: 'purple' }),
			redirect: 'manual',
		})
		expect(bad.status).toBe(400)
	})

	test('an empty database is filled with the demo data', async () => {
		const html = await (await fetch(server.url)).text()
		expect(html.match(/<article/g)?.length).toBeGreaterThanOrEqual(6)
	})
})

describe('with the database unavailable', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable' })
	})
	afterAll(() => server?.stop())

	test('/healthz answers 503 while the database cannot be reached', async () => {
		const response = await fetch(`${server.url}/healthz`)
		expect(response.status).toBe(503)
	})

	test('an unexpected error is a 500 without a stack trace, on a page and in the API', async () => {
		// The search reads the database: connecting fails inside the loader.
		const page = await fetch(`${server.url}/search?searchTerm=loft`)
		expect(page.status).toBe(500)
		const html = await page.text()
		expect(html).toContain('Something went wrong')
		const api = await fetch(`${server.url}/api/listing/get?searchTerm=loft`)
		expect(api.status).toBe(500)
		const json = await api.text()
		for (const body of [html, json]) {
			expect(body).not.toMatch(/at .*\.js:\d+/)
			expect(body).not.toContain('node_modules')
			expect(body).not.toContain('ECONNREFUSED')
		}
	})
})

describe('start-up', () => {
	test('a bad variable stops the server with one line naming it', () => {
		const result = spawnSync(process.execPath, ['server.js'], {
			env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty', SESSION_SECRET: 'x'.repeat(40) },
			encoding: 'utf8',
			timeout: 30_000,
		})
		expect(result.status).toBe(1)
		expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a port number (got "eighty")')
	})
})

describe('npm start without configuration', () => {
	let server: AppServer
	beforeAll(async () => {
		// What a newcomer's `npm start` runs with: no NODE_ENV, no SESSION_SECRET.
		server = await startAppServer({ NODE_ENV: undefined, SESSION_SECRET: undefined, LOG_LEVEL: 'info' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test("serves with the libraries' production builds, and keeps the single machine's generated secret and /dev/mail", async () => {
		expect(server.output()).toMatch(/"deployment":"single machine","libraries":"production builds"/)
		expect((await fetch(`${server.url}/dev/mail`)).status).toBe(200)
		// No Secure attribute: the site is served over plain HTTP on one machine.
		const signIn = await fetch(`${server.url}/resources/theme`, {
			method: 'POST',
			body: new URLSearchParams({ theme: 'dark' }),
			redirect: 'manual',
		})
		expect(signIn.headers.get('set-cookie')).not.toMatch(/Secure/i)
	})
})

describe('NODE_ENV=production', () => {
	test('is a public deployment: it needs a SESSION_SECRET', () => {
		const result = spawnSync(process.execPath, ['server.js'], {
			env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: '' },
			encoding: 'utf8',
			timeout: 30_000,
		})
		expect(result.status).toBe(1)
		expect(result.stderr.trim()).toBe('Invalid configuration: SESSION_SECRET is required in production')
	})
})
