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
import { isOnTheMarket } from '~/utils/listing-status'
import { getLogger } from '~/utils/logger.server'
import { isoInZone } from '~/utils/site-time'
import { VIEWING_MESSAGES as M } from '~/utils/viewing-rules'
import { expandSeries } from '~/utils/viewing-series'
import { assertListingOwner, LISTING_NOT_FOUND, maySeeListing } from './permissions.server'
import { describeTime, mailBothSides, viewingTimeZone } from './viewing-bookings.server'

/*
 * Viewings: an owner offers times for a listing, a seeker books one, either cancels until it starts
 * (services/viewing-bookings.server.ts, with the mails). The rules are checked here and in the model's
 * transactions; pages and the API only translate the ClientErrors. Both members are mailed (verified addresses only, as every mail about another member's
 * doing) with an iCalendar invitation, and the booking is written into their conversation.
 */

/** A time as the API answers it: ISO 8601 with the offset of its home's zone, which `timeZone` names. */
export function toApiSlot(slot: { id: string; listingId: string; startsAt: Date; endsAt: Date }, timeZone: string) {
	return {
		_id: slot.id,
		listingId: slot.listingId,
		start: isoInZone(slot.startsAt, timeZone),
		end: isoInZone(slot.endsAt, timeZone),
		durationMinutes: Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000),
		timeZone,
	}
}

/** The listing, if `owner` owns it; ClientError 404 or 403. */
async function ownListing(owner: User, listingId: string) {
	const listing = await findListing(listingId)
	if (!listing) throw new ClientError(LISTING_NOT_FOUND, 404)
	assertListingOwner(listing, owner, 'offer viewings')
	return listing
}

/** The owner offers times for a listing (all or none): the times added, and their home's zone. */
export async function offerViewingTimes(
	owner: User,
	listingId: string,
	times: Array<{ startsAt: Date; endsAt: Date }>,
	now = new Date(),
) {
	const listing = await ownListing(owner, listingId)
	if (!isOnTheMarket(listing.status)) throw new ClientError(M.offMarket, 400)
	return { slots: await addSlots(listing.id, times, now), timeZone: viewingTimeZone(listing) }
}

/**
 * The owner offers times as the owner's form gives them, wall-clock times of the home's zone: one time
 * (a start and a length), or with `until` one after another that day, on `weeks` weeks (all or none).
 * ClientError naming the form's field when no time of it exists.
 */
export async function offerViewingSeries(
	owner: User,
	listingId: string,
	form: { date: string; from: string; until?: string; minutes: number; weeks: number },
	now = new Date(),
) {
	const listing = await ownListing(owner, listingId)
	const { date, from, until, minutes, weeks } = form
	const endMinutes = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + minutes
	if (!until && endMinutes > 24 * 60) throw new ClientError('A viewing must end on the day it starts', 400, 'minutes')
	const to =
		until ?? `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`
	const { times } = expandSeries({ date, from, to, minutes, weeks }, viewingTimeZone(listing))
	if (!times.length)
		throw new ClientError(
			until ? 'No time of that length fits between the start and Until' : 'That time does not exist on that day',
			400,
			until ? 'until' : 'from',
		)
	return offerViewingTimes(owner, listing.id, times, now)
}

/** The owner takes back a time nobody has booked. */
export async function takeBackViewingTime(owner: User, slotId: string) {
	const found = await getSlot(slotId)
	if (!found || found.slot.cancelledAt) throw new ClientError(M.slotNotFound, 404)
	assertListingOwner({ userRef: found.ownerId }, owner, 'offer viewings')
	await cancelOpenSlot(slotId)
}

/** A listing's open times and their zone, for whoever may see the listing. ClientError 404 otherwise. */
export async function openViewingTimes(listingId: string, viewer: User | null) {
	const listing = await findListing(listingId)
	if (!listing || !maySeeListing(listing, viewer)) throw new ClientError(LISTING_NOT_FOUND, 404)
	return { listing, slots: await listOpenSlots(listing.id), timeZone: viewingTimeZone(listing) }
}

/** A seeker books a time: the booking, with mails and a line in their conversation. */
export async function bookViewing(seeker: User, slotId: string) {
	const found = await getSlot(slotId)
	if (found && ((await hasBlocked(found.ownerId, seeker.id)) || (await hasBlocked(seeker.id, found.ownerId))))
		throw new ClientError(M.blocked, 403)
	const booked = await bookSlot(slotId, seeker.id)
	const timeZone = viewingTimeZone(booked.listing)
	const when = describeTime(booked.slot, timeZone)
	let conversationId: string | undefined
	try {
		const { conversation } = await sendToListingOwner(booked.listing, seeker.id, `Booked a viewing: ${when}.`)
		conversationId = conversation.id
	} catch (error) {
		getLogger().error({ err: error }, 'viewing not written into the conversation')
	}
	await mailBothSides(booked.booking.id, 'booked', { conversationId })
	return { ...booked, conversationId, timeZone }
}

/** The member's upcoming viewings, as seeker and as owner, each with its home's zone. */
export async function upcomingViewings(user: User) {
	return (await listUpcomingViewings(user.id)).map((viewing) => ({
		...viewing,
		timeZone: viewingTimeZone(viewing.listing),
	}))
}

/** A viewing as the API answers it. */
export function toApiViewing(viewing: Awaited<ReturnType<typeof upcomingViewings>>[number]) {
	return {
		_id: viewing.id,
		role: viewing.role,
		start: isoInZone(viewing.startsAt, viewing.timeZone),
		end: isoInZone(viewing.endsAt, viewing.timeZone),
		timeZone: viewing.timeZone,
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
