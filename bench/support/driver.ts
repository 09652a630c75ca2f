// An HTTP load driver on node:http: requests at a fixed arrival rate (open loop), or as fast as a
// fixed number of connections allows (closed loop), each answer recorded with its status, the page
// cache's header and its latency.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { sleep } from './measure'

/** One request: a page view (signed in when it carries a cookie), a probe or an edit (a JSON body, POSTed). */
export type Visit = { kind: string; path: string; cookie?: string; body?: string; userAgent?: string }

export type Answer = {
	kind: string
	signedIn: boolean
	/** 0 when no answer came (a connection error or the timeout). */
	status: number
	/** The `X-Page-Cache` header: `hit`, `stale`, `revalidated`, `miss`, or undefined when the app answered without it. */
	cache: string | undefined
	ms: number
	/** The body, for a visit with a body (an edit), whose answer is read. */
	body?: string
}

/** What a browser asks for: pages are compressed as they would be for visitors. */
const ACCEPT_ENCODING = 'gzip, deflate, br'
const TIMEOUT_MS = 30_000

/**
 * Sends the visit and resolves with its answer once the body has arrived. The latency runs from
 * `since`: the moment the request was due, so that time spent waiting for a free connection counts.
 */
export function send(url: URL, agent: http.Agent, visit: Visit, since = performance.now()): Promise<Answer> {
	// An edit's answer is read, so it comes as it is.
	const headers: Record<string, string> = { 'Accept-Encoding': visit.body === undefined ? ACCEPT_ENCODING : 'identity' }
	if (visit.cookie) headers.Cookie = visit.cookie
	if (visit.userAgent) headers['User-Agent'] = visit.userAgent
	if (visit.body !== undefined) {
		headers['Content-Type'] = 'application/json'
		headers['Content-Length'] = String(Buffer.byteLength(visit.body))
		headers.Origin = url.origin
	}
	const answer = (status: number, cache?: string, body?: string): Answer => ({
		kind: visit.kind,
		signedIn: Boolean(visit.cookie),
		status,
		cache,
		ms: performance.now() - since,
		body,
	})
	return new Promise((resolve) => {
		const request = http.request(
			{
				host: url.hostname,
				port: url.port,
				path: visit.path,
				method: visit.body === undefined ? 'GET' : 'POST',
				agent,
				headers,
				timeout: TIMEOUT_MS,
			},
			(response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => {
					if (visit.body !== undefined) chunks.push(chunk)
				})
				response.on('end', () => {
					const cache = response.headers['x-page-cache']
					const body = visit.body === undefined ? undefined : Buffer.concat(chunks).toString()
					resolve(answer(response.statusCode ?? 0, Array.isArray(cache) ? cache[0] : cache, body))
				})
				response.on('error', () => resolve(answer(0)))
			},
		)
		request.on('timeout', () => request.destroy(new Error('timeout')))
		request.on('error', () => resolve(answer(0)))
		request.end(visit.body)
	})
}

/**
 * RATE requests a second for SECONDS, each sent when it is due whether or not earlier ones have been
 * answered (as visitors arrive), over as many connections as that takes.
 */
export async function openLoop(url: URL, rate: number, seconds: number, next: () => Visit) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
	const answers: Answer[] = []
	const pending: Array<Promise<void>> = []
	const started = performance.now()
	const count = Math.round(rate * seconds)
	for (let i = 0; i < count; i++) {
		const due = started + (i * 1000) / rate
		const wait = due - performance.now()
		if (wait > 0) await sleep(wait)
		pending.push(send(url, agent, next(), due).then((answer) => void answers.push(answer)))
	}
	await Promise.all(pending)
	agent.destroy()
	return { answers, seconds: (performance.now() - started) / 1000 }
}

/** CONNECTIONS connections, each sending its next request as soon as the last one is answered, for SECONDS. */
export async function closedLoop(url: URL, connections: number, seconds: number, next: () => Visit) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
	const answers: Answer[] = []
	const started = performance.now()
	const deadline = started + seconds * 1000
	const connection = async () => {
		while (performance.now() < deadline) answers.push(await send(url, agent, next()))
	}
	await Promise.all(Array.from({ length: connections }, connection))
	agent.destroy()
	return { answers, seconds: (performance.now() - started) / 1000 }
}

/** Answers that failed: no answer at all, or another status than 2xx. */
export const failures = (answers: Answer[]) => answers.filter(({ status }) => status < 200 || status >= 300).length

/**
 * An answer served from the page cache: kept (`hit`), kept and being checked or rendered again
 * (`stale`), or kept and served once its data was queried again and found the same (`revalidated`).
 */
export const fromCache = (answer: Answer) =>
	answer.cache === 'hit' || answer.cache === 'stale' || answer.cache === 'revalidated'

/** What a prober (prober.ts) reports: every latency, and how many answers failed or came from the cache. */
export type ProbeResult = { ms: number[]; failed: number; cached: number }
