import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'

let server: AppServer
beforeAll(async () => {
	server = await startAppServer({ PUBLIC_URL: 'https://homes.example' })
	await waitForHealthy(server)
})
afterAll(() => server?.stop())

const account = (name: string) => ({ username: name, email: `${name}@example.com`, password: 'long enough password' })

describe('security headers', () => {
	test('every kind of response carries them', async () => {
		const paths = ['/', '/sign-in', '/no/such/page', '/api/listing/get/nope', '/favicon.svg', '/healthz']
		for (const path of paths) {
			const response = await fetch(server.url + path)
			const csp = response.headers.get('content-security-policy') ?? ''
			expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
			expect(csp, path).not.toMatch(/nonce/)
			expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/)
			expect(csp, path).toMatch(/frame-ancestors 'none'/)
			expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
			expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
			expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/)
			expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/)
			expect(response.headers.get('x-request-id'), path).toMatch(/^[\w-]{36}$/)
		}
	})

	test('a page may run exactly its own inline scripts: their hashes are in its policy, and no other', async () => {
		for (const path of ['/', '/sign-in', '/search?searchTerm=house', '/no/such/page']) {
			const response = await fetch(server.url + path)
			const policy = response.headers.get('content-security-policy')!
			const html = await response.text()
			const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
				(match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
			)
			expect(inline.length, path).toBeGreaterThan(0)
			const allowed = /script-src ([^;]*)/
				.exec(policy)![1]!
				.split(' ')
				.filter((source) => source.startsWith("'sha256-"))
			expect(new Set(allowed), path).toEqual(new Set(inline))
		}
	})

	test('the session cookie is HttpOnly, SameSite=Lax and Secure in production', async () => {
		const headers = { 'Content-Type': 'application/json' }
		await fetch(`${server.url}/api/auth/signup`, {
			method: 'POST',
			headers,
			body: JSON.stringify(account('cookiecheck')),
		})
		const signin = await fetch(`${server.url}/api/auth/signin`, {
			method: 'POST',
			headers,
			body: JSON.stringify({ email: 'cookiecheck@example.com', password: 'long enough password' }),
		})
		const cookie = signin.headers.get('set-cookie')!
		expect(cookie).toMatch(/^__session=/)
		expect(cookie).toMatch(/HttpOnly/)
		expect(cookie).toMatch(/SameSite=Lax/)
		expect(cookie).toMatch(/Secure/)
	})
})

describe('cross-site requests', () => {
	test.each([
		['an Origin of another site', { Origin: 'https://evil.example' }],
		['a Referer of another site and no Origin', { Referer: 'https://evil.example/trap.html' }],
		['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
	])('a write with %s is refused with 403 and changes nothing', async (_, extra) => {
		const name = `csrf${Math.random().toString(36).slice(2, 8)}`
		const response = await fetch(`${server.url}/api/auth/signup`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...extra },
			body: JSON.stringify(account(name)),
		})
		expect(response.status).toBe(403)
		expect(await response.json()).toEqual({
			success: false,
			statusCode: 403,
			message: 'Cross-site requests are not allowed',
		})
		const signin = await fetch(`${server.url}/api/auth/signin`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ email: `${name}@example.com`, password: 'long enough password' }),
		})
		expect(signin.status).toBe(401)
	})

	test('a page form posted from another site is refused too', async () => {
		const response = await fetch(`${server.url}/sign-up`, {
			method: 'POST',
			headers: { Origin: 'https://evil.example' },
			body: new URLSearchParams(account('formcsrf')),
			redirect: 'manual',
		})
		expect(response.status).toBe(403)
	})

	test('writes from this site, by its own address or its public one, go through', async () => {
		for (const origin of [server.url, 'https://homes.example']) {
			const name = `same${Math.random().toString(36).slice(2, 8)}`
			const response = await fetch(`${server.url}/api/auth/signup`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Origin: origin },
				body: JSON.stringify(account(name)),
			})
			expect(response.status).toBe(201)
		}
	})
})

describe('body size limits', () => {
	test('a body declared larger than the route allows is refused with 413 before it is read', async () => {
		const response = await fetch(`${server.url}/api/auth/signup`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
		})
		expect(response.status).toBe(413)
		expect(((await response.json()) as { message: string }).message).toBe('Request body is too large')
	})

	test('a streamed form without a length is refused (411)', async () => {
		const body = new ReadableStream({
			start(controller) {
				controller.enqueue(new TextEncoder().encode('email=a%40example.com&password=x'))
				controller.close()
			},
		})
		const response = await fetch(`${server.url}/sign-in`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body,
			duplex: 'half',
		} as RequestInit)
		expect(response.status).toBe(411)
	})
})
