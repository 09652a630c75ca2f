import { createCookieSessionStorage } from '@remix-run/node'
import { COOKIE_NAMES } from './cookie-names'
import { getEnv } from './env.server'

type SessionData = {
	userId: string
	/** The account's session version when this cookie was issued (see users.sessionVersion). */
	version: number
}

/** Remember me: the session cookie lives 30 days instead of until the browser closes. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60

/**
 * What every cookie of the site is: for this site only (path `/` unless narrower), out of reach of
 * scripts, not sent with other sites' posts, and Secure in production (browsers accept Secure
 * cookies from http://localhost too, so production can always insist).
 */
export function cookieAttributes() {
	return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: getEnv().isProduction }
}

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
	return createCookieSessionStorage<SessionData>({
		cookie: { name: COOKIE_NAMES.session, ...cookieAttributes(), secrets: getEnv().sessionSecrets },
	})
}

export function getSessionStorage() {
	return (storage ??= createStorage())
}
