import { HONEYPOT_FIELD } from './honeypot'
import { getLogger } from './logger.server'

/**
 * Whether a form post filled in the hidden honeypot field. The caller answers such a
 * post as if it had succeeded, so that the bot learns nothing, and keeps nothing of it.
 */
export function isBotSubmission(form: FormData, formName: string) {
	const value = form.get(HONEYPOT_FIELD)
	const filled = value !== null && (typeof value !== 'string' || value.length > 0)
	if (filled) getLogger().info({ form: formName }, 'honeypot field filled: post dropped')
	return filled
}
