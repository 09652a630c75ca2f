import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { listings, type SavedSearch, savedListings, savedSearches, users } from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { savedQueryFilters } from '~/schemas/search'
import { type Frequency } from '~/utils/alert-frequency'
import { ClientError } from '~/utils/client-error'
import { searchConditions } from './search.server'

/** How many searches one member (or one address without an account) may keep. */
export const MAX_SAVED_SEARCHES = 50
export const TOO_MANY_SEARCHES = 'You can save at most 50 searches. Delete one you no longer need first.'
export const SEARCH_NOT_FOUND = 'Saved search not found!'

/** New matches counted for /saved up to this many ("99+" past it). */
export const NEW_MATCHES_CAP = 99

type SearchToSave = { name: string; query: string; frequency: Frequency }

/**
 * Saves a member's search: a search they saved already (the same canonical query) is that one,
 * with the name and frequency given now. ClientError past the limit.
 */
export async function saveSearch(userId: string, search: SearchToSave) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		// One member's saves are counted one at a time, so two at once cannot pass the limit together.
		await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
		const [existing] = await tx
			.select()
			.from(savedSearches)
			.where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, search.query)))
		if (existing) {
			const [updated] = await tx
				.update(savedSearches)
				.set({ name: search.name, frequency: search.frequency })
				.where(eq(savedSearches.id, existing.id))
				.returning()
			return { search: updated!, created: false }
		}
		const [{ saved } = { saved: 0 }] = await tx
			.select({ saved: count() })
			.from(savedSearches)
			.where(eq(savedSearches.userId, userId))
		if (saved >= MAX_SAVED_SEARCHES) throw new ClientError(TOO_MANY_SEARCHES)
		const [created] = await tx
			.insert(savedSearches)
			.values({ userId, ...search, confirmedAt: new Date() })
			.returning()
		return { search: created!, created: true }
	})
}

/**
 * An alert for a visitor without an account, waiting for its address to be confirmed: the same
 * address and search again is the same alert. Undefined past the limit for the address.
 */
export async function saveAlertForAddress(email: string, search: SearchToSave) {
	const db = await getDb()
	const address = email.trim()
	const sameAddress = sql`lower(${savedSearches.email}) = lower(${address})`
	const [existing] = await db
		.select()
		.from(savedSearches)
		.where(and(sameAddress, eq(savedSearches.query, search.query)))
	if (existing) return existing
	const [{ saved } = { saved: 0 }] = await db.select({ saved: count() }).from(savedSearches).where(sameAddress)
	if (saved >= MAX_SAVED_SEARCHES) return undefined
	const [created] = await db
		.insert(savedSearches)
		.values({ email: address, ...search })
		.onConflictDoNothing()
		.returning()
	return (
		created ??
		(await db
			.select()
			.from(savedSearches)
			.where(and(sameAddress, eq(savedSearches.query, search.query)))
			.then((rows) => rows[0]))
	)
}

export async function getSavedSearch(id: string) {
	if (!isUuid(id)) return undefined
	const db = await getDb()
	const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, id))
	return search
}

/** The member's saved search, or undefined when it is not theirs (or not there). */
export async function getMembersSearch(userId: string, id: string) {
	const search = await getSavedSearch(id)
	return search?.userId === userId ? search : undefined
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(userId: string) {
	const db = await getDb()
	return db
		.select()
		.from(savedSearches)
		.where(eq(savedSearches.userId, userId))
		.orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
}

/** How many homes listed since the member last ran the search from /saved match it now (up to NEW_MATCHES_CAP + 1). */
export async function countNewMatches(search: Pick<SavedSearch, 'query' | 'lastSeenAt'>) {
	const db = await getDb()
	const filters = savedQueryFilters(search.query)
	const newer = db
		.select({ id: listings.id })
		.from(listings)
		.where(and(searchConditions(filters), gt(listings.createdAt, search.lastSeenAt)))
		.limit(NEW_MATCHES_CAP + 1)
		.as('newer')
	const [row] = await db.select({ total: count() }).from(newer)
	return row?.total ?? 0
}

/**
 * Renames a member's search or changes how often it is mailed; a frequency chosen turns its mails
 * back on (and retires the unsubscribe links of before). Undefined when it is not theirs.
 */
export async function updateSavedSearch(userId: string, id: string, changes: { name?: string; frequency?: Frequency }) {
	const search = await getMembersSearch(userId, id)
	if (!search || (!changes.name && !changes.frequency)) return search
	const db = await getDb()
	const [updated] = await db
		.update(savedSearches)
		.set({
			...(changes.name ? { name: changes.name } : {}),
			...(changes.frequency
				? {
						frequency: changes.frequency,
						alertsOn: true,
						...(search.alertsOn ? {} : { alertsSince: new Date() }),
					}
				: {}),
		})
		.where(eq(savedSearches.id, search.id))
		.returning()
	return updated
}

/** Deletes a member's search; false when it is not theirs. */
export async function deleteSavedSearch(userId: string, id: string) {
	if (!isUuid(id)) return false
	const db = await getDb()
	const deleted = await db
		.delete(savedSearches)
		.where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
		.returning({ id: savedSearches.id })
	return deleted.length > 0
}

/** The member ran the search from /saved: what is listed until now is no longer new to them. */
export async function markSearchSeen(id: string) {
	const db = await getDb()
	await db.update(savedSearches).set({ lastSeenAt: new Date() }).where(eq(savedSearches.id, id))
}

/** Stops a search's mails; false when they were off already. */
export async function turnOffSearchAlerts(id: string) {
	const db = await getDb()
	const changed = await db
		.update(savedSearches)
		.set({ alertsOn: false })
		.where(and(eq(savedSearches.id, id), eq(savedSearches.alertsOn, true)))
		.returning({ id: savedSearches.id })
	return changed.length > 0
}

/** Starts an alert without an account once its address is confirmed; false when it was confirmed already. */
export async function confirmSearchAlert(id: string) {
	const db = await getDb()
	const changed = await db
		.update(savedSearches)
		.set({ confirmedAt: new Date(), alertsSince: new Date(), lastSeenAt: new Date() })
		.where(and(eq(savedSearches.id, id), isNull(savedSearches.confirmedAt)))
		.returning({ id: savedSearches.id })
	return changed.length > 0
}

/** A member's mails about one saved home; false when they were off already. */
export async function turnOffSavedHomeAlerts(userId: string, listingId: string) {
	const db = await getDb()
	const changed = await db
		.update(savedListings)
		.set({ alertsOn: false })
		.where(
			and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId), eq(savedListings.alertsOn, true)),
		)
		.returning({ userId: savedListings.userId })
	return changed.length > 0
}

export async function getSavedHome(userId: string, listingId: string) {
	if (!isUuid(userId) || !isUuid(listingId)) return undefined
	const db = await getDb()
	const [row] = await db
		.select({ savedAt: savedListings.createdAt, alertsOn: savedListings.alertsOn, name: listings.name })
		.from(savedListings)
		.innerJoin(listings, eq(listings.id, savedListings.listingId))
		.where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)))
	return row
}
