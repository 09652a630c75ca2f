import { createHash, randomUUID } from 'node:crypto'
import { type ServerBuild } from '@remix-run/node'
import { LRUCache } from 'lru-cache'
import { KEEP_MS, type Page, type PageStore } from './store.server'
import { type LoadAgain, type PageCacheHandle, type PageMatch } from './types'

/*
 * What changed since a page was rendered, and whether it still shows what its loaders give: a page of sets
 * of listings is served for a while after a change, checked again (its loaders run again, no render), and
 * kept when its data is the same.
 */

/** When sets of listings, each listing or account, or everything last changed, for the pages rendered before. */
export function createChangeLog(now: () => number) {
	/** When sets of listings changed, oldest first (as far back as a kept page may be). */
	const setChanges: number[] = []
	/** When each listing or account last changed, for a render that began before. */
	const tagChanges = new LRUCache<string, number>({ max: 100_000, ttl: KEEP_MS })
	let clearedAt = 0

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

	return {
		/** 'fresh', 'stale' (still served, rendered again in the background) or 'expired' (rendered again first). */
		freshness(page: Page) {
			if (page.setsWithinMs === undefined) return 'fresh'
			const change = firstSetChangeAfter(page.renderedAt)
			if (change === undefined) return 'fresh'
			const age = now() - change
			return age > page.setsWithinMs ? 'expired' : age >= page.setsWithinMs / 2 ? 'refresh' : 'stale'
		},
		/** Whether a render that began at `time` may show something that changed since (a tag of it, or everything). */
		changedSince(time: number, tags: string[]) {
			return clearedAt >= time || tags.some((tag) => (tagChanges.get(tag) ?? 0) >= time)
		},
		/** Everything changed at `time` (pages dropped whole). */
		cleared(time: number) {
			clearedAt = time
		},
		/** The listing or account of `tag` changed at `time`. */
		tagChanged(tag: string, time: number) {
			tagChanges.set(tag, time)
		},
		/** Some set of listings may have changed at `time`. */
		setsChanged(time: number) {
			setChanges.push(time)
			while (setChanges.length && setChanges[0]! < time - KEEP_MS) setChanges.shift()
		},
	}
}

export type ChangeLog = ReturnType<typeof createChangeLog>

/**
 * Whether the kept page of `key` still shows what its loaders give now: they run again (a few queries,
 * no render) and their data's hash is compared with the page's. When it is the same the page counts as
 * rendered when the check began. One check of a page at a time.
 */
export function createRevalidator({
	store,
	changes,
	loadAgain,
	now,
}: {
	store: PageStore
	changes: ChangeLog
	loadAgain: LoadAgain | undefined
	now: () => number
}) {
	/** Checks under way of whether a page's data is still the same, by key. */
	const revalidating = new Map<string, Promise<boolean>>()
	return function revalidate(key: string, page: Page, path: string, cookies: string) {
		if (!loadAgain) return Promise.resolve(false)
		let check = revalidating.get(key)
		if (!check) {
			const startedAt = now()
			check = loadAgain({ path, cookies, matches: page.matches })
				.then((data) => {
					if (!data || store.peek(key) !== page) return false
					const same = fingerprintOf(
						page.matches.map((match) => ({ ...match, data: data[match.id] })),
						page.handle,
					)
					if (same !== page.fingerprint || changes.changedSince(startedAt, page.tags)) return false
					page.renderedAt = startedAt
					return true
				})
				.catch(() => false)
				.finally(() => revalidating.delete(key))
			revalidating.set(key, check)
		}
		return check
	}
}

/**
 * A hash of the data of a page's routes (the page's own through its handle's `fingerprint`): pages
 * whose loaders give the same data are the same page.
 */
export function fingerprintOf(matches: PageMatch[], handle: PageCacheHandle | undefined) {
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
