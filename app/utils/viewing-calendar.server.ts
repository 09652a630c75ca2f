import { TZDate } from '@date-fns/tz'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'

/*
 * The iCalendar invitation (RFC 5545) a viewing's mails carry, made by ical-generator: one event whose
 * UID is the booking's, so the cancellation (METHOD:CANCEL, a higher SEQUENCE) replaces in the
 * reader's calendar the invitation (METHOD:REQUEST) it was sent. The organizer is the site's sending
 * address, the attendee the mail's reader: neither member learns the other's address. The times are
 * the home's wall-clock times with its zone (`DTSTART;TZID=America/Los_Angeles:…`), and the zone's
 * rules travel with them in a VTIMEZONE (timezones-ical-library), as RFC 5545 asks.
 */

export type ViewingInvitation = {
	bookingId: string
	/** The host part of the UID (PUBLIC_URL's). */
	host: string
	method: 'REQUEST' | 'CANCEL'
	start: Date
	end: Date
	/** The home's IANA time zone: the event's times are written in it. */
	timeZone: string
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

/**
 * The VTIMEZONE block of an IANA zone, under the name the events use (the library names some zones by
 * another of their names: `Etc/UTC`); none for a zone it does not know (the TZID stays).
 */
function vtimezone(timeZone: string) {
	const block = tzlib_get_ical_block(timeZone)
	return Array.isArray(block) && block[0] ? block[0].replace(/^TZID:.*$/m, `TZID:${timeZone}`) : null
}

/** The calendar text of a viewing's invitation or cancellation. */
export function viewingCalendar(invitation: ViewingInvitation) {
	const cancel = invitation.method === 'CANCEL'
	const calendar = ical({
		prodId: { company: 'Homestead', product: 'Viewings', language: 'EN' },
		method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
		// No zone of the calendar's own (DTSTAMP stays in UTC): the generator writes the events' zones.
		timezone: { name: null, generator: vtimezone },
	})
	calendar.createEvent({
		id: viewingUid(invitation.bookingId, invitation.host),
		sequence: cancel ? 1 : 0,
		status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
		stamp: invitation.stamp,
		// TZDate gives the wall-clock reading in the zone whatever the server's own zone is.
		start: new TZDate(invitation.start.getTime(), invitation.timeZone),
		end: new TZDate(invitation.end.getTime(), invitation.timeZone),
		timezone: invitation.timeZone,
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
