import { type Listing, type SavedSearch } from '~/db/schema'
import { alertConfirmationMail, type MailCard, savedHomeChangeMail, searchAlertMail } from '~/mail'
import {
	releaseMatches,
	type SearchToMail,
	takeListingChanges,
	takeUnmailedMatches,
} from '~/models/alert-matches.server'
import { defineQueue, scheduleRecurring, work } from '~/models/jobs.server'
import { assertAlertSignupAllowed } from '~/models/rate-limit.server'
import {
	confirmSearchAlert,
	getSavedHome,
	getSavedSearch,
	saveAlertForAddress,
	turnOffSavedHomeAlerts,
	turnOffSearchAlerts,
} from '~/models/saved-search.server'
import { type Frequency } from '~/utils/alert-frequency'
import { formatPrice } from '~/utils/format'
import { STATUS_LABELS } from '~/utils/listing-status'
import { getLogger } from '~/utils/logger.server'
import { listingPath, searchPath } from '~/utils/paths'
import { signLink, verifyLink } from '~/utils/signed-link.server'
import { queueMail, queueMails } from './mail.server'

/*
 * Alerts (docs/decisions/028-saved-searches-and-alerts.md). The database writes down every new
 * listing and every change a search can see; the alert job matches them against the saved searches
 * (with the search page's own conditions), mails instant alerts at once and the changes of saved
 * homes to those who saved them. Daily and weekly digests are jobs of their own.
 */

/** Homes shown as cards in one alert; past them, a link to the search. */
export const MAX_ALERT_CARDS = 50

/** The alert job: matching new and changed listings, mailing saved homes' changes and instant alerts. */
const SEARCH_ALERTS_QUEUE = 'search-alerts'

const DIGEST_QUEUES: Record<Exclude<Frequency, 'instant'>, { queue: string; cron: string }> = {
	daily: { queue: 'search-alerts-daily', cron: '0 7 * * *' },
	weekly: { queue: 'search-alerts-weekly', cron: '0 7 * * 1' },
}

const UNSUBSCRIBE_SEARCH = 'unsubscribe-search'
const UNSUBSCRIBE_HOME = 'unsubscribe-home'
const CONFIRM_ALERT = 'confirm-alert'

/** The unsubscribe link of a search's alerts: good until they are turned off (or turned on again). */
export function searchUnsubscribePath(search: Pick<SavedSearch, 'id' | 'alertsSince'>) {
	const token = signLink(UNSUBSCRIBE_SEARCH, [search.id, String(search.alertsSince.getTime())])
	return `/alerts/unsubscribe?${new URLSearchParams({ search: search.id, token })}`
}

/** The unsubscribe link of a saved home's mails: good while the home stays saved (since the same time). */
export function homeUnsubscribePath(userId: string, listingId: string, savedAt: Date) {
	const token = signLink(UNSUBSCRIBE_HOME, [userId, listingId, String(savedAt.getTime())])
	return `/alerts/unsubscribe?${new URLSearchParams({ user: userId, home: listingId, token })}`
}

export function alertConfirmPath(search: Pick<SavedSearch, 'id'>) {
	const token = signLink(CONFIRM_ALERT, [search.id])
	return `/alerts/confirm?${new URLSearchParams({ search: search.id, token })}`
}

export type UnsubscribeLink =
	| { kind: 'search'; searchId: string; token: string }
	| { kind: 'home'; userId: string; listingId: string; token: string }

/** The link's parameters, or undefined when they are not an unsubscribe link's. */
export function readUnsubscribeLink(params: URLSearchParams | FormData): UnsubscribeLink | undefined {
	const value = (name: string) => {
		const found = params.get(name)
		return typeof found === 'string' && found ? found : undefined
	}
	const token = value('token')
	if (!token) return undefined
	const search = value('search')
	if (search) return { kind: 'search', searchId: search, token }
	const user = value('user')
	const home = value('home')
	if (user && home) return { kind: 'home', userId: user, listingId: home, token }
	return undefined
}

export type UnsubscribeState =
	/** The link is good: what it turns off. */
	| { state: 'ready'; what: string }
	/** Turned off already (the link was used, or mails were stopped another way). */
	| { state: 'already'; what: string }
	/** Forged or retired. */
	| { state: 'invalid' }
	/** For a search no longer saved, or a home no longer saved (or there). */
	| { state: 'missing' }

/** What an unsubscribe link would do, without doing it (the page its GET shows). */
export async function unsubscribeState(link: UnsubscribeLink | undefined): Promise<UnsubscribeState> {
	if (!link) return { state: 'invalid' }
	if (link.kind === 'search') {
		const search = await getSavedSearch(link.searchId)
		if (!search) return { state: 'missing' }
		const what = `alerts for “${search.name}”`
		if (verifyLink(link.token, UNSUBSCRIBE_SEARCH, [search.id, String(search.alertsSince.getTime())]))
			return search.alertsOn ? { state: 'ready', what } : { state: 'already', what }
		return { state: 'invalid' }
	}
	const saved = await getSavedHome(link.userId, link.listingId)
	if (!saved) return { state: 'missing' }
	if (!verifyLink(link.token, UNSUBSCRIBE_HOME, [link.userId, link.listingId, String(saved.savedAt.getTime())]))
		return { state: 'invalid' }
	const what = `mails about “${saved.name}”`
	return saved.alertsOn ? { state: 'ready', what } : { state: 'already', what }
}

/** Turns off what a good link names; the state it found (only 'ready' changed anything). */
export async function unsubscribe(link: UnsubscribeLink | undefined): Promise<UnsubscribeState> {
	const found = await unsubscribeState(link)
	if (found.state !== 'ready' || !link) return found
	const changed =
		link.kind === 'search'
			? await turnOffSearchAlerts(link.searchId)
			: await turnOffSavedHomeAlerts(link.userId, link.listingId)
	return changed ? found : { state: 'already', what: found.what }
}

export type ConfirmState = { state: 'ready' | 'already'; name: string } | { state: 'invalid' }

/** What an alert's confirmation link would do. */
export async function alertConfirmState(searchId: string, token: string): Promise<ConfirmState> {
	const search = await getSavedSearch(searchId)
	if (!search?.email || !verifyLink(token, CONFIRM_ALERT, [search.id])) return { state: 'invalid' }
	return { state: search.confirmedAt ? 'already' : 'ready', name: search.name }
}

/** Starts an alert without an account (the POST of its confirmation link). */
export async function confirmAlert(searchId: string, token: string): Promise<ConfirmState> {
	const found = await alertConfirmState(searchId, token)
	if (found.state !== 'ready') return found
	return (await confirmSearchAlert(searchId)) ? found : { state: 'already', name: found.name }
}

/**
 * A visitor's alert by e-mail alone: counted against the limits (RateLimitError), then a
 * confirmation mail, unless the alert is running already. The answer is the same either way.
 */
export async function requestAlertByEmail(
	email: string,
	search: { name: string; query: string; frequency: Frequency },
	clientAddress: string,
) {
	await assertAlertSignupAllowed(clientAddress, email)
	const alert = await saveAlertForAddress(email, search)
	if (!alert || alert.confirmedAt) return
	await queueMail(alert.email!, alertConfirmationMail({ searchName: alert.name, confirmPath: alertConfirmPath(alert) }))
}

function mailCard(listing: Listing, note?: string): MailCard {
	const beds = `${listing.bedrooms} ${listing.bedrooms === 1 ? 'bed' : 'beds'}`
	const baths = `${listing.bathrooms} ${listing.bathrooms === 1 ? 'bath' : 'baths'}`
	return {
		name: listing.name,
		path: listingPath(listing.id),
		photo: listing.imageUrls[0],
		price: `${formatPrice(listing.effectivePrice)}${listing.type === 'rent' ? ' / month' : ''}`,
		rooms: `${beds} · ${baths}`,
		note,
	}
}

/** Mails queued in one statement. */
const MAILS_PER_BATCH = 500

/** Queues one mail per search with every match taken; matches whose mail could not be queued are given back. */
async function mailMatches(taken: SearchToMail[]) {
	for (let start = 0; start < taken.length; start += MAILS_PER_BATCH) {
		const batch = taken.slice(start, start + MAILS_PER_BATCH)
		try {
			await queueMails(
				batch.map(({ search, email, username, listings }) => ({
					to: email,
					mail: searchAlertMail({
						username,
						searchName: search.name,
						cards: listings.slice(0, MAX_ALERT_CARDS).map((listing) => mailCard(listing)),
						total: listings.length,
						searchPath: searchPath(search.query),
						unsubscribePath: searchUnsubscribePath(search),
						forAccount: Boolean(search.userId),
					}),
				})),
			)
		} catch (error) {
			for (const { search, listings } of taken.slice(start)) {
				await releaseMatches(
					search.id,
					listings.map((listing) => listing.id),
				)
			}
			throw error
		}
	}
	return taken.length
}

function changeInWords(change: {
	oldPrice: number | null
	newPrice: number
	oldStatus: string | null
	newStatus: keyof typeof STATUS_LABELS
}) {
	const words: string[] = []
	if (change.oldPrice !== null && change.newPrice < change.oldPrice)
		words.push(`The price fell from ${formatPrice(change.oldPrice)} to ${formatPrice(change.newPrice)}.`)
	if (change.oldStatus && change.oldStatus !== change.newStatus)
		words.push(`It is now ${STATUS_LABELS[change.newStatus].toLowerCase()}.`)
	return words.join(' ')
}

/**
 * The alert job: matches the listings written down since its last run against the saved searches,
 * mails those who saved a home whose price fell or whose status changed, then mails instant alerts.
 */
export async function runSearchAlerts() {
	const { matched, savedHomeChanges } = await takeListingChanges()
	let homeMails = 0
	for (const change of savedHomeChanges) {
		const words = changeInWords(change)
		if (!words) continue
		const note = change.newPrice < (change.oldPrice ?? change.newPrice) ? 'Price reduced' : undefined
		await queueMail(
			change.email,
			savedHomeChangeMail({
				username: change.username,
				card: mailCard(change.listing, note),
				change: words,
				unsubscribePath: homeUnsubscribePath(change.userId, change.listing.id, change.savedAt),
			}),
		)
		homeMails++
	}
	const mailed = await mailMatches(await takeUnmailedMatches('instant'))
	if (matched || mailed || homeMails) getLogger().info({ matched, mailed, homeMails }, 'search alerts run')
	return { matched, mailed, homeMails }
}

/** A daily or weekly digest: one mail per search with every match since its last one. */
export async function sendSearchDigests(frequency: Exclude<Frequency, 'instant'>) {
	const mailed = await mailMatches(await takeUnmailedMatches(frequency))
	if (mailed) getLogger().info({ frequency, mailed }, 'search digests sent')
	return mailed
}

/** Starts the alert job (every minute, and at once when a listing is written here) and the digests. */
export async function startSearchAlertWorkers() {
	await defineQueue(SEARCH_ALERTS_QUEUE, {
		retryLimit: 5,
		retryDelaySeconds: 10,
		expireInSeconds: 15 * 60,
		policy: 'stately',
	})
	await work(
		SEARCH_ALERTS_QUEUE,
		async () => {
			await runSearchAlerts()
		},
		{ wakeOn: ['listings-changed'] },
	)
	await scheduleRecurring(SEARCH_ALERTS_QUEUE, '* * * * *')
	for (const [frequency, { queue, cron }] of Object.entries(DIGEST_QUEUES)) {
		await defineQueue(queue, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 })
		await work(queue, async () => {
			// Matches recorded up to now go into the digest.
			await runSearchAlerts()
			await sendSearchDigests(frequency as Exclude<Frequency, 'instant'>)
		})
		await scheduleRecurring(queue, cron)
	}
}

/** A saved search in the JSON API: `{ _id, name, query, frequency, createdAt }` (query as URL parameters). */
export function toApiSearch(search: SavedSearch) {
	return {
		_id: search.id,
		name: search.name,
		query: search.query,
		frequency: search.frequency,
		alertsOn: search.alertsOn,
		createdAt: search.createdAt.toISOString(),
	}
}
