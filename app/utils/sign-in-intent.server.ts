import { createCookie } from '@remix-run/node'
import { COOKIE_NAMES } from './cookie-names'
import { getEnv } from './env.server'
import { cookieAttributes } from './session.server'
import { type SignInReason, signInReason } from './sign-in-reasons'

/*
 * What a member signed in for (docs/decisions/040-sign-in-finishes-the-job.md). A page that does
 * something when it is opened after signing in (saving a home, saving a search) does it only when the
 * member's own sign-in post (or the Google sign-in they started with a post) chose that very address,
 * for that reason, a moment ago: this cookie says so, signed like the session, for one minute and one
 * use. Opened any other way (a link on another site, in a mail or a message), the page only asks.
 */

let cookie: ReturnType<typeof createCookie> | undefined
const intentCookie = () =>
	(cookie ??= createCookie(COOKIE_NAMES.signInIntent, {
		...cookieAttributes(),
		secrets: getEnv().sessionSecrets,
		maxAge: 60,
	}))

type SignInIntent = { returnTo: string; reason: SignInReason }

/** The Set-Cookie header that lets the page at `returnTo` act for `reason` once. */
export function signInIntentCookie(returnTo: string, reason: SignInReason) {
	return intentCookie().serialize({ returnTo, reason } satisfies SignInIntent)
}

/** An address as the server receives it: its parameters in one order, so that encodings and order do not matter. */
function normalised(address: string) {
	const url = new URL(address, 'http://same.invalid')
	url.searchParams.sort()
	return `${url.pathname}?${url.searchParams}`
}

/**
 * Whether the member signed in a moment ago to do `reason` at this very address (the request's own),
 * and the header that forgets it (it works once).
 */
export async function takeSignInIntent(request: Request, reason: SignInReason) {
	const value = (await intentCookie().parse(request.headers.get('Cookie'))) as Partial<SignInIntent> | null
	if (!value) return { chosen: false, headers: undefined }
	const chosen =
		signInReason(value.reason) === reason &&
		typeof value.returnTo === 'string' &&
		normalised(value.returnTo) === normalised(request.url)
	return { chosen, headers: { 'Set-Cookie': await intentCookie().serialize('', { maxAge: 0 }) } }
}
