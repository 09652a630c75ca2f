import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { BodyTooLargeError, readBodyText } from './body.server'
import { ClientError } from './client-error'
import { asHttpError } from './http-errors'

/*
 * Every page action reads its form here. The body is read with a size limit and its fields are
 * counted before anything parses them: Conform's parse copies the array of a repeated field
 * name on each repetition (quadratic time), so a small body repeating one name 40,000 times
 * would otherwise keep the server busy for seconds. With these bounds the parse stays linear.
 */

/** More fields than any form of the site has (the listing form has about twenty). */
export const MAX_FORM_FIELDS = 1000
/** More values of one name than any form sends (a listing lists at most six photos). */
export const MAX_VALUES_PER_NAME = 50
/** The same limit as the server's for bodies without files. */
const MAX_FORM_BYTES = 1024 * 1024

const FORM_UNREADABLE = 'The form could not be read. Please try again.'
const FORM_TOO_LARGE = 'The form is too large'
const FORM_TOO_MANY_FIELDS = 'The form has too many fields'
const FORM_TAKES_NO_FILES = 'This form does not take files'

const refuse = (status: number, message: string) => new Response(message, { status })

/**
 * The form of a page's post (application/x-www-form-urlencoded, which is how every form without
 * a file input is sent). A body that is not such a form, is too large, has more than
 * MAX_FORM_FIELDS fields or repeats a name more than MAX_VALUES_PER_NAME times is answered
 * (a thrown Response: 400, 413 or 415 with a message), never an error of ours.
 */
export async function readFormData(request: Request): Promise<FormData> {
	const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (type === 'multipart/form-data') throw refuse(415, FORM_TAKES_NO_FILES)
	if (type !== 'application/x-www-form-urlencoded') throw refuse(400, FORM_UNREADABLE)
	return parseFormBody(await readText(request, MAX_FORM_BYTES))
}

/** Parses an urlencoded body with the field bounds above (linear in its length). */
export function parseFormBody(body: string): FormData {
	// Counted on the raw text first: n fields are n - 1 separators.
	let fields = 1
	for (let at = body.indexOf('&'); at !== -1; at = body.indexOf('&', at + 1)) {
		if (++fields > MAX_FORM_FIELDS) throw refuse(413, FORM_TOO_MANY_FIELDS)
	}
	const form = new FormData()
	const seen = new Map<string, number>()
	for (const [name, value] of new URLSearchParams(body)) {
		const count = (seen.get(name) ?? 0) + 1
		if (count > MAX_VALUES_PER_NAME) throw refuse(413, FORM_TOO_MANY_FIELDS)
		seen.set(name, count)
		form.append(name, value)
	}
	return form
}

/** The body as text, at most `limit` bytes: 413 past it, 400 when it cannot be read. */
async function readText(request: Request, limit: number) {
	try {
		return await readBodyText(request, limit)
	} catch (error) {
		throw error instanceof BodyTooLargeError ? refuse(413, FORM_TOO_LARGE) : refuse(400, FORM_UNREADABLE)
	}
}

type ReplyOptions = { hideFields?: string[]; formErrors?: string[]; fieldErrors?: Record<string, string[]> }
/** What parseWithZod gives back, as far as an answer needs it. */
type Submission = { reply: (options?: ReplyOptions) => SubmissionResult<string[]> }

/**
 * The one way a page's action answers a client's mistake found below it (a ClientError: a taken
 * address, a wrong current password, a limit reached): on the form as Conform shows it, on its field
 * when it names one, else above the form, with its status; `also` adds what the page's answer carries
 * besides `result`. With `notFoundIsThePage`, a 404 means what the page is about is gone: the page's
 * error page shows instead. Anything else is not the client's doing and is thrown on.
 */
export function replyToClientError<Extra extends Record<string, unknown> = Record<string, never>>(
	submission: Submission,
	error: unknown,
	{
		hideFields,
		also,
		notFoundIsThePage = false,
		fieldNames = {},
	}: {
		hideFields?: string[]
		also?: Extra
		notFoundIsThePage?: boolean
		/** The form's names of fields the code below names otherwise (the API's). */
		fieldNames?: Record<string, string>
	} = {},
) {
	if (!(error instanceof ClientError) || (notFoundIsThePage && error.status === 404)) asHttpError(error)
	const message = [error.formMessage]
	const field = error.field && (fieldNames[error.field] ?? error.field)
	const result = submission.reply(
		field ? { fieldErrors: { [field]: message }, hideFields } : { formErrors: message, hideFields },
	)
	return data({ result, ...(also as Extra) }, { status: error.status })
}
