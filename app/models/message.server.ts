import { and, asc, eq, or, sql } from 'drizzle-orm'
import { getDb, selectRows, type Transaction } from '~/db/client.server'
import { conversations, listings, messages, userBlocks, users } from '~/db/schema'
import { isUuid } from '~/schemas/fields'

/** Which side of a conversation a member is on. */
export type Side = 'seeker' | 'owner'

export type Conversation = typeof conversations.$inferSelect

/** How long a recipient who has not read a conversation waits before its next notification mail. */
export const NOTIFY_EVERY_MS = 15 * 60 * 1000

/**
 * Adds the seeker's message to their conversation about the listing, starting the conversation on
 * the first message (one per listing and seeker, also when two first messages race).
 */
export async function sendToListingOwner(
	listing: { id: string; name: string; userRef: string },
	seekerId: string,
	body: string,
	{ asksForMoney = false } = {},
) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		await tx
			.insert(conversations)
			.values({ listingId: listing.id, listingName: listing.name, seekerId, ownerId: listing.userRef })
			.onConflictDoNothing({ target: [conversations.listingId, conversations.seekerId] })
		const [conversation] = await tx
			.select()
			.from(conversations)
			.where(and(eq(conversations.listingId, listing.id), eq(conversations.seekerId, seekerId)))
		const message = await addMessageIn(tx, conversation!, 'seeker', seekerId, body, asksForMoney)
		return { conversation: conversation!, message }
	})
}

async function addMessageIn(
	tx: Transaction,
	conversation: Conversation,
	side: Side,
	senderId: string,
	body: string,
	asksForMoney: boolean,
) {
	const [message] = await tx
		.insert(messages)
		.values({ conversationId: conversation.id, senderId, body, asksForMoney })
		.returning()
	// The sender has read everything up to their own message.
	await tx
		.update(conversations)
		.set({
			lastMessageAt: message!.createdAt,
			...(side === 'seeker' ? { seekerReadAt: message!.createdAt } : { ownerReadAt: message!.createdAt }),
		})
		.where(eq(conversations.id, conversation.id))
	return message!
}

/** Adds a participant's reply to the conversation (`asksForMoney`: its reader sees it under a warning). */
export async function addReply(
	conversation: Conversation,
	side: Side,
	senderId: string,
	body: string,
	{ asksForMoney = false } = {},
) {
	const db = await getDb()
	return db.transaction((tx) => addMessageIn(tx, conversation, side, senderId, body, asksForMoney))
}

/** The conversation and the member's side of it, or undefined when it is not theirs (or does not exist). */
export async function getConversationOf(id: string, userId: string) {
	if (!isUuid(id)) return undefined
	const db = await getDb()
	const [conversation] = await db
		.select()
		.from(conversations)
		.where(and(eq(conversations.id, id), or(eq(conversations.seekerId, userId), eq(conversations.ownerId, userId))))
	if (!conversation) return undefined
	const side: Side = conversation.seekerId === userId ? 'seeker' : 'owner'
	return { conversation, side, otherId: side === 'seeker' ? conversation.ownerId : conversation.seekerId }
}

/** The conversation's messages, oldest first, with their senders' names. */
export async function getMessages(conversationId: string) {
	const db = await getDb()
	return db
		.select({
			id: messages.id,
			senderId: messages.senderId,
			senderName: users.username,
			body: messages.body,
			asksForMoney: messages.asksForMoney,
			senderSuspended: sql<boolean>`${users.suspendedAt} is not null`,
			createdAt: messages.createdAt,
		})
		.from(messages)
		.innerJoin(users, eq(users.id, messages.senderId))
		.where(eq(messages.conversationId, conversationId))
		.orderBy(asc(messages.createdAt), asc(messages.id))
}

/** A participant opened the conversation: everything in it so far is read. */
export async function markRead(conversationId: string, side: Side) {
	const db = await getDb()
	const now = new Date()
	await db
		.update(conversations)
		.set(side === 'seeker' ? { seekerReadAt: now } : { ownerReadAt: now })
		.where(eq(conversations.id, conversationId))
}

/** SQL: conversation `c` holds a message from the other side that `userId` has not read (sent after their last reading). */
function unreadBy(userId: string) {
	return sql`exists (
		select 1 from ${messages} m
		where m.conversation_id = c.id and m.sender_id <> ${userId}
			and m.created_at > coalesce(case when c.seeker_id = ${userId} then c.seeker_read_at else c.owner_read_at end, '-infinity')
	)`
}

type ConversationRow = {
	id: string
	listing_id: string | null
	listing_name: string
	listing_cover: string | null
	listing_price: number | null
	listing_type: 'rent' | 'sale' | null
	other_id: string | null
	other_name: string | null
	other_avatar: string | null
	last_id: string | null
	last_body: string | null
	last_sender_id: string | null
	last_created_at: Date | string | null
	last_message_at: Date | string
	unread: boolean
}

/** The member's conversations, newest activity first, each with its listing, the other member, its last message and whether it is unread. */
export async function listConversations(userId: string) {
	const db = await getDb()
	const rows = await selectRows<ConversationRow>(
		db,
		sql`
			select c.id, c.listing_id, c.listing_name,
				l.image_urls[1] as listing_cover, l.effective_price as listing_price, l.type as listing_type,
				other.id as other_id, other.username as other_name, other.avatar as other_avatar,
				last.id as last_id, last.body as last_body, last.sender_id as last_sender_id,
				last.created_at as last_created_at, c.last_message_at,
				${unreadBy(userId)} as unread
			from ${conversations} c
			left join ${listings} l on l.id = c.listing_id
			left join ${users} other on other.id = case when c.seeker_id = ${userId} then c.owner_id else c.seeker_id end
			left join lateral (
				select m.id, m.body, m.sender_id, m.created_at from ${messages} m
				where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
			) last on true
			where c.seeker_id = ${userId} or c.owner_id = ${userId}
			order by c.last_message_at desc, c.id
		`,
	)
	return rows.map((row) => ({
		id: row.id,
		listing: {
			id: row.listing_id,
			name: row.listing_name,
			cover: row.listing_cover,
			price: row.listing_price,
			type: row.listing_type,
		},
		with: row.other_id ? { id: row.other_id, username: row.other_name!, avatar: row.other_avatar! } : null,
		lastMessage:
			row.last_id === null
				? null
				: {
						id: row.last_id,
						senderId: row.last_sender_id!,
						fromMe: row.last_sender_id === userId,
						body: row.last_body!,
						createdAt: new Date(row.last_created_at!),
					},
		lastMessageAt: new Date(row.last_message_at),
		unread: row.unread,
	}))
}

/** How many of the member's conversations have a message they have not read. */
export async function countUnreadConversations(userId: string) {
	const db = await getDb()
	const [row] = await selectRows<{ count: number }>(
		db,
		sql`
			select count(*)::int as count from ${conversations} c
			where (c.seeker_id = ${userId} or c.owner_id = ${userId})
				and ${unreadBy(userId)}
		`,
	)
	return row?.count ?? 0
}

/**
 * Claims the right to mail `side` about the conversation: true at most once every 15 minutes while
 * it stays unread (a reading in between starts the clock again). Atomic, so two messages sent at
 * once make one mail.
 */
export async function claimNotification(conversationId: string, side: Side) {
	const db = await getDb()
	const notifiedAt = side === 'seeker' ? conversations.seekerNotifiedAt : conversations.ownerNotifiedAt
	const readAt = side === 'seeker' ? conversations.seekerReadAt : conversations.ownerReadAt
	const cutoff = new Date(Date.now() - NOTIFY_EVERY_MS).toISOString()
	const claimed = await db
		.update(conversations)
		.set(side === 'seeker' ? { seekerNotifiedAt: new Date() } : { ownerNotifiedAt: new Date() })
		.where(
			and(
				eq(conversations.id, conversationId),
				sql`(${notifiedAt} is null or ${notifiedAt} < ${cutoff}::timestamptz or ${notifiedAt} < ${readAt})`,
			),
		)
		.returning({ id: conversations.id })
	return claimed.length > 0
}

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(blockerId: string, blockedId: string) {
	const db = await getDb()
	const [row] = await db
		.select({ blockerId: userBlocks.blockerId })
		.from(userBlocks)
		.where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
	return Boolean(row)
}

export async function setBlocked(blockerId: string, blockedId: string, blocked: boolean) {
	const db = await getDb()
	if (blocked) await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing()
	else await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
}

/** The id of the seeker's conversation about the listing, if they have written about it. */
export async function findConversationId(listingId: string, seekerId: string) {
	const db = await getDb()
	const [row] = await db
		.select({ id: conversations.id })
		.from(conversations)
		.where(and(eq(conversations.listingId, listingId), eq(conversations.seekerId, seekerId)))
	return row?.id ?? null
}
