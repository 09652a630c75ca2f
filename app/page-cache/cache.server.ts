import { createHash, randomBytes } from 'node:crypto'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createPageKeys, type PageKey } from './keys.server'
import { type ChangeLog, createChangeLog, createRevalidator, fingerprintOf } from './revalidation.server'
import { compress, createPageStore, type Page, type PageStore, preferredEncoding } from './store.server'
import { REFRESHES, renderSlots } from './turns.server'
import {
	type KeepPage,
	type LoadAgain,
	type PageCacheHandle,
	type PageChange,
	PUBLIC_PAGE_CACHE_CONTROL,
} from './types'

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
	/**
	 * The clock of renders and changes, in ms. By default it reads fractions of a millisecond: the render
	 * started on hearing of a change (a listing's page that visitors read) starts after it, never at the
	 * same reading, which would count the change as made during that render and drop the page it keeps.
	 */
	now?: () => number
}

/** The time in ms, with its fractions (the process's monotonic clock from its start's wall time). */
const preciseNow = () => performance.timeOrigin + performance.now()

/** What the middleware, the keeper and the notices share: the parts of one cache. */
type Cache = {
	store: PageStore
	keys: ReturnType<typeof createPageKeys>
	changes: ChangeLog
	revalidate: ReturnType<typeof createRevalidator>
	slots: ReturnType<typeof renderSlots>
	/** Renders under way, by key: a miss of the same page waits for it. True once answered, false when given up. */
	rendering: Map<string, Promise<boolean>>
	/** Background renders asked for, by key. */
	refreshing: Set<string>
	/** Pages are kept only while someone tells the cache of changes (see `hearsChanges`). */
	on: () => boolean
	/** A request that bears it is the cache's own refresh: rendered, never answered from the cache. */
	refreshToken: string
	refresh: Options['refresh']
	staleMs: number
	now: () => number
}

/**
 * The anonymous pages this server has rendered, kept in memory up to `maxBytes` (least recently
 * used first out) and served again to every visitor without a session who asks for the same page
 * with the same theme. A visitor with a session always gets a page rendered for them.
 */
export function createPageCache({ maxBytes, staleMs, refresh, loadAgain, now = preciseNow }: Options) {
	let hearing = false
	const store = createPageStore(maxBytes)
	const changes = createChangeLog(now)
	const cache: Cache = {
		store,
		keys: createPageKeys(),
		changes,
		revalidate: createRevalidator({ store, changes, loadAgain, now }),
		slots: renderSlots(),
		rendering: new Map(),
		refreshing: new Set(),
		on: () => hearing && maxBytes > 0,
		refreshToken: randomBytes(16).toString('hex'),
		refresh,
		staleMs,
		now,
	}
	return {
		middleware: pageCacheMiddleware(cache),
		keeper: pageKeeper(cache),
		/** From now on changes are heard (each calls `changed`): pages may be kept. */
		hearsChanges() {
			hearing = true
		},
		/** The data of the pages that show what changed is not what they show any more. */
		changed: (change: PageChange) => pagesChanged(cache, change),
	}
}

export type PageCache = ReturnType<typeof createPageCache>

declare module 'express-serve-static-core' {
	interface Request {
		/** Set by the page cache for a request whose page anyone may be given. */
		pageCache?: PageKey & { startedAt: number; isPage: boolean }
	}
}

/**
 * Answers a request from the kept pages when it can. Otherwise the request goes on to the app with the
 * tracking parameters taken out of its address (and, for a route that said what it reads, every other
 * parameter it does not), once it has its turn to render: one render of a page at a time, a few renders
 * at once, at most two of them for one address, so that a flood of pages from one address waits behind
 * everyone else's.
 */
function pageCacheMiddleware(cache: Cache) {
	return async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
		try {
			const found = cache.keys.keyOf(req)
			if (!found) return next()
			const { key, pathname } = found
			const ownRefresh = req.get('X-Page-Refresh') === cache.refreshToken
			if (cache.on() && !ownRefresh) {
				if (await serveKept(cache, req, res, found)) return
				// A render of this page under way is waited for. One given up before it was answered (its
				// visitor went away) is rendered by the first who waited for it, the others waiting for that.
				for (let under = cache.rendering.get(key); under; under = cache.rendering.get(key)) {
					const answered = await under
					if (await serveKept(cache, req, res, found)) return
					if (answered) break
				}
			}
			if (cache.keys.isNotPage(pathname)) return next()
			// The cache's own renders in the background take turns of their own, never a visitor's from this address.
			const address = ownRefresh ? REFRESHES : (req.ip ?? 'unknown')
			let done!: (answered: boolean) => void
			renderUnderWay(cache, key, new Promise<boolean>((resolve) => (done = resolve)))
			const request = { ...found, startedAt: 0, isPage: false }
			let taken = false
			let closed = false
			res.on('close', () => {
				closed = true
				if (taken) cache.slots.give(address)
				// A path that answered no page (the JSON API, /healthz…) takes no turn next time. Learned only
				// from an answer sent whole: never from a request its client gave up on, that timed out or failed.
				const answered = res.writableFinished
				if (!request.isPage && answered && res.statusCode < 500) cache.keys.learnNotPage(pathname)
				done(answered)
			})
			await cache.slots.take(address)
			taken = true
			if (closed) return cache.slots.give(address)
			// The render sees the page's own address: the one kept, the same for every visitor.
			req.url = req.originalUrl = found.path
			request.startedAt = cache.now()
			req.pageCache = request
			next()
		} catch (error) {
			next(error)
		}
	}
}

/**
 * For a request the cache did not answer: a function that marks the page the app renders for it
 * cacheable if anyone may be given it (a 200 that sets no cookie and is not private), and keeps it.
 */
function pageKeeper(cache: Cache) {
	return function keeper(req: ExpressRequest): KeepPage | undefined {
		const request = req.pageCache
		if (!request) return undefined
		return ({ status, headers, html, route }) => {
			request.isPage = true
			// What this path's route reads of the address, for the next request (and this page's key).
			cache.keys.learnQuery(request.pathname, route.handle?.query ?? 'all')
			const tags = route.data === undefined ? [] : (route.handle?.tags?.(route.data) ?? [])
			const cdnTags = tags.length ? tags.map(cdnTag) : ['listings']
			headers.set('Cache-Tag', cdnTags.join(','))
			headers.set('Surrogate-Key', cdnTags.join(' '))
			// A page that says it is private (it holds a secret, such as a link's token) is never kept.
			if (
				status !== 200 ||
				headers.has('Set-Cookie') ||
				/\b(private|no-store)\b/.test(headers.get('Cache-Control') ?? '')
			)
				return
			const identity = html
			const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
			headers.set('ETag', etag)
			headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
			headers.append('Vary', 'Cookie')
			// Something it shows changed while it was rendered: the next visitor gets a new one.
			if (!cache.on() || cache.changes.changedSince(request.startedAt, tags)) return
			// A path's first request is keyed before its route says what it reads, and rendered with every
			// parameter but the tracking ones: kept only when that was the page's own address, so that
			// no visitor's parameters show in a page kept for others.
			const key = cache.keys.keyOf(req)?.key
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
				setsWithinMs: tags.length ? setsBound(route.handle, route.data, cache.staleMs) : cache.staleMs,
				renderedAt: request.startedAt,
				matches: route.matches.map(({ id, params }) => ({ id, params })),
				fingerprint: fingerprintOf(route.matches, route.handle),
				handle: route.handle,
				identity,
				encoded: { br },
				bytes: { identity: identity.length },
			}
			cache.store.keep(key, page)
			// Once compressed, the brotli copy is what is held: a fifth of the page's bytes.
			void br.then(
				(compressed) => {
					page.identity = undefined
					cache.store.resize(key, page, { identity: 0, br: compressed.length })
				},
				() => cache.store.peek(key) === page && cache.store.delete(key),
			)
			const encoding = preferredEncoding(req)
			return encoding === 'identity' ? undefined : { encoding, body: cache.store.bodyOf(key, page, encoding) }
		}
	}
}

/** The pages that show what changed are dropped; a listing's own pages that visitors read are rendered again at once. */
function pagesChanged(cache: Cache, change: PageChange) {
	const time = cache.now()
	if (change === 'everything' || change.listings === 'all') {
		cache.changes.cleared(time)
		cache.store.clear()
	} else {
		for (const tag of [...change.listings.map((id) => `listing:${id}`), ...change.users.map((id) => `user:${id}`)]) {
			cache.changes.tagChanged(tag, time)
			for (const { key, page } of cache.store.dropTagged(tag)) {
				// An account's change may drop hundreds of its listings' pages: those wait for their next visitor.
				if (page.served && tag.startsWith('listing:')) renderAgain(cache, key, page.path, page.cookies)
			}
		}
	}
	// Every change to listings may change a set of them (an account's name shows on its listings' pages only).
	if (change === 'everything' || change.listings === 'all' || change.listings.length) cache.changes.setsChanged(time)
}

/** Serves the kept page of `found` if it may still be served, or once checked; true when it did. */
async function serveKept(cache: Cache, req: ExpressRequest, res: ExpressResponse, found: PageKey) {
	const { key, path, cookies } = found
	const page = cache.store.get(key)
	if (!page) return false
	const state = cache.changes.freshness(page)
	if (state === 'expired') {
		// Past its bound: served only once its loaders are seen to give what it shows.
		if (!(await cache.revalidate(key, page, path, cookies))) return false
		await cache.store.send(req, res, key, page, 'revalidated')
		return true
	}
	if (state === 'refresh' && !cache.refreshing.has(key)) {
		cache.refreshing.add(key)
		void cache
			.revalidate(key, page, path, cookies)
			.then((same) => (same ? undefined : cache.refresh(path, refreshHeaders(cache, cookies))))
			.catch(() => {})
			.finally(() => cache.refreshing.delete(key))
	}
	// 'stale' once it is due to be rendered again (it is, in the background); 'hit' while within its bound.
	await cache.store.send(req, res, key, page, state === 'refresh' ? 'stale' : 'hit')
	return true
}

/** The headers of the cache's own request for a page: marked as its own, and as no view of it (a prefetch). */
const refreshHeaders = (cache: Cache, cookies: string) => ({
	'X-Page-Refresh': cache.refreshToken,
	'Sec-Purpose': 'prefetch',
	...(cookies ? { Cookie: cookies } : {}),
})

/**
 * Renders the page of `key` again in the background now, and has its visitors wait for that render
 * instead of rendering it themselves: a listing's page dropped by its edit is kept again before most
 * of its next visitors ask for it.
 */
function renderAgain(cache: Cache, key: string, path: string, cookies: string) {
	if (cache.rendering.has(key)) return
	renderUnderWay(
		cache,
		key,
		cache
			.refresh(path, refreshHeaders(cache, cookies))
			.then(() => true)
			.catch(() => false),
	)
}

/** `rendered` is the render of `key` that its misses wait for, unless one already is; forgotten once done. */
function renderUnderWay(cache: Cache, key: string, rendered: Promise<boolean>) {
	if (cache.rendering.has(key)) return
	cache.rendering.set(key, rendered)
	void rendered.then(() => cache.rendering.get(key) === rendered && cache.rendering.delete(key))
}

/** How long after a change to other listings a page with tags may be served, from its handle. */
function setsBound(handle: PageCacheHandle | undefined, data: unknown, staleMs: number) {
	const bound = typeof handle?.setsWithinMs === 'function' ? handle.setsWithinMs(data) : handle?.setsWithinMs
	return bound === 'sets' ? staleMs : bound
}

/** A tag as CDNs take them (letters, digits, '-'): `listing-<id>`. */
const cdnTag = (tag: string) => tag.replace(':', '-')
