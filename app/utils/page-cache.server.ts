import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'

/**
 * How shared caches (a CDN) may keep an anonymous page: revalidate at once in browsers, serve it
 * for a few seconds, then a stale copy while fetching a fresh one. Pages kept by this server are
 * dropped the moment the data changes (onPagesChanged); a CDN hears nothing, so it keeps them briefly.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60'

/** The longest a page is kept, should a change notice ever be missed. */
const KEEP_MS = 60_000

/** Cookies that change nothing on a page but its theme; any other cookie (a session, a flash message) bypasses the cache. */
const THEME_COOKIE = /^theme=/

type Page = {
	status: number
	headers: Array<[string, string]>
	etag: string
	/** The document as it is, and compressed whole in each encoding a browser may ask for. */
	bodies: { identity: Buffer; br: Buffer; gzip: Buffer }
}

/** Called by the document render with what it produced: keeps the page if it may be served to anyone. */
export type KeepPage = (page: { status: number; headers: Headers; html: string }) => void

/**
 * The anonymous pages this server has rendered, kept in memory up to `maxBytes` (least recently
 * used first out) and served again to every visitor without a session who asks for the same
 * address with the same theme. A visitor with a session always gets a page rendered for them.
 */
export function createPageCache({ maxBytes }: { maxBytes: number }) {
	const pages = new LRUCache<string, Page>({
		// With no room (PAGE_CACHE_MB=0) nothing is kept; the pages still say that a CDN may keep them.
		maxSize: Math.max(maxBytes, 1),
		sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length,
		ttl: KEEP_MS,
	})
	/** Counts the changes: a page rendered while the data changed is not kept. */
	let generation = 0
	/** Pages are kept only while someone tells the cache of changes (see `hearsChanges`). */
	let hearing = false

	/** The key of a request whose answer anyone may be given, or undefined. */
	function keyOf(req: ExpressRequest) {
		if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
		const cookies = (req.get('Cookie') ?? '')
			.split(';')
			.map((cookie) => cookie.trim())
			.filter(Boolean)
		if (cookies.some((cookie) => !THEME_COOKIE.test(cookie))) return undefined
		return `${req.originalUrl} ${cookies.join('; ')}`
	}

	function send(req: ExpressRequest, res: ExpressResponse, page: Page) {
		res.status(page.status)
		for (const [name, value] of page.headers) res.setHeader(name, value)
		res.setHeader('ETag', page.etag)
		res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
		res.vary('Cookie')
		res.vary('Accept-Encoding')
		if (matchesEtag(req.get('If-None-Match'), page.etag)) {
			res.status(304).end()
			return
		}
		const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity'
		const body = page.bodies[encoding as keyof Page['bodies']]
		if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
		res.setHeader('Content-Length', body.length)
		res.end(req.method === 'HEAD' ? undefined : body)
	}

	return {
		/** Answers the request from the cache when it can; false when it is up to the app. */
		serve(req: ExpressRequest, res: ExpressResponse) {
			const key = hearing && maxBytes > 0 ? keyOf(req) : undefined
			const page = key === undefined ? undefined : pages.get(key)
			if (!page) return false
			res.setHeader('X-Page-Cache', 'hit')
			send(req, res, page)
			return true
		},

		/**
		 * For a request the cache did not answer: a function that marks the page the app renders for it
		 * cacheable if anyone may be given it (a 200 that sets no cookie and is not private), and keeps it.
		 */
		keeper(req: ExpressRequest): KeepPage | undefined {
			const key = keyOf(req)
			if (key === undefined) return undefined
			const startedAt = generation
			const keep = hearing && maxBytes > 0
			return ({ status, headers, html }) => {
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
				if (!keep || startedAt !== generation) return
				headers.set('X-Page-Cache', 'miss')
				pages.set(key, {
					status,
					headers: [...headers.entries()].filter(([name]) => name !== 'x-page-cache' && name !== 'etag'),
					etag,
					bodies: {
						identity,
						br: brotliCompressSync(identity, {
							params: {
								[constants.BROTLI_PARAM_QUALITY]: 6,
								[constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
							},
						}),
						gzip: gzipSync(identity, { level: 9 }),
					},
				})
			}
		},

		/** From now on changes are heard (each calls `clear`): pages may be kept. */
		hearsChanges() {
			hearing = true
		},

		/** Forgets every page: the data they show may have changed. */
		clear() {
			generation++
			pages.clear()
		},
	}
}

export type PageCache = ReturnType<typeof createPageCache>

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
