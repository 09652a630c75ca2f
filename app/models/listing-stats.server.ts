import { randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { getDb, selectRows } from '~/db/client.server'
import {
	conversations,
	listingDailyViews,
	listings,
	savedListings,
	viewingBookings,
	viewSalts,
	viewVisitors,
} from '~/db/schema'

/*
 * What each listing is doing: its views (counted by the servers and written here in batches, see
 * services/listing-views.server.ts and docs/decisions/035), saves, enquiries and viewings booked.
 */

/** The day's salt, the same for every server: made by the first that asks for it. */
export async function viewSaltFor(day: string) {
	const db = await getDb()
	await db
		.insert(viewSalts)
		.values({ day, salt: randomBytes(32).toString('base64url') })
		.onConflictDoNothing()
	const [row] = await db.select({ salt: viewSalts.salt }).from(viewSalts).where(eq(viewSalts.day, day))
	return row!.salt
}

/** A view as a server kept it until it writes: the visitor's salted hash, the listing and the day. */
export type CountedView = { day: string; hash: string; listingId: string }

const arrayLiteral = (values: string[]) => `{${values.join(',')}}`

/**
 * Adds views in one statement: a visitor's hash already written for that day (by this or another
 * server) adds nothing; the rest add to their listing's count of the day. Listings deleted meanwhile
 * are skipped. Returns how many views were added.
 */
export async function writeViews(views: CountedView[]) {
	if (!views.length) return 0
	const db = await getDb()
	// Hashes are hex, days YYYY-MM-DD and ids UUIDs: nothing an array literal would need to quote.
	const [row] = await selectRows<{ added: number }>(
		db,
		sql`
			with input as (
				select * from unnest(
					${arrayLiteral(views.map((view) => view.day))}::date[],
					${arrayLiteral(views.map((view) => view.hash))}::text[],
					${arrayLiteral(views.map((view) => view.listingId))}::uuid[]
				) as t(day, hash, listing_id)
			),
			fresh as (
				insert into ${viewVisitors} (day, hash)
				select distinct day, hash from input
				on conflict do nothing
				returning day, hash
			),
			added as (
				insert into ${listingDailyViews} (listing_id, day, views)
				select i.listing_id, i.day, count(*)::int
				from fresh f
				join input i on i.day = f.day and i.hash = f.hash
				join ${listings} l on l.id = i.listing_id
				group by i.listing_id, i.day
				on conflict (listing_id, day) do update set views = ${listingDailyViews}.views + excluded.views
				returning 1
			)
			select (select count(*) from fresh)::int as added
		`,
	)
	return row?.added ?? 0
}

/**
 * Throws away the salts of the days before `today` (after which no hash can be tied to an address)
 * and the hashes of the days before yesterday (kept a day longer so that views counted just before
 * midnight and written just after it are still counted once).
 */
export async function forgetPastVisitors(today: string, yesterday: string) {
	const db = await getDb()
	await db.delete(viewSalts).where(lt(viewSalts.day, today))
	await db.delete(viewVisitors).where(lt(viewVisitors.day, yesterday))
}

/** Per listing of the owner: views since `sinceDay` and, since `since`, saves, enquiries and viewings booked. */
export async function getListingStats(ownerId: string, since: Date, sinceDay: string) {
	const db = await getDb()
	const from = sql`${since.toISOString()}::timestamptz`
	return selectRows<{ id: string; views30d: number; saves: number; enquiries: number; viewings: number }>(
		db,
		sql`
			select l.id,
				coalesce((select sum(v.views) from ${listingDailyViews} v
					where v.listing_id = l.id and v.day >= ${sinceDay}::date), 0)::int as "views30d",
				(select count(*) from ${savedListings} s where s.listing_id = l.id and s.created_at >= ${from})::int as saves,
				(select count(*) from ${conversations} c where c.listing_id = l.id and c.created_at >= ${from})::int as enquiries,
				(select count(*) from ${viewingBookings} b
					where b.listing_id = l.id and b.created_at >= ${from} and b.cancelled_at is null)::int as viewings
			from ${listings} l
			where l.user_ref = ${ownerId}
			order by l.created_at desc, l.id
		`,
	)
}

/** The owner's listings' views per day since `sinceDay` (days without a view are missing). */
export async function getDailyViews(ownerId: string, sinceDay: string) {
	const db = await getDb()
	return db
		.select({ listingId: listingDailyViews.listingId, day: listingDailyViews.day, views: listingDailyViews.views })
		.from(listingDailyViews)
		.innerJoin(listings, eq(listings.id, listingDailyViews.listingId))
		.where(and(eq(listings.userRef, ownerId), sql`${listingDailyViews.day} >= ${sinceDay}::date`))
}

/** Views of one listing on one day (tests and the benchmark). */
export async function getViewsOn(listingId: string, day: string) {
	const db = await getDb()
	const [row] = await db
		.select({ views: listingDailyViews.views })
		.from(listingDailyViews)
		.where(and(eq(listingDailyViews.listingId, listingId), eq(listingDailyViews.day, day)))
	return row?.views ?? 0
}

/** Whether the member owns at least one listing (the header's dashboard link). */
export async function hasListings(userId: string) {
	const db = await getDb()
	const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.userRef, userId)).limit(1)
	return Boolean(row)
}
