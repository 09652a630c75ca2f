import { REPORT_DETAILS_MAX, REVIEW_NOTE_MAX } from '~/utils/field-limits'
import { APPROVE_EDIT_REASONS, DISMISS_REASONS, REMOVE_REASONS, REPORT_REASONS } from '~/utils/moderation'
import { textField } from './fields'
import { listingFieldsSchema } from './listing'
import { z } from './zod'

/** A report of a listing or a conversation: the page's form and POST /api/listing/report/:id. */
export const reportSchema = z.object({
	reason: z.enum(REPORT_REASONS, {
		error: (issue) =>
			issue.input === undefined || issue.input === ''
				? 'Choose what is wrong'
				: `reason must be one of ${REPORT_REASONS.join(', ')}`,
	}),
	details: textField('Details')
		.trim()
		.max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`)
		.default(''),
})

/** An administrator's reason (removing a listing, suspending a member): the owner or member reads it. */
export const moderationReasonSchema = z.object({
	reason: textField('Reason')
		.trim()
		.min(1, 'Reason is required')
		.max(REPORT_DETAILS_MAX, `Reason must be at most ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`),
})

/** An owner's request for a review of their reported or held listing: the page's form and POST /api/listing/review/:id. */
export const reviewRequestSchema = z.object({
	note: textField('Note')
		.trim()
		.max(REVIEW_NOTE_MAX, `Note must be at most ${REVIEW_NOTE_MAX.toLocaleString('en-US')} characters`)
		.default(''),
})

/** One of a fixed list of reasons: "Choose a reason" when none is given, the list when another is. */
const reasonField = <Reasons extends readonly [string, ...string[]]>(reasons: Reasons) =>
	z.enum(reasons, {
		error: (issue) =>
			issue.input === undefined || issue.input === ''
				? 'Choose a reason'
				: `reason must be one of ${reasons.join(', ')}`,
	})

/** A note an administrator adds to a reason of the list (the owner reads it): needed with `other`. */
const noteField = textField('Note')
	.trim()
	.max(REPORT_DETAILS_MAX, `Note must be at most ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`)
	.default('')

const noteWithOther = (value: { reason?: string; note: string }) => value.reason !== 'other' || value.note !== ''
const NOTE_FOR_OTHER = { message: 'Write the reason in the note', path: ['note'] }

/** An administrator closes a listing's case without action: POST /api/admin/listing/:id/dismiss and the queue. */
export const dismissListingSchema = z.object({ reason: reasonField(DISMISS_REASONS) })

/**
 * An administrator removes a listing: a reason of the list and a note, both of which its owner reads. A
 * reason in words of its own, as clients sent it before the list, is `other` with those words as its note.
 */
export const removeListingSchema = z.preprocess(
	(body) => {
		if (!body || typeof body !== 'object') return body
		const { reason, note } = body as { reason?: unknown; note?: unknown }
		const ownWords = typeof reason === 'string' && reason.trim() !== '' && !isOneOf(REMOVE_REASONS, reason)
		return ownWords && (note === undefined || note === '') ? { ...body, reason: 'other', note: reason } : body
	},
	z.object({ reason: reasonField(REMOVE_REASONS), note: noteField }).refine(noteWithOther, NOTE_FOR_OTHER),
)

const isOneOf = (list: readonly string[], value: string) => list.includes(value)

/**
 * An administrator approves a listing, with an edit of its texts when given (each by the listing's own
 * rules); an edit needs a reason of the list, which the service asks for only when something changed.
 */
export const approveListingSchema = z
	.object({
		name: listingFieldsSchema.shape.name.optional(),
		description: listingFieldsSchema.shape.description.optional(),
		address: listingFieldsSchema.shape.address.optional(),
		reason: reasonField(APPROVE_EDIT_REASONS).optional(),
		note: noteField,
	})
	.refine(noteWithOther, NOTE_FOR_OTHER)

export type ApproveListingInput = z.output<typeof approveListingSchema>
