import {
	MAX_CANCEL_MESSAGE,
	MAX_SERIES_WEEKS,
	MAX_VIEWING_MINUTES,
	MIN_VIEWING_MINUTES,
	VIEWING_MESSAGES,
} from '~/utils/viewing-rules'
import { textField, wholeNumberField } from './fields'
import { z } from './zod'

/** `POST /api/viewing/slots/:listingId`: one time, ISO 8601 with its offset, and its length. */
export const apiSlotSchema = z.object({
	start: z
		.string({ error: 'start is required' })
		.pipe(
			z.iso.datetime({
				offset: true,
				error: 'start must be a date and time with its offset, like 2026-12-05T10:00:00+01:00',
			}),
		)
		.transform((value) => new Date(value)),
	durationMinutes: z
		.number({ error: 'durationMinutes must be a number' })
		.int('durationMinutes must be a whole number')
		.min(MIN_VIEWING_MINUTES, VIEWING_MESSAGES.length)
		.max(MAX_VIEWING_MINUTES, VIEWING_MESSAGES.length),
})

const timeField = (label: string) =>
	textField(label)
		.trim()
		.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 10:00`)

/**
 * The owner's form: a day, a start time and a length; with 'Until' several times in a row that day,
 * and with 'Weeks' the same on that weekday for that many weeks. Times are in the home's zone (its position's, else the site's).
 */
export const slotFormSchema = z
	.object({
		date: textField('Date')
			.trim()
			.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be a date like 2026-12-05')
			.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Date must be a real date'),
		from: timeField('Start time'),
		until: timeField('Until').optional(),
		minutes: wholeNumberField(
			'Length',
			MIN_VIEWING_MINUTES,
			MAX_VIEWING_MINUTES,
			`from ${MIN_VIEWING_MINUTES} to ${MAX_VIEWING_MINUTES} minutes`,
		),
		weeks: wholeNumberField('Weeks', 1, MAX_SERIES_WEEKS).default(1),
	})
	.superRefine((value, context) => {
		if (value.until && value.until <= value.from)
			context.addIssue({ code: 'custom', path: ['until'], message: 'Until must be after the start time' })
	})

/** A seeker's choice of time on the listing's viewings page. */
export const bookFormSchema = z.object({
	slotId: textField('Time').pipe(z.uuid('Choose one of the times')),
})

/** A cancellation, with an optional sentence for the other side (the page and the API). */
export const cancelViewingSchema = z.object({
	message: textField('Message')
		.trim()
		.max(MAX_CANCEL_MESSAGE, `Message must be at most ${MAX_CANCEL_MESSAGE} characters`)
		.optional(),
})
