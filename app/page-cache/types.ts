import { type Encoding } from './store.server'

/*
 * What the rest of the app tells the page cache and hears from it (through ./index.ts): what changed,
 * what a page route says of its pages, what a render hands over to be kept.
 */

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
export type SetsBound = number | 'sets' | undefined

/** A route of a rendered page (the root, layouts, the page's own) and its parameters. */
export type PageRoute = { id: string; params: Record<string, string | undefined> }
/** A route of a rendered page with the data its loader gave. */
export type PageMatch = PageRoute & { data: unknown }

/**
 * Called by the document render with what it produced: keeps the page if it may be served to anyone,
 * and then gives it compressed as the visitor asked for it (the copy the cache holds), so that it is
 * not compressed a second time on its way out; undefined when the page goes out as rendered.
 */
export type KeepPage = (page: {
	status: number
	headers: Headers
	/** The document, as UTF-8. */
	html: Buffer
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
