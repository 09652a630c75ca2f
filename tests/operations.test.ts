import http from 'node:http'
import { describe, expect, test } from 'vitest'
import { startAppServer, waitForHealthy } from './support/app-server'
import { testImage } from './support/images'
import { BOUNDARY } from './support/multipart'

async function signUpAndIn(url: string, name: string, password = 'hunter2-very-secret') {
	const headers = { 'Content-Type': 'application/json' }
	const account = { username: name, email: `${name}@example.com`, password }
	await fetch(`${url}/api/auth/signup`, { method: 'POST', headers, body: JSON.stringify(account) })
	const signin = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers, body: JSON.stringify(account) })
	return signin.headers.get('set-cookie')!.split(';')[0]!
}

describe('operations', () => {
	test('logs are JSON lines with a request id, and never contain passwords or cookies', async () => {
		const server = await startAppServer({ LOG_LEVEL: 'info' })
		try {
			await waitForHealthy(server)
			const cookie = await signUpAndIn(server.url, 'logcheck')
			const response = await fetch(`${server.url}/profile`, { headers: { Cookie: cookie } })
			const requestId = response.headers.get('x-request-id')
			await new Promise((resolve) => setTimeout(resolve, 200))
			const lines = server
				.output()
				.split('\n')
				.filter((line) => line.trim())
			const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
			expect(entries.find((entry) => entry.reqId === requestId)).toMatchObject({ method: 'GET', path: '/profile', status: 200 })
			expect(server.output()).not.toContain('hunter2-very-secret')
			expect(server.output()).not.toContain(cookie.split('=')[1]!)
		} finally {
			await server.stop()
		}
	})

	test('sitemap.xml lists the public pages and the listings; robots.txt points to it', async () => {
		const server = await startAppServer({ PUBLIC_URL: 'https://homes.example' })
		try {
			await waitForHealthy(server)
			const cookie = await signUpAndIn(server.url, 'sitemapper')
			const created = await fetch(`${server.url}/api/listing/create`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Cookie: cookie },
				body: JSON.stringify({
					name: 'Loft with a view of the lake',
					description: 'High ceilings.',
					address: '1 Lake Rd',
					type: 'sale',
					bedrooms: 1,
					bathrooms: 1,
					regularPrice: 300000,
					imageUrls: ['https://photos.example/loft.jpg'],
				}),
			})
			const { _id } = (await created.json()) as { _id: string }
			const sitemap = await fetch(`${server.url}/sitemap.xml`)
			expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/)
			const xml = await sitemap.text()
			for (const path of ['/', '/search', '/about-us', '/blog-4', '/contact', `/listing/${_id}`]) {
				expect(xml).toContain(`<loc>https://homes.example${path}</loc>`)
			}
			const robots = await (await fetch(`${server.url}/robots.txt`)).text()
			expect(robots).toContain('Sitemap: https://homes.example/sitemap.xml')
			expect(robots).toContain('Disallow: /api/')
		} finally {
			await server.stop()
		}
	})

	test('SIGTERM: the request in flight is answered, then the server closes the database and exits cleanly', async () => {
		const server = await startAppServer()
		await waitForHealthy(server)
		const cookie = await signUpAndIn(server.url, 'shutdown')
		const photo = await testImage('jpeg')
		const head = Buffer.from(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
		)
		const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
		const body = Buffer.concat([head, photo, tail])
		const { port } = new URL(server.url)

		// An upload sent slowly: half now, the rest after the server was told to stop.
		const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
			const request = http.request(
				{
					host: '127.0.0.1',
					port,
					path: '/api/upload',
					method: 'POST',
					headers: {
						'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
						'Content-Length': body.length,
						Cookie: cookie,
					},
				},
				(response) => {
					let text = ''
					response.on('data', (chunk) => (text += chunk))
					response.on('end', () => resolve({ status: response.statusCode!, body: text }))
				},
			)
			request.on('error', reject)
			request.write(body.subarray(0, body.length / 2))
			setTimeout(() => request.end(body.subarray(body.length / 2)), 1500)
		})
		await new Promise((resolve) => setTimeout(resolve, 500))
		const exited = server.stop()
		const answer = await answered
		expect(answer.status).toBe(201)
		expect(JSON.parse(answer.body)).toMatchObject({ urls: [expect.stringMatching(/^\/uploads\//)] })
		// Exit code 0: closed cleanly; the server gives up with 1 if requests are still running after 9 s.
		expect(await exited).toBe(0)
	})
})
