// Messages between home seekers and owners, in-process on this file's database, with the
// notification mails going through the job queue to an SMTP sink on loopback.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { conversations, messages, type User } from '~/db/schema'
import { deleteListing } from '~/models/listing.server'
import { RATE_LIMITS } from '~/models/rate-limit.server'
import { deleteUser, markEmailVerified } from '~/models/user.server'
import * as root from '~/root'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as contactPage from '~/routes/_listings+/listing.$id_.contact'
import * as messagesPage from '~/routes/_messages+/messages'
import * as conversationPage from '~/routes/_messages+/messages_.$id'
import * as contactApi from '~/routes/api+/listing.contact.$id'
import * as messagesApi from '~/routes/api+/messages'
import * as conversationApi from '~/routes/api+/messages_.$id'
import { BLOCKED_YOU, OTHER_LEFT, OWN_LISTING, YOU_BLOCKED } from '~/services/conversations.server'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { createListing } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

const delivery = await deliverMailToSink()
const MINUTE = 60 * 1000

type Member = { user: User; cookie: string }

async function member(prefix: string, { verified = false } = {}): Promise<Member> {
	const { user, cookie } = await createSignedInUser(prefix)
	if (verified) await markEmailVerified(user.id, user.email)
	return { user, cookie }
}

/** An owner (verified unless told otherwise) with a listing, and a seeker. */
async function ownerAndSeeker({ ownerVerified = true, seekerVerified = false } = {}) {
	const owner = await member('owner', { verified: ownerVerified })
	const seeker = await member('seeker', { verified: seekerVerified })
	const listing = await createListing({ userRef: owner.user.id, name: 'Flat above the bakery' })
	return { owner, seeker, listing }
}

const contact = (listingId: string, who: Member, fields: Record<string, string>) =>
	responseOf(
		run(contactPage.action, formRequest(`/listing/${listingId}/contact`, fields, { cookie: who.cookie }), {
			id: listingId,
		}),
	)

const contactReply = (listingId: string, who: Member, message: string) =>
	run(contactPage.action, formRequest(`/listing/${listingId}/contact`, { message }, { cookie: who.cookie }), {
		id: listingId,
	}).then((result) => unwrap<{ result: { error?: Record<string, string[]> } }>(result))

async function startConversation(listingId: string, who: Member, message = 'Is it still available in June?') {
	const response = await contact(listingId, who, { message })
	expect(response.status).toBe(303)
	const location = response.headers.get('Location')!
	expect(location).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
	return location.split('/').at(-1)!
}

const openThread = (id: string, who: Member) =>
	run(conversationPage.loader, getRequest(`/messages/${id}`, { cookie: who.cookie }), { id })

const reply = (id: string, who: Member, fields: Record<string, string>) =>
	run(conversationPage.action, formRequest(`/messages/${id}`, fields, { cookie: who.cookie }), { id })

async function unreadCount(who: Member) {
	const data = (await run(root.loader, getRequest('/', { cookie: who.cookie }))) as {
		user: { unreadMessages: number }
	}
	return data.user.unreadMessages
}

async function storedMessages(conversationId: string) {
	const db = await getDb()
	return db.select().from(messages).where(eq(messages.conversationId, conversationId))
}

const mailsTo = (email: string) => delivery.received().filter((received) => received.envelopeTo.includes(email))

describe('writing to an owner', () => {
	test('the first message starts a conversation and mails the owner, without the sender’s address', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const id = await startConversation(listing.id, seeker, 'Hello!\nIs it still available in June?')

		expect((await storedMessages(id)).map((message) => message.body)).toEqual([
			'Hello!\nIs it still available in June?',
		])
		const mails = await delivery.allMailsTo(owner.user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe(`New message from ${seeker.user.username} about Flat above the bakery`)
		expect(mail!.text).toContain('> Is it still available in June?')
		expect(mail!.text).toContain(`https://homestead.example/messages/${id}`)
		expect(mail!.html).toContain(`href="https://homestead.example/messages/${id}"`)
		expect(mail!.replyTo).toBeUndefined()
		const raw = JSON.stringify(mail!.headers) + mail!.text + mail!.html
		expect(raw).not.toContain(seeker.user.email)
	})

	test('a second message from the same seeker joins the conversation; the owner is mailed once while unread', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const first = await startConversation(listing.id, seeker)
		const second = await startConversation(listing.id, seeker, 'And is parking included?')
		expect(second).toBe(first)
		expect(await storedMessages(first)).toHaveLength(2)
		expect(await delivery.allMailsTo(owner.user.email, 1)).toHaveLength(1)
		expect(await unreadCount(owner)).toBe(1)

		// Once read, the next message may be mailed again.
		await openThread(first, owner)
		expect(await unreadCount(owner)).toBe(0)
		await startConversation(listing.id, seeker, 'One more question.')
		expect(await delivery.allMailsTo(owner.user.email, 2)).toHaveLength(2)
	})

	test('while the owner has not read it, the next mail goes 15 minutes after the last one, not sooner', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const id = await startConversation(listing.id, seeker)
		expect(await delivery.allMailsTo(owner.user.email, 1)).toHaveLength(1)
		const lastMailed = async (ago: number) => {
			const db = await getDb()
			await db
				.update(conversations)
				.set({ ownerNotifiedAt: new Date(Date.now() - ago) })
				.where(eq(conversations.id, id))
		}

		// A few seconds short of 15 minutes (the time the next message takes to be sent): no mail.
		await lastMailed(15 * MINUTE - 10_000)
		await startConversation(listing.id, seeker, 'Is anyone there?')
		expect(await delivery.allMailsTo(owner.user.email, 1)).toHaveLength(1)
		await lastMailed(15 * MINUTE)
		await startConversation(listing.id, seeker, 'Hello again?')
		const mails = await delivery.allMailsTo(owner.user.email, 2)
		expect(mails).toHaveLength(2)
		expect(mails[1]!.text).toContain('> Hello again?')
	})

	test('the listing page leads a seeker who wrote to the conversation', async () => {
		const { seeker, listing } = await ownerAndSeeker()
		const before = unwrap<{ conversationId: string | null }>(
			await run(listingPage.loader, getRequest(`/listing/${listing.id}`, { cookie: seeker.cookie }), {
				id: listing.id,
			}),
		).data
		expect(before.conversationId).toBeNull()
		const id = await startConversation(listing.id, seeker)
		const after = unwrap<{ conversationId: string | null }>(
			await run(listingPage.loader, getRequest(`/listing/${listing.id}`, { cookie: seeker.cookie }), {
				id: listing.id,
			}),
		).data
		expect(after.conversationId).toBe(id)
	})

	test('empty and over-long messages, one’s own listing, a missing listing: clear answers, nothing stored', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const empty = await contactReply(listing.id, seeker, '   ')
		expect(empty.status).toBe(400)
		expect(empty.data.result.error?.message).toEqual(['Message is required'])
		const long = await contactReply(listing.id, seeker, 'x'.repeat(5001))
		expect(long.status).toBe(400)
		expect(long.data.result.error?.message).toEqual(['Message must be at most 5,000 characters'])
		const own = await contactReply(listing.id, owner, 'Talking to myself')
		expect(own.status).toBe(400)
		expect(own.data.result.error?.['']).toEqual([OWN_LISTING])
		const missing = '00000000-0000-4000-8000-000000000000'
		expect((await contactReply(missing, seeker, 'Hello?')).status).toBe(404)
		expect((await contactReply('not-an-id', seeker, 'Hello?')).status).toBe(404)

		const db = await getDb()
		expect(await db.select().from(conversations).where(eq(conversations.listingId, listing.id))).toEqual([])
	})

	test('a filled honeypot goes back to the listing and stores nothing', async () => {
		const { seeker, listing } = await ownerAndSeeker()
		const response = await contact(listing.id, seeker, {
			message: 'Buy cheap watches',
			[HONEYPOT_FIELD]: 'spam.example',
		})
		expect(response.headers.get('Location')).toBe(`/listing/${listing.id}`)
		const db = await getDb()
		expect(await db.select().from(conversations).where(eq(conversations.listingId, listing.id))).toEqual([])
	})

	test('a member starts at most 20 conversations an hour', async () => {
		const seeker = await member('chatty')
		const owner = await member('popular')
		const limit = RATE_LIMITS.conversationsByAccount.points
		for (let index = 0; index < limit; index++) {
			const listing = await createListing({ userRef: owner.user.id })
			await startConversation(listing.id, seeker)
		}
		const one = await createListing({ userRef: owner.user.id })
		const refused = await contactReply(one.id, seeker, 'And this one?')
		expect(refused.status).toBe(429)
		expect(refused.data.result.error?.['']).toEqual(['Too many attempts, try again later'])
	})
})

describe('a conversation', () => {
	test('only its two participants see it; the reply reaches the other side as unread', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker({ seekerVerified: true })
		const id = await startConversation(listing.id, seeker)
		const stranger = await member('stranger')

		const thread = (await openThread(id, owner)) as { messages: Array<{ body: string; mine: boolean }> }
		expect(thread.messages).toEqual([expect.objectContaining({ body: 'Is it still available in June?', mine: false })])

		const sent = await responseOf(reply(id, owner, { message: 'Yes, from the 1st.' }))
		expect(sent.status).toBe(303)
		expect(await unreadCount(seeker)).toBe(1)
		expect(await delivery.allMailsTo(seeker.user.email, 1)).toHaveLength(1)

		const list = unwrap<{
			conversations: Array<{ id: string; unread: boolean; with: { username: string }; lastMessage: { body: string } }>
		}>(await run(messagesPage.loader, getRequest('/messages', { cookie: seeker.cookie })))
		expect(list.data.conversations).toEqual([
			expect.objectContaining({
				id,
				unread: true,
				with: expect.objectContaining({ username: owner.user.username }),
				lastMessage: expect.objectContaining({ body: 'Yes, from the 1st.' }),
			}),
		])

		// One at a time: a refusal started early would be unhandled until its turn came.
		for (const attempt of [() => openThread(id, stranger), () => reply(id, stranger, { message: 'Let me in' })]) {
			const response = await responseOf(attempt())
			expect(response.status).toBe(404)
		}
		expect((await responseOf(openThread('not-a-uuid', owner))).status).toBe(404)
		expect(await storedMessages(id)).toHaveLength(2)
	})

	test('an unverified address is never mailed', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker({ ownerVerified: false })
		await startConversation(listing.id, seeker)
		const otherOwner = await member('verifiedowner', { verified: true })
		const control = await createListing({ userRef: otherOwner.user.id })
		await startConversation(control.id, seeker)
		// Every mail queued has been sent, the control's among them.
		expect(await delivery.allMailsTo(otherOwner.user.email, 1)).toHaveLength(1)
		expect(mailsTo(owner.user.email)).toEqual([])
	})

	test('a blocked member can no longer write; unblocking lets them again', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const id = await startConversation(listing.id, seeker)
		await responseOf(reply(id, owner, { intent: 'block' }))

		const refused = unwrap<{ result: { error?: Record<string, string[]> } }>(
			await reply(id, seeker, { message: 'Hello?' }),
		)
		expect(refused.status).toBe(403)
		expect(refused.data.result.error?.['']).toEqual([BLOCKED_YOU])
		expect((await contactReply(listing.id, seeker, 'Hello again?')).status).toBe(403)
		const own = unwrap<{ result: { error?: Record<string, string[]> } }>(await reply(id, owner, { message: 'Hi' }))
		expect(own.data.result.error?.['']).toEqual([YOU_BLOCKED])
		expect(await storedMessages(id)).toHaveLength(1)

		await responseOf(reply(id, owner, { intent: 'unblock' }))
		expect((await responseOf(reply(id, seeker, { message: 'Hello?' }))).status).toBe(303)
	})

	test('a deleted account’s messages leave the other side’s view; its conversations stay, closed', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const id = await startConversation(listing.id, seeker)
		await responseOf(reply(id, owner, { message: 'Welcome!' }))
		await deleteUser(seeker.user.id)

		const thread = (await openThread(id, owner)) as { other: unknown; messages: Array<{ body: string }> }
		expect(thread.other).toBeNull()
		expect(thread.messages.map((message) => message.body)).toEqual(['Welcome!'])
		const closed = unwrap<{ result: { error?: Record<string, string[]> } }>(await reply(id, owner, { message: 'Hi?' }))
		expect(closed.status).toBe(400)
		expect(closed.data.result.error?.['']).toEqual([OTHER_LEFT])
	})

	test('a deleted listing leaves its conversations, marked no longer listed', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const id = await startConversation(listing.id, seeker)
		await deleteListing(listing.id)
		const thread = (await openThread(id, owner)) as { listing: { id: string | null; name: string } }
		expect(thread.listing).toEqual({ id: null, name: 'Flat above the bakery' })
		const list = unwrap<{ conversations: Array<{ listing: { id: string | null } }> }>(
			await run(messagesPage.loader, getRequest('/messages', { cookie: seeker.cookie })),
		)
		expect(list.data.conversations[0]!.listing.id).toBeNull()
	})
})

describe('the JSON API', () => {
	const call = (handler: unknown, path: string, who: Member | null, body?: unknown, id?: string) =>
		responseOf(
			run(
				handler,
				body === undefined
					? getRequest(path, { cookie: who?.cookie })
					: jsonRequest(path, body, { cookie: who?.cookie }),
				id ? { id } : {},
			),
		)

	test('contact, list, read and reply; a stranger gets 404 and nobody signed in 401', async () => {
		const { owner, seeker, listing } = await ownerAndSeeker()
		const started = await call(
			contactApi.action,
			`/api/listing/contact/${listing.id}`,
			seeker,
			{ message: 'Hi!' },
			listing.id,
		)
		expect(started.status).toBe(201)
		const { conversationId } = (await started.json()) as { conversationId: string }

		const listed = await call(messagesApi.loader, '/api/messages', owner)
		expect(await listed.json()).toEqual([
			{
				_id: conversationId,
				listing: { _id: listing.id, name: listing.name },
				with: { _id: seeker.user.id, username: seeker.user.username },
				lastMessage: { _id: expect.any(String), from: seeker.user.id, body: 'Hi!', createdAt: expect.any(String) },
				unread: true,
			},
		])

		const replied = await call(
			conversationApi.action,
			`/api/messages/${conversationId}`,
			owner,
			{ message: 'Hello!' },
			conversationId,
		)
		expect(replied.status).toBe(201)
		expect(await replied.json()).toMatchObject({ from: owner.user.id, body: 'Hello!' })

		const read = await call(
			conversationApi.loader,
			`/api/messages/${conversationId}`,
			seeker,
			undefined,
			conversationId,
		)
		expect(await read.json()).toEqual({
			_id: conversationId,
			listing: { _id: listing.id, name: listing.name },
			messages: [
				expect.objectContaining({ from: seeker.user.id, body: 'Hi!' }),
				expect.objectContaining({ from: owner.user.id, body: 'Hello!' }),
			],
		})

		const stranger = await member('apistranger')
		for (const response of [
			await call(conversationApi.loader, `/api/messages/${conversationId}`, stranger, undefined, conversationId),
			await call(conversationApi.action, `/api/messages/${conversationId}`, stranger, { message: 'x' }, conversationId),
		]) {
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ success: false, statusCode: 404, message: 'Conversation not found' })
		}
		expect((await call(messagesApi.loader, '/api/messages', null)).status).toBe(401)
		const own = await call(
			contactApi.action,
			`/api/listing/contact/${listing.id}`,
			owner,
			{ message: 'Me' },
			listing.id,
		)
		expect(own.status).toBe(400)
		expect(((await own.json()) as { message: string }).message).toBe(OWN_LISTING)
		const empty = await call(
			contactApi.action,
			`/api/listing/contact/${listing.id}`,
			seeker,
			{ message: '' },
			listing.id,
		)
		expect(empty.status).toBe(400)
		expect(((await empty.json()) as { message: string }).message).toBe('Message is required')
	})
})
