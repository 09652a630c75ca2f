import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib'
import { type ServerBuild } from '@remix-run/node'
import { parse as parseCookies } from 'cookie'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'
import { COOKIE_NAMES } from './cookie-names'
import { themeCookieHeader, themeOfCookies } from './theme.server'

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
 *   home pages, lists): served for up to `staleMs` after a change, and checked again meanwhile.
 * - `setsWithinMs`: a page with tags that also shows something of other listings (a listing's
 *   comparable prices) is checked again this long after any listing changes, at the latest: in
 *   milliseconds, or `'sets'` for the bound of pages of sets (`staleMs`); a function gives it for each
 *   page from its loader's data.
 *
 * Checked again: its routes' loaders run again (a few queries, no render). When they give the same
 * data as when it was rendered, the page is the same and is kept (`X-Page-Cache: revalidated` to the
 * visitor who waited for the check); otherwise it is rendered again. Past half its bound this happens
 * in the background while the kept page is served (`stale`); past the bound, before it is served.
 */
export type PageCacheHandle = {
	query?: readonly string[]
	tags?: (data: unknown) => string[]
	setsWithinMs?: SetsBound | ((data: unknown) => SetsBound)
	/**
	 * What of its loader's data the page shows, when not all of it (a clock reading to the millisecond,
	 * shown to the day): a page whose loaders give the same again is still the page kept (see `revalidate`).
	 */
	fingerprint?: (data: unknown) => unknown
}

/** How long after a change to other listings a page with tags may be served: ms, as pages of sets, or never stale by them. */
type SetsBound = number | 'sets' | undefined

/** A route of a rendered page (the root, layouts, the page's own) and its parameters. */
type PageRoute = { id: string; params: Record<string, string | undefined> }
/** A route of a rendered page with the data its loader gave. */
export type PageMatch = PageRoute & { data: unknown }

/**
 * The longest a page is kept: notices make it trustworthy (a missed one clears every page), and a page
 * of sets of listings is checked again after a change (`revalidate`). A day: the dates pages show
 * ('listed 3 days ago') are checked by the same means.
 */
const KEEP_MS = 24 * 60 * 60_000
/** Renders of pages anyone may be given that run at once; others wait in turn. */
const RENDER_SLOTS = 4
/** Where the cache's own background renders take their turns, as if from an address of their own. */
const REFRESHES = 'page-cache refreshes'
/** Of those, at most this many for one address: the others' turns come first. */
const RENDER_SLOTS_PER_ADDRESS = 2

/**
 * The site's cookies that make a page someone's own (a session, a flash message, Google's return
 * address): a request with one bypasses the cache. The theme keys the page; a cookie of any other
 * name is read by no page and changes nothing, as a tracking parameter does not.
 */
const PERSONAL_COOKIES = new Set<string>(Object.values(COOKIE_NAMES).filter((name) => name !== COOKIE_NAMES.theme))
/** Parameters that only say where a visitor came from: never part of a page's key, never seen by a render. */
const TRACKING =
	/^(?:utm_\w+|mc_\w+|_hs\w+|hsa_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mkt_tok|_ga|_gl|ref_src)$/i

const brotliCompressAsync = promisify(brotliCompress)
const brotliDecompressAsync = promisify(brotliDecompress)
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
	/** Its address and theme cookie, to render it again. */
	path: string
	cookies: string
	/** Given to a visitor from the cache at least once: someone reads it, so it is rendered again when its listing changes. */
	served: boolean
	status: number
	headers: Array<[string, string]>
	etag: string
	/** The listings and accounts it shows; none: a page of sets of listings. */
	tags: string[]
	/** How long after a change to any listing it may still be served (none: never stale by others' changes). */
	setsWithinMs: number | undefined
	/** When the render (or the last check that its data is the same) began: the data it shows is at least as new. */
	renderedAt: number
	/** The routes it was rendered from, to ask their loaders again, and a hash of what they gave. */
	matches: PageRoute[]
	fingerprint: string
	handle: PageCacheHandle | undefined
	/** The page as it is, until its brotli copy is made; then decompressed for a client that asks for it so. */
	identity: Buffer | undefined
	/** Compressed off the main thread: brotli once kept (what is held), gzip when first asked for. */
	encoded: Partial<Record<Encoding, Promise<Buffer>>>
	/** Bytes held of each: the page as it is until it is let go, its compressed copies once made. */
	bytes: Partial<Record<Encoding | 'identity', number>>
}

/**
 * Called by the document render with what it produced: keeps the page if it may be served to anyone,
 * and then gives it compressed as the visitor asked for it (the copy the cache holds), so that it is
 * not compressed a second time on its way out; undefined when the page goes out as rendered.
 */
export type KeepPage = (page: {
	status: number
	headers: Headers
	html: string
	/** The rendered route's handle and its loader's data, and every matched route with its loader's data. */
	route: { handle: PageCacheHandle | undefined; data: unknown; matches: PageMatch[] }
}) => { encoding: Encoding; body: Promise<Buffer> } | undefined

/**
 * Runs the loaders of a kept page's routes again, as for an anonymous visitor with the page's cookies,
 * and gives their data by route id; undefined when one answered otherwise (a redirect, an error).
 */
export type LoadAgain = (page: {
	path: string
	cookies: string
	matches: PageRoute[]
}) => Promise<Record<string, unknown> | undefined>

type Options = {
	maxBytes: number
	/** Asks the server for `path` again, bypassing the cache (with the header it is given), so that the page is kept anew. */
	refresh: (path: string, headers: Record<string, string>) => Promise<unknown>
	/**
	 * The longest a page of sets of listings goes on being served after a change it does not show
	 * (PAGE_CACHE_STALE_SECONDS). From half of it on, it is checked again in the background (once): one
	 * check covers the changes of those seconds, however many there were.
	 */
	staleMs: number
	/** Without it, a page of sets of listings past its bound is always rendered again. */
	loadAgain?: LoadAgain
	now?: () => number
}

/**
 * The anonymous pages this server has rendered, kept in memory up to `maxBytes` (least recently
 * used first out) and served again to every visitor without a session who asks for the same page
 * with the same theme. A visitor with a session always gets a page rendered for them.
 */
export function createPageCache({ maxBytes, staleMs, refresh, loadAgain, now = Date.now }: Options) {
	const pages = new LRUCache<string, Page>({
		// With no room (PAGE_CACHE_MB=0) nothing is kept; the pages still say that a CDN may keep them.
		maxSize: Math.max(maxBytes, 1),
		// Its key too: an address may be long (a search term of thousands of characters).
		sizeCalculation: (page, key) =>
			Math.max(1, (page.bytes.identity ?? 0) + (page.bytes.br ?? 0) + (page.bytes.gzip ?? 0) + key.length),
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
	const routeQueries = new LRUCache<string, readonly string[] | 'all'>(learnedPaths())
	/** Paths whose answers are not pages (the JSON API, /healthz, files): no turn to wait for. */
	const notPages = new LRUCache<string, true>(learnedPaths())
	/** When sets of listings changed, oldest first (as far back as a kept page may be). */
	const setChanges: number[] = []
	/** When each listing or account last changed, for a render that began before. */
	const tagChanges = new LRUCache<string, number>({ max: 100_000, ttl: KEEP_MS })
	let clearedAt = 0
	/** Pages are kept only while someone tells the cache of changes (see `hearsChanges`). */
	let hearing = false
	const on = () => hearing && maxBytes > 0
	/** Renders under way, by key: a miss of the same page waits for it. True once answered, false when given up. */
	const rendering = new Map<string, Promise<boolean>>()
	/** Background renders asked for, by key. */
	const refreshing = new Set<string>()
	/** Checks under way of whether a page's data is still the same, by key. */
	const revalidating = new Map<string, Promise<boolean>>()
	/** A request that bears it is the cache's own refresh: rendered, never answered from the cache. */
	const refreshToken = randomBytes(16).toString('hex')
	const slots = renderSlots()

	/** The key of a request whose answer anyone may be given, and the address that renders it; or undefined. */
	function keyOf(req: ExpressRequest) {
		if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
		// Cookies as the app reads them (the same parser as Remix's: names trimmed, values unquoted).
		const cookies = parseCookies(req.get('Cookie') ?? '')
		if (Object.keys(cookies).some((name) => PERSONAL_COOKIES.has(name))) return undefined
		// The theme the page shows, not the cookie as sent: any other value is the page without one.
		const theme = themeOfCookies(cookies)
		const themeCookie = theme ? themeCookieHeader(theme) : ''
		// The path as the app routes it: `//host/x` is a path, not another host (an absolute-form target is left to the app).
		if (!req.originalUrl.startsWith('/')) return undefined
		const url = new URL(`http://page${req.originalUrl}`)
		const query = canonicalQuery(url.searchParams, routeQueries.get(url.pathname) ?? 'all')
		const path = query ? `${url.pathname}?${query}` : url.pathname
		return { key: `${path} ${themeCookie}`, path, pathname: url.pathname, cookies: themeCookie }
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

	/** The page in `encoding`: its brotli copy, a gzip one made from it when first asked for (and kept), or the page itself. */
	async function bodyOf(key: string, page: Page, encoding: Encoding | 'identity') {
		if (encoding === 'br') return page.encoded.br!
		if (encoding === 'identity') return page.identity ?? brotliDecompressAsync(await page.encoded.br!)
		if (!page.encoded.gzip) {
			const identity = page.identity ?? page.encoded.br!.then((br) => brotliDecompressAsync(br))
			page.encoded.gzip = Promise.resolve(identity).then(compress.gzip)
			void page.encoded.gzip.then((gzipped) => resize(key, page, { gzip: gzipped.length })).catch(() => {})
		}
		return page.encoded.gzip
	}

	async function send(
		req: ExpressRequest,
		res: ExpressResponse,
		key: string,
		page: Page,
		state: 'hit' | 'stale' | 'revalidated',
	) {
		const encoding = preferredEncoding(req)
		const body = await bodyOf(key, page, encoding)
		page.served = true
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

	/**
	 * Whether the kept page of `key` still shows what its loaders give now: they run again (a few
	 * queries, no render) and their data's hash is compared with the page's. When it is the same the
	 * page counts as rendered when the check began. One check of a page at a time.
	 */
	function revalidate(key: string, page: Page, path: string, cookies: string) {
		if (!loadAgain) return Promise.resolve(false)
		let check = revalidating.get(key)
		if (!check) {
			const startedAt = now()
			check = loadAgain({ path, cookies, matches: page.matches })
				.then((data) => {
					if (!data || pages.peek(key) !== page) return false
					const same = fingerprintOf(
						page.matches.map((match) => ({ ...match, data: data[match.id] })),
						page.handle,
					)
					if (same !== page.fingerprint || clearedAt >= startedAt) return false
					if (page.tags.some((tag) => (tagChanges.get(tag) ?? 0) >= startedAt)) return false
					page.renderedAt = startedAt
					return true
				})
				.catch(() => false)
				.finally(() => revalidating.delete(key))
			revalidating.set(key, check)
		}
		return check
	}

	/** The headers of the cache's own request for a page: marked as its own, and as no view of it (a prefetch). */
	const refreshHeaders = (cookies: string) => ({
		'X-Page-Refresh': refreshToken,
		'Sec-Purpose': 'prefetch',
		...(cookies ? { Cookie: cookies } : {}),
	})

	/**
	 * Renders the page of `key` again in the background now, and has its visitors wait for that render
	 * instead of rendering it themselves: a listing's page dropped by its edit is kept again before most
	 * of its next visitors ask for it.
	 */
	function renderAgain(key: string, path: string, cookies: string) {
		if (rendering.has(key)) return
		renderUnderWay(
			key,
			refresh(path, refreshHeaders(cookies))
				.then(() => true)
				.catch(() => false),
		)
	}

	/** `rendered` is the render of `key` that its misses wait for, unless one already is; forgotten once done. */
	function renderUnderWay(key: string, rendered: Promise<boolean>) {
		if (rendering.has(key)) return
		rendering.set(key, rendered)
		void rendered.then(() => rendering.get(key) === rendered && rendering.delete(key))
	}

	/** Serves the kept page of `key` if it may still be served, or once checked; true when it did. */
	async function serveKept(req: ExpressRequest, res: ExpressResponse, key: string, path: string, cookies: string) {
		const page = pages.get(key)
		if (!page) return false
		const state = freshness(page)
		if (state === 'expired') {
			// Past its bound: served only once its loaders are seen to give what it shows.
			if (!(await revalidate(key, page, path, cookies))) return false
			await send(req, res, key, page, 'revalidated')
			return true
		}
		if (state === 'refresh' && !refreshing.has(key)) {
			refreshing.add(key)
			void revalidate(key, page, path, cookies)
				.then((same) => (same ? undefined : refresh(path, refreshHeaders(cookies))))
				.catch(() => {})
				.finally(() => refreshing.delete(key))
		}
		// 'stale' once it is due to be rendered again (it is, in the background); 'hit' while within its bound.
		await send(req, res, key, page, state === 'refresh' ? 'stale' : 'hit')
		return true
	}

	/** How long a page with tags follows changes to other listings (`setsWithinMs`), in ms; undefined: not at all. */
	function setsBound(handle: PageCacheHandle | undefined, data: unknown) {
		const bound = typeof handle?.setsWithinMs === 'function' ? handle.setsWithinMs(data) : handle?.setsWithinMs
		return bound === 'sets' ? staleMs : bound
	}

	/** Keeps `page` under `key`, for what it shows. */
	function store(key: string, page: Page, ttl = KEEP_MS) {
		pages.set(key, page, { ttl })
		for (const tag of page.tags) {
			const keys = tagged.get(tag) ?? new Set()
			tagged.set(tag, keys.add(key))
		}
	}

	/** The kept page of `key` holds other bytes now (a compressed copy made, the page as it is let go). */
	function resize(key: string, page: Page, bytes: Page['bytes']) {
		Object.assign(page.bytes, bytes)
		if (pages.peek(key) !== page) return
		const ttl = pages.getRemainingTTL(key)
		pages.delete(key)
		if (ttl > 0) store(key, page, ttl)
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
				const ownRefresh = req.get('X-Page-Refresh') === refreshToken
				if (on() && !ownRefresh) {
					if (await serveKept(req, res, key, path, cookies)) return
					// A render of this page under way is waited for. One given up before it was answered (its
					// visitor went away) is rendered by the first who waited for it, the others waiting for that.
					for (let under = rendering.get(key); under; under = rendering.get(key)) {
						const answered = await under
						if (await serveKept(req, res, key, path, cookies)) return
						if (answered) break
					}
				}
				if (notPages.has(pathname)) return next()
				// The cache's own renders in the background take turns of their own, never a visitor's from this address.
				const address = ownRefresh ? REFRESHES : (req.ip ?? 'unknown')
				let done!: (answered: boolean) => void
				const rendered = new Promise<boolean>((resolve) => (done = resolve))
				renderUnderWay(key, rendered)
				const request = { key, path, cookies, pathname, startedAt: 0, isPage: false }
				let taken = false
				let closed = false
				res.on('close', () => {
					closed = true
					if (taken) slots.give(address)
					// A path that answered no page (the JSON API, /healthz…) takes no turn next time. Learned only
					// from an answer sent whole: never from a request its client gave up on, that timed out or failed.
					const answered = res.writableFinished
					if (!request.isPage && answered && res.statusCode < 500) notPages.set(pathname, true)
					done(answered)
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
				// A path's first request is keyed before its route says what it reads, and rendered with every
				// parameter but the tracking ones: kept only when that was the page's own address, so that
				// no visitor's parameters show in a page kept for others.
				const key = keyOf(req)?.key
				if (key !== request.key) return
				headers.set('X-Page-Cache', 'miss')
				const br = compress.br(identity)
				const page: Page = {
					path: request.path,
					cookies: request.cookies,
					served: false,
					status,
					headers: [...headers.entries()].filter(([name]) => name !== 'x-page-cache' && name !== 'etag'),
					etag,
					tags,
					setsWithinMs: tags.length ? setsBound(route.handle, route.data) : staleMs,
					renderedAt: request.startedAt,
					matches: route.matches.map(({ id, params }) => ({ id, params })),
					fingerprint: fingerprintOf(route.matches, route.handle),
					handle: route.handle,
					identity,
					encoded: { br },
					bytes: { identity: identity.length },
				}
				store(key, page)
				// Once compressed, the brotli copy is what is held: a fifth of the page's bytes.
				void br.then(
					(compressed) => {
						page.identity = undefined
						resize(key, page, { identity: 0, br: compressed.length })
					},
					() => pages.peek(key) === page && pages.delete(key),
				)
				const encoding = preferredEncoding(req)
				return encoding === 'identity' ? undefined : { encoding, body: bodyOf(key, page, encoding) }
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
					for (const key of tagged.get(tag) ?? []) {
						const page = pages.peek(key)
						pages.delete(key)
						// A listing's own pages that visitors read are rendered again at once (an account's change
						// may drop hundreds of its listings' pages: those wait for their next visitor).
						if (page?.served && tag.startsWith('listing:')) renderAgain(key, page.path, page.cookies)
					}
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
		pageCache?: { key: string; path: string; cookies: string; pathname: string; startedAt: number; isPage: boolean }
	}
}

/**
 * What the cache learns of each path (what its route reads, that it is no page) is bounded by the
 * paths' length as well as their number: anyone may ask for paths of thousands of characters.
 */
function learnedPaths() {
	return {
		max: 100_000,
		maxSize: 4_000_000,
		sizeCalculation: (_value: unknown, path: string) => Math.max(1, path.length),
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

/**
 * A hash of the data of a page's routes (the page's own through its handle's `fingerprint`): pages
 * whose loaders give the same data are the same page.
 */
function fingerprintOf(matches: PageMatch[], handle: PageCacheHandle | undefined) {
	const hash = createHash('sha256')
	matches.forEach(({ id, data }, index) => {
		const shown = index === matches.length - 1 && handle?.fingerprint ? handle.fingerprint(data) : data
		hash
			.update(id)
			.update('\0')
			.update(JSON.stringify(shown, plainValue) ?? 'undefined')
			.update('\0')
	})
	return hash.digest('base64url')
}

/** Sets and maps as their entries, which JSON would write as `{}` whatever they hold. */
const plainValue = (_key: string, value: unknown) => (value instanceof Set || value instanceof Map ? [...value] : value)

/**
 * LoadAgain for a server build: its routes' loaders run as for an anonymous visitor sending the page's
 * cookies and no user agent (nothing counts the request as a view). A loader that throws, or answers a
 * Response (a redirect), says the page is not the same.
 */
export function loadAgainFrom(routes: ServerBuild['routes'], origin: string): LoadAgain {
	return async ({ path, cookies, matches }) => {
		const request = new Request(new URL(path, origin), { headers: cookies ? { Cookie: cookies } : {} })
		const context = { clientAddress: '127.0.0.1', requestId: `page-cache-${randomUUID()}` }
		try {
			const data = await Promise.all(
				matches.map(async ({ id, params }) => {
					const loader = routes[id]?.module.loader
					if (!loader) return undefined
					const value: unknown = await loader({ request, params: params as Record<string, string>, context })
					if (value instanceof Response) throw value
					return isDataWithInit(value) ? value.data : value
				}),
			)
			return Object.fromEntries(matches.map(({ id }, index) => [id, data[index]]))
		} catch {
			return undefined
		}
	}
}

/** What Remix's `data(value, init)` returns: the value is what the page was given. */
const isDataWithInit = (value: unknown): value is { data: unknown } =>
	typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'

/**
 * Brotli for a client that takes it, else gzip, else the page as it is. Browsers list gzip first
 * ('gzip, deflate, br'), and a negotiation by their order would hold and send gzip copies, a fifth
 * larger than the brotli the cache holds anyway.
 */
function preferredEncoding(req: ExpressRequest): Encoding | 'identity' {
	if (req.acceptsEncodings('br')) return 'br'
	if (req.acceptsEncodings('gzip')) return 'gzip'
	return 'identity'
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
