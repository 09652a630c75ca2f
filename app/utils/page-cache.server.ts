import { createHash, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'

/**
 * How shared caches (a CDN) may keep an anonymous page: revalidate at once in browsers, serve it
 * for a few seconds, then a stale copy while fetching a fresh one. A CDN that purges by tag (the
 * `Cache-Tag` and `Surrogate-Key` headers, decision 034) may keep it longer.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60'

/**
 * What changed (app/models/page-changes.server.ts reads it from the database's notices): the listings
 * and the accounts (by id) whose pages show something else now, or 'all' when a statement changed too
 * many to name. 'everything' when nothing is known: the listening connection was (re)opened, so changes
 * made meanwhile went unheard.
 */
export type PageChange = { listings: string[] | 'all'; users: string[] } | 'everything'

/**
 * What a page route tells the cache, as `handle.pageCache` (read after its first render):
 * - `query`: the parameters of the address it reads. Any other (tracking, unknown, blank) makes no
 *   page of its own: the page is rendered, kept and found under its path and these alone, in
 *   their name order. A route that says nothing keeps every parameter but the tracking ones.
 * - `tags`: from its loader's data, the listings and accounts it shows (`listing:<id>`,
 *   `user:<id>`): dropped the moment one changes. A page without tags shows sets of listings (search,
 *   home pages, lists): served for up to STALE_MS after a change, and rendered again meanwhile.
 * - `setsWithinMs`: a page with tags that also shows something of other listings (a listing's
 *   comparable prices) is rendered again this long after any listing changes, at the latest.
 */
export type PageCacheHandle = {
	query?: readonly string[]
	tags?: (data: unknown) => string[]
	setsWithinMs?: number
}

/** The longest a page is kept: notices make it trustworthy, and a missed one clears every page. */
const KEEP_MS = 60 * 60_000
/**
 * The longest a page of sets of listings goes on being served after a change it does not show. From
 * half of it on, it is rendered again in the background (once): one render covers the changes of those
 * seconds, however many there were.
 */
const STALE_MS = 10_000
/** Renders of pages anyone may be given that run at once; others wait in turn. */
const RENDER_SLOTS = 4
/** Of those, at most this many for one address: the others' turns come first. */
const RENDER_SLOTS_PER_ADDRESS = 2

/** Cookies that change nothing on a page but its theme; any other cookie (a session, a flash message) bypasses the cache. */
const THEME_COOKIE = /^theme=/
/** Parameters that only say where a visitor came from: never part of a page's key, never seen by a render. */
const TRACKING =
	/^(?:utm_\w+|mc_\w+|_hs\w+|hsa_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mkt_tok|_ga|_gl|ref_src)$/i

const brotliCompressAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compress = {
	// Levels chosen by measurement (decision 034): nearly the best size for a fraction of the time.
	br: (body: Buffer) =>
		brotliCompressAsync(body, {
			params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
		}),
	gzip: (body: Buffer) => gzipAsync(body, { level: 6 }),
}
type Encoding = keyof typeof compress

type Page = {
	status: number
	headers: Array<[string, string]>
	etag: string
	/** The listings and accounts it shows; none: a page of sets of listings. */
	tags: string[]
	/** How long after a change to any listing it may still be served (none: never stale by others' changes). */
	setsWithinMs: number | undefined
	/** When the render began: the data it shows is at least as new. */
	renderedAt: number
	identity: Buffer
	/** Compressed off the main thread when first asked for, then kept. */
	encoded: Partial<Record<Encoding, Promise<Buffer>>>
}

/** Called by the document render with what it produced: keeps the page if it may be served to anyone. */
export type KeepPage = (page: {
	status: number
	headers: Headers
	html: string
	/** The rendered route's handle and its loader's data. */
	route: { handle: PageCacheHandle | undefined; data: unknown }
}) => void

type Options = {
	maxBytes: number
	/** Asks the server for `path` again, bypassing the cache (with the header it is given), so that the page is kept anew. */
	refresh: (path: string, headers: Record<string, string>) => Promise<unknown>
	now?: () => number
}

/**
 * The anonymous pages this server has rendered, kept in memory up to `maxBytes` (least recently
 * used first out) and served again to every visitor without a session who asks for the same page
 * with the same theme. A visitor with a session always gets a page rendered for them.
 */
export function createPageCache({ maxBytes, refresh, now = Date.now }: Options) {
	const pages = new LRUCache<string, Page>({
		// With no room (PAGE_CACHE_MB=0) nothing is kept; the pages still say that a CDN may keep them.
		maxSize: Math.max(maxBytes, 1),
		// The compressed copies come later; a third more than the page is room for both.
		sizeCalculation: (page) => Math.ceil(page.identity.length * 1.35),
		ttl: KEEP_MS,
		dispose: (page, key) => {
			for (const tag of page.tags) {
				const keys = tagged.get(tag)
				keys?.delete(key)
				if (keys?.size === 0) tagged.delete(tag)
			}
		},
	})
	/** The keys of the kept pages that show each listing or account. */
	const tagged = new Map<string, Set<string>>()
	/** What each path's route reads of the address, learned from its first render; 'all': a route that said nothing. */
	const routeQueries = new LRUCache<string, readonly string[] | 'all'>({ max: 100_000 })
	/** Paths whose answers are not pages (the JSON API, /healthz, files): no turn to wait for. */
	const notPages = new LRUCache<string, true>({ max: 100_000 })
	/** When sets of listings changed, oldest first (as far back as a kept page may be). */
	const setChanges: number[] = []
	/** When each listing or account last changed, for a render that began before. */
	const tagChanges = new LRUCache<string, number>({ max: 100_000, ttl: KEEP_MS })
	let clearedAt = 0
	/** Pages are kept only while someone tells the cache of changes (see `hearsChanges`). */
	let hearing = false
	const on = () => hearing && maxBytes > 0
	/** Renders under way, by key: a miss of the same page waits for it. */
	const rendering = new Map<string, Promise<void>>()
	/** Background renders asked for, by key. */
	const refreshing = new Set<string>()
	/** A request that bears it is the cache's own refresh: rendered, never answered from the cache. */
	const refreshToken = randomBytes(16).toString('hex')
	const slots = renderSlots()

	/** The key of a request whose answer anyone may be given, and the address that renders it; or undefined. */
	function keyOf(req: ExpressRequest) {
		if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
		const cookies = (req.get('Cookie') ?? '')
			.split(';')
			.map((cookie) => cookie.trim())
			.filter(Boolean)
		if (cookies.some((cookie) => !THEME_COOKIE.test(cookie))) return undefined
		const url = new URL(req.originalUrl, 'http://page')
		const query = canonicalQuery(url.searchParams, routeQueries.get(url.pathname) ?? 'all')
		const path = query ? `${url.pathname}?${query}` : url.pathname
		return { key: `${path} ${cookies.join('; ')}`, path, pathname: url.pathname, cookies: cookies.join('; ') }
	}

	/** The first change of sets of listings after `time`, or undefined. */
	function firstSetChangeAfter(time: number) {
		let low = 0
		let high = setChanges.length
		while (low < high) {
			const middle = (low + high) >>> 1
			if (setChanges[middle]! <= time) low = middle + 1
			else high = middle
		}
		return setChanges[low]
	}

	/** 'fresh', 'stale' (still served, rendered again in the background) or 'expired' (rendered again first). */
	function freshness(page: Page) {
		if (page.setsWithinMs === undefined) return 'fresh'
		const change = firstSetChangeAfter(page.renderedAt)
		if (change === undefined) return 'fresh'
		const age = now() - change
		return age > page.setsWithinMs ? 'expired' : age >= page.setsWithinMs / 2 ? 'refresh' : 'stale'
	}

	async function send(req: ExpressRequest, res: ExpressResponse, page: Page, state: 'hit' | 'stale') {
		const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding | 'identity'
		let body = page.identity
		if (encoding !== 'identity') {
			const encoded = (page.encoded[encoding] ??= compress[encoding](page.identity))
			body = await encoded
		}
		res.status(page.status)
		for (const [name, value] of page.headers) res.setHeader(name, value)
		res.setHeader('X-Page-Cache', state)
		res.setHeader('ETag', page.etag)
		res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
		res.vary('Cookie')
		res.vary('Accept-Encoding')
		if (matchesEtag(req.get('If-None-Match'), page.etag)) {
			res.status(304).end()
			return
		}
		if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
		res.setHeader('Content-Length', body.length)
		res.end(req.method === 'HEAD' ? undefined : body)
	}

	/** Serves the kept page of `key` if it may still be served; true when it did. */
	async function serveKept(req: ExpressRequest, res: ExpressResponse, key: string, path: string, cookies: string) {
		const page = pages.get(key)
		if (!page) return false
		const state = freshness(page)
		if (state === 'expired') return false
		if (state === 'refresh' && !refreshing.has(key)) {
			refreshing.add(key)
			void refresh(path, { 'X-Page-Refresh': refreshToken, ...(cookies ? { Cookie: cookies } : {}) })
				.catch(() => {})
				.finally(() => refreshing.delete(key))
		}
		// 'stale' once it is due to be rendered again (it is, in the background); 'hit' while within its bound.
		await send(req, res, page, state === 'refresh' ? 'stale' : 'hit')
		return true
	}

	return {
		/**
		 * Answers a request from the kept pages when it can. Otherwise the request goes on to the app with
		 * the tracking parameters taken out of its address (and, for a route that said what it reads, every
		 * other parameter it does not), once it has its turn to render: one render of a page at a time, a
		 * few renders at once, at most two of them for one address, so that a flood of pages from one
		 * address waits behind everyone else's.
		 */
		async middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
			try {
				const found = keyOf(req)
				if (!found) return next()
				const { key, path, pathname, cookies } = found
				if (on() && req.get('X-Page-Refresh') !== refreshToken) {
					if (await serveKept(req, res, key, path, cookies)) return
					const under = rendering.get(key)
					if (under) {
						await under
						if (await serveKept(req, res, key, path, cookies)) return
					}
				}
				if (notPages.has(pathname)) return next()
				const address = req.ip ?? 'unknown'
				let done!: () => void
				const rendered = new Promise<void>((resolve) => (done = resolve))
				if (!rendering.has(key)) {
					rendering.set(key, rendered)
					void rendered.then(() => rendering.get(key) === rendered && rendering.delete(key))
				}
				const request = { key, pathname, startedAt: 0, isPage: false }
				let taken = false
				let closed = false
				res.on('close', () => {
					closed = true
					if (taken) slots.give(address)
					// A path that answered no page (the JSON API, /healthz…) takes no turn next time.
					if (!request.isPage) notPages.set(pathname, true)
					done()
				})
				await slots.take(address)
				taken = true
				if (closed) return slots.give(address)
				// The render sees the page's own address: the one kept, the same for every visitor.
				req.url = req.originalUrl = path
				request.startedAt = now()
				req.pageCache = request
				next()
			} catch (error) {
				next(error)
			}
		},

		/**
		 * For a request the cache did not answer: a function that marks the page the app renders for it
		 * cacheable if anyone may be given it (a 200 that sets no cookie and is not private), and keeps it.
		 */
		keeper(req: ExpressRequest): KeepPage | undefined {
			const request = req.pageCache
			if (!request) return undefined
			return ({ status, headers, html, route }) => {
				request.isPage = true
				// What this path's route reads of the address, for the next request (and this page's key).
				if (!routeQueries.has(request.pathname)) routeQueries.set(request.pathname, route.handle?.query ?? 'all')
				const tags = route.data === undefined ? [] : (route.handle?.tags?.(route.data) ?? [])
				if (tags.length) {
					headers.set('Cache-Tag', tags.map(cdnTag).join(','))
					headers.set('Surrogate-Key', tags.map(cdnTag).join(' '))
				} else {
					headers.set('Cache-Tag', 'listings')
					headers.set('Surrogate-Key', 'listings')
				}
				// A page that says it is private (it holds a secret, such as a link's token) is never kept.
				if (
					status !== 200 ||
					headers.has('Set-Cookie') ||
					/\b(private|no-store)\b/.test(headers.get('Cache-Control') ?? '')
				)
					return
				const identity = Buffer.from(html)
				const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
				headers.set('ETag', etag)
				headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
				headers.append('Vary', 'Cookie')
				// Something it shows changed while it was rendered: the next visitor gets a new one.
				const changedSince = (tag: string) => (tagChanges.get(tag) ?? 0) >= request.startedAt
				if (!on() || clearedAt >= request.startedAt || tags.some(changedSince)) return
				const key = keyOf(req)?.key ?? request.key
				headers.set('X-Page-Cache', 'miss')
				pages.set(key, {
					status,
					headers: [...headers.entries()].filter(([name]) => name !== 'x-page-cache' && name !== 'etag'),
					etag,
					tags,
					setsWithinMs: tags.length ? route.handle?.setsWithinMs : STALE_MS,
					renderedAt: request.startedAt,
					identity,
					encoded: {},
				})
				for (const tag of tags) {
					const keys = tagged.get(tag) ?? new Set()
					tagged.set(tag, keys.add(key))
				}
			}
		},

		/** From now on changes are heard (each calls `changed`): pages may be kept. */
		hearsChanges() {
			hearing = true
		},

		/** The data of the pages that show what changed is not what they show any more. */
		changed(change: PageChange) {
			const time = now()
			if (change === 'everything' || change.listings === 'all') {
				clearedAt = time
				pages.clear()
			} else {
				for (const tag of [
					...change.listings.map((id) => `listing:${id}`),
					...change.users.map((id) => `user:${id}`),
				]) {
					tagChanges.set(tag, time)
					for (const key of tagged.get(tag) ?? []) pages.delete(key)
				}
			}
			// Every change to listings may change a set of them (an account's name shows on its listings' pages only).
			if (change === 'everything' || change.listings === 'all' || change.listings.length) {
				setChanges.push(time)
				while (setChanges.length && setChanges[0]! < time - KEEP_MS) setChanges.shift()
			}
		},
	}
}

export type PageCache = ReturnType<typeof createPageCache>

declare module 'express-serve-static-core' {
	interface Request {
		/** Set by the page cache for a request whose page anyone may be given. */
		pageCache?: { key: string; pathname: string; startedAt: number; isPage: boolean }
	}
}

/** The parameters of an address that make a page: those the route reads (or all but tracking ones), blanks left out, in order. */
function canonicalQuery(params: URLSearchParams, reads: readonly string[] | 'all') {
	const kept = [...params].filter(([name, value]) =>
		reads === 'all' ? !TRACKING.test(name) : reads.includes(name) && value.trim() !== '',
	)
	// In the route's order of its parameters (a search's own order), else by name; stable, so the
	// values of one parameter keep theirs.
	const rank = (name: string) => (reads === 'all' ? name : String(reads.indexOf(name)).padStart(4, '0'))
	kept.sort(([a], [b]) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0))
	return new URLSearchParams(kept).toString()
}

/** A tag as CDNs take them (letters, digits, '-'): `listing-<id>`. */
const cdnTag = (tag: string) => tag.replace(':', '-')

/** Turns to render: RENDER_SLOTS at once, RENDER_SLOTS_PER_ADDRESS of them for one address, first come first served. */
function renderSlots() {
	let running = 0
	const byAddress = new Map<string, { running: number; waiting: number }>()
	const queue: Array<{ address: string; go: () => void }> = []
	const of = (address: string) => {
		let counts = byAddress.get(address)
		if (!counts) byAddress.set(address, (counts = { running: 0, waiting: 0 }))
		return counts
	}
	function start(address: string) {
		running++
		of(address).running++
	}
	function next() {
		for (let index = 0; index < queue.length && running < RENDER_SLOTS; index++) {
			const turn = queue[index]!
			if (of(turn.address).running >= RENDER_SLOTS_PER_ADDRESS) continue
			queue.splice(index--, 1)
			of(turn.address).waiting--
			start(turn.address)
			turn.go()
		}
	}
	return {
		take(address: string) {
			if (running < RENDER_SLOTS && of(address).running < RENDER_SLOTS_PER_ADDRESS) {
				start(address)
				return Promise.resolve()
			}
			of(address).waiting++
			return new Promise<void>((go) => queue.push({ address, go }))
		},
		give(address: string) {
			running--
			const counts = of(address)
			counts.running--
			if (!counts.running && !counts.waiting) byAddress.delete(address)
			next()
		},
	}
}

/**
 * True when `If-None-Match` names the page's validator (compared weakly, RFC 9110): the client's
 * copy is current. (Express's `req.fresh` also says no when the request has `Cache-Control:
 * no-cache`, which fetch sends with every conditional request; the origin may answer 304 then too.)
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
	if (!ifNoneMatch) return false
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
