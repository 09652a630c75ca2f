import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '~/utils/field-limits'
import { z } from './zod'

/** A required text field whose messages name it, also when something other than text arrives. */
export function textField(label: string) {
	return z
		.string({
			error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
		})
		// PostgreSQL text cannot hold the NUL character; no one types it.
		.refine((value) => !value.includes('\u0000'), `${label} contains a character that is not allowed`)
}


/** An e-mail address as people type it: trimmed, checked, at most 254 characters. */
export const emailField = textField('E-mail')
	.trim()
	.min(1, 'E-mail is required')
	.max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
	.pipe(z.email('Enter a valid e-mail address'))

export const usernameField = textField('Username')
	.trim()
	.min(3, 'Username must be at least 3 characters')
	.max(30, 'Username must be at most 30 characters')
	.regex(/^[\p{L}\p{N}._-]+$/u, 'Username can only contain letters, numbers, dots, dashes and underscores')


/** A new password: at least 8 characters (DESIGN.md), at most 128 so hashing stays cheap. */
export const newPasswordField = textField('Password')
	.min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
	.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)

const ownPhotoPath = /^\/(uploads|images)\/[\w./-]+$/

/** A photo address: one stored by this site (`/uploads/…`) or an absolute http(s) URL (clients of the old API). */
export const photoUrlField = textField('Image address')
	.trim()
	.max(2048, 'Image address is too long')
	.refine((value) => {
		if (ownPhotoPath.test(value)) return !value.includes('..')
		try {
			const url = new URL(value)
			return url.protocol === 'https:' || url.protocol === 'http:'
		} catch {
			return false
		}
	}, 'Image address must be an http(s) URL or a photo uploaded to this site')
