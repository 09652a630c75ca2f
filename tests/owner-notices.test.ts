// What owners hear and read of their listings' checks (mails through the SMTP sink, the dashboard, the
// profile and the listing page as their loaders answer them), the warnings a message's mail carries,
// and the thanks every reporter gets, also the one whose report hides the listing. In-process on this
// file's database; the pages as a browser without JavaScript meets them are in tests/pages/owner-notices.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, type NewUser, type User } from '~/db/schema'
import { markEmailVerified } from '~/models/user.server'
import * as dashboardPage from '~/routes/_dashboard+/dashboard'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as contactPage from '~/routes/_listings+/listing.$id_.contact'
import * as reportPage from '~/routes/_listings+/listing.$id_.report'
import * as conversationPage from '~/routes/_messages+/messages_.$id'
import * as profilePage from '~/routes/_profile+/profile'
import * as reportApi from '~/routes/api+/listing.report.$id'
import { signInCookie } from '~/services/auth.server'
import {
	approveListing,
	askForReview,
	checkAndHold,
	dismissListing,
	type Holds,
	removeListing,
	reportListing,
} from '~/services/trust-and-safety.server'
import { HOLD_REASON_ADVICE, HOLD_REASON_WORDS, MONEY_WARNING, REPORT_THANKS } from '~/utils/moderation'
import { VIEWING_SAFETY_LINE } from '~/utils/viewing-rules'
import { createListing, createListings, createUser } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { context, cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'

const delivery = await deliverMailToSink()

const HOLDS: Holds = { newAccountListings: 3, priceRatio: 0, reports: 3, photoDistance: -1 }
/** What a mail says of a sender whose account is new, before the money warning. */
const NEW_ACCOUNT_NOTICE = 'This member’s account is less than a week old.'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A member `ageDays` old (verified unless told otherwise) and the cookie of a session signed in as them. */
async function member(ageDays: number, overrides: Partial<NewUser> = {}) {
	const user = await createUser({ emailVerified: true, createdAt: new Date(Date.now() - ageDays * DAY), ...overrides })
	const cookie = (await signInCookie(new Request('http://localhost/'), user)).split(';')[0]!
	return { user, cookie }
}

const contactDetails = { description: 'Bright flat. Write to me at jo.landlord@gmail.com for the keys.' }

async function moderationOf(listingId: string) {
	const db = await getDb()
	const [row] = await db.select({ moderation: listings.moderation }).from(listings).where(eq(listings.id, listingId))
	return row!.moderation
}

/** The mails `user` received once `count` have and nothing more is waiting to go. */
const mailsOf = (user: User, count: number) => delivery.allMailsTo(user.email, count)

describe('owners hear of their listings', () => {
	test('a hold for two reasons is one mail, with both in words and what to do; the same hold over an edit mails nothing more', async () => {
		// An account of an hour with three listings already: its fourth is a burst, and it gives an address.
		const { user: owner } = await member(1 / 24)
		await createListings([{ userRef: owner.id }, { userRef: owner.id }, { userRef: owner.id }])
		const listing = await createListing({ userRef: owner.id, name: 'Flat by the canal', ...contactDetails })
		const held = await checkAndHold(listing, owner, HOLDS)
		expect(held.moderation).toBe('pending')

		const [mail] = await mailsOf(owner, 1)
		expect(mail!.subject).toBe('Your listing “Flat by the canal” waits for a check')
		const text = mail!.text!.replace(/\s+/g, ' ')
		expect(text).toContain(HOLD_REASON_WORDS.contact_details)
		expect(text).toContain(HOLD_REASON_WORDS.new_account_burst)
		expect(text).toContain(HOLD_REASON_ADVICE.contact_details)
		expect(mail!.text).toContain(`https://homestead.example/update-listing/${listing.id}`)
		expect(mail!.text).toContain(`https://homestead.example/listing/${listing.id}`)
		expect(text).toContain('ask our team for a review')

		// The owner saves it again with the address still in it: held for the same reasons, no new mail.
		await checkAndHold(held, owner, HOLDS)
		expect(await mailsOf(owner, 1)).toHaveLength(1)
	})

	test('a listing shown while reported, then held by its reporters: the owner is mailed why', async () => {
		const { user: owner } = await member(30)
		const listing = await createListing({ userRef: owner.id, name: 'Reported cottage' })
		const report = { reason: 'scam' as const, details: '' }
		// A visitor's report puts it in the queue without hiding it: nothing to tell yet.
		await reportListing({ address: '192.0.2.10' }, listing.id, report)
		for (const address of ['198.51.100.7', '203.0.113.50', '2001:db8:9::1']) {
			const { user } = await member(8)
			await reportListing({ user, address }, listing.id, report)
		}
		expect(await moderationOf(listing.id)).toBe('pending')
		const [mail] = await mailsOf(owner, 1)
		expect(mail!.subject).toBe('Your listing “Reported cottage” waits for a check')
		expect(mail!.text!.replace(/\s+/g, ' ')).toContain(HOLD_REASON_WORDS.reported)
	})

	test('published after a check: the owner is mailed; the reports of a listing kept published are closed with a mail; a removal after reports says they were upheld', async () => {
		const admin = await createUser({ isAdmin: true })
		const { user: owner } = await member(30)

		const held = await checkAndHold(
			await createListing({ userRef: owner.id, name: 'Held loft', ...contactDetails }),
			owner,
			HOLDS,
		)
		await approveListing(admin, held.id)
		let mails = await mailsOf(owner, 2)
		expect(mails.map((mail) => mail.subject)).toEqual([
			'Your listing “Held loft” waits for a check',
			'Your listing “Held loft” is published',
		])
		expect(mails[1]!.text).toContain(`https://homestead.example/listing/${held.id}`)
		// Approving a listing with nothing open about it tells nobody anything.
		await approveListing(admin, held.id)
		expect(await mailsOf(owner, 2)).toHaveLength(2)

		const kept = await createListing({ userRef: owner.id, name: 'Kept house' })
		await reportListing({ address: '192.0.2.20' }, kept.id, { reason: 'wrong_details', details: '' })
		await dismissListing(admin, kept.id, 'reports_unfounded')
		mails = await mailsOf(owner, 3)
		expect(mails[2]!.subject).toBe('The reports about “Kept house” were closed')
		expect(mails[2]!.text).toContain('found nothing wrong: the listing stays on the site as it is')

		const removed = await createListing({ userRef: owner.id, name: 'Removed bungalow' })
		await reportListing({ address: '192.0.2.30' }, removed.id, { reason: 'scam', details: '' })
		await removeListing(admin, removed.id, { reason: 'other', note: 'The same home is listed by its real owner.' })
		mails = await mailsOf(owner, 4)
		expect(mails[3]!.subject).toBe('Your listing “Removed bungalow” was removed')
		expect(mails[3]!.text).toContain('People reported it, and our team agreed with them.')
		expect(mails[3]!.text).toContain('The same home is listed by its real owner.')
	})

	test('the dashboard, the profile’s list and the listing page show the moderation state beside the market status', async () => {
		const { user: owner, cookie } = await member(30)
		const shown = await createListing({ userRef: owner.id, name: 'Shown flat' })
		const held = await checkAndHold(
			await createListing({ userRef: owner.id, name: 'Waiting flat', ...contactDetails }),
			owner,
			HOLDS,
		)
		type Row = { id: string; status: string; moderationState: string | null }
		const dashboard = async () =>
			unwrap<{ listings: Row[] }>(await run(dashboardPage.loader, getRequest('/dashboard', { cookie }))).data.listings
		const profile = async () =>
			unwrap<{ listings: Row[] }>(await run(profilePage.loader, getRequest('/profile', { cookie }))).data.listings
		const page = async (id: string) =>
			unwrap<{ moderationState: string | null }>(
				await run(listingPage.loader, getRequest(`/listing/${id}`, { cookie }), { id }),
			).data.moderationState
		const stateOf = (rows: Row[], id: string) => rows.find((row) => row.id === id)
		for (const rows of [await dashboard(), await profile()]) {
			expect(stateOf(rows, held.id)).toMatchObject({ status: 'active', moderationState: 'Held for a check' })
			expect(stateOf(rows, shown.id)).toMatchObject({ status: 'active', moderationState: null })
		}
		expect(await page(held.id)).toBe('Held for a check')
		expect(await page(shown.id)).toBeNull()

		await askForReview(owner, held, 'The address is the agency’s.')
		expect(stateOf(await dashboard(), held.id)?.moderationState).toBe('Waiting for review')
		expect(await page(held.id)).toBe('Waiting for review')

		await reportListing({ address: '192.0.2.40' }, shown.id, { reason: 'scam', details: '' })
		expect(stateOf(await profile(), shown.id)?.moderationState).toBe('Reported: our team is looking')
		// Others never read it.
		const { cookie: stranger } = await member(30)
		const seen = unwrap<{ moderationState: string | null }>(
			await run(listingPage.loader, getRequest(`/listing/${shown.id}`, { cookie: stranger }), { id: shown.id }),
		)
		expect(seen.data.moderationState).toBeNull()

		await removeListing(await createUser({ isAdmin: true }), held.id, { reason: 'other', note: 'Not a real home.' })
		expect(stateOf(await dashboard(), held.id)?.moderationState).toBe('Removed by our team')
	})
})

describe('warnings where people read', () => {
	/** An owner of a month (verified, so mailed) with a listing. */
	async function ownerWithListing() {
		const owner = await member(30)
		const listing = await createListing({ userRef: owner.user.id, name: 'Flat above the bakery' })
		return { owner, listing }
	}

	async function write(listingId: string, who: { cookie: string }, message: string) {
		const response = await responseOf(
			run(contactPage.action, formRequest(`/listing/${listingId}/contact`, { message }, { cookie: who.cookie }), {
				id: listingId,
			}),
		)
		expect(response.status).toBe(303)
		return response.headers.get('Location')!.split('/').at(-1)!
	}

	test('the page’s money warning is the booking mails’ line: one sentence', () => {
		expect(VIEWING_SAFETY_LINE).toBe(MONEY_WARNING)
		expect(MONEY_WARNING).toBe('Never send money before you have seen the home and signed a contract.')
	})

	test('a message asking for money carries the warning in its mail, as on the page; an ordinary one from an older account does not', async () => {
		const { owner, listing } = await ownerWithListing()
		const seeker = await member(30)
		const id = await write(listing.id, seeker, 'Is it still available in June?')
		let [mail] = await mailsOf(owner.user, 1)
		expect(mail!.text).not.toContain(MONEY_WARNING)

		// The owner reads it (so the next message is mailed at once) and the seeker asks for money.
		await run(conversationPage.loader, getRequest(`/messages/${id}`, { cookie: owner.cookie }), { id })
		await run(
			conversationPage.action,
			formRequest(
				`/messages/${id}`,
				{ message: 'Send the deposit by Western Union first.' },
				{ cookie: seeker.cookie },
			),
			{ id },
		)
		;[, mail] = await mailsOf(owner.user, 2)
		expect(mail!.text).toContain('> Send the deposit by Western Union first.')
		expect(mail!.text).toContain(MONEY_WARNING)
		expect(mail!.html).toContain(MONEY_WARNING)
		expect(mail!.text).not.toContain(NEW_ACCOUNT_NOTICE)
		// The page shows the same warning with the message.
		const page = unwrap<{ messages: Array<{ body: string; warning: boolean }> }>(
			await run(conversationPage.loader, getRequest(`/messages/${id}`, { cookie: owner.cookie }), { id }),
		)
		expect(page.data.messages.at(-1)).toMatchObject({ warning: true })
	})

	test('the first mail of a conversation from an account under 7 days carries the warning; one of 7 days does not, nor the next mail', async () => {
		const { owner, listing } = await ownerWithListing()
		const young = await member(6.9)
		const id = await write(listing.id, young, 'Hello, is it free?')
		let mails = await mailsOf(owner.user, 1)
		expect(mails[0]!.text).toContain(NEW_ACCOUNT_NOTICE)
		expect(mails[0]!.text).toContain(MONEY_WARNING)

		await run(conversationPage.loader, getRequest(`/messages/${id}`, { cookie: owner.cookie }), { id })
		await run(
			conversationPage.action,
			formRequest(`/messages/${id}`, { message: 'When can I see it?' }, { cookie: young.cookie }),
			{ id },
		)
		mails = await mailsOf(owner.user, 2)
		expect(mails[1]!.text).toContain('> When can I see it?')
		expect(mails[1]!.text).not.toContain(MONEY_WARNING)

		// The owner answers a new account: the seeker's first mail of the conversation, from an older account.
		await markEmailVerified(young.user.id, young.user.email)
		await run(
			conversationPage.action,
			formRequest(`/messages/${id}`, { message: 'Saturday?' }, { cookie: owner.cookie }),
			{
				id,
			},
		)
		const [toSeeker] = await mailsOf(young.user, 1)
		expect(toSeeker!.text).not.toContain(MONEY_WARNING)

		const { owner: other, listing: otherListing } = await ownerWithListing()
		await write(otherListing.id, await member(7), 'Hello, is it free?')
		const [plain] = await mailsOf(other.user, 1)
		expect(plain!.text).not.toContain(MONEY_WARNING)
	})
})

describe('reporters thanked', () => {
	const reportForm = { reason: 'scam', details: 'Asked for a deposit before any viewing.' }

	/** A member with standing (verified, 8 days old) reporting through the form without JavaScript, from `address`. */
	async function reportByForm(listingId: string, address: string) {
		const { cookie } = await member(8)
		const path = `/listing/${listingId}/report`
		const response = await responseOf(
			reportPage.action({
				request: formRequest(path, reportForm, { cookie }),
				params: { id: listingId },
				context: context(address),
			} as never),
		)
		return { response, cookie }
	}

	/** The page the report's answer leads to, as the reporter's browser loads it. */
	async function pageAfter(response: Response, cookie: string) {
		expect(response.status).toBe(302)
		const path = response.headers.get('Location')!
		const id = path.split('/')[2]!
		return unwrap<{ thanks: string | null; listing: { name: string } | null }>(
			await run(reportPage.loader, getRequest(path, { cookie: `${cookie}; ${cookieOf(response)}` }), { id }),
		)
	}

	test('the report that hides a listing is thanked like the others, on the page and with 201 on the API', async () => {
		const { user: owner } = await member(30)
		const listing = await createListing({ userRef: owner.id, name: 'Too good to be true' })
		const first = await reportByForm(listing.id, '198.51.100.77')
		expect((await pageAfter(first.response, first.cookie)).data).toMatchObject({
			thanks: REPORT_THANKS,
			listing: { name: 'Too good to be true' },
		})
		await reportByForm(listing.id, '203.0.113.77')
		expect(await moderationOf(listing.id)).toBe('published')
		const last = await reportByForm(listing.id, '2001:db8:77::1')
		expect(await moderationOf(listing.id)).toBe('pending')
		const thanked = await pageAfter(last.response, last.cookie)
		expect(thanked.status).toBe(200)
		// Thanked, without the name of a listing nobody else may see now.
		expect(thanked.data).toEqual({ thanks: REPORT_THANKS, listing: null })
		// Without the thanks, the page of a hidden listing is still missing.
		const plain = await responseOf(
			run(reportPage.loader, getRequest(`/listing/${listing.id}/report`, { cookie: last.cookie }), { id: listing.id }),
		)
		expect(plain.status).toBe(404)

		const other = await createListing({ userRef: owner.id })
		for (const [index, address] of ['198.51.100.88', '203.0.113.88', '2001:db8:88::1'].entries()) {
			const { cookie } = await member(8)
			const answer = await responseOf(
				reportApi.action({
					request: jsonRequest(`/api/listing/report/${other.id}`, reportForm, { cookie }),
					params: { id: other.id },
					context: context(address),
				} as never),
			)
			expect(answer.status, `report ${index + 1}`).toBe(201)
			expect(await answer.json()).toEqual({ message: REPORT_THANKS })
		}
		expect(await moderationOf(other.id)).toBe('pending')
	})
})
