import { z } from 'zod'

export const EMAIL_MAX = 254

/** An e-mail address as people type it: trimmed, checked, at most 254 characters. */
export const emailField = z
	.string({ error: 'E-mail is required' })
	.trim()
	.min(1, 'E-mail is required')
	.max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
	.pipe(z.email('Enter a valid e-mail address'))

export const newsletterSchema = z.object({ email: emailField })
