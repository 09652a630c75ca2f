// Viewings in-process on this file's database: the rules of offering and booking times, a race of
// bookings, the mails' iCalendar invitations read with a parser (ical.js), the reminder job with a
// moved clock, the JSON routes for each kind of person, and the view counter of two servers.
import { eq, inArray, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { conversations, messages, users, viewingBookings, viewingSlots } from '~/db/schema'
import { getViewsOn } from '~/models/listing-stats.server'
import { markEmailVerified } from '~/models/user.server'
import * as confirmPage from '~/routes/_auth+/account.confirm'
import * as profileDeletePage from '~/routes/_profile+/profile_.delete'
import * as deleteListingApi from '~/routes/api+/listing.delete.$id'
import * as deleteUserApi from '~/routes/api+/user.delete.$id'
import * as listingStatsApi from '~/routes/api+/user.listing-stats'
import * as userViewingsApi from '~/routes/api+/user.viewings'
import * as bookApi from '~/routes/api+/viewing.book.$slotId'
import * as cancelApi from '~/routes/api+/viewing.cancel.$bookingId'
import * as slotApi from '~/routes/api+/viewing.slot.$slotId'
import * as slotsApi from '~/routes/api+/viewing.slots.$listingId'
import { ACCOUNT_DELETED_VIEWING_MESSAGE } from '~/services/account.server'
import { createViewCounter, isCountableViewer } from '~/services/listing-views.server'
import { LISTING_DELETED_VIEWING_MESSAGE } from '~/services/own-listings.server'
import { ACCOUNT_CLOSED_VIEWING_MESSAGE, suspendMember } from '~/services/trust-and-safety.server'
import { sendViewingReminders } from '~/services/viewing-times.server'
import { dayInZone } from '~/utils/site-time'
import { MAX_OPEN_SLOTS, VIEWING_MESSAGES, VIEWING_SAFETY_LINE } from '~/utils/viewing-rules'
import { createListing } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { formRequest, getRequest, jsonRequest, run } from './support/requests'
import { createSignedInUser } from './support/users'

process.env.SITE_TIME_ZONE = 'Europe/London'
const delivery = await deliverMailToSink()
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

async function member(prefix: string) {
	const { user, cookie } = await createSignedInUser(prefix)
	await markEmailVerified(user.id, user.email)
	return { user, cookie }
}

async function ownerWithListing() {
	const owner = await member('vowner')
	const listing = await createListing({
		userRef: owner.user.id,
		name: `Mill house ${Math.random().toString(36).slice(2, 7)}`,
	})
	return { owner, listing }
}

/** An hour-aligned time `days` from now. */
function inDays(days: number, hour = 10) {
	const date = new Date(Date.now() + days * DAY)
	date.setUTCHours(hour, 0, 0, 0)
	return date
}

async function offer(cookie: string, listingId: string, start: Date | string, durationMinutes = 30) {
	const response = (await run(
		slotsApi.action,
		jsonRequest(
			`/api/viewing/slots/${listingId}`,
			{ start: typeof start === 'string' ? start : start.toISOString(), durationMinutes },
			{ cookie },
		),
		{ listingId },
	)) as Response
	return { status: response.status, body: (await response.json()) as { _id: string; start: string; message?: string } }
}

async function book(cookie: string | undefined, slotId: string) {
	const response = (await run(bookApi.action, jsonRequest(`/api/viewing/book/${slotId}`, undefined, { cookie }), {
		slotId,
	})) as Response
	return { status: response.status, body: (await response.json()) as { _id: string; message?: string } }
}

async function slotCount(listingId: string) {
	const db = await getDb()
	const [row] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(viewingSlots)
		.where(eq(viewingSlots.listingId, listingId))
	return row!.count
}

/** The calendar part of a mail, parsed: its METHOD and its one event. */
function invitationOf(mail: { attachments: Array<{ contentType: string; content: Buffer }> }) {
	const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))
	expect(part, 'the mail carries a calendar part').toBeDefined()
	const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')))
	// The zone's rules travel in the file: the parser reads the times with them.
	for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
	const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
	return { method: calendar.getFirstPropertyValue('method'), event }
}

describe('offering times', () => {
	test('past, overlapping, too long or too short times and a stranger’s listing are refused in words, and nothing is added', async () => {
		const { owner, listing } = await ownerWithListing()
		const first = await offer(owner.cookie, listing.id, inDays(3))
		expect(first.status).toBe(201)
		// The answer is in the site's zone, with its offset.
		expect(first.body.start).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+0[01]:00$|^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[01]:00$/)

		const refusals = [
			[await offer(owner.cookie, listing.id, new Date(Date.now() - HOUR)), 400, VIEWING_MESSAGES.past],
			[
				await offer(owner.cookie, listing.id, new Date(inDays(3).getTime() + 15 * 60_000)),
				409,
				VIEWING_MESSAGES.overlap,
			],
			[await offer(owner.cookie, listing.id, inDays(4), 10), 400, VIEWING_MESSAGES.length],
			[await offer(owner.cookie, listing.id, inDays(4), 241), 400, VIEWING_MESSAGES.length],
			[await offer(owner.cookie, listing.id, '2030-01-01T10:00:00'), 400, /offset/],
		] as const
		for (const [answer, status, message] of refusals) {
			expect(answer.status).toBe(status)
			expect(answer.body.message).toMatch(message)
		}
		const stranger = await member('vstranger')
		const other = await offer(stranger.cookie, listing.id, inDays(5))
		expect(other).toMatchObject({ status: 403, body: { message: VIEWING_MESSAGES.notOwner } })
		expect(await slotCount(listing.id)).toBe(1)
	})

	test(`at most ${MAX_OPEN_SLOTS} open times per listing`, async () => {
		const { owner, listing } = await ownerWithListing()
		const db = await getDb()
		await db.insert(viewingSlots).values(
			Array.from({ length: MAX_OPEN_SLOTS }, (_, index) => ({
				listingId: listing.id,
				startsAt: new Date(inDays(2).getTime() + index * HOUR),
				endsAt: new Date(inDays(2).getTime() + index * HOUR + 30 * 60_000),
			})),
		)
		const more = await offer(owner.cookie, listing.id, inDays(20))
		expect(more).toMatchObject({ status: 400, body: { message: VIEWING_MESSAGES.tooMany } })
		expect(await slotCount(listing.id)).toBe(MAX_OPEN_SLOTS)
	})
})

describe('booking', () => {
	test('seekers racing for one time: exactly one gets it (201), the others 409 in words', async () => {
		const { owner, listing } = await ownerWithListing()
		const { body: slot } = await offer(owner.cookie, listing.id, inDays(2))
		const seekers = await Promise.all(Array.from({ length: 6 }, (_, index) => member(`racer${index}`)))
		const answers = await Promise.all(seekers.map((seeker) => book(seeker.cookie, slot._id)))
		expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
		for (const answer of answers.filter((each) => each.status === 409))
			expect(answer.body.message).toBe('That time was just taken: choose another')
		// A booked time is no longer open.
		const open = (await run(slotsApi.action, getRequest(`/api/viewing/slots/${listing.id}`), {
			listingId: listing.id,
		})) as Response
		expect(await open.json()).toEqual([])
	})

	test('the owner, a visitor, a second booking of the same home, and a taken back or past time are refused', async () => {
		const { owner, listing } = await ownerWithListing()
		const { body: first } = await offer(owner.cookie, listing.id, inDays(2))
		const { body: second } = await offer(owner.cookie, listing.id, inDays(3))
		const { body: third } = await offer(owner.cookie, listing.id, inDays(4))
		const seeker = await member('vseeker')

		expect(await book(owner.cookie, first._id)).toMatchObject({
			status: 403,
			body: { message: VIEWING_MESSAGES.ownListing },
		})
		expect((await book(undefined, first._id)).status).toBe(401)
		expect((await book(seeker.cookie, first._id)).status).toBe(201)
		expect(await book(seeker.cookie, second._id)).toMatchObject({
			status: 409,
			body: { message: VIEWING_MESSAGES.alreadyBooked },
		})

		// The owner takes back an open time (not a booked one); a booking of it is then refused.
		const del = (slotId: string, cookie: string) =>
			run(slotApi.action, jsonRequest(`/api/viewing/slot/${slotId}`, undefined, { method: 'DELETE', cookie }), {
				slotId,
			}) as Promise<Response>
		const booked = await del(first._id, owner.cookie)
		expect({ status: booked.status, body: await booked.json() }).toMatchObject({
			status: 409,
			body: { message: VIEWING_MESSAGES.onlyOpen },
		})
		expect((await del(third._id, seeker.cookie)).status).toBe(403)
		expect((await del(third._id, owner.cookie)).status).toBe(200)
		const other = await member('vother')
		expect(await book(other.cookie, third._id)).toMatchObject({
			status: 409,
			body: { message: VIEWING_MESSAGES.slotCancelled },
		})

		// A time that has passed.
		const db = await getDb()
		await db
			.update(viewingSlots)
			.set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() - HOUR / 2) })
			.where(eq(viewingSlots.id, second._id))
		expect(await book(other.cookie, second._id)).toMatchObject({
			status: 409,
			body: { message: VIEWING_MESSAGES.slotPast },
		})
		expect((await book(other.cookie, 'not-a-slot')).status).toBe(404)

		// A booking is cancelled only by its two members, and only until the viewing starts.
		const { body: booking } = await book(other.cookie, (await offer(owner.cookie, listing.id, inDays(8))).body._id)
		const cancel = async (cookie: string) => {
			const response = (await run(cancelApi.action, jsonRequest(`/api/viewing/cancel/${booking._id}`, {}, { cookie }), {
				bookingId: booking._id,
			})) as Response
			return { status: response.status, body: (await response.json()) as { message?: string } }
		}
		expect(await cancel(seeker.cookie)).toMatchObject({
			status: 404,
			body: { message: VIEWING_MESSAGES.bookingNotFound },
		})
		const [started] = await db
			.select({ slotId: viewingBookings.slotId })
			.from(viewingBookings)
			.where(eq(viewingBookings.id, booking._id))
		await db
			.update(viewingSlots)
			.set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 30 * 60_000) })
			.where(eq(viewingSlots.id, started!.slotId))
		expect(await cancel(other.cookie)).toMatchObject({ status: 409, body: { message: VIEWING_MESSAGES.started } })
	})

	test('an administrator books like a member and cannot offer times for others; a suspended member is signed out', async () => {
		const { owner, listing } = await ownerWithListing()
		const { body: slot } = await offer(owner.cookie, listing.id, inDays(2))
		const admin = await member('vadmin')
		const suspended = await member('vsuspended')
		const db = await getDb()
		await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id))
		await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))

		expect((await offer(admin.cookie, listing.id, inDays(6))).status).toBe(403)
		expect((await offer(suspended.cookie, listing.id, inDays(6))).status).toBe(401)
		expect((await book(suspended.cookie, slot._id)).status).toBe(401)
		// Anyone may read the open times of a listing they may see.
		const open = (await run(slotsApi.action, getRequest(`/api/viewing/slots/${listing.id}`), {
			listingId: listing.id,
		})) as Response
		expect(((await open.json()) as unknown[]).length).toBe(1)
		expect((await book(admin.cookie, slot._id)).status).toBe(201)
	})

	test('both members are mailed an invitation (METHOD:REQUEST) and a cancellation (METHOD:CANCEL) with the same UID; the conversation shows both', async () => {
		const { owner, listing } = await ownerWithListing()
		const start = inDays(3, 14)
		const { body: slot } = await offer(owner.cookie, listing.id, start, 45)
		const seeker = await member('vinvitee')
		const booked = await book(seeker.cookie, slot._id)
		expect(booked.status).toBe(201)

		const [seekerMail] = await delivery.mailsTo(seeker.user.email)
		const [ownerMail] = await delivery.mailsTo(owner.user.email)
		for (const mail of [seekerMail!, ownerMail!]) {
			expect(mail.subject).toContain(`Viewing booked: ${listing.name}`)
			// A home without a position: the site's zone, named in words, in the mail and the invitation.
			expect(mail.subject).toContain('United Kingdom Time')
			expect(mail.text).toContain(VIEWING_SAFETY_LINE)
			const { method, event } = invitationOf(mail)
			expect(method).toBe('REQUEST')
			expect(event.uid).toBe(`viewing-${booked.body._id}@homestead.example`)
			expect(event.startDate.zone.tzid).toBe('Europe/London')
			expect(event.startDate.toJSDate().getTime()).toBe(start.getTime())
			expect(event.endDate.toJSDate().getTime()).toBe(start.getTime() + 45 * 60_000)
			expect(event.location).toBe(listing.address)
			// Each reader is the attendee of their own invitation: neither learns the other's address.
			const attendees = event.attendees.map((attendee) => String(attendee.getFirstValue()))
			expect(attendees).toHaveLength(1)
		}
		expect(JSON.stringify(invitationOf(seekerMail!).event.attendees[0]!.toJSON())).toContain(seeker.user.email)
		expect(seekerMail!.text).not.toContain(owner.user.email)

		const cancelled = (await run(
			cancelApi.action,
			jsonRequest(
				`/api/viewing/cancel/${booked.body._id}`,
				{ message: 'Sorry, the boiler is being replaced that day.' },
				{ cookie: owner.cookie },
			),
			{ bookingId: booked.body._id },
		)) as Response
		expect(cancelled.status).toBe(200)
		const seekerMails = await delivery.mailsTo(seeker.user.email, 2)
		const cancellation = seekerMails.find((mail) => mail.subject?.startsWith('Viewing cancelled'))!
		expect(cancellation.text).toContain('Sorry, the boiler is being replaced that day.')
		const { method, event } = invitationOf(cancellation)
		expect(method).toBe('CANCEL')
		expect(event.uid).toBe(`viewing-${booked.body._id}@homestead.example`)
		expect(event.sequence).toBeGreaterThan(0)

		// Both lines are in their conversation about the listing.
		const db = await getDb()
		const lines = await db
			.select({ body: messages.body })
			.from(messages)
			.innerJoin(conversations, eq(conversations.id, messages.conversationId))
			.where(eq(conversations.listingId, listing.id))
			.orderBy(messages.createdAt)
		expect(lines.map((line) => line.body)).toEqual([
			expect.stringMatching(/^Booked a viewing: .* United Kingdom Time\.$/),
			expect.stringMatching(/^Cancelled the viewing: [^]*boiler/),
		])
		// Cancelled twice: refused; the time is gone from the open ones (the owner cancelled).
		const again = (await run(
			cancelApi.action,
			jsonRequest(`/api/viewing/cancel/${booked.body._id}`, {}, { cookie: seeker.cookie }),
			{
				bookingId: booked.body._id,
			},
		)) as Response
		expect(again.status).toBe(409)
	})

	test('deleting a listing cancels its viewings still to come: both members are mailed a cancellation (METHOD:CANCEL); one cancelled before is not mailed again', async () => {
		const { owner, listing } = await ownerWithListing()
		const { body: first } = await offer(owner.cookie, listing.id, inDays(2, 10))
		const { body: second } = await offer(owner.cookie, listing.id, inDays(4, 11))
		const { body: third } = await offer(owner.cookie, listing.id, inDays(5, 12))
		const [seeker, other, changedMind] = [await member('vdel1'), await member('vdel2'), await member('vdel3')]
		const booked = await book(seeker.cookie, first._id)
		expect((await book(other.cookie, second._id)).status).toBe(201)
		const withdrawn = await book(changedMind.cookie, third._id)
		await run(
			cancelApi.action,
			jsonRequest(`/api/viewing/cancel/${withdrawn.body._id}`, {}, { cookie: changedMind.cookie }),
			{ bookingId: withdrawn.body._id },
		)
		// Booked and cancelled: two mails to that seeker.
		await delivery.allMailsTo(changedMind.user.email, 2)

		const deleted = (await run(
			deleteListingApi.action,
			jsonRequest(`/api/listing/delete/${listing.id}`, undefined, { method: 'DELETE', cookie: owner.cookie }),
			{ id: listing.id },
		)) as Response
		expect(deleted.status).toBe(200)

		for (const { user } of [seeker, other]) {
			const mails = await delivery.mailsTo(user.email, 2)
			const cancellation = mails.find((mail) => mail.subject?.startsWith('Viewing cancelled'))!
			expect(cancellation.subject).toContain(listing.name)
			expect(cancellation.text).toContain(LISTING_DELETED_VIEWING_MESSAGE)
			expect(invitationOf(cancellation).method).toBe('CANCEL')
		}
		expect(invitationOf((await delivery.mailsTo(seeker.user.email, 2))[1]!).event.uid).toBe(
			`viewing-${booked.body._id}@homestead.example`,
		)
		// Three bookings, the cancellation before and the two of the deletion.
		const ownerMails = await delivery.allMailsTo(owner.user.email, 6)
		expect(ownerMails.filter((mail) => mail.subject?.startsWith('Viewing cancelled'))).toHaveLength(3)
		expect(
			(await delivery.allMailsTo(changedMind.user.email, 2)).filter((mail) =>
				mail.subject?.startsWith('Viewing cancelled'),
			),
		).toHaveLength(1)
		const db = await getDb()
		expect(await db.select().from(viewingBookings).where(eq(viewingBookings.listingId, listing.id))).toEqual([])
	})
})

describe('an account that closes cancels its viewings still to come', () => {
	const PASSWORD = 'correct horse battery'

	/** A time offered on the owner's listing and booked by the seeker: the booking's id. */
	async function booked(owner: { cookie: string }, listingId: string, seeker: { cookie: string }, start: Date) {
		const { body: slot } = await offer(owner.cookie, listingId, start)
		const booking = await book(seeker.cookie, slot._id)
		expect(booking.status).toBe(201)
		return booking.body._id
	}

	/** The one cancellation mail `email` got, after its booking mail: with `message`, and a CANCEL invitation. */
	async function toldOfCancellation(email: string, message: string) {
		const mails = await delivery.mailsTo(email, 2)
		const cancellations = mails.filter((mail) => mail.subject?.startsWith('Viewing cancelled'))
		expect(cancellations, `one cancellation mailed to ${email}`).toHaveLength(1)
		expect(cancellations[0]!.text).toContain(message)
		expect(invitationOf(cancellations[0]!).method).toBe('CANCEL')
		return cancellations[0]!
	}

	const bookingsOf = async (ids: string[]) => {
		const db = await getDb()
		return db
			.select({
				id: viewingBookings.id,
				cancelledAt: viewingBookings.cancelledAt,
				cancelledBy: viewingBookings.cancelledBy,
			})
			.from(viewingBookings)
			.where(inArray(viewingBookings.id, ids))
	}

	test('deleted on the page: as owner and as seeker, the other members are mailed; a viewing under way is left as it is', async () => {
		const { owner: leaver, listing } = await ownerWithListing()
		const visitor = await member('vvisitor')
		const asOwner = await booked(leaver, listing.id, visitor, inDays(3, 9))
		const elsewhere = await ownerWithListing()
		const asSeeker = await booked(elsewhere.owner, elsewhere.listing.id, leaver, inDays(4, 9))
		// A viewing of the leaver's that has begun (its time moved into the past after booking).
		const late = await member('vlate')
		const underWay = await booked(leaver, listing.id, late, inDays(5, 9))
		const db = await getDb()
		const [{ slotId }] = (await db
			.select({ slotId: viewingBookings.slotId })
			.from(viewingBookings)
			.where(eq(viewingBookings.id, underWay))) as [{ slotId: string }]
		await db
			.update(viewingSlots)
			.set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 29 * 60_000) })
			.where(eq(viewingSlots.id, slotId))

		const deleted = (await run(
			profileDeletePage.action,
			formRequest('/profile/delete', { currentPassword: PASSWORD }, { cookie: leaver.cookie }),
		).catch((response: unknown) => response)) as Response
		expect(deleted.status).toBe(302)

		await toldOfCancellation(visitor.user.email, ACCOUNT_DELETED_VIEWING_MESSAGE)
		await toldOfCancellation(elsewhere.owner.user.email, ACCOUNT_DELETED_VIEWING_MESSAGE)
		const rows = await bookingsOf([asOwner, asSeeker, underWay])
		expect(rows.find((row) => row.id === underWay)!.cancelledAt).toBeNull()
		expect(rows.filter((row) => row.id !== underWay).map((row) => row.cancelledBy)).toEqual([
			leaver.user.id,
			leaver.user.id,
		])
		await delivery.allSent()
		expect(
			(await delivery.allMailsTo(late.user.email, 1)).filter((mail) => mail.subject?.startsWith('Viewing cancelled')),
		).toEqual([])
	})

	test('deleted through the API, or by the link mailed to a Google-only account: the same', async () => {
		const { owner: byApi, listing } = await ownerWithListing()
		const apiVisitor = await member('vapivisitor')
		const apiBooking = await booked(byApi, listing.id, apiVisitor, inDays(6, 9))
		const removed = (await run(
			deleteUserApi.action,
			jsonRequest(
				`/api/user/delete/${byApi.user.id}`,
				{ currentPassword: PASSWORD },
				{ method: 'DELETE', cookie: byApi.cookie },
			),
			{ id: byApi.user.id },
		)) as Response
		expect(removed.status).toBe(200)
		await toldOfCancellation(apiVisitor.user.email, ACCOUNT_DELETED_VIEWING_MESSAGE)

		const byMail = await member('vgoogleonly')
		const db = await getDb()
		await db.update(users).set({ passwordHash: null }).where(eq(users.id, byMail.user.id))
		const elsewhere = await ownerWithListing()
		const mailBooking = await booked(elsewhere.owner, elsewhere.listing.id, byMail, inDays(7, 9))
		await run(profileDeletePage.action, formRequest('/profile/delete', {}, { cookie: byMail.cookie })).catch(
			(response: unknown) => response,
		)
		const [confirmation] = await delivery
			.mailsTo(byMail.user.email, 2)
			.then((mails) => mails.filter((mail) => mail.subject === 'Confirm the change to your Homestead account'))
		const token = confirmation!.text!.match(/\/account\/confirm\?token=([\w-]+)/)![1]!
		// Nothing is cancelled before the link's button is pressed.
		expect((await bookingsOf([mailBooking]))[0]!.cancelledAt).toBeNull()
		await run(confirmPage.action, formRequest('/account/confirm', { token }))
		await toldOfCancellation(elsewhere.owner.user.email, ACCOUNT_DELETED_VIEWING_MESSAGE)
		expect((await bookingsOf([apiBooking, mailBooking])).every((row) => row.cancelledAt !== null)).toBe(true)
	})

	test('suspended by an administrator: as owner and as seeker, the other members are mailed, never the reason', async () => {
		const { owner: suspendedOwner, listing } = await ownerWithListing()
		const visitor = await member('vsusvisitor')
		await booked(suspendedOwner, listing.id, visitor, inDays(8, 9))
		const elsewhere = await ownerWithListing()
		const suspendedSeeker = await member('vsusseeker')
		await booked(elsewhere.owner, elsewhere.listing.id, suspendedSeeker, inDays(9, 9))

		const reason = 'Fake listings and spam in messages.'
		await suspendMember('system', suspendedOwner.user.id, reason)
		await suspendMember('system', suspendedSeeker.user.id, reason)
		for (const email of [visitor.user.email, elsewhere.owner.user.email]) {
			const mail = await toldOfCancellation(email, ACCOUNT_CLOSED_VIEWING_MESSAGE)
			expect(mail.text).not.toContain('spam')
			expect(mail.html).not.toContain('spam')
		}
	})
})

describe('reminders', () => {
	test('a day before a viewing both members are reminded once; not before, and not for a booking made within the day', async () => {
		const { owner, listing } = await ownerWithListing()
		const start = inDays(3, 9)
		const { body: slot } = await offer(owner.cookie, listing.id, start)
		const seeker = await member('vreminded')
		const { body: booking } = await book(seeker.cookie, slot._id)

		// Other tests' viewings may be due at these times too: only this one is looked at.
		expect(await sendViewingReminders(new Date(start.getTime() - 25 * HOUR))).not.toContain(booking._id)
		expect(await sendViewingReminders(new Date(start.getTime() - 23 * HOUR))).toContain(booking._id)
		expect(await sendViewingReminders(new Date(start.getTime() - 22 * HOUR))).not.toContain(booking._id)
		const reminders = (await delivery.allMailsTo(seeker.user.email, 2)).filter((mail) =>
			mail.subject?.startsWith('Reminder: viewing'),
		)
		expect(reminders).toHaveLength(1)
		expect(
			(await delivery.mailsTo(owner.user.email, 2)).some((mail) => mail.subject?.startsWith('Reminder: viewing')),
		).toBe(true)

		// Booked 12 hours ahead: the booking mail is the reminder.
		const { body: soon } = await offer(owner.cookie, listing.id, new Date(Date.now() + 12 * HOUR))
		const late = await member('vlate')
		const { body: lateBooking } = await book(late.cookie, soon._id)
		expect(await sendViewingReminders(new Date(Date.now() + HOUR))).not.toContain(lateBooking._id)
	})
})

describe('the JSON of a member', () => {
	test('upcoming viewings as seeker and as owner, and each listing’s figures', async () => {
		const { owner, listing } = await ownerWithListing()
		const { body: slot } = await offer(owner.cookie, listing.id, inDays(2))
		const seeker = await member('vlister')
		await book(seeker.cookie, slot._id)
		const list = async (cookie: string) =>
			(await (
				(await run(userViewingsApi.loader, getRequest('/api/user/viewings', { cookie }))) as Response
			).json()) as Array<{
				role: string
				start: string
				listing: { _id: string }
			}>
		expect(await list(seeker.cookie)).toEqual([
			expect.objectContaining({ role: 'seeker', listing: expect.objectContaining({ _id: listing.id }) }),
		])
		expect(await list(owner.cookie)).toEqual([expect.objectContaining({ role: 'owner' })])

		const stats = (await (
			(await run(listingStatsApi.loader, getRequest('/api/user/listing-stats', { cookie: owner.cookie }))) as Response
		).json()) as unknown[]
		expect(stats).toEqual([{ _id: listing.id, views30d: 0, saves: 0, enquiries: 1, viewings: 1 }])
		expect(((await run(listingStatsApi.loader, getRequest('/api/user/listing-stats'))) as Response).status).toBe(401)
	})
})

describe('counting views', () => {
	const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'

	test('one view per visitor and day of the site’s zone: an hour before its midnight and an hour after are two days', async () => {
		const { listing } = await ownerWithListing()
		const counter = createViewCounter({ timeZone: 'Europe/London' })
		const visitor = { address: '198.51.100.77', userAgent: browser }
		// 23:30 and 00:30 in London (BST, an hour ahead of UTC): one UTC day, two of the site's.
		const before = new Date('2026-06-15T22:30:00Z')
		const after = new Date('2026-06-15T23:30:00Z')
		await counter.count(listing.id, visitor, before)
		await counter.count(listing.id, visitor, new Date('2026-06-15T22:50:00Z'))
		await counter.flush(before)
		await counter.count(listing.id, visitor, after)
		await counter.flush(after)
		expect(await getViewsOn(listing.id, '2026-06-15')).toBe(1)
		expect(await getViewsOn(listing.id, '2026-06-16')).toBe(1)
	})

	test('crawlers and prefetches are not views', () => {
		expect(isCountableViewer({ address: '1', userAgent: browser })).toBe(true)
		expect(
			isCountableViewer({
				address: '1',
				userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
			}),
		).toBe(false)
		expect(isCountableViewer({ address: '1', userAgent: null })).toBe(false)
		expect(isCountableViewer({ address: '1', userAgent: browser, purpose: 'prefetch' })).toBe(false)
	})

	test('two servers: a visitor counts once a day per listing whichever serves them, and their counts add up', async () => {
		const { listing } = await ownerWithListing()
		const replicas = [
			createViewCounter({ timeZone: 'Europe/London' }),
			createViewCounter({ timeZone: 'Europe/London' }),
		]
		const [a, b] = replicas as [ReturnType<typeof createViewCounter>, ReturnType<typeof createViewCounter>]
		const now = new Date()
		const visitor = (n: number) => ({ address: `198.51.100.${n}`, userAgent: browser })
		await a.count(listing.id, visitor(1), now)
		await a.count(listing.id, visitor(1), now)
		await b.count(listing.id, visitor(1), now)
		await a.count(listing.id, visitor(2), now)
		await b.count(listing.id, visitor(3), now)
		await b.count(listing.id, { address: '198.51.100.4', userAgent: 'Googlebot/2.1' }, now)
		// Nothing is written until a server flushes.
		expect(await getViewsOn(listing.id, dayInZone(now, 'Europe/London'))).toBe(0)
		await Promise.all([a.flush(now), b.flush(now)])
		expect(await getViewsOn(listing.id, dayInZone(now, 'Europe/London'))).toBe(3)
		// The same visitors again later that day: nothing more.
		await b.count(listing.id, visitor(2), now)
		await b.flush(now)
		expect(await getViewsOn(listing.id, dayInZone(now, 'Europe/London'))).toBe(3)
		// The next day they count again, and the day before's salt is gone.
		const tomorrow = new Date(now.getTime() + DAY)
		await a.count(listing.id, visitor(1), tomorrow)
		await a.flush(tomorrow)
		expect(await getViewsOn(listing.id, dayInZone(tomorrow, 'Europe/London'))).toBe(1)
		const db = await getDb()
		const salts = await db.execute(sql`select day::text from view_salts`)
		const days = (Array.isArray(salts) ? salts : (salts as { rows: Array<{ day: string }> }).rows).map(
			(row) => (row as { day: string }).day,
		)
		expect(days).not.toContain(dayInZone(now, 'Europe/London'))
	})
})
