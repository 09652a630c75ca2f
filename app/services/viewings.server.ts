import { type User } from '~/db/schema'
import { defineQueue, scheduleRecurring, work } from '~/models/jobs.server'
import { findListing } from '~/models/listing.server'
import { hasBlocked, sendToListingOwner } from '~/models/message.server'
import {
	addSlots,
	bookSlot,
	cancelOpenSlot,
	claimDueReminders,
	getSlot,
	listOpenSlots,
	listUpcomingViewings,
} from '~/models/viewing.server'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { isOnTheMarket } from '~/utils/listing-status'
import { getLogger } from '~/utils/logger.server'
import { isoInZone } from '~/utils/site-time'
import { VIEWING_MESSAGES as M } from '~/utils/viewing-rules'
import { assertListingOwner, LISTING_NOT_FOUND, maySeeListing } from './permissions.server'
import { describeTime, mailBothSides } from './viewing-bookings.server'

/*
 * Viewings: an owner offers times for a listing, a seeker books one, either cancels until it starts
 * (services/viewing-bookings.server.ts, with the mails). The rules are checked here and in the model's
 * transactions; pages and the API only translate the ClientErrors. Both members are mailed (verified addresses only, as every mail about another member's
 * doing) with an iCalendar invitation, and the booking is written into their conversation.
 */

const siteZone = () => getEnv().siteTimeZone

/** A time as the API answers it: ISO 8601 with the site zone's offset. */
export function toApiSlot(slot: { id: string; listingId: string; startsAt: Date; endsAt: Date }) {
	const zone = siteZone()
	return {
		_id: slot.id,
		listingId: slot.listingId,
		start: isoInZone(slot.startsAt, zone),
		end: isoInZone(slot.endsAt, zone),
		durationMinutes: Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000),
		timeZone: zone,
	}
}

/** The listing, if `owner` owns it; ClientError 404 or 403. */
async function ownListing(owner: User, listingId: string) {
	const listing = await findListing(listingId)
	if (!listing) throw new ClientError(LISTING_NOT_FOUND, 404)
	assertListingOwner(listing, owner, 'offer viewings')
	return listing
}

/** The owner offers times for a listing (all or none). */
export async function offerViewingTimes(
	owner: User,
	listingId: string,
	times: Array<{ startsAt: Date; endsAt: Date }>,
	now = new Date(),
) {
	const listing = await ownListing(owner, listingId)
	if (!isOnTheMarket(listing.status)) throw new ClientError(M.offMarket, 400)
	return addSlots(listing.id, times, now)
}

/** The owner takes back a time nobody has booked. */
export async function takeBackViewingTime(owner: User, slotId: string) {
	const found = await getSlot(slotId)
	if (!found || found.slot.cancelledAt) throw new ClientError(M.slotNotFound, 404)
	assertListingOwner({ userRef: found.ownerId }, owner, 'offer viewings')
	await cancelOpenSlot(slotId)
}

/** A listing's open times, for whoever may see the listing. ClientError 404 otherwise. */
export async function openViewingTimes(listingId: string, viewer: User | null) {
	const listing = await findListing(listingId)
	if (!listing || !maySeeListing(listing, viewer)) throw new ClientError(LISTING_NOT_FOUND, 404)
	return { listing, slots: await listOpenSlots(listing.id) }
}

/** A seeker books a time: the booking, with mails and a line in their conversation. */
export async function bookViewing(seeker: User, slotId: string) {
	const found = await getSlot(slotId)
	if (found && ((await hasBlocked(found.ownerId, seeker.id)) || (await hasBlocked(seeker.id, found.ownerId))))
		throw new ClientError(M.blocked, 403)
	const booked = await bookSlot(slotId, seeker.id)
	const when = describeTime(booked.slot)
	let conversationId: string | undefined
	try {
		const { conversation } = await sendToListingOwner(booked.listing, seeker.id, `Booked a viewing: ${when}.`)
		conversationId = conversation.id
	} catch (error) {
		getLogger().error({ err: error }, 'viewing not written into the conversation')
	}
	await mailBothSides(booked.booking.id, 'booked', { conversationId })
	return { ...booked, conversationId }
}

/** The member's upcoming viewings, as seeker and as owner. */
export function upcomingViewings(user: User) {
	return listUpcomingViewings(user.id)
}

/** A viewing as the API answers it. */
export function toApiViewing(viewing: Awaited<ReturnType<typeof listUpcomingViewings>>[number]) {
	const zone = siteZone()
	return {
		_id: viewing.id,
		role: viewing.role,
		start: isoInZone(viewing.startsAt, zone),
		end: isoInZone(viewing.endsAt, zone),
		timeZone: zone,
		listing: { _id: viewing.listing.id, name: viewing.listing.name, address: viewing.listing.address },
		with:
			viewing.role === 'owner'
				? { _id: viewing.seeker.id, username: viewing.seeker.username }
				: { _id: viewing.owner.id, username: viewing.owner.username },
	}
}

/** Mails the reminders of the viewings starting within a day (each once); the bookings reminded. */
export async function sendViewingReminders(now = new Date()) {
	const due = await claimDueReminders(now)
	for (const bookingId of due) await mailBothSides(bookingId, 'reminder')
	if (due.length) getLogger().info({ reminded: due.length }, 'viewing reminders queued')
	return due
}

const REMINDERS = 'viewing-reminders'

/** Starts the reminders' check, every minute, in this process (one replica runs each). */
export async function startViewingReminderWorker() {
	await defineQueue(REMINDERS, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 5 * 60, policy: 'stately' })
	await work(REMINDERS, async () => {
		await sendViewingReminders()
	})
	await scheduleRecurring(REMINDERS, '* * * * *')
}
