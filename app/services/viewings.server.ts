import { type User } from '~/db/schema'
import { defineQueue, scheduleRecurring, work } from '~/models/jobs.server'
import { findListing } from '~/models/listing.server'
import {
	addReply,
	findConversationId,
	getConversationOf,
	hasBlocked,
	sendToListingOwner,
} from '~/models/message.server'
import { getUserById } from '~/models/user.server'
import {
	addSlots,
	bookingIdsToCome,
	bookSlot,
	cancelBooking,
	cancelOpenSlot,
	claimDueReminders,
	getBooking,
	getSlot,
	listOpenSlots,
	listUpcomingViewings,
} from '~/models/viewing.server'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { isOnTheMarket } from '~/utils/listing-status'
import { getLogger } from '~/utils/logger.server'
import {
	type Mail,
	siteUrl,
	viewingBookedMail,
	viewingCancelledMail,
	viewingReminderMail,
} from '~/utils/mail-templates.server'
import { conversationPath, listingPath } from '~/utils/paths'
import { formatTimeRange, isoInZone } from '~/utils/site-time'
import { viewingCalendar } from '~/utils/viewing-calendar.server'
import { VIEWING_MESSAGES as M, VIEWING_SAFETY_LINE } from '~/utils/viewing-rules'
import { queueMail } from './mail.server'
import { assertListingOwner, LISTING_NOT_FOUND, maySeeListing } from './permissions.server'

/*
 * Viewings: an owner offers times for a listing, a seeker books one, either cancels until it starts.
 * The rules are checked here and in the model's transactions; pages and the API only translate the
 * ClientErrors. Both members are mailed (verified addresses only, as every mail about another member's
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

/** A time in words, with the zone. */
export const describeTime = (slot: { startsAt: Date; endsAt: Date }) =>
	formatTimeRange(slot.startsAt, slot.endsAt, siteZone())

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

/** Either side cancels a booking until it starts, with an optional sentence for the other. */
export async function cancelViewing(user: User, bookingId: string, message?: string) {
	const cancelled = await cancelBooking(bookingId, user.id, message)
	const when = describeTime(cancelled.slot)
	try {
		const conversationId = await findConversationId(cancelled.listing.id, cancelled.booking.seekerId)
		const found = conversationId ? await getConversationOf(conversationId, user.id) : undefined
		if (found)
			await addReply(
				found.conversation,
				found.side,
				user.id,
				`Cancelled the viewing: ${when}.${message ? `\n\n${message}` : ''}`,
			)
	} catch (error) {
		getLogger().error({ err: error }, 'cancellation not written into the conversation')
	}
	await mailBothSides(bookingId, 'cancelled', { cancelledBy: user.id, message })
	return cancelled
}

/**
 * Before a listing is deleted (its times and bookings go with it): each viewing still to come is
 * cancelled by its owner with `message`, so that both members are mailed the cancellation and their
 * calendars drop it. A booking that starts or is cancelled meanwhile is left as it is.
 */
export async function cancelViewingsOfListing(listing: { id: string; userRef: string }, message: string) {
	const bookingIds = await bookingIdsToCome(listing.id)
	if (!bookingIds.length) return
	const owner = await getUserById(listing.userRef)
	if (!owner) return
	for (const bookingId of bookingIds) {
		try {
			await cancelViewing(owner, bookingId, message)
		} catch (error) {
			if (!(error instanceof ClientError)) throw error
		}
	}
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

type MailKind = 'booked' | 'cancelled' | 'reminder'

/**
 * Mails both members about a booking, each with their own invitation (they are its attendee); to
 * verified addresses only. A mail that cannot be queued is logged, never an error of the request.
 */
async function mailBothSides(
	bookingId: string,
	kind: MailKind,
	extra: { conversationId?: string; cancelledBy?: string; message?: string } = {},
) {
	try {
		const found = await getBooking(bookingId)
		if (!found) return
		const [seeker, owner] = await Promise.all([getUserById(found.booking.seekerId), getUserById(found.listing.userRef)])
		if (!seeker || !owner) return
		const { from } = getEnv().mail
		const organizerEmail = from.match(/<([^>]+)>/)?.[1] ?? from
		const host = new URL(getEnv().publicUrl).hostname
		const when = describeTime(found.slot)
		const conversationId =
			extra.conversationId ?? (await findConversationId(found.listing.id, found.booking.seekerId)) ?? undefined
		for (const [me, other, role] of [
			[seeker, owner, 'seeker'],
			[owner, seeker, 'owner'],
		] as const) {
			if (!me.emailVerified) continue
			const viewing = {
				username: me.username,
				otherName: other.username,
				role,
				listingName: found.listing.name,
				listingPath: listingPath(found.listing.id),
				when,
				address: found.listing.address,
				conversationPath: conversationId ? conversationPath(conversationId) : undefined,
			}
			let mail: Mail
			if (kind === 'booked') mail = viewingBookedMail(viewing, { safetyLine: VIEWING_SAFETY_LINE })
			else if (kind === 'cancelled')
				mail = viewingCancelledMail(viewing, { byMe: extra.cancelledBy === me.id, message: extra.message })
			else mail = viewingReminderMail(viewing)
			if (kind !== 'reminder') {
				const method = kind === 'booked' ? 'REQUEST' : 'CANCEL'
				mail.calendar = {
					method,
					content: viewingCalendar({
						bookingId,
						host,
						method,
						start: found.slot.startsAt,
						end: found.slot.endsAt,
						summary: `Viewing: ${found.listing.name}`,
						description: `${role === 'seeker' ? `With ${other.username}` : `${other.username} comes to see the home`}. ${when}. ${VIEWING_SAFETY_LINE}`,
						location: found.listing.address,
						url: siteUrl(listingPath(found.listing.id)),
						organizer: { name: 'Homestead', email: organizerEmail },
						attendee: { name: me.username, email: me.email },
						stamp: kind === 'booked' ? found.booking.createdAt : (found.booking.cancelledAt ?? new Date()),
					}),
				}
			}
			await queueMail(me.email, mail)
		}
	} catch (error) {
		getLogger().error({ err: error, bookingId }, `viewing mail (${kind}) not queued`)
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
