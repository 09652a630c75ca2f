import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib'
import { type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'
import { type PageCacheHandle, type PageRoute, PUBLIC_PAGE_CACHE_CONTROL } from './types'

/*
 * The kept pages: compressed, found by key and by what they show (their tags), and sent as a client
 * asks for them (an encoding it takes, a 304 for a copy it has).
 */

/**
 * The longest a page is kept: notices make it trustworthy (a missed one clears every page), and a page
 * of sets of listings is checked again after a change (revalidation.server.ts). A day: the dates pages
 * show ('listed 3 days ago') are checked by the same means.
 */
export const KEEP_MS = 24 * 60 * 60_000

const brotliCompressAsync = promisify(brotliCompress)
const brotliDecompressAsync = promisify(brotliDecompress)
const gzipAsync = promisify(gzip)
export const compress = {
	// Levels chosen by measurement (decision 034): nearly the best size for a fraction of the time.
	br: (body: Buffer) =>
		brotliCompressAsync(body, {
			params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
		}),
	gzip: (body: Buffer) => gzipAsync(body, { level: 6 }),
}
export type Encoding = keyof typeof compress

export type Page = {
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

/** What a page was sent as: from the cache within its bound, past half of it, or once checked again. */
export type ServedState = 'hit' | 'stale' | 'revalidated'

/** The pages kept in memory, up to `maxBytes` (least recently used first out), with the keys of those that show each tag. */
export function createPageStore(maxBytes: number) {
	/** The keys of the kept pages that show each listing or account. */
	const tagged = new Map<string, Set<string>>()
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

	/** Keeps `page` under `key`, for what it shows. */
	function keep(key: string, page: Page, ttl = KEEP_MS) {
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
		if (ttl > 0) keep(key, page, ttl)
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

	/** Sends the kept page of `key`, in the encoding the client takes best, or 304 for a copy it has. */
	async function send(req: ExpressRequest, res: ExpressResponse, key: string, page: Page, state: ServedState) {
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

	/** Drops the pages that show `tag`; the ones dropped, with their keys. */
	function dropTagged(tag: string) {
		const dropped: Array<{ key: string; page: Page }> = []
		for (const key of tagged.get(tag) ?? []) {
			const page = pages.peek(key)
			pages.delete(key)
			if (page) dropped.push({ key, page })
		}
		return dropped
	}

	return {
		get: (key: string) => pages.get(key),
		peek: (key: string) => pages.peek(key),
		delete: (key: string) => pages.delete(key),
		clear: () => pages.clear(),
		keep,
		resize,
		bodyOf,
		send,
		dropTagged,
	}
}

export type PageStore = ReturnType<typeof createPageStore>

/**
 * Brotli for a client that takes it, else gzip, else the page as it is. Browsers list gzip first
 * ('gzip, deflate, br'), and a negotiation by their order would hold and send gzip copies, a fifth
 * larger than the brotli the cache holds anyway.
 */
export function preferredEncoding(req: ExpressRequest): Encoding | 'identity' {
	if (req.acceptsEncodings('br')) return 'br'
	if (req.acceptsEncodings('gzip')) return 'gzip'
	return 'identity'
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
