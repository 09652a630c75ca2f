/*
 * The cache of anonymous pages (decisions 018 and 034): what the rest of the app may use of it. server.js
 * creates it (through the server build's entry) and puts its middleware before the app; routes say what
 * their pages read and show (`handle.pageCache`); the database's notices say what changed.
 *
 * Inside: keys.server.ts (which page a request asks for), store.server.ts (the kept pages, compressed),
 * revalidation.server.ts (what changed since a page was rendered, and checking it again), turns.server.ts
 * (turns to render), cache.server.ts (the middleware, the keeper and the notices, putting them together).
 */
export { createPageCache, type PageCache } from './cache.server'
export { loadAgainFrom } from './revalidation.server'
export {
	type KeepPage,
	type LoadAgain,
	type PageCacheHandle,
	type PageChange,
	type PageMatch,
	PUBLIC_PAGE_CACHE_CONTROL,
} from './types'
