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

/** What `isbot` said of the user agents seen lately: browsers send the same few, and its pattern is long. */
const crawlers = new Map<string, boolean>()

function isCrawler(userAgent: string) {
	let crawler = crawlers.get(userAgent)
	if (crawler === undefined) {
		crawler = isbot(userAgent)
		if (crawlers.size >= 1000) crawlers.clear()
		crawlers.set(userAgent, crawler)
	}
	return crawler
}

/** Whether a page shown to this viewer is a view: not a crawler's fetch, not a browser's prefetch. */
export function isCountableViewer({ userAgent, purpose }: Viewer) {
	if (!userAgent || isCrawler(userAgent)) return false
	// A page fetched ahead of a click (a link's prefetch) is not a page seen.
	return !purpose || !/prefetch|prerender/i.test(purpose)
}

/** One server's count: views waiting in memory, written together by `flush`. */
export function createViewCounter({ timeZone }: { timeZone: string }) {
	let pending = new Map<string, CountedView>()
	/** The days' salts once read, and those being read. */
	const salts = new Map<string, string>()
	const reading = new Map<string, Promise<string>>()
	/** The day of the zone, worked out once a minute (zones' days begin on a whole minute). */
	let today = { minute: -1, day: '' }

	function dayOf(now: Date) {
		const minute = Math.floor(now.getTime() / 60_000)
		if (minute !== today.minute) today = { minute, day: dayInZone(now, timeZone) }
		return today.day
	}

	function readSalt(day: string) {
		let salt = reading.get(day)
		if (!salt) {
			salt = viewSaltFor(day).then(
				(value) => {
					// Only yesterday's and today's salts are kept.
					for (const old of salts.keys()) if (old < addDays(day, -1)) salts.delete(old)
					salts.set(day, value)
					reading.delete(day)
					return value
				},
				(error: unknown) => {
					reading.delete(day)
					throw error
				},
			)
			reading.set(day, salt)
		}
		return salt
	}

	function add(listingId: string, viewer: Viewer, day: string, salt: string) {
		const hash = createHash('sha256')
			.update(`${salt}\n${day}\n${viewer.address}\n${viewer.userAgent}\n${listingId}`)
			.digest('hex')
		pending.set(hash, { day, hash, listingId })
	}

	return {
		/**
		 * Counts a view of `listingId`: nothing is written now. Synchronous but for the first view of a day
		 * on this server, which waits for the day's salt (the promise returned).
		 */
		count(listingId: string, viewer: Viewer, now = new Date()): Promise<void> | undefined {
			if (!UUID.test(listingId) || !isCountableViewer(viewer)) return undefined
			const id = listingId.toLowerCase()
			const day = dayOf(now)
			const salt = salts.get(day)
			if (salt !== undefined) {
				add(id, viewer, day, salt)
				return undefined
			}
			return readSalt(day).then((read) => add(id, viewer, day, read))
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
		?.catch((error: unknown) => getLogger().warn({ err: error }, 'listing view not counted'))
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
	// A HEAD request shows nobody a page.
	if (viewerId === listing.userRef || request.method === 'HEAD') return
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
