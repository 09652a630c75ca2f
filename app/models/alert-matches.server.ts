import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
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
import { savedQueryFilters } from '~/schemas/search'
import { type Frequency } from '~/utils/alert-frequency'
import { getLogger } from '~/utils/logger.server'
import { searchConditions, shownToEveryone } from './search.server'

/*
 * What the alert job reads and writes (docs/decisions/028-saved-searches-and-alerts.md): the listing
 * changes the database writes down (`listing_changes`) and the (search, listing) pairs they come to
 * match (`search_alert_matches`). A batch of changes is taken in one call, `takeListingChanges`; its
 * steps stay in this module, since taking the changes deletes the rows that matching reads.
 */

/** Searches whose mails go out: turned on, their address confirmed, a member's address verified. */
const mailable = and(
	eq(savedSearches.alertsOn, true),
	isNotNull(savedSearches.confirmedAt),
	or(isNull(savedSearches.userId), eq(users.emailVerified, true)),
)

/** How many distinct queries one matching statement asks about. */
const QUERIES_PER_STATEMENT = 50

/** The newest change written down so far: the end of the alert job's batch. Undefined when there are none. */
async function latestListingChange() {
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
async function recordSearchMatches(upTo: number) {
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
 * Takes the listing changes up to `upTo` off the table (so only once `recordSearchMatches` has read them) and
 * returns those that lowered a saved home's price or changed its status, once for each member to tell:
 * those with mails about the home on and a verified address, who saved it before the change, never its
 * owner. Taking them is one statement, so two runs at the same time never both get a change and no
 * mail goes out twice; a run that stops before queueing its mails loses them instead.
 */
async function takeSavedHomeChanges(upTo: number) {
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
				shownToEveryone,
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

/** A saved home's lower price or new status, for one member who saved it. */
export type SavedHomeChange = Awaited<ReturnType<typeof takeSavedHomeChanges>>[number]

/**
 * The alert job's batch: the listing changes written down so far, up to the newest now. Records the
 * saved searches they have come to match first, then takes them off the table, and returns how many
 * matches were recorded and the saved homes' changes to mail.
 */
export async function takeListingChanges(): Promise<{ matched: number; savedHomeChanges: SavedHomeChange[] }> {
	const upTo = await latestListingChange()
	if (upTo === undefined) return { matched: 0, savedHomeChanges: [] }
	const matched = await recordSearchMatches(upTo)
	return { matched, savedHomeChanges: await takeSavedHomeChanges(upTo) }
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
		const shown = (listing: Listing) =>
			statuses.includes(listing.status) && listing.ownerActive && listing.moderation === 'published'
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
