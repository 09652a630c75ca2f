import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { reportSchema } from '~/schemas/report'
import { clientMistake } from '~/utils/client-error'
import { isBotSubmission } from '~/utils/honeypot.server'
import { asHttpError } from '~/utils/http-errors'
import { REPORT_THANKS } from '~/utils/moderation'

/** What a report form shows beside its fields when the report was not taken. */
export type ReportFormErrors = { reason?: string; details?: string; form?: string }

type Report = { reason: (typeof reportSchema)['_zod']['output']['reason']; details: string }

/**
 * The action of a report form, of a listing or of a conversation alike: a bot's report is thanked and
 * dropped; a form with a mistake comes back (400) with its fields' messages; otherwise `report` makes the
 * report and its thanks go to `thanked` (a redirect, or the page itself). A refusal (a limit reached)
 * comes back as the form's message with its status; what is missing (404) is the page's error.
 */
export async function answerReportForm<Thanked>(
	form: FormData,
	report: (report: Report) => Promise<string>,
	thanked: (thanks: string) => Thanked | Promise<Thanked>,
) {
	const notTaken = (errors: ReportFormErrors, status: number) => data({ thanks: null, errors }, { status })
	if (isBotSubmission(form, 'report')) return thanked(REPORT_THANKS)
	const submission = parseWithZod(form, { schema: reportSchema })
	if (submission.status !== 'success') {
		const errors = submission.error ?? {}
		return notTaken({ reason: errors.reason?.[0], details: errors.details?.[0] }, 400)
	}
	let thanks: string
	try {
		thanks = await report(submission.value)
	} catch (error) {
		const mistake = clientMistake(error)
		if (mistake.status === 404) asHttpError(mistake)
		return notTaken({ form: mistake.formMessage }, mistake.status)
	}
	return thanked(thanks)
}
