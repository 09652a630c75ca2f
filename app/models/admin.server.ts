import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { conversations, listings, messages, moderationCases, reports, users } from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { nameOrAddressContains } from './search.server'

/*
 * What administrators look up: members and listings by what they know of them, and the record of a
 * member or a listing (their listings, conversations, reports, cases). The audit log is read in
 * moderation.server.ts.
 */

/** How many members or listings a search shows. */
const FOUND = 20

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally, lower-case. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * Members whose id is `query`, whose address or username holds it (case aside), deleted accounts
 * too: the exact matches first, then by username. At most 20.
 */
export async function findMembers(query: string) {
	const text = query.trim()
	if (!text) return []
	const db = await getDb()
	const lower = text.toLowerCase()
	const exact = sql`(lower(${users.email}) = ${lower} or lower(${users.username}) = ${lower})`
	return db
		.select()
		.from(users)
		.where(
			isUuid(text)
				? eq(users.id, text)
				: or(
						sql`lower(${users.email}) like ${containing(text)}`,
						sql`lower(${users.username}) like ${containing(text)}`,
					),
		)
		.orderBy(sql`${exact} desc`, asc(users.username))
		.limit(FOUND)
}

/**
 * Listings whose id is `query`, or whose name or address holds it (case aside), in every state (held,
 * removed, of a suspended member), newest first, with their owner's username. At most 20.
 */
export async function findListingsForAdministrators(query: string) {
	const text = query.trim()
	if (!text) return []
	const db = await getDb()
	return db
		.select({ listing: listings, ownerName: users.username })
		.from(listings)
		.innerJoin(users, eq(users.id, listings.userRef))
		.where(isUuid(text) ? eq(listings.id, text) : nameOrAddressContains(text))
		.orderBy(desc(listings.createdAt), desc(listings.id))
		.limit(FOUND)
}

/** How many of a member's listings, conversations and reports their page lists. */
const RECORD = 200

/**
 * A member's conversations, latest first: the listing, the other member, how many messages, and
 * whether someone reported it or the site flagged it (only then may an administrator read it).
 */
export async function getConversationsOfMember(userId: string) {
	const db = await getDb()
	const counterpartId = sql<
		string | null
	>`case when ${conversations.seekerId} = ${userId} then ${conversations.ownerId} else ${conversations.seekerId} end`
	const rows = await db
		.select({
			id: conversations.id,
			listingId: conversations.listingId,
			listingName: conversations.listingName,
			asSeeker: sql<boolean>`${conversations.seekerId} = ${userId}`,
			counterpartId,
			lastMessageAt: conversations.lastMessageAt,
			// Written out: inside a subquery an unqualified "id" would be the subquery's own table's.
			messages: sql<number>`(select count(*)::int from messages as m where m.conversation_id = conversations.id)`,
			reported: sql<boolean>`(exists (select 1 from reports as r where r.conversation_id = conversations.id)
				or exists (select 1 from moderation_cases as c where c.conversation_id = conversations.id))`,
		})
		.from(conversations)
		.where(or(eq(conversations.seekerId, userId), eq(conversations.ownerId, userId)))
		.orderBy(desc(conversations.lastMessageAt))
		.limit(RECORD)
	return rows.map((row) => ({ ...row, messages: Number(row.messages), reported: Boolean(row.reported) }))
}

/** The latest messages of conversations someone reported or the site flagged, by conversation. */
export async function getMessagesOfConversations(conversationIds: string[], latest = 20) {
	const found = new Map<string, Array<typeof messages.$inferSelect & { senderName: string }>>()
	if (!conversationIds.length) return found
	const db = await getDb()
	const rows = await db
		.select({ message: messages, senderName: users.username })
		.from(messages)
		.innerJoin(users, eq(users.id, messages.senderId))
		.where(inArray(messages.conversationId, conversationIds))
		.orderBy(asc(messages.createdAt))
	for (const { message, senderName } of rows) {
		const list = found.get(message.conversationId) ?? []
		list.push({ ...message, senderName })
		found.set(message.conversationId, list)
	}
	for (const [id, list] of found) found.set(id, list.slice(-latest))
	return found
}

/** The reports a member made, latest first, with the listing's or conversation's name. */
export async function getReportsByMember(userId: string) {
	const db = await getDb()
	return db
		.select({
			report: reports,
			listingName: listings.name,
			conversationListingName: conversations.listingName,
		})
		.from(reports)
		.leftJoin(listings, eq(listings.id, reports.listingId))
		.leftJoin(conversations, eq(conversations.id, reports.conversationId))
		.where(eq(reports.reporterId, userId))
		.orderBy(desc(reports.createdAt))
		.limit(RECORD)
}

/**
 * The reports about a member, latest first: of their listings, and of conversations they take part in
 * made by the other member.
 */
export async function getReportsAboutMember(userId: string) {
	const db = await getDb()
	return db
		.select({
			report: reports,
			listingName: listings.name,
			conversationListingName: conversations.listingName,
			reporterName: users.username,
		})
		.from(reports)
		.leftJoin(listings, eq(listings.id, reports.listingId))
		.leftJoin(conversations, eq(conversations.id, reports.conversationId))
		.leftJoin(users, eq(users.id, reports.reporterId))
		.where(
			or(
				eq(listings.userRef, userId),
				and(
					isNotNull(reports.conversationId),
					or(eq(conversations.seekerId, userId), eq(conversations.ownerId, userId)),
					sql`${reports.reporterId} is distinct from ${userId}`,
				),
			),
		)
		.orderBy(desc(reports.createdAt))
		.limit(RECORD)
}

/** The reports about a listing, latest first, with the reporting member's username (none for a visitor). */
export async function getReportsAboutListing(listingId: string) {
	const db = await getDb()
	return db
		.select({ report: reports, reporterName: users.username })
		.from(reports)
		.leftJoin(users, eq(users.id, reports.reporterId))
		.where(eq(reports.listingId, listingId))
		.orderBy(desc(reports.createdAt))
}

/**
 * The cases (holds, reports and flags in the queue, open or decided) of a member's listings and
 * conversations, or of one listing: latest first, with who decided.
 */
export async function getCases(subject: { memberId: string } | { listingId: string }) {
	const db = await getDb()
	const which =
		'listingId' in subject
			? eq(moderationCases.listingId, subject.listingId)
			: or(
					sql`${moderationCases.listingId} in (select ${listings.id} from ${listings} where ${listings.userRef} = ${subject.memberId})`,
					sql`${moderationCases.conversationId} in (select ${conversations.id} from ${conversations}
						where ${conversations.seekerId} = ${subject.memberId} or ${conversations.ownerId} = ${subject.memberId})`,
				)
	return db
		.select({
			case: moderationCases,
			listingName: listings.name,
			conversationListingName: conversations.listingName,
			resolverName: users.username,
		})
		.from(moderationCases)
		.leftJoin(listings, eq(listings.id, moderationCases.listingId))
		.leftJoin(conversations, eq(conversations.id, moderationCases.conversationId))
		.leftJoin(users, eq(users.id, moderationCases.resolvedBy))
		.where(which)
		.orderBy(desc(moderationCases.createdAt))
		.limit(RECORD)
}

/** The names of listings and usernames of members with these ids (deleted members too), for links. */
export async function namesOf(ids: { listings: string[]; members: string[] }) {
	const db = await getDb()
	const listingIds = [...new Set(ids.listings)].filter(isUuid)
	const memberIds = [...new Set(ids.members)].filter(isUuid)
	const [listingRows, memberRows] = await Promise.all([
		listingIds.length
			? db.select({ id: listings.id, name: listings.name }).from(listings).where(inArray(listings.id, listingIds))
			: [],
		memberIds.length
			? db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, memberIds))
			: [],
	])
	return {
		listings: new Map(listingRows.map((row) => [row.id, row.name])),
		members: new Map(memberRows.map((row) => [row.id, row.name])),
	}
}

/** How many listings each of these members has (any state): the search's one-line summary. */
export async function countListingsOf(userIds: string[]) {
	const found = new Map<string, number>()
	if (!userIds.length) return found
	const db = await getDb()
	const rows = await db
		.select({ userRef: listings.userRef, listings: count() })
		.from(listings)
		.where(inArray(listings.userRef, userIds))
		.groupBy(listings.userRef)
	for (const row of rows) found.set(row.userRef, row.listings)
	return found
}
