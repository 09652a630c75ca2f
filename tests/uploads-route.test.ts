import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from './support/app-server'
import { testImage } from './support/images'

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(server: AppServer, rawPath: string) {
	const { hostname, port } = new URL(server.url)
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
			let body = ''
			response.setEncoding('latin1')
			response.on('data', (chunk: string) => (body += chunk))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
		})
		request.on('error', reject)
		request.end()
	})
}

describe('GET /uploads/<file>: photos of the local store', () => {
	let server: AppServer
	let photo: Buffer
	beforeAll(async () => {
		server = await startAppServer()
		photo = await testImage('webp', 400, 267)
		fs.mkdirSync(path.join(server.dataDir, 'uploads'), { recursive: true })
		fs.writeFileSync(path.join(server.dataDir, 'uploads', 'c0ffee-1234.w400.webp'), photo)
		fs.writeFileSync(path.join(server.dataDir, 'uploads', '.c0ffee.tmp'), 'half written')
		fs.writeFileSync(path.join(server.dataDir, 'secret.webp'), 'outside the photo folder')
	})
	afterAll(() => server?.stop())

	test('serves a stored photo as WebP, cached for a year', async () => {
		const response = await fetch(`${server.url}/uploads/c0ffee-1234.w400.webp`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/webp')
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('last-modified')).toBeTruthy()
		expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true)

		const etag = response.headers.get('etag')
		expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
		const again = await fetch(`${server.url}/uploads/c0ffee-1234.w400.webp`, { headers: { 'If-None-Match': etag! } })
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
	})

	test('answers 404 for a photo that is not there', async () => {
		const response = await fetch(`${server.url}/uploads/does-not-exist.webp`)
		expect(response.status).toBe(404)
		expect(response.headers.get('cache-control')).toBe('no-store')
	})

	test.each([
		'/uploads/..%2fsecret.webp',
		'/uploads/..%2f..%2fetc%2fpasswd',
		'/uploads/%2e%2e%2fsecret.webp',
		'/uploads/%2e%2e/secret.webp',
		'/uploads/../secret.webp',
		'/uploads/..\\secret.webp',
		'/uploads/..%5csecret.webp',
		'/uploads/%2fetc%2fpasswd',
		'/uploads//etc/passwd',
		'/uploads/.c0ffee.tmp',
		'/uploads/c0ffee-1234.w400.webp%00.png',
		'/uploads/nested/c0ffee-1234.w400.webp',
	])('never serves anything outside the photo folder: %s', async (attempt) => {
		const response = await rawGet(server, attempt)
		expect(response.status).not.toBe(200)
		expect(response.body).not.toContain('outside the photo folder')
		expect(response.body).not.toContain('root:')
		expect(response.body).not.toContain('half written')
	})
})
