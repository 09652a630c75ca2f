import { MONEY_WARNING } from './moderation'

/*
 * The rules of viewings, in numbers and in the words every refusal uses: the schemas, the models and
 * the service all read them here, so a page and the API say the same thing.
 */

export const MIN_VIEWING_MINUTES = 15
export const MAX_VIEWING_MINUTES = 240
/** Open slots (not booked, not past, not taken back) a listing may have at once. */
export const MAX_OPEN_SLOTS = 100
/** Weeks a series of slots may repeat for. */
export const MAX_SERIES_WEEKS = 12
/** The longest sentence a cancellation carries to the other side. */
export const MAX_CANCEL_MESSAGE = 500
/** The reminder goes this long before a viewing. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000

export const VIEWING_MESSAGES = {
	length: `A viewing lasts from ${MIN_VIEWING_MINUTES} to ${MAX_VIEWING_MINUTES} minutes`,
	past: 'Choose a time in the future',
	overlap: 'That time overlaps another viewing time of this listing',
	tooMany: `A listing may offer at most ${MAX_OPEN_SLOTS} open viewing times`,
	noSuchTime: 'That time does not exist on that day: the clocks change',
	slotNotFound: 'Viewing time not found',
	taken: 'That time was just taken: choose another',
	slotCancelled: 'That time is no longer offered: choose another',
	slotPast: 'That time has passed: choose another',
	ownListing: 'You cannot book a viewing of your own listing',
	alreadyBooked: 'You already have a viewing of this home booked: cancel it first to choose another time',
	offMarket: 'This home is no longer on the market',
	notOwner: 'You can only offer viewing times for your own listings!',
	onlyOpen: 'Only a viewing time nobody has booked can be taken back; cancel the booking instead',
	bookingNotFound: 'Viewing not found',
	alreadyCancelled: 'This viewing was already cancelled',
	started: 'A viewing can be cancelled only until it starts',
	blocked: 'This member does not accept your messages',
} as const

/** The line every booking mail carries: the site's one warning about money. */
export const VIEWING_SAFETY_LINE = MONEY_WARNING
