import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm'
import { getDb, selectRows, type Transaction } from '~/db/client.server'
import {
	auditLog,
	conversations,
	type Listing,
	listings,
	moderationCases,
	reports,
	type User,
	users,
} from '~/db/schema'
import { type Position, kmOfChord } from '~/utils/geo'
import { type ModerationReason } from '~/utils/moderation'
import { signalWorkers } from './jobs.server'
import { distanceFrom, shownToEveryone, withinKmOf } from './search.server'

export { type ModerationReason }

/*
 * The moderation queue (cases), reports and the audit log. The rules that decide what is held and
 * what an administrator's action does live in services/trust-and-safety.server.ts.
 */

export type ModerationCase = typeof moderationCases.$inferSelect
export type Report = typeof reports.$inferSelect
export type AuditEntry = typeof auditLog.$inferSelect
export type ReportReason = Report['reason']

/** Who did something: an administrator, or the site itself (an automatic hold). */
export type Actor = Pick<User, 'id' | 'username'> | 'system'

/**
 * Opens the case of a listing or a conversation, or adds to the one open already: its reasons are
 * merged, each reason's evidence replaced by the newer. The case.
 */
export async function openCase(
	subject: { listingId: string } | { conversationId: string },
	reasons: ModerationReason[],
	evidence: Partial<Record<ModerationReason, unknown>>,
	tx?: Transaction,
) {
	const db = tx ?? (await getDb())
	const isListing = 'listingId' in subject
	const column = isListing ? moderationCases.listingId : moderationCases.conversationId
	const id = isListing ? subject.listingId : subject.conversationId
	const [open] = await db
		.select()
		.from(moderationCases)
		.where(and(eq(column, id), isNull(moderationCases.resolvedAt)))
		.for('update')
	if (open) {
		const [updated] = await db
			.update(moderationCases)
			.set({
				reasons: [...new Set([...open.reasons, ...reasons])],
				evidence: { ...(open.evidence as object), ...evidence },
			})
			.where(eq(moderationCases.id, open.id))
			.returning()
		return updated!
	}
	const [created] = await db
		.insert(moderationCases)
		.values({ kind: isListing ? 'listing' : 'conversation', ...subject, reasons, evidence })
		.returning()
	// The administrators' mail goes out now rather than at its next scheduled look (within a minute),
	// once what a transaction wrote is there to be read.
	if (!tx) await signalWorkers('moderation-case-opened')
	return created!
}

/** Closes the open cases of a listing or conversation with what an administrator decided. */
export async function resolveCases(
	subject: { listingId: string } | { conversationId: string } | { ownerId: string },
	resolution: string,
	by: Actor,
	tx?: Transaction,
) {
	const db = tx ?? (await getDb())
	const which =
		'listingId' in subject
			? eq(moderationCases.listingId, subject.listingId)
			: 'conversationId' in subject
				? eq(moderationCases.conversationId, subject.conversationId)
				: sql`${moderationCases.listingId} in (select ${listings.id} from ${listings} where ${listings.userRef} = ${subject.ownerId})`
	await db
		.update(moderationCases)
		.set({ resolvedAt: new Date(), resolvedBy: by === 'system' ? null : by.id, resolution })
		.where(and(which, isNull(moderationCases.resolvedAt)))
}

/** The open case of a listing or a conversation, if any (the owner's banner says why a listing is held). */
export async function openCaseOf(subject: { listingId: string } | { conversationId: string }) {
	const db = await getDb()
	const which =
		'listingId' in subject
			? eq(moderationCases.listingId, subject.listingId)
			: eq(moderationCases.conversationId, subject.conversationId)
	const [found] = await db
		.select()
		.from(moderationCases)
		.where(and(which, isNull(moderationCases.resolvedAt)))
	return found
}

/** A case, open or closed, with the listing it is about (if any). */
export async function findCase(caseId: string) {
	const db = await getDb()
	const [found] = await db
		.select({ case: moderationCases, listing: listings })
		.from(moderationCases)
		.leftJoin(listings, eq(listings.id, moderationCases.listingId))
		.where(eq(moderationCases.id, caseId))
	return found
}

/**
 * The open cases of these listings, by listing: what its owner's lists show beside each listing's
 * market status (held, waiting for review, reported).
 */
export async function openCasesOfListings(listingIds: readonly string[]) {
	if (!listingIds.length) return new Map<string, ModerationCase>()
	const db = await getDb()
	const found = await db
		.select()
		.from(moderationCases)
		.where(and(inArray(moderationCases.listingId, [...listingIds]), isNull(moderationCases.resolvedAt)))
	return new Map(found.map((each) => [each.listingId!, each]))
}

/** The queue: every open case, oldest first, with its listing or conversation and the reports about it. */
export async function listOpenCases() {
	const db = await getDb()
	const cases = await db
		.select({ case: moderationCases, listing: listings, conversation: conversations })
		.from(moderationCases)
		.leftJoin(listings, eq(listings.id, moderationCases.listingId))
		.leftJoin(conversations, eq(conversations.id, moderationCases.conversationId))
		.where(isNull(moderationCases.resolvedAt))
		.orderBy(asc(moderationCases.createdAt), asc(moderationCases.id))
	if (!cases.length) return []
	const found = await db
		.select()
		.from(reports)
		.where(
			sql`${reports.listingId} in (select listing_id from ${moderationCases} where resolved_at is null)
				or ${reports.conversationId} in (select conversation_id from ${moderationCases} where resolved_at is null)`,
		)
		.orderBy(asc(reports.createdAt))
	return cases.map((each) => ({
		...each,
		reports: found.filter(
			(report) =>
				(each.case.listingId && report.listingId === each.case.listingId) ||
				(each.case.conversationId && report.conversationId === each.case.conversationId),
		),
	}))
}

/** How many cases wait: the count in an administrator's header. */
export async function countOpenCases() {
	const db = await getDb()
	const [row] = await db.select({ open: count() }).from(moderationCases).where(isNull(moderationCases.resolvedAt))
	return row?.open ?? 0
}

/**
 * Marks as told of the open cases the administrators were not yet mailed about, unless they were mailed
 * less than `everyMs` before `now`: how many there were (0: nothing new), or when they may next be mailed.
 */
export async function claimCasesToMail(now: Date, everyMs: number): Promise<{ opened: number } | { notBefore: Date }> {
	const db = await getDb()
	const [last] = await db.select({ at: max(moderationCases.adminsMailedAt) }).from(moderationCases)
	if (last?.at && now.getTime() - last.at.getTime() < everyMs)
		return { notBefore: new Date(last.at.getTime() + everyMs) }
	const claimed = await db
		.update(moderationCases)
		.set({ adminsMailedAt: now })
		.where(and(isNull(moderationCases.resolvedAt), isNull(moderationCases.adminsMailedAt)))
		.returning({ id: moderationCases.id })
	return { opened: claimed.length }
}

/**
 * Records a report: one per person per listing or conversation (a second is no new report). Whether it
 * was new; how many different people have reported the thing; and from how many networks people with
 * standing reported it (`standing` reports of one network count once).
 */
export async function addReport(report: typeof reports.$inferInsert) {
	const db = await getDb()
	const inserted = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id })
	const about = report.listingId
		? eq(reports.listingId, report.listingId)
		: eq(reports.conversationId, report.conversationId!)
	const [row] = await db
		.select({
			reporters: count(),
			standingNetworks: sql<number>`count(distinct ${reports.networkKey}) filter (where ${reports.standing})::int`,
		})
		.from(reports)
		.where(about)
	return { added: inserted.length > 0, reporters: row?.reporters ?? 0, standingNetworks: row?.standingNetworks ?? 0 }
}

/**
 * The owner asks for a review of the open case of their listing, with a note for the administrator. False
 * when the listing has no open case.
 */
export async function requestReview(listingId: string, note: string) {
	const db = await getDb()
	const updated = await db
		.update(moderationCases)
		.set({ reviewRequestedAt: new Date(), reviewNote: note })
		.where(and(eq(moderationCases.listingId, listingId), isNull(moderationCases.resolvedAt)))
		.returning({ id: moderationCases.id })
	return updated.length > 0
}

/** Appends to the audit log (the database refuses any change to what is there). */
export async function appendAudit(
	entry: {
		actor: Actor
		action: string
		subjectKind: 'listing' | 'user' | 'conversation'
		subjectId: string
		reason?: string
		details?: Record<string, unknown>
	},
	tx?: Transaction,
) {
	const db = tx ?? (await getDb())
	await db.insert(auditLog).values({
		actorId: entry.actor === 'system' ? null : entry.actor.id,
		actorName: entry.actor === 'system' ? 'Homestead (automatic check)' : entry.actor.username,
		action: entry.action,
		subjectKind: entry.subjectKind,
		subjectId: entry.subjectId,
		reason: entry.reason ?? '',
		details: entry.details ?? {},
	})
}

/**
 * What the audit log can be narrowed to: one member (what was done to them, by them, or to their
 * listings), one listing, one action, and a range of days (`from` and `to` inclusive, UTC days as the
 * log shows its times).
 */
export type AuditFilters = { member?: string; listing?: string; action?: string; from?: string; to?: string }

const DAY_MS = 24 * 60 * 60 * 1000

function auditWhere(filters: AuditFilters) {
	const from = filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined
	const to = filters.to ? new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS) : undefined
	return and(
		filters.member
			? sql`(${auditLog.actorId} = ${filters.member} or (${auditLog.subjectKind} = 'user' and ${auditLog.subjectId} = ${filters.member})
				or (${auditLog.subjectKind} = 'listing' and ${auditLog.subjectId} in
					(select ${listings.id}::text from ${listings} where ${listings.userRef} = ${filters.member})))`
			: undefined,
		filters.listing ? and(eq(auditLog.subjectKind, 'listing'), eq(auditLog.subjectId, filters.listing)) : undefined,
		filters.action ? eq(auditLog.action, filters.action) : undefined,
		from && !Number.isNaN(from.getTime()) ? gte(auditLog.at, from) : undefined,
		to && !Number.isNaN(to.getTime()) ? lt(auditLog.at, to) : undefined,
	)
}

/**
 * The audit log, newest first, a page at a time: `before` the last id of the previous page, or
 * `offset` entries skipped; narrowed by `filters`.
 */
export async function listAudit({
	limit = 100,
	before,
	offset = 0,
	...filters
}: { limit?: number; before?: number; offset?: number } & AuditFilters = {}) {
	const db = await getDb()
	return db
		.select()
		.from(auditLog)
		.where(and(before ? lt(auditLog.id, before) : undefined, auditWhere(filters)))
		.orderBy(desc(auditLog.id))
		.limit(limit)
		.offset(offset)
}

/** How many entries of the audit log `filters` leave. */
export async function countAudit(filters: AuditFilters = {}) {
	const db = await getDb()
	const [row] = await db.select({ entries: count() }).from(auditLog).where(auditWhere(filters))
	return row?.entries ?? 0
}

/** Sets a listing's moderation state (its removal reason with `removed`). */
export async function setModeration(
	listingId: string,
	moderation: Listing['moderation'],
	removalReason: string | null = null,
	tx?: Transaction,
) {
	const db = tx ?? (await getDb())
	const [listing] = await db
		.update(listings)
		.set({ moderation, removalReason })
		.where(eq(listings.id, listingId))
		.returning()
	return listing
}

/** Where the price check looks for homes like a listing: within a radius, the nearest few, or anywhere. */
export type ComparableScope = { near: Position; radiusKm: number } | { near: Position; nearest: number } | 'anywhere'

/**
 * The middle price of the homes like this one that others can see: the same kind (sale or rent),
 * bedrooms one either side, on the market, in `scope` (within a radius of a position; the `nearest`
 * few of a position, in distance order on the position index; or anywhere: the SITE_SAMPLE listed last,
 * which the date index reads without the whole table). With how many there are, to
 * tell whether there are enough to judge by, and how far the farthest of them is from the position.
 */
/** How many homes like a listing, the latest listed, stand for the whole site's prices. */
const SITE_SAMPLE = 1000

export async function comparablePrices(listing: Listing, scope: ComparableScope) {
	const db = await getDb()
	const like = sql`${shownToEveryone} and ${listings.id} <> ${listing.id} and ${listings.type} = ${listing.type}
		and ${listings.status} in ('active', 'under_offer')
		and ${listings.bedrooms} between ${listing.bedrooms - 1} and ${listing.bedrooms + 1}`
	const homes =
		scope === 'anywhere'
			? sql`select ${listings.effectivePrice} as price, null::float8 as chord from ${listings} where ${like}
					order by ${listings.createdAt} desc limit ${SITE_SAMPLE}`
			: 'radiusKm' in scope
				? sql`select ${listings.effectivePrice} as price, ${distanceFrom(scope.near)} as chord from ${listings}
						where ${like} and ${withinKmOf(scope.near, scope.radiusKm)}`
				: sql`select ${listings.effectivePrice} as price, ${distanceFrom(scope.near)} as chord from ${listings}
						where ${like} and ${listings.latitude} is not null
						order by ${distanceFrom(scope.near)} limit ${scope.nearest}`
	const [row] = await selectRows<{
		median: number | null
		homes: number
		prices: number[] | null
		chord: number | null
	}>(
		db,
		sql`select percentile_cont(0.5) within group (order by price) as median, count(*)::int as homes,
				(array_agg(price order by price))[1:50] as prices, max(chord) as chord
			from (${homes}) as comparable`,
	)
	return {
		median: row?.median === null || row?.median === undefined ? null : Number(row.median),
		homes: row?.homes ?? 0,
		/** The prices themselves, lowest first (at most 50): the moderator's evidence. */
		prices: (row?.prices ?? []).map(Number),
		/** How far the farthest of them is, in km (none for `anywhere`). */
		farthestKm: row?.chord === null || row?.chord === undefined ? null : kmOfChord(Number(row.chord)),
	}
}

/**
 * How many listings the member ever created, deleted or not (the trigger users_count_listings_created
 * counts them): the new-account limit.
 */
export async function countListingsCreated(ownerId: string) {
	const db = await getDb()
	const [row] = await db.select({ created: users.listingsCreated }).from(users).where(eq(users.id, ownerId))
	return row?.created ?? 0
}

/** Suspends a member: sessions end, their listings are hidden. The account, or undefined. */
export async function suspendAccount(userId: string, reason: string, tx?: Transaction) {
	const db = tx ?? (await getDb())
	const [user] = await db
		.update(users)
		.set({
			suspendedAt: new Date(),
			suspensionReason: reason,
			sessionVersion: sql`${users.sessionVersion} + 1`,
			updatedAt: new Date(),
		})
		.where(eq(users.id, userId))
		.returning()
	if (user) await db.update(listings).set({ ownerActive: false }).where(eq(listings.userRef, userId))
	return user
}

/** Lifts a suspension: the listings come back (unless the owner deleted the account meanwhile). */
export async function liftSuspension(userId: string, tx?: Transaction) {
	const db = tx ?? (await getDb())
	const [user] = await db
		.update(users)
		.set({ suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
		.where(eq(users.id, userId))
		.returning()
	if (user) await db.update(listings).set({ ownerActive: !user.deletedAt }).where(eq(listings.userRef, userId))
	return user
}

/** The suspended members, most recently suspended first (an administrator may restore them). */
export async function listSuspendedMembers() {
	const db = await getDb()
	return db.select().from(users).where(isNotNull(users.suspendedAt)).orderBy(desc(users.suspendedAt)).limit(200)
}

/** Grants or revokes the stored administrator's right of the account with this address; the account, or undefined. */
export async function setAdministrator(email: string, isAdmin: boolean) {
	const db = await getDb()
	const [user] = await db
		.update(users)
		.set({ isAdmin, updatedAt: new Date() })
		.where(eq(sql`lower(${users.email})`, email.toLowerCase()))
		.returning()
	return user
}

/** The members made administrators in the database, and those whose verified address is in `emails`. */
export async function listAdministrators(emails: readonly string[]) {
	const db = await getDb()
	const lower = emails.map((email) => email.toLowerCase())
	return db
		.select()
		.from(users)
		.where(
			and(
				isNull(users.deletedAt),
				isNull(users.suspendedAt),
				lower.length
					? sql`(${users.isAdmin} or (${users.emailVerified} and lower(${users.email}) in (${sql.join(
							lower.map((email) => sql`${email}`),
							sql`, `,
						)})))`
					: eq(users.isAdmin, true),
			),
		)
}
