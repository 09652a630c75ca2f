import { parse as parseCookies } from 'cookie'
import { type Request as ExpressRequest } from 'express'
import { LRUCache } from 'lru-cache'
import { COOKIE_NAMES } from '~/utils/cookie-names'
import { themeCookieHeader, themeOfCookies } from '~/utils/theme.server'

/*
 * Which page a request asks for: its key (the path, the parameters its route reads, the theme), learned
 * from each path's first render; and which paths answer no page at all.
 */

/**
 * The site's cookies that make a page someone's own (a session, a flash message, Google's return
 * address): a request with one bypasses the cache. The theme keys the page; a cookie of any other
 * name is read by no page and changes nothing, as a tracking parameter does not.
 */
const PERSONAL_COOKIES = new Set<string>(Object.values(COOKIE_NAMES).filter((name) => name !== COOKIE_NAMES.theme))
/** Parameters that only say where a visitor came from: never part of a page's key, never seen by a render. */
const TRACKING =
	/^(?:utm_\w+|mc_\w+|_hs\w+|hsa_\w+|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mkt_tok|_ga|_gl|ref_src)$/i

/** A request's page: its key, the address that renders it, its path, and the theme cookie it is rendered with. */
export type PageKey = { key: string; path: string; pathname: string; cookies: string }

/** What the cache learns of each path: what its route reads of the address, and whether it answers pages at all. */
export function createPageKeys() {
	/** What each path's route reads of the address, learned from its first render; 'all': a route that said nothing. */
	const routeQueries = new LRUCache<string, readonly string[] | 'all'>(learnedPaths())
	/** Paths whose answers are not pages (the JSON API, /healthz, files): no turn to wait for. */
	const notPages = new LRUCache<string, true>(learnedPaths())

	/** The key of a request whose answer anyone may be given, and the address that renders it; or undefined. */
	function keyOf(req: ExpressRequest): PageKey | undefined {
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

	return {
		keyOf,
		/** What the route of `pathname` reads of the address, as its first render said (kept for good). */
		learnQuery(pathname: string, query: readonly string[] | 'all') {
			if (!routeQueries.has(pathname)) routeQueries.set(pathname, query)
		},
		isNotPage: (pathname: string) => notPages.has(pathname),
		/** `pathname` answered no page, sent whole: it takes no turn to render next time. */
		learnNotPage(pathname: string) {
			notPages.set(pathname, true)
		},
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
