import { REPORT_DETAILS_MAX, REVIEW_NOTE_MAX } from '~/utils/field-limits'
import { REPORT_REASONS } from '~/utils/moderation'
import { textField } from './fields'
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
