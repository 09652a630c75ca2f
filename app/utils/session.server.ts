import { createCookieSessionStorage } from '@remix-run/node'
import { getEnv } from './env.server'

type SessionData = {
	userId: string
	/** The account's session version when this cookie was issued (see users.sessionVersion). */
	version: number
}

/** Remember me: the session cookie lives 30 days instead of until the browser closes. */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60

let storage: ReturnType<typeof createStorage> | undefined

function createStorage() {
	const env = getEnv()
	return createCookieSessionStorage<SessionData>({
		cookie: {
			name: '__session',
			path: '/',
			httpOnly: true,
			sameSite: 'lax',
			// Browsers accept Secure cookies from http://localhost too, so production can always insist.
			secure: env.isProduction,
			secrets: env.sessionSecrets,
		},
	})
}

export function getSessionStorage() {
	return (storage ??= createStorage())
}
