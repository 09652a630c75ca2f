import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { getDb, selectRows, type Transaction } from '~/db/client.server'
import { listings, users, viewingBookings, viewingSlots } from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { ClientError } from '~/utils/client-error'
import { isOnTheMarket } from '~/utils/listing-status'
import { MAX_OPEN_SLOTS, REMINDER_BEFORE_MS, VIEWING_MESSAGES as M } from '~/utils/viewing-rules'

/*
 * Viewing times and their bookings. Every change to a listing's viewings runs in a transaction that
 * first takes the listing's advisory lock, so the checks (overlaps, the open-slot limit, one booking
 * per slot and per seeker) see every other change of that listing's viewings as done or not begun:
 * of parallel bookings of one slot exactly one succeeds, on either driver.
 */

/** Waits for (and holds until commit) the lock of one listing's viewings. */
async function lockViewingsOf(tx: Transaction, listingId: string) {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`viewings:${listingId}`}, 0))`)
}

/** SQL: the slot has a booking that is not cancelled. */
const isBooked = sql`exists (select 1 from ${viewingBookings} b where b.slot_id = ${viewingSlots}.id and b.cancelled_at is null)`

/**
 * Adds viewing times to a listing: each in the future, none overlapping another (nor a time not
 * taken back), at most MAX_OPEN_SLOTS open in all. All or none: a ClientError names the first problem.
 */
export async function addSlots(listingId: string, times: Array<{ startsAt: Date; endsAt: Date }>, now = new Date()) {
	if (times.some((time) => time.startsAt <= now)) throw new ClientError(M.past, 400, 'start')
	const sorted = [...times].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
	for (let i = 1; i < sorted.length; i++) {
		if (sorted[i]!.startsAt < sorted[i - 1]!.endsAt) throw new ClientError(M.overlap, 409, 'start')
	}
	const db = await getDb()
	return db.transaction(async (tx) => {
		await lockViewingsOf(tx, listingId)
		const current = await tx
			.select({ startsAt: viewingSlots.startsAt, endsAt: viewingSlots.endsAt, booked: sql<boolean>`${isBooked}` })
			.from(viewingSlots)
			.where(and(eq(viewingSlots.listingId, listingId), isNull(viewingSlots.cancelledAt), gt(viewingSlots.endsAt, now)))
		const overlapping = sorted.some((time) =>
			current.some((slot) => time.startsAt < slot.endsAt && slot.startsAt < time.endsAt),
		)
		if (overlapping) throw new ClientError(M.overlap, 409, 'start')
		const open = current.filter((slot) => !slot.booked && slot.startsAt > now).length
		if (open + sorted.length > MAX_OPEN_SLOTS) throw new ClientError(M.tooMany, 400, 'start')
		if (!sorted.length) return []
		return tx
			.insert(viewingSlots)
			.values(sorted.map((time) => ({ listingId, startsAt: time.startsAt, endsAt: time.endsAt })))
			.returning()
	})
}

/** A slot with its listing's owner, or undefined. */
export async function getSlot(slotId: string) {
	if (!isUuid(slotId)) return undefined
	const db = await getDb()
	const [row] = await db
		.select({ slot: viewingSlots, ownerId: listings.userRef })
		.from(viewingSlots)
		.innerJoin(listings, eq(listings.id, viewingSlots.listingId))
		.where(eq(viewingSlots.id, slotId))
	return row
}

/** The owner takes back a time nobody has booked. ClientError when it is booked, past or gone. */
export async function cancelOpenSlot(slotId: string, now = new Date()) {
	const found = await getSlot(slotId)
	if (!found) throw new ClientError(M.slotNotFound, 404)
	const db = await getDb()
	return db.transaction(async (tx) => {
		await lockViewingsOf(tx, found.slot.listingId)
		const [slot] = await tx
			.select({ slot: viewingSlots, booked: sql<boolean>`${isBooked}` })
			.from(viewingSlots)
			.where(eq(viewingSlots.id, slotId))
		if (!slot || slot.slot.cancelledAt) throw new ClientError(M.slotCancelled, 409)
		if (slot.booked) throw new ClientError(M.onlyOpen, 409)
		if (slot.slot.startsAt <= now) throw new ClientError(M.slotPast, 409)
		await tx.update(viewingSlots).set({ cancelledAt: now }).where(eq(viewingSlots.id, slotId))
	})
}

/** A listing's open times (future, not booked, not taken back), soonest first. */
export async function listOpenSlots(listingId: string, now = new Date()) {
	if (!isUuid(listingId)) return []
	const db = await getDb()
	return db
		.select()
		.from(viewingSlots)
		.where(
			and(
				eq(viewingSlots.listingId, listingId),
				isNull(viewingSlots.cancelledAt),
				gt(viewingSlots.startsAt, now),
				sql`not ${isBooked}`,
			),
		)
		.orderBy(asc(viewingSlots.startsAt))
}

/** The listing as booking needs it (its position gives its times' zone). */
type BookableListing = {
	id: string
	name: string
	address: string
	userRef: string
	latitude: number | null
	longitude: number | null
}

/**
 * Books a slot for a seeker. ClientError: 404 for an unknown slot or a listing others cannot see,
 * 403 for its owner, 409 for a taken, cancelled or past time or a second upcoming booking of the
 * same home, 400 for a home off the market.
 */
export async function bookSlot(slotId: string, seekerId: string, now = new Date()) {
	const found = await getSlot(slotId)
	if (!found) throw new ClientError(M.slotNotFound, 404)
	const db = await getDb()
	return db.transaction(async (tx) => {
		await lockViewingsOf(tx, found.slot.listingId)
		const [row] = await tx
			.select({ slot: viewingSlots, listing: listings })
			.from(viewingSlots)
			.innerJoin(listings, eq(listings.id, viewingSlots.listingId))
			.where(eq(viewingSlots.id, slotId))
		if (!row || !row.listing.ownerActive || row.listing.moderation !== 'published')
			throw new ClientError(M.slotNotFound, 404)
		const { slot, listing } = row
		if (listing.userRef === seekerId) throw new ClientError(M.ownListing, 403)
		if (!isOnTheMarket(listing.status)) throw new ClientError(M.offMarket, 400)
		if (slot.cancelledAt) throw new ClientError(M.slotCancelled, 409)
		if (slot.startsAt <= now) throw new ClientError(M.slotPast, 409)
		const active = await tx
			.select({ seekerId: viewingBookings.seekerId, slotId: viewingBookings.slotId })
			.from(viewingBookings)
			.innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
			.where(
				and(
					eq(viewingBookings.listingId, listing.id),
					isNull(viewingBookings.cancelledAt),
					or(
						eq(viewingBookings.slotId, slotId),
						and(eq(viewingBookings.seekerId, seekerId), gt(viewingSlots.endsAt, now)),
					),
				),
			)
		if (active.some((booking) => booking.slotId === slotId)) throw new ClientError(M.taken, 409)
		if (active.length) throw new ClientError(M.alreadyBooked, 409)
		const [booking] = await tx.insert(viewingBookings).values({ slotId, listingId: listing.id, seekerId }).returning()
		return { booking: booking!, slot, listing: listing as BookableListing }
	})
}

/**
 * The bookings not cancelled whose time has not begun, soonest first: of a listing, or of a member
 * (as the seeker, or as the owner of the listing).
 */
export async function bookingIdsToCome(of: { listingId: string } | { memberId: string }, now = new Date()) {
	const db = await getDb()
	const rows = await db
		.select({ id: viewingBookings.id })
		.from(viewingBookings)
		.innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
		.innerJoin(listings, eq(listings.id, viewingBookings.listingId))
		.where(
			and(
				'listingId' in of
					? eq(viewingBookings.listingId, of.listingId)
					: or(eq(viewingBookings.seekerId, of.memberId), eq(listings.userRef, of.memberId)),
				isNull(viewingBookings.cancelledAt),
				gt(viewingSlots.startsAt, now),
			),
		)
		.orderBy(asc(viewingSlots.startsAt), asc(viewingBookings.id))
	return rows.map((row) => row.id)
}

/** A booking with its slot and listing, as the service mails and shows it. */
export type BookingDetails = Awaited<ReturnType<typeof getBooking>> & object

/** A booking with its time, its listing and both members, or undefined. */
export async function getBooking(bookingId: string) {
	if (!isUuid(bookingId)) return undefined
	const db = await getDb()
	const [row] = await db
		.select({
			booking: viewingBookings,
			slot: viewingSlots,
			listing: {
				id: listings.id,
				name: listings.name,
				address: listings.address,
				userRef: listings.userRef,
				latitude: listings.latitude,
				longitude: listings.longitude,
			},
		})
		.from(viewingBookings)
		.innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
		.innerJoin(listings, eq(listings.id, viewingBookings.listingId))
		.where(eq(viewingBookings.id, bookingId))
	return row
}

/**
 * Either side cancels a booking until it starts, with an optional sentence for the other. When the
 * owner cancels, the time is taken back too; when the seeker does, it is open to others again.
 */
export async function cancelBooking(bookingId: string, userId: string, message: string | undefined, now = new Date()) {
	const found = await getBooking(bookingId)
	if (!found || (found.booking.seekerId !== userId && found.listing.userRef !== userId))
		throw new ClientError(M.bookingNotFound, 404)
	const byOwner = found.listing.userRef === userId
	const db = await getDb()
	return db.transaction(async (tx) => {
		await lockViewingsOf(tx, found.listing.id)
		const [booking] = await tx.select().from(viewingBookings).where(eq(viewingBookings.id, bookingId))
		if (booking!.cancelledAt) throw new ClientError(M.alreadyCancelled, 409)
		if (found.slot.startsAt <= now) throw new ClientError(M.started, 409)
		const [cancelled] = await tx
			.update(viewingBookings)
			.set({ cancelledAt: now, cancelledBy: userId, cancelMessage: message || null })
			.where(eq(viewingBookings.id, bookingId))
			.returning()
		if (byOwner) await tx.update(viewingSlots).set({ cancelledAt: now }).where(eq(viewingSlots.id, found.slot.id))
		return { ...found, booking: cancelled!, byOwner }
	})
}

type UpcomingRow = {
	id: string
	starts_at: Date | string
	ends_at: Date | string
	listing_id: string
	listing_name: string
	listing_address: string
	latitude: number | null
	longitude: number | null
	owner_id: string
	seeker_id: string
	seeker_name: string
	owner_name: string
}

/** The member's bookings not cancelled that have not ended, as seeker and as owner, soonest first. */
export async function listUpcomingViewings(userId: string, now = new Date(), limit = 100) {
	const db = await getDb()
	const rows = await selectRows<UpcomingRow>(
		db,
		sql`
			select b.id, s.starts_at, s.ends_at, l.id as listing_id, l.name as listing_name, l.address as listing_address,
				l.latitude, l.longitude, l.user_ref as owner_id, b.seeker_id, seeker.username as seeker_name, owner.username as owner_name
			from ${viewingBookings} b
			join ${viewingSlots} s on s.id = b.slot_id
			join ${listings} l on l.id = b.listing_id
			join ${users} seeker on seeker.id = b.seeker_id
			join ${users} owner on owner.id = l.user_ref
			where b.cancelled_at is null and s.ends_at > ${now.toISOString()}::timestamptz
				and (b.seeker_id = ${userId} or l.user_ref = ${userId})
			order by s.starts_at, b.id
			limit ${limit}
		`,
	)
	return rows.map((row) => ({
		id: row.id,
		startsAt: new Date(row.starts_at),
		endsAt: new Date(row.ends_at),
		listing: {
			id: row.listing_id,
			name: row.listing_name,
			address: row.listing_address,
			// Raw rows: whatever the driver gives a double precision as, a number.
			latitude: row.latitude === null ? null : Number(row.latitude),
			longitude: row.longitude === null ? null : Number(row.longitude),
		},
		role: row.owner_id === userId ? ('owner' as const) : ('seeker' as const),
		seeker: { id: row.seeker_id, username: row.seeker_name },
		owner: { id: row.owner_id, username: row.owner_name },
	}))
}

/**
 * Marks as reminded, and returns, the bookings starting within the next REMINDER_BEFORE_MS that were
 * made before that window began (a booking made later has just had its booking mail).
 */
export async function claimDueReminders(now = new Date()) {
	const db = await getDb()
	const due = await db
		.select({ id: viewingBookings.id })
		.from(viewingBookings)
		.innerJoin(viewingSlots, eq(viewingSlots.id, viewingBookings.slotId))
		.where(
			and(
				isNull(viewingBookings.cancelledAt),
				isNull(viewingBookings.remindedAt),
				gt(viewingSlots.startsAt, now),
				lte(viewingSlots.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
				sql`${viewingBookings.createdAt} <= ${viewingSlots.startsAt} - interval '24 hours'`,
			),
		)
		.limit(500)
	if (!due.length) return []
	// Claimed one by one with a condition, so two replicas never remind twice.
	const claimed: string[] = []
	for (const { id } of due) {
		const [row] = await db
			.update(viewingBookings)
			.set({ remindedAt: now })
			.where(and(eq(viewingBookings.id, id), isNull(viewingBookings.remindedAt)))
			.returning({ id: viewingBookings.id })
		if (row) claimed.push(row.id)
	}
	return claimed
}
