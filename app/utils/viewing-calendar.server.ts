import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/*
 * The iCalendar invitation (RFC 5545) a viewing's mails carry, made by ical-generator: one event whose
 * UID is the booking's, so the cancellation (METHOD:CANCEL, a higher SEQUENCE) replaces in the
 * reader's calendar the invitation (METHOD:REQUEST) it was sent. The organizer is the site's sending
 * address, the attendee the mail's reader: neither member learns the other's address.
 */

export type ViewingInvitation = {
	bookingId: string
	/** The host part of the UID (PUBLIC_URL's). */
	host: string
	method: 'REQUEST' | 'CANCEL'
	start: Date
	end: Date
	summary: string
	description: string
	location: string
	url: string
	organizer: { name: string; email: string }
	attendee: { name: string; email: string }
	/** When the booking (or its cancellation) was made: the event's DTSTAMP. */
	stamp: Date
}

/** The invitation's UID: stable for a booking, whatever is sent about it. */
export function viewingUid(bookingId: string, host: string) {
	return `viewing-${bookingId}@${host}`
}

/** The calendar text of a viewing's invitation or cancellation. */
export function viewingCalendar(invitation: ViewingInvitation) {
	const cancel = invitation.method === 'CANCEL'
	const calendar = ical({
		prodId: { company: 'Homestead', product: 'Viewings', language: 'EN' },
		method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
	})
	calendar.createEvent({
		id: viewingUid(invitation.bookingId, invitation.host),
		sequence: cancel ? 1 : 0,
		status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
		stamp: invitation.stamp,
		start: invitation.start,
		end: invitation.end,
		summary: invitation.summary,
		description: invitation.description,
		location: invitation.location,
		url: invitation.url,
		organizer: invitation.organizer,
		attendees: [
			{
				...invitation.attendee,
				role: ICalAttendeeRole.REQ,
				status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
			},
		],
	})
	return calendar.toString()
}
