import { createHash } from 'node:crypto'
import { isbot } from 'isbot'
import { type CountedView, forgetPastVisitors, viewSaltFor, writeViews } from '~/models/listing-stats.server'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'
import { addDays, dayInZone } from '~/utils/site-time'

/*
 * Counting a listing's views honestly (docs/decisions/035): a listing page shown to someone who is
 * not its owner and not a known crawler counts once per visitor, listing and day. Who the visitor is
 * is never stored: the address and user agent are hashed with the day's salt (shared by the servers
 * through the database, thrown away when the day is over). A view costs the request no database
 * write: the hashes wait in memory and are written in one statement every VIEW_FLUSH_SECONDS (at
 * most a minute); the database keeps each hash once, so servers' counts add up without counting a
 * visitor twice.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CACHED_LISTING_PAGE = /^\/listing\/([0-9a-f-]{36})\/?$/i

/** Who saw a page, as far as counting needs it. */
export type Viewer = { address: string; userAgent: string | null; purpose?: string | null }

/** Whether a page shown to this viewer is a view: not a crawler's fetch, not a browser's prefetch. */
export function isCountableViewer({ userAgent, purpose }: Viewer) {
	if (!userAgent || isbot(userAgent)) return false
	// A page fetched ahead of a click (a link's prefetch) is not a page seen.
	return !purpose || !/prefetch|prerender/i.test(purpose)
}

/** One server's count: views waiting in memory, written together by `flush`. */
export function createViewCounter({ timeZone }: { timeZone: string }) {
	let pending = new Map<string, CountedView>()
	const salts = new Map<string, Promise<string>>()

	function saltOf(day: string) {
		let salt = salts.get(day)
		if (!salt) {
			// A day's salt is read once per server; only yesterday's and today's are kept.
			for (const old of salts.keys()) if (old < addDays(day, -1)) salts.delete(old)
			salt = viewSaltFor(day)
			salt.catch(() => salts.delete(day))
			salts.set(day, salt)
		}
		return salt
	}

	return {
		/** Counts a view of `listingId` (not awaited by the request: nothing is written now). */
		async count(listingId: string, viewer: Viewer, now = new Date()) {
			if (!UUID.test(listingId) || !isCountableViewer(viewer)) return
			const day = dayInZone(now, timeZone)
			const salt = await saltOf(day)
			const hash = createHash('sha256')
				.update(`${salt}\n${day}\n${viewer.address}\n${viewer.userAgent}\n${listingId.toLowerCase()}`)
				.digest('hex')
			pending.set(hash, { day, hash, listingId: listingId.toLowerCase() })
		},

		/** Views waiting to be written. */
		get waiting() {
			return pending.size
		},

		/** Writes the views waiting (one statement) and forgets the past days' salts and hashes. */
		async flush(now = new Date()) {
			const views = [...pending.values()]
			pending = new Map()
			const today = dayInZone(now, timeZone)
			try {
				const added = await writeViews(views)
				await forgetPastVisitors(today, addDays(today, -1))
				return added
			} catch (error) {
				// Kept for the next try, unless a view of the same visitor came in meanwhile.
				for (const view of views) if (!pending.has(view.hash)) pending.set(view.hash, view)
				throw error
			}
		},
	}
}

let counter: ReturnType<typeof createViewCounter> | undefined
let timer: NodeJS.Timeout | undefined

function theCounter() {
	return (counter ??= createViewCounter({ timeZone: getEnv().siteTimeZone }))
}

function countInBackground(listingId: string, viewer: Viewer) {
	theCounter()
		.count(listingId, viewer)
		.catch((error: unknown) => getLogger().warn({ err: error }, 'listing view not counted'))
}

/**
 * The listing page's render: counts the view unless the viewer is its owner (or a crawler). Pages
 * served again from the page cache are counted by `countCachedPageView`.
 */
export function countListingView(
	request: Request,
	context: { clientAddress?: string } | undefined,
	listing: { id: string; userRef: string },
	viewerId: string | undefined,
) {
	if (viewerId === listing.userRef) return
	countInBackground(listing.id, {
		address: context?.clientAddress ?? 'unknown',
		userAgent: request.headers.get('User-Agent'),
		purpose: request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose'),
	})
}

/**
 * A page the page cache served (server.js): a view when it is a listing's page. Cached pages are
 * shown only to visitors without a session, so never to the listing's owner signed in.
 */
export function countCachedPageView(path: string, viewer: Viewer) {
	const listingId = CACHED_LISTING_PAGE.exec(path)?.[1]
	if (listingId) countInBackground(listingId, viewer)
}

/** Writes the views waiting now (tests, shutdown). */
export async function flushListingViews() {
	if (counter?.waiting) return counter.flush()
	return 0
}

/** Writes counted views every VIEW_FLUSH_SECONDS in this process. */
export function startViewCounter() {
	if (timer) return
	timer = setInterval(() => {
		flushListingViews().catch((error: unknown) =>
			getLogger().warn({ err: error }, `listing views not written yet: ${(error as Error).message}`),
		)
	}, getEnv().viewFlushMs)
	timer.unref()
}

/** Stops the timer and writes what is waiting (on shutdown, before the database closes). */
export async function stopViewCounter() {
	clearInterval(timer)
	timer = undefined
	try {
		await flushListingViews()
	} catch (error) {
		getLogger().warn({ err: error }, 'listing views lost at shutdown')
	}
}
