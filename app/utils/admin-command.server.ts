import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from './env.server'

/*
 * `npm run admin -- grant|revoke <email>` asks the running server (the embedded database belongs to
 * one process) with a request signed by the site's session secret: whoever holds that secret can
 * already sign anyone in, so the signature grants nothing new. A signature is good for 60 seconds.
 */

const LIFETIME_SECONDS = 60

/** The header value that signs `body` at `now` (unix seconds). */
export function signAdminCommand(body: string, now = Math.floor(Date.now() / 1000)) {
	const mac = createHmac('sha256', getEnv().sessionSecrets[0]!).update(`${now}.${body}`).digest('hex')
	return `t=${now},v=${mac}`
}

/** Whether the header signs this body with one of the site's secrets, within its lifetime. */
export function isSignedAdminCommand(header: string | null, body: string, now = Math.floor(Date.now() / 1000)) {
	const match = /^t=(\d+),v=([0-9a-f]{64})$/.exec(header ?? '')
	if (!match) return false
	const at = Number(match[1])
	if (Math.abs(now - at) > LIFETIME_SECONDS) return false
	const given = Buffer.from(match[2]!, 'hex')
	return getEnv().sessionSecrets.some((secret) =>
		timingSafeEqual(given, createHmac('sha256', secret).update(`${at}.${body}`).digest()),
	)
}

export const ADMIN_COMMAND_HEADER = 'X-Homestead-Admin-Command'
