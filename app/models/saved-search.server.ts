import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { getDb, selectRows } from '~/db/client.server'
import {
	type Listing,
	listingChanges,
	listings,
	type SavedSearch,
	savedListings,
	savedSearches,
	searchAlertMatches,
	users,
} from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { savedQueryFilters } from '~/schemas/search'
import { type Frequency } from '~/utils/alert-frequency'
import { ClientError } from '~/utils/client-error'
import { getLogger } from '~/utils/logger.server'
import { enqueueIfWorking } from './jobs.server'
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

/** Searches whose mails go out: turned on, their address confirmed, a member's address verified. */
const mailable = and(
	eq(savedSearches.alertsOn, true),
	isNotNull(savedSearches.confirmedAt),
	or(isNull(savedSearches.userId), eq(users.emailVerified, true)),
)

/** How many distinct queries one matching statement asks about. */
const QUERIES_PER_STATEMENT = 50

/**
 * The changes written down so far, up to the newest now: the alert job's batch. Undefined when
 * there are none.
 */
export async function latestListingChange() {
	const db = await getDb()
	const [row] = await db
		.select({ id: listingChanges.id })
		.from(listingChanges)
		.orderBy(desc(listingChanges.id))
		.limit(1)
	return row?.id
}

/**
 * Records which mailable saved searches the listings changed (up to change `upTo`) have come to match,
 * with each search's own filters (the search page's conditions, so an alert finds what /search shows):
 * a new listing that matches, or a changed one that matches now and did not before. A listing is a
 * match for a search only through a change made after the search was saved, and a pair already
 * recorded is left as it is: nothing is mailed twice for one search.
 */
export async function recordSearchMatches(upTo: number) {
	const db = await getDb()
	const queries = await db
		.selectDistinct({ query: savedSearches.query })
		.from(savedSearches)
		.leftJoin(users, eq(users.id, savedSearches.userId))
		.where(mailable)
	let recorded = 0
	for (let start = 0; start < queries.length; start += QUERIES_PER_STATEMENT) {
		const members = queries.slice(start, start + QUERIES_PER_STATEMENT).flatMap(({ query }) => {
			let conditions
			try {
				conditions = searchConditions(savedQueryFilters(query))
			} catch (error) {
				// A query saved under rules since changed matches nothing rather than stopping every alert.
				getLogger().warn({ err: error, query }, 'saved search no longer parses')
				return []
			}
			const matches = conditions ?? sql`true`
			// A listing matches now and did not before the changes (new, or its row as it was fails the same
			// conditions: `before` is named like the table inside), so a home the search showed already when it
			// was saved is not mailed after an edit that leaves it matching.
			return [
				sql`select ${query}::text as query, ${listings.id} as listing_id, changed.at as changed_at
					from ${listings} join changed on changed.listing_id = ${listings.id}
					where ${matches} and ${listings.id} not in (select ${listings.id} from before as ${listings} where ${matches})`,
			]
		})
		if (!members.length) continue
		// The changed listings once (with their latest change), then each query's conditions on them alone.
		const inserted = await selectRows<unknown>(
			db,
			sql`
			with changed as materialized (
				-- Each changed listing once: its latest change, and the row as it was before the first.
				select listing_id, max(at) as at, (array_agg(old_row order by id))[1] as old_row
				from ${listingChanges} where id <= ${upTo} group by listing_id
			), before as materialized (
				select (jsonb_populate_record(null::listings, old_row)).* from changed where old_row is not null
			)
			insert into ${searchAlertMatches} (search_id, listing_id)
			select s.id, m.listing_id
			from (${sql.join(members, sql` union all `)}) m
			join ${savedSearches} s on s.query = m.query
			left join ${users} u on u.id = s.user_id
			where s.alerts_on and s.confirmed_at is not null and (s.user_id is null or u.email_verified)
				and s.created_at < m.changed_at
			on conflict do nothing
			returning 1`,
		)
		recorded += inserted.length
	}
	return recorded
}

/**
 * Takes the listing changes up to `upTo` off the table (after `recordSearchMatches` has read them) and
 * returns those that lowered a saved home's price or changed its status, once for each member to tell:
 * those with mails about the home on and a verified address, who saved it before the change, never its
 * owner. Taking them is one statement, so two runs at the same time never both get a change and no
 * mail goes out twice; a run that stops before queueing its mails loses them instead.
 */
export async function takeSavedHomeChanges(upTo: number) {
	const db = await getDb()
	const taken = await db.delete(listingChanges).where(lte(listingChanges.id, upTo)).returning()
	const notable = taken
		.filter(
			(change) =>
				change.oldPrice !== null && (change.newPrice < change.oldPrice || change.newStatus !== change.oldStatus),
		)
		.sort((a, b) => a.id - b.id)
	if (!notable.length) return []
	const savers = await db
		.select({
			userId: users.id,
			username: users.username,
			email: users.email,
			savedAt: savedListings.createdAt,
			listing: listings,
		})
		.from(savedListings)
		.innerJoin(listings, eq(listings.id, savedListings.listingId))
		.innerJoin(users, eq(users.id, savedListings.userId))
		.where(
			and(
				inArray(savedListings.listingId, [...new Set(notable.map((change) => change.listingId))]),
				eq(savedListings.alertsOn, true),
				eq(users.emailVerified, true),
				eq(listings.ownerActive, true),
				sql`${users.id} <> ${listings.userRef}`,
			),
		)
	return notable.flatMap((change) =>
		savers
			.filter((saver) => saver.listing.id === change.listingId && change.at > saver.savedAt)
			.map((saver) => ({
				...saver,
				oldPrice: change.oldPrice,
				newPrice: change.newPrice,
				oldStatus: change.oldStatus,
				newStatus: change.newStatus,
			})),
	)
}

export type SearchToMail = {
	search: SavedSearch
	/** The member's address, or the alert's own. */
	email: string
	username: string | null
	/** Every match not mailed before, oldest match first. */
	listings: Listing[]
}

/**
 * Takes the unmailed matches of the mailable searches of this frequency (marked mailed at once, so
 * another run does not take them too), grouped by search. `release` gives back a search's
 * matches whose mail could not be queued.
 */
export async function takeUnmailedMatches(frequency: Frequency): Promise<SearchToMail[]> {
	const db = await getDb()
	const rows = await selectRows<{ search_id: string; listing_id: string; matched_at: string | Date }>(
		db,
		sql`
		update ${searchAlertMatches} m set mailed_at = now()
		from ${savedSearches} s left join ${users} u on u.id = s.user_id
		where s.id = m.search_id and m.mailed_at is null and s.frequency = ${frequency}
			and s.alerts_on and s.confirmed_at is not null and (s.user_id is null or u.email_verified)
		returning m.search_id, m.listing_id, m.matched_at`,
	)
	if (!rows.length) return []
	const searchIds = [...new Set(rows.map((row) => row.search_id))]
	const listingIds = [...new Set(rows.map((row) => row.listing_id))]
	const [searches, found] = await Promise.all([
		db
			.select({ search: savedSearches, email: users.email, username: users.username })
			.from(savedSearches)
			.leftJoin(users, eq(users.id, savedSearches.userId))
			.where(inArray(savedSearches.id, searchIds)),
		fetchInChunks(listingIds, (ids) => db.select().from(listings).where(inArray(listings.id, ids))),
	])
	const byId = new Map(found.map((listing) => [listing.id, listing]))
	const bySearch = new Map<string, Array<{ listing: Listing; at: number }>>()
	for (const row of rows) {
		const listing = byId.get(row.listing_id)
		if (!listing) continue
		const list = bySearch.get(row.search_id) ?? []
		list.push({ listing, at: new Date(row.matched_at).getTime() })
		bySearch.set(row.search_id, list)
	}
	const toMail: SearchToMail[] = []
	for (const { search, email, username } of searches) {
		const matched = bySearch.get(search.id)
		const address = email ?? search.email
		if (!matched?.length || !address) continue
		matched.sort((a, b) => a.at - b.at || a.listing.id.localeCompare(b.listing.id))
		// A home that left the market since it matched (sold, withdrawn, its owner's account deleted) waits: should it
		// come back, it is mailed then.
		const statuses = searchStatuses(search.query)
		const shown = (listing: Listing) => statuses.includes(listing.status) && listing.ownerActive
		const gone = matched.filter((each) => !shown(each.listing))
		if (gone.length)
			await releaseMatches(
				search.id,
				gone.map((each) => each.listing.id),
			)
		const still = matched.filter((each) => shown(each.listing))
		if (still.length) toMail.push({ search, email: address, username, listings: still.map((each) => each.listing) })
	}
	return toMail
}

function searchStatuses(query: string): readonly string[] {
	try {
		return savedQueryFilters(query).status
	} catch {
		return []
	}
}

async function fetchInChunks<T>(ids: string[], fetch: (ids: string[]) => Promise<T[]>) {
	const found: T[] = []
	for (let start = 0; start < ids.length; start += 5000) found.push(...(await fetch(ids.slice(start, start + 5000))))
	return found
}

/** Gives back matches taken for a mail that could not be queued, for the next run. */
export async function releaseMatches(searchId: string, listingIds: string[]) {
	const db = await getDb()
	await db
		.update(searchAlertMatches)
		.set({ mailedAt: null })
		.where(and(eq(searchAlertMatches.searchId, searchId), inArray(searchAlertMatches.listingId, listingIds)))
}

/** The queue of the alert job: matching new and changed listings, and mailing instant alerts. */
export const SEARCH_ALERTS_QUEUE = 'search-alerts'

/** A listing was written: the alert job of this server looks at it now rather than at its next minute. */
export async function wakeSearchAlerts() {
	try {
		await enqueueIfWorking(SEARCH_ALERTS_QUEUE)
	} catch (error) {
		// The job's schedule comes round within a minute anyway.
		getLogger().warn({ err: error }, 'search alerts not woken')
	}
}
