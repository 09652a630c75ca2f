// Listings stay fresh: owners are asked after LISTING_CONFIRM_DAYS (60) without an edit or a
// confirmation, and unconfirmed listings are withdrawn LISTING_EXPIRE_DAYS (14) later. The clock is
// the test's: listings are dated back in the database and the check is given "now".
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'
import { editableFields, getListingById, setListingStatus, toApiListing, updateListing } from '~/models/listing.server'
import { markEmailVerified } from '~/models/user.server'
import * as confirmPage from '~/routes/_listings+/listing.$id_.confirm'
import { checkListingFreshness } from '~/services/listing-freshness.server'
import { createListing } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { formRequest, getRequest, run, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

const delivery = await deliverMailToSink()
const DAY = 24 * 60 * 60 * 1000

async function staleListing({ verified = true, daysUnconfirmed = 61 } = {}) {
	const { user } = await createSignedInUser('freshowner')
	if (verified) await markEmailVerified(user.id, user.email)
	const listing = await createListing({
		userRef: user.id,
		name: `Garden flat ${Math.random().toString(36).slice(2, 7)}`,
	})
	const db = await getDb()
	await db
		.update(listings)
		.set({ confirmedAt: new Date(Date.now() - daysUnconfirmed * DAY) })
		.where(eq(listings.id, listing.id))
	return { user, listing }
}

/** The confirmation link's path and query in the reminder mailed to `email`. */
async function reminderLink(email: string, listing: Listing) {
	const mails = await delivery.mailsTo(email)
	const mail = mails.find((each) => each.subject === `Is ${listing.name} still available?`)
	expect(mail, 'the reminder').toBeDefined()
	expect(mail!.text).toContain(`https://homestead.example/update-listing/${listing.id}`)
	const match = mail!.text!.match(/https:\/\/homestead\.example(\/listing\/[0-9a-f-]+\/confirm\?token=[\w-]+)/)
	expect(match).not.toBeNull()
	return match![1]!
}

const openLink = (path: string, id: string) =>
	run(confirmPage.loader, getRequest(path), { id }).then((result) =>
		unwrap<{ listing: { id: string } | null; token: string }>(result),
	)
const pressYes = (id: string, token: string) =>
	run(confirmPage.action, formRequest(`/listing/${id}/confirm`, { token }), { id }).then((result) =>
		unwrap<{ confirmed: string | null }>(result),
	)

describe('listing freshness', () => {
	test('an owner is asked once; the link shows a button, and pressing it keeps the listing', async () => {
		const { user, listing } = await staleListing()
		await checkListingFreshness()
		await checkListingFreshness()
		const path = await reminderLink(user.email, listing)
		expect((await delivery.allMailsTo(user.email, 1)).filter((mail) => mail.subject?.startsWith('Is '))).toHaveLength(1)

		// Opening the link changes nothing: scanners open links too.
		const opened = await openLink(path, listing.id)
		expect(opened.status).toBe(200)
		expect(opened.data.listing?.id).toBe(listing.id)
		expect((await getListingById(listing.id))!.reminderSentAt).not.toBeNull()

		const yes = await pressYes(listing.id, opened.data.token)
		expect(yes.status).toBe(200)
		expect(yes.data.confirmed).toBe(listing.name)
		const after = (await getListingById(listing.id))!
		expect(after.reminderSentAt).toBeNull()
		expect(after.confirmedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
		expect((await toApiListing(after)).confirmedAt).toBe(after.confirmedAt.toISOString())

		// The link has done its work.
		expect((await pressYes(listing.id, opened.data.token)).status).toBe(400)
	})

	test('a forged token, or one for another listing, changes nothing', async () => {
		const { user, listing } = await staleListing()
		const { listing: other } = await staleListing()
		await checkListingFreshness()
		const path = await reminderLink(user.email, listing)
		const token = new URL(path, 'https://homestead.example').searchParams.get('token')!
		expect((await pressYes(other.id, token)).status).toBe(400)
		expect((await pressYes(listing.id, 'A'.repeat(43))).status).toBe(400)
		expect((await openLink(`/listing/${listing.id}/confirm?token=forged`, listing.id)).status).toBe(400)
		expect((await getListingById(other.id))!.reminderSentAt).not.toBeNull()
		expect((await getListingById(listing.id))!.reminderSentAt).not.toBeNull()
	})

	test('the question is mailed only to a verified address; an unverified owner’s listing is asked all the same', async () => {
		const verified = await staleListing()
		const unverified = await staleListing({ verified: false })
		await checkListingFreshness()
		expect(await delivery.allMailsTo(verified.user.email, 1)).toHaveLength(1)
		expect(delivery.received().filter((mail) => mail.envelopeTo.includes(unverified.user.email))).toEqual([])
		// The listing's clock runs all the same.
		expect((await getListingById(unverified.listing.id))!.reminderSentAt).not.toBeNull()
	})

	test('unconfirmed 14 days after the question, a listing is withdrawn; the owner can put it back', async () => {
		const { listing } = await staleListing()
		await checkListingFreshness()
		const askedAt = (await getListingById(listing.id))!.reminderSentAt!.getTime()
		// Exactly 14 days after the question is the last moment it stays.
		const { withdrawn: early } = await checkListingFreshness(new Date(askedAt + 14 * DAY))
		expect(early.map((row) => row.id)).not.toContain(listing.id)
		expect((await getListingById(listing.id))!.status).toBe('active')

		const { withdrawn } = await checkListingFreshness(new Date(askedAt + 14 * DAY + 1))
		expect(withdrawn.map((row) => row.id)).toContain(listing.id)
		const gone = (await getListingById(listing.id))!
		expect(gone.status).toBe('withdrawn')

		const back = (await setListingStatus(gone, 'active'))!
		expect(back.status).toBe('active')
		expect(back.reminderSentAt).toBeNull()
	})

	test('an edit by the owner counts as a confirmation', async () => {
		const { listing } = await staleListing({ daysUnconfirmed: 59 })
		const { imageUrls, ...fields } = editableFields(listing)
		const edited = (await updateListing(listing.id, { ...fields, imageUrls, bedrooms: 3 } as never))!
		expect(edited.confirmedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
		await checkListingFreshness(new Date(Date.now() + 59 * DAY))
		expect((await getListingById(listing.id))!.reminderSentAt).toBeNull()
	})
})
