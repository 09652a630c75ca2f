// npm run bench:attack [-- --parts=fields,chunked,burst,hashing --fields=40000 --megabytes=200]
//
// The attacks of the hardening review, replayed against the production build (`node server.js`)
// over loopback, with the figures each must stay under (run `npm run build` first):
//
// 1. fields: one anonymous form post repeating one name FIELDS times (to /contact and /sign-in):
//    time to the answer (target < 100 ms) and the slowest /healthz answer meanwhile.
// 2. chunked: a chunked multipart/form-data body of MEGABYTES MB, without Content-Length, to /contact
//    (which takes no files): growth of the server's resident memory meanwhile (target < 20 MB).
// 3. burst: 40 wrong passwords at once for one account from one address: how many were checked
//    (answered 401, not 429; target ≤ 10).
// 4. hashing: 60 successful sign-ins at once (60 accounts, each from an address of its own through
//    X-Forwarded-For with TRUST_PROXY=1): the slowest /healthz and static file meanwhile (target < 500 ms).
//
// Runs on the embedded database unless DATABASE_URL is set. Exits with 1 when a figure misses its target.
import net from 'node:net'
import os from 'node:os'
import { processMemory, startBenchServer } from './support/server'

const options = Object.fromEntries(
	process.argv.slice(2).map((argument) => {
		const [name, value] = argument.replace(/^--/, '').split('=')
		return [name!, value ?? 'true']
	}),
)
const parts = new Set((options.parts ?? 'fields,chunked,burst,hashing').split(','))
const fieldCount = Number(options.fields ?? 40_000)
const megabytes = Number(options.megabytes ?? 200)

const PASSWORD = 'attack bench password'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const loadAverage = () =>
	os
		.loadavg()
		.map((value) => value.toFixed(2))
		.join(', ')
const round = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString())

let failed = false
function check(label: string, value: number, limit: number, unit: string) {
	const ok = value < limit
	if (!ok) failed = true
	console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}: ${round(value)} ${unit} (target < ${limit} ${unit})`)
}

const server = await startBenchServer({ TRUST_PROXY: '1' })
console.log(
	`Attack benchmark on ${server.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), load average ${loadAverage()}`,
)

/** Times GET requests to `path` one after another until `stop()`: the slowest and the median, in ms. */
function sample(path: string) {
	const times: number[] = []
	let running = true
	const done = (async () => {
		while (running) {
			const started = performance.now()
			const response = await fetch(server.url + path)
			await response.arrayBuffer()
			times.push(performance.now() - started)
			await sleep(10)
		}
	})()
	return async () => {
		running = false
		await done
		const sorted = [...times].sort((a, b) => a - b)
		const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN
		return { max: sorted.at(-1) ?? NaN, median: at(0.5), p95: at(0.95), count: sorted.length }
	}
}

const signUp = async (name: string, address: string) => {
	const response = await fetch(`${server.url}/api/auth/signup`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
		body: JSON.stringify({ username: name, email: `${name}@example.com`, password: PASSWORD }),
	})
	if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
}
const signIn = (name: string, password: string, address: string) =>
	fetch(`${server.url}/api/auth/signin`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
		body: JSON.stringify({ email: `${name}@example.com`, password }),
	}).then(async (response) => (await response.arrayBuffer(), response.status))

try {
	if (parts.has('fields')) {
		console.log(`\n1. A form post repeating one field ${fieldCount.toLocaleString('en')} times`)
		const body = Array.from({ length: fieldCount }, () => 'x=1').join('&')
		for (const path of ['/contact', '/sign-in']) {
			// Not counted: the first request of a route loads its code.
			await fetch(server.url + path, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'x=1',
			})
			const health = sample('/healthz')
			const started = performance.now()
			const response = await fetch(server.url + path, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body,
				redirect: 'manual',
			})
			await response.arrayBuffer()
			const took = performance.now() - started
			const healthz = await health()
			console.log(`  ${path}: ${(body.length / 1024).toFixed(0)} kB answered ${response.status} in ${round(took)} ms`)
			check(`${path} answer`, took, 100, 'ms')
			check(`/healthz meanwhile (slowest of ${healthz.count})`, healthz.max, 1000, 'ms')
		}
	}

	if (parts.has('chunked')) {
		console.log(`\n2. A chunked multipart body of ${megabytes} MB to /contact`)
		const pid = server.process.pid!
		const before = processMemory(pid).rssMb
		let peak = before
		const sampler = setInterval(() => (peak = Math.max(peak, processMemory(pid).rssMb)), 20)
		const started = performance.now()
		const result = await sendChunked('/contact', megabytes)
		clearInterval(sampler)
		peak = Math.max(peak, processMemory(pid).rssMb)
		console.log(
			`  answered ${result.status} after ${(result.sentAtAnswer / 1024).toFixed(0)} kB; the server took ` +
				`${(result.sent / 1024 / 1024).toFixed(0)} MB before closing, in ${round(performance.now() - started)} ms; ` +
				`resident memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
		)
		check('memory growth', peak - before, 20, 'MB')
	}

	if (parts.has('burst')) {
		console.log('\n3. 40 wrong passwords at once for one account, from one address')
		await signUp('burstvictim', '198.51.100.1')
		const statuses = await Promise.all(
			Array.from({ length: 40 }, (_, index) => signIn('burstvictim', `wrong ${index}`, '203.0.113.9')),
		)
		const checked = statuses.filter((status) => status === 401).length
		const counts = new Map<number, number>()
		for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
		console.log(`  answers: ${[...counts].map(([status, count]) => `${status} ×${count}`).join(', ')}`)
		check('passwords checked', checked, 11, 'of 40')
	}

	if (parts.has('hashing')) {
		console.log('\n4. 60 successful sign-ins at once')
		const names = Array.from({ length: 60 }, (_, index) => `hashing${index}`)
		for (const [index, name] of names.entries()) await signUp(name, `198.51.100.${index + 10}`)
		const baselineHealth = sample('/healthz')
		const baselineStatic = sample('/favicon.svg')
		await sleep(500)
		const idle = { health: await baselineHealth(), file: await baselineStatic() }
		const health = sample('/healthz')
		const file = sample('/favicon.svg')
		const started = performance.now()
		const statuses = await Promise.all(names.map((name, index) => signIn(name, PASSWORD, `192.0.2.${index + 10}`)))
		const took = performance.now() - started
		const during = { health: await health(), file: await file() }
		console.log(
			`  ${statuses.filter((status) => status === 200).length} of 60 signed in, in ${round(took)} ms; ` +
				`idle: /healthz median ${round(idle.health.median)} ms, static file median ${round(idle.file.median)} ms`,
		)
		console.log(
			`  during: /healthz median ${round(during.health.median)} ms, p95 ${round(during.health.p95)} ms; ` +
				`static file median ${round(during.file.median)} ms, p95 ${round(during.file.p95)} ms`,
		)
		check(`/healthz during the sign-ins (slowest of ${during.health.count})`, during.health.max, 500, 'ms')
		check(`static file during the sign-ins (slowest of ${during.file.count})`, during.file.max, 500, 'ms')
	}
} finally {
	await server.stop()
}
console.log(`\nload average after: ${loadAverage()}`)
process.exit(failed ? 1 : 0)

/**
 * Sends `size` MB as a chunked multipart body over a raw socket, as fast as the server takes it,
 * until all is sent or the server closes: the answer's status and how much was sent.
 */
function sendChunked(path: string, size: number) {
	return new Promise<{ status: number; sentAtAnswer: number; sent: number }>((resolve) => {
		const url = new URL(path, server.url)
		const socket = net.connect(Number(url.port), url.hostname)
		const boundary = 'AttackBenchBoundary'
		let sent = 0
		let status = 0
		let sentAtAnswer = 0
		socket.on('data', (data) => {
			const match = /^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))
			if (match && !status) {
				status = Number(match[1])
				sentAtAnswer = sent
			}
		})
		socket.on('error', () => {})
		socket.on('close', () => resolve({ status, sentAtAnswer, sent }))
		const chunk = Buffer.alloc(256 * 1024, 'a')
		const frame = (data: Buffer) =>
			Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
		socket.write(
			`POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
				`Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
		)
		socket.write(frame(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`)))
		const write = () => {
			while (!socket.destroyed && sent < size * 1024 * 1024) {
				sent += chunk.length
				if (!socket.write(frame(chunk))) return void socket.once('drain', write)
			}
			if (!socket.destroyed) socket.end('0\r\n\r\n')
		}
		write()
	})
}
