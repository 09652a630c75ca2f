import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from './env.server'

/*
 * Tokens for links that act without signing in (a one-click confirmation, an unsubscribe): an HMAC of
 * what the link is for, with the session secret. Whatever the link must stop opening later belongs in
 * `parts` (a time it was sent, say), so that changing it retires the link.
 */

function mac(secret: string, purpose: string, parts: string[]) {
	return createHmac('sha256', secret)
		.update([purpose, ...parts].join('\u0000'))
		.digest('base64url')
}

/** The token of a link for `purpose` and `parts`. */
export function signLink(purpose: string, parts: string[]) {
	return mac(getEnv().sessionSecrets[0]!, purpose, parts)
}

/** Whether `token` was made by signLink for this purpose and these parts (with the current or an older secret). */
export function verifyLink(token: string, purpose: string, parts: string[]) {
	const given = Buffer.from(token)
	return getEnv().sessionSecrets.some((secret) => {
		const expected = Buffer.from(mac(secret, purpose, parts))
		return expected.length === given.length && timingSafeEqual(expected, given)
	})
}
