import { type User } from '~/db/schema'
import { type Mail, siteUrl, viewingBookedMail, viewingCancelledMail, viewingReminderMail } from '~/mail'
import { addReply, findConversationId, getConversationOf } from '~/models/message.server'
import { getUserById } from '~/models/user.server'
import { bookingIdsToCome, cancelBooking, getBooking } from '~/models/viewing.server'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { listingTimeZone } from '~/utils/listing-time-zone.server'
import { getLogger } from '~/utils/logger.server'
import { conversationPath, listingPath } from '~/utils/paths'
import { formatTimeRange } from '~/utils/site-time'
import { viewingCalendar } from '~/utils/viewing-calendar.server'
import { VIEWING_SAFETY_LINE } from '~/utils/viewing-rules'
import { queueMail } from './mail.server'

/*
 * A booked viewing's mails to both members (booked, cancelled, reminded, each with its invitation)
 * and its cancellation. No permission check lives here (the model lets only the booking's two sides
 * cancel it), so the services that close an account or a listing (account, moderation, listings)
 * cancel their viewings through this module without importing the permission checks, which import
 * them in turn: services/viewing-times.server.ts checks who may offer, see and book times.
 */

/**
 * The zone a listing's viewing times are offered, shown, mailed and put in invitations in: the home's,
 * from its position, else the site's (SITE_TIME_ZONE).
 */
export const viewingTimeZone = (listing: { latitude: number | null; longitude: number | null }) =>
	listingTimeZone(listing, getEnv().siteTimeZone)

/** A time in words, in its home's zone, named: `Saturday, December 5, 2026, 10:00–10:30 Pacific Time`. */
export const describeTime = (slot: { startsAt: Date; endsAt: Date }, timeZone: string) =>
	formatTimeRange(slot.startsAt, slot.endsAt, timeZone)

/** Either side cancels a booking until it starts, with an optional sentence for the other. */
export async function cancelViewing(user: Pick<User, 'id'>, bookingId: string, message?: string) {
	const cancelled = await cancelBooking(bookingId, user.id, message)
	const timeZone = viewingTimeZone(cancelled.listing)
	const when = describeTime(cancelled.slot, timeZone)
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
	return { ...cancelled, timeZone }
}

/**
 * Before a listing is deleted (its times and bookings go with it): each viewing still to come is
 * cancelled by its owner with `message`, so that both members are mailed the cancellation and their
 * calendars drop it. A booking that starts or is cancelled meanwhile is left as it is.
 */
export async function cancelViewingsOfListing(listing: { id: string; userRef: string }, message: string) {
	const bookingIds = await bookingIdsToCome({ listingId: listing.id })
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

/**
 * When a member's account is deleted or suspended: each of their viewings still to come, as seeker
 * or as owner, is cancelled by them with `message` (never a suspension's reason), so that the other
 * member is mailed and nobody goes to a viewing the other side will not come to. Call it before the
 * account changes, while both can still be mailed. Restoring the account does not book them again.
 */
export async function cancelViewingsOfMember(member: Pick<User, 'id'>, message: string) {
	for (const bookingId of await bookingIdsToCome({ memberId: member.id })) {
		try {
			await cancelViewing(member, bookingId, message)
		} catch (error) {
			// Started or cancelled meanwhile: left as it is.
			if (!(error instanceof ClientError)) throw error
		}
	}
}

type MailKind = 'booked' | 'cancelled' | 'reminder'

/**
 * Mails both members about a booking, each with their own invitation (they are its attendee); to
 * verified addresses only. A mail that cannot be queued is logged, never an error of the request.
 */
export async function mailBothSides(
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
		const timeZone = viewingTimeZone(found.listing)
		const when = describeTime(found.slot, timeZone)
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
						timeZone,
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
