import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { BOUNDARY } from './support/multipart'

/*
 * What an attack on the running site got through, each answered now over HTTP as a client sees it.
 */

let server: AppServer
beforeAll(async () => {
	server = await startAppServer({ PUBLIC_URL: 'https://homes.example' })
	await waitForHealthy(server)
})
afterAll(() => server?.stop())

const json = { 'Content-Type': 'application/json' }
const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
const PASSWORD = 'long enough password'

/** The theme form, posted without JavaScript. */
const postTheme = (theme: string) =>
	fetch(`${server.url}/resources/theme`, {
		method: 'POST',
		headers: form,
		body: new URLSearchParams({ theme }),
		redirect: 'manual',
	})

async function healthy() {
	const started = performance.now()
	const response = await fetch(`${server.url}/healthz`)
	return { status: response.status, ms: performance.now() - started }
}

/** A new account, signed in: its id and the cookie to send. */
async function signedIn(name = `h${Math.random().toString(36).slice(2, 10)}`) {
	const body = JSON.stringify({ username: name, email: `${name}@example.com`, password: PASSWORD })
	expect((await fetch(`${server.url}/api/auth/signup`, { method: 'POST', headers: json, body })).status).toBe(201)
	const response = await fetch(`${server.url}/api/auth/signin`, {
		method: 'POST',
		headers: json,
		body: JSON.stringify({ email: `${name}@example.com`, password: PASSWORD }),
	})
	const { _id } = (await response.json()) as { _id: string }
	return { id: _id, email: `${name}@example.com`, cookie: response.headers.get('set-cookie')!.split(';')[0]! }
}

/**
 * Starts a chunked body (without Content-Length) over a raw socket, sends `megabytes` of it and never
 * finishes it: the status of the answer, which must come while the body is still unfinished.
 */
function answerToUnfinishedBody(path: string, contentType: string, megabytes: number) {
	return new Promise<number>((resolve, reject) => {
		const url = new URL(path, server.url)
		const socket = net.connect(Number(url.port), url.hostname)
		let received = ''
		const noAnswer = setTimeout(() => {
			socket.destroy()
			reject(new Error('no answer while the body was still coming'))
		}, 15_000)
		socket.on('data', (data) => {
			received += data.toString('latin1')
			const status = /^HTTP\/1\.1 (\d{3})/.exec(received)
			if (!status) return
			clearTimeout(noAnswer)
			resolve(Number(status[1]))
			socket.destroy()
		})
		socket.on('error', () => {})
		const frame = (data: Buffer) =>
			Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
		socket.write(
			`POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
		)
		socket.write(frame(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`)))
		// The body's last chunk is never sent: a server that waited for the whole body would never answer.
		const chunk = Buffer.alloc(64 * 1024, 'a')
		for (let sent = 0; sent < megabytes * 1024 * 1024; sent += chunk.length) socket.write(frame(chunk))
	})
}

/**
 * Sends a whole chunked multipart body over a raw socket, `megabytes` of filler in one part (a text
 * field, or a file when `filename` is given), then a second request on the same connection: what
 * arrived before the server closed it, and the status line of every answer in it.
 */
function sendWholeThenAgain(
	path: string,
	megabytes: number,
	part: { name: string; filename?: string; cookie?: string },
) {
	return new Promise<{ statuses: string[]; received: string }>((resolve) => {
		const url = new URL(path, server.url)
		const socket = net.connect(Number(url.port), url.hostname)
		let received = ''
		socket.on('data', (data) => (received += data.toString('latin1')))
		socket.on('error', () => {})
		socket.on('close', () => resolve({ statuses: received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [], received }))
		const chunk = Buffer.alloc(64 * 1024, 'a')
		const frame = (data: Buffer) =>
			Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
		const cookie = part.cookie ? `Cookie: ${part.cookie}\r\n` : ''
		socket.write(
			`POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n${cookie}Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
		)
		const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : ''
		socket.write(
			frame(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`)),
		)
		let sent = 0
		const write = () => {
			while (!socket.destroyed && sent < megabytes * 1024 * 1024) {
				sent += chunk.length
				if (!socket.write(frame(chunk))) return void socket.once('drain', write)
			}
			if (socket.destroyed) return
			socket.write(frame(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)))
			socket.write('0\r\n\r\n')
			socket.write(`GET /healthz HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`)
		}
		write()
	})
}

/** The body of the first answer in what a raw socket received, its chunked framing undone. */
function firstBody(received: string) {
	const start = received.indexOf('\r\n\r\n') + 4
	const head = received.slice(0, start)
	if (!/^transfer-encoding: chunked/im.test(head)) {
		return received.slice(start, start + Number(/^content-length: (\d+)/im.exec(head)?.[1] ?? 0))
	}
	let body = ''
	for (let at = start; ;) {
		const lineEnd = received.indexOf('\r\n', at)
		const size = parseInt(received.slice(at, lineEnd), 16)
		if (!size) return body
		body += received.slice(lineEnd + 2, lineEnd + 2 + size)
		at = lineEnd + 2 + size + 2
	}
}

describe('form posts repeating a field', () => {
	test.each(['/contact', '/sign-in', '/sign-up', '/newsletter'])(
		'%s: 40,000 repetitions of one name are refused with 413 and the server keeps answering',
		async (path) => {
			const body = Array.from({ length: 40_000 }, () => 'email=a%40example.com').join('&')
			const [response, health] = await Promise.all([
				fetch(server.url + path, { method: 'POST', headers: form, body, redirect: 'manual' }),
				new Promise((resolve) => setTimeout(resolve, 20)).then(healthy),
			])
			expect(response.status).toBe(413)
			expect(await response.text()).toContain('The form has too many fields')
			expect(health.status).toBe(200)
		},
	)
})

describe('body limits for every shape of body', () => {
	test.each(['/contact', '/sign-in', '/resources/theme', '/newsletter', '/api/auth/signin'])(
		'%s takes no files: a chunked multipart body is refused (415) before it is read',
		async (path) => {
			expect(await answerToUnfinishedBody(path, `multipart/form-data; boundary=${BOUNDARY}`, 1)).toBe(415)
			expect((await healthy()).status).toBe(200)
		},
	)
})

describe('answers given before the body has arrived', () => {
	test('a signed-out post of a large listing form is sent to sign in, and the connection stays usable', async () => {
		// The page answers before reading the body; the client, still sending, must not be cut off.
		const { statuses } = await sendWholeThenAgain('/create-listing', 8, { name: 'description' })
		expect(statuses).toEqual(['HTTP/1.1 302', 'HTTP/1.1 200'])
	})

	test('a photo of 8 MB is refused as soon as it passes 2 MB, the answer arrives, and the connection stays usable', async () => {
		// The upload is refused mid-stream; the client, still sending the other 6 MB, gets the page with
		// the message, and then the answer to its next request on the same connection.
		const { cookie } = await signedIn()
		const { statuses, received } = await sendWholeThenAgain('/create-listing', 8, {
			name: 'images',
			filename: 'phone-photo.jpg',
			cookie,
		})
		expect(statuses).toEqual(['HTTP/1.1 400', 'HTTP/1.1 200'])
		expect(firstBody(received)).toContain('Image upload failed (2 mb max per image)')
	})
})

describe('the addresses that take files', () => {
	test.each(['/create-listing', '/create-listing.data', '/profile/avatar.data'])(
		'%s still takes a multipart post (JavaScript posts pages to <path>.data)',
		async (path) => {
			const response = await fetch(server.url + path, {
				method: 'POST',
				headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
				body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
				redirect: 'manual',
			})
			await response.arrayBuffer()
			// Without a session: sent to sign in, not refused for its shape.
			expect(response.status).not.toBe(415)
			expect(response.status).toBeLessThan(500)
		},
	)
})

describe('redirects', () => {
	test.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\u000b/evil.example', '/\\evil.example'])(
		'the theme form never sends the visitor off-site nor fails: %j',
		async (redirectTo) => {
			const response = await fetch(`${server.url}/resources/theme`, {
				method: 'POST',
				headers: form,
				body: new URLSearchParams({ theme: 'dark', redirectTo }),
				redirect: 'manual',
			})
			expect(response.status).toBe(302)
			expect(response.headers.get('location')).toBe('/')
		},
	)

	test('after sign-in a redirect with a tab goes home, not to another site', async () => {
		const { email } = await signedIn()
		const response = await fetch(`${server.url}/sign-in`, {
			method: 'POST',
			headers: form,
			body: new URLSearchParams({ email, password: PASSWORD, redirectTo: '/\t/evil.example' }),
			redirect: 'manual',
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/')
	})
})

describe('sign-out', () => {
	const stillSignedIn = async (account: { id: string; cookie: string }) =>
		(await fetch(`${server.url}/api/user/${account.id}`, { headers: { Cookie: account.cookie } })).status === 200

	test('a link or image on another site cannot sign anyone out; HEAD and OPTIONS change nothing', async () => {
		const account = await signedIn()
		const crossSite: Array<Record<string, string>> = [
			{ 'Sec-Fetch-Site': 'cross-site' },
			{ Referer: 'https://evil.example/page' },
			{ Origin: 'https://evil.example' },
		]
		for (const headers of crossSite) {
			const response = await fetch(`${server.url}/api/auth/signout`, {
				headers: { Cookie: account.cookie, ...headers },
			})
			expect(response.status).toBe(403)
		}
		for (const method of ['HEAD', 'OPTIONS']) {
			await fetch(`${server.url}/api/auth/signout`, { method, headers: { Cookie: account.cookie } })
		}
		expect(await stillSignedIn(account)).toBe(true)
	})

	test('GET from this site (or from a program) and POST still sign out', async () => {
		const first = await signedIn()
		const get = await fetch(`${server.url}/api/auth/signout`, {
			headers: { Cookie: first.cookie, 'Sec-Fetch-Site': 'same-origin' },
		})
		expect(get.status).toBe(200)
		expect(await get.json()).toBe('User has been logged out!')
		expect(await stillSignedIn(first)).toBe(false)
		const second = await signedIn()
		expect(
			(await fetch(`${server.url}/api/auth/signout`, { method: 'POST', headers: { Cookie: second.cookie } })).status,
		).toBe(200)
		expect(await stillSignedIn(second)).toBe(false)
	})
})

describe('caching headers', () => {
	test('responses to a signed-in visitor are private and not stored; anonymous pages are public and vary with the cookie', async () => {
		const account = await signedIn()
		for (const path of ['/profile', '/create-listing', `/api/user/${account.id}`, '/', '/search']) {
			const response = await fetch(server.url + path, { headers: { Cookie: account.cookie }, redirect: 'manual' })
			expect(response.headers.get('cache-control'), path).toBe('private, no-store')
		}
		for (const path of ['/', '/search', '/about-us', '/api/listing/get']) {
			const response = await fetch(server.url + path)
			expect(response.headers.get('vary') ?? '', path).toMatch(/\bCookie\b/)
			// The pages are the same for every visitor without a session; the API's answers are not kept.
			if (path.startsWith('/api/')) expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/public/)
			else expect(response.headers.get('cache-control') ?? '', path).toMatch(/^public, /)
		}
	})

	test('a response that sets a cookie is private too', async () => {
		const response = await postTheme('dark')
		expect(response.headers.get('cache-control')).toBe('private, no-store')
	})
})

describe('usernames', () => {
	test('look-alikes of a taken name are refused: full-width and other case (409), mixed alphabets (400)', async () => {
		const name = `demo${Math.random().toString(36).slice(2, 6)}`
		await signedIn(name)
		const signUp = (username: string) =>
			fetch(`${server.url}/api/auth/signup`, {
				method: 'POST',
				headers: json,
				body: JSON.stringify({
					username,
					email: `${Math.random().toString(36).slice(2)}@example.com`,
					password: PASSWORD,
				}),
			})
		const fullWidth = [...name].map((character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0)).join('')
		for (const lookAlike of [fullWidth, name.toUpperCase()]) {
			const response = await signUp(lookAlike)
			expect(response.status).toBe(409)
			expect(((await response.json()) as { message: string }).message).toBe('Username is already taken')
		}
		const mixed = await signUp(`d\u0435mo${name.slice(4)}`)
		expect(mixed.status).toBe(400)
		expect(((await mixed.json()) as { message: string }).message).toBe(
			'Username cannot mix letters of different alphabets',
		)
	})
})

describe('Host and Origin', () => {
	test('a page post whose Origin is the public address but whose Host is another is refused with 403, not a 500', async () => {
		const response = await fetch(`${server.url}/sign-in`, {
			method: 'POST',
			headers: { ...form, Origin: 'https://homes.example' },
			body: new URLSearchParams({ email: 'a@example.com', password: 'x' }),
			redirect: 'manual',
		})
		expect(response.status).toBe(403)
		expect(await response.text()).toBe('Cross-site requests are not allowed')
		expect(server.output()).not.toMatch(/does not match `origin`/)
	})

	test('behind a proxy that names the public host, the same post goes through', async () => {
		const response = await fetch(`${server.url}/sign-in`, {
			method: 'POST',
			headers: { ...form, Origin: 'https://homes.example', 'X-Forwarded-Host': 'homes.example' },
			body: new URLSearchParams({ email: 'nobody@example.com', password: 'wrong password' }),
			redirect: 'manual',
		})
		expect(response.status).toBe(401)
	})

	test('every cookie is Secure in production, the theme cookie too', async () => {
		const response = await postTheme('light')
		expect(response.headers.get('set-cookie')).toMatch(/^theme=.*; Secure/)
	})
})

test('an address that is not valid percent-encoding is a 400 in words, logged as a JSON line, never a stack trace', async () => {
	const before = server.output().length
	for (const path of ['/%ZZ', '/%', '/listing/%E0%A4%A', '/api/listing/get/%ZZ']) {
		const response = await fetch(server.url + path)
		expect(response.status, path).toBe(400)
		const body = await response.text()
		if (path.startsWith('/api/')) expect(JSON.parse(body), path).toMatchObject({ success: false, statusCode: 400 })
		else expect(body, path).toBe('Bad request')
	}
	const output = server.output().slice(before)
	expect(output).not.toContain('URIError')
	expect(output).not.toMatch(/\n\s+at /)
})

test("Remix's old `?_data=` parameter is an unknown parameter like any other: the page or the API's answer, no error logged", async () => {
	const before = server.output().length
	const api = await fetch(`${server.url}/api/listing/get?_data=x&limit=1`)
	expect(api.status).toBe(200)
	expect(Array.isArray(await api.json())).toBe(true)
	for (const path of ['/search?_data=routes%2F_listings%2B%2Fsearch', '/about-us?_data=root', '/?_data=']) {
		const page = await fetch(server.url + path)
		expect(page.status, path).toBe(200)
		expect(page.headers.get('content-type'), path).toContain('text/html')
		expect(await page.text(), path).toContain('</html>')
	}
	// Logged at warn level or above: none (the test server logs warnings and errors).
	expect(server.output().slice(before)).not.toMatch(/"level":(40|50)/)
})
