import { type User } from '~/db/schema'
import { newMessageMail } from '~/mail'
import { getListingById } from '~/models/listing.server'
import {
	addReply,
	claimNotification,
	type Conversation,
	getConversationOf,
	getMessages,
	hasBlocked,
	markRead,
	sendToListingOwner,
	setBlocked,
	type Side,
} from '~/models/message.server'
import { assertMessageAllowed } from '~/models/rate-limit.server'
import { getUserById } from '~/models/user.server'
import { asksForMoney } from '~/moderation'
import { ClientError } from '~/utils/client-error'
import { getLogger } from '~/utils/logger.server'
import { CONVERSATION_NOT_FOUND } from '~/utils/messages'
import { MONEY_WARNING } from '~/utils/moderation'
import { queueMail } from './mail.server'
import { flagRiskyMessage } from './trust-and-safety.server'

/*
 * Messages between a home seeker and a listing's owner, relayed by the site: neither sees the
 * other's e-mail address. The rules live here; pages and the API only translate the errors.
 */

export const OWN_LISTING = 'You cannot send a message about your own listing'
export const YOU_BLOCKED = 'You have blocked this member. Unblock them to send a message.'
export const BLOCKED_YOU = 'This member does not accept your messages'
export const OTHER_LEFT = 'The other member has deleted their account'

/** Starts (or continues) the seeker's conversation about a listing; its id. ClientError for what the rules refuse. */
export async function contactListingOwner(seeker: User, listingId: string, body: string) {
	const listing = await getListingById(listingId)
	if (!listing) throw new ClientError('Listing not found!', 404)
	if (listing.userRef === seeker.id) throw new ClientError(OWN_LISTING, 400)
	await assertCanWrite(seeker.id, listing.userRef)
	await assertMessageAllowed(seeker.id, { startsConversation: true })
	const money = asksForMoney(body)
	const { conversation } = await sendToListingOwner(listing, seeker.id, body, { asksForMoney: money.asks })
	if (money.asks) await flagRiskyMessage(conversation.id, seeker, money.matched)
	await notify(conversation, 'owner', seeker, body, money.asks)
	return conversation.id
}

/** The conversation, if the member takes part in it; marks it read when `read` is set. ClientError 404 otherwise. */
export async function openConversation(user: User, conversationId: string, { read = false } = {}) {
	const found = await getConversationOf(conversationId, user.id)
	if (!found) throw new ClientError(CONVERSATION_NOT_FOUND, 404)
	if (read) await markRead(found.conversation.id, found.side)
	return found
}

/**
 * A conversation as its participant reads it (and it is marked read): its messages, the other member
 * (undefined once their account is gone) and who has blocked whom. ClientError 404 for anyone else.
 */
export async function readConversation(user: User, conversationId: string) {
	const { conversation, otherId } = await openConversation(user, conversationId, { read: true })
	const [messages, other, blocked, blockedBy] = await Promise.all([
		getMessages(conversation.id),
		otherId ? getUserById(otherId) : undefined,
		otherId ? hasBlocked(user.id, otherId) : false,
		otherId ? hasBlocked(otherId, user.id) : false,
	])
	return { conversation, messages, other, blocked, blockedBy }
}

/** A participant's reply. ClientError for a stranger (404), a blocked pair or a deleted other side. */
export async function replyInConversation(user: User, conversationId: string, body: string) {
	const { conversation, side, otherId } = await openConversation(user, conversationId)
	if (!otherId) throw new ClientError(OTHER_LEFT, 400)
	await assertCanWrite(user.id, otherId)
	await assertMessageAllowed(user.id, { startsConversation: false })
	const money = asksForMoney(body)
	const message = await addReply(conversation, side, user.id, body, { asksForMoney: money.asks })
	if (money.asks) await flagRiskyMessage(conversation.id, user, money.matched)
	await notify(conversation, side === 'seeker' ? 'owner' : 'seeker', user, body, money.asks)
	return message
}

/** Blocks or unblocks the other participant of a conversation. */
export async function blockInConversation(user: User, conversationId: string, blocked: boolean) {
	const { otherId } = await openConversation(user, conversationId)
	if (otherId) await setBlocked(user.id, otherId, blocked)
}

async function assertCanWrite(senderId: string, recipientId: string) {
	if (await hasBlocked(senderId, recipientId)) throw new ClientError(YOU_BLOCKED, 403)
	if (await hasBlocked(recipientId, senderId)) throw new ClientError(BLOCKED_YOU, 403)
}

/** How young an account is "new" to the member it writes to: its first mail in a conversation carries the warning. */
const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000

/** What the mail says of a sender whose account is new, before the money warning. */
export const NEW_ACCOUNT_NOTICE = 'This member’s account is less than a week old.'

/**
 * The sentences a message's mail carries after it: the money warning under a message that asks for
 * money outside the site, and under the first mail of a conversation from an account younger than 7
 * days (said first). The page shows the same warning with the message.
 */
export function messageMailWarnings(
	sender: Pick<User, 'createdAt'>,
	{ asksForMoney, firstMail }: { asksForMoney: boolean; firstMail: boolean },
) {
	const young = firstMail && Date.now() - sender.createdAt.getTime() < NEW_ACCOUNT_MS
	if (!young && !asksForMoney) return []
	return young ? [NEW_ACCOUNT_NOTICE, MONEY_WARNING] : [MONEY_WARNING]
}

/**
 * Mails the recipient about a new message: only to a verified address, at most once every 15
 * minutes while the conversation stays unread, with the warnings its reader must see
 * (messageMailWarnings). A mail that cannot be queued is logged, never an error.
 */
async function notify(conversation: Conversation, side: Side, sender: User, body: string, asksForMoney: boolean) {
	try {
		const recipientId = side === 'owner' ? conversation.ownerId : conversation.seekerId
		const recipient = recipientId ? await getUserById(recipientId) : undefined
		if (!recipient?.emailVerified) return
		// Never mailed about this conversation before: this is its first mail to them.
		const firstMail = (side === 'owner' ? conversation.ownerNotifiedAt : conversation.seekerNotifiedAt) === null
		if (!(await claimNotification(conversation.id, side))) return
		await queueMail(
			recipient.email,
			newMessageMail({
				username: recipient.username,
				senderName: sender.username,
				listingName: conversation.listingName,
				body,
				conversationId: conversation.id,
				warnings: messageMailWarnings(sender, { asksForMoney, firstMail }),
			}),
		)
	} catch (error) {
		getLogger().error({ err: error }, 'message notification not queued')
	}
}

/** A message as the JSON API shows it. */
export function toApiMessage(message: {
	id: string
	senderId: string
	body: string
	asksForMoney?: boolean
	createdAt: Date
}) {
	return {
		_id: message.id,
		from: message.senderId,
		body: message.body,
		// A message that asks for money outside the site carries the warning its reader must see.
		...(message.asksForMoney ? { warning: MONEY_WARNING } : {}),
		createdAt: message.createdAt.toISOString(),
	}
}
