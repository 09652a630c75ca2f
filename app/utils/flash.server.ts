import { createCookie, redirect } from '@remix-run/node'
import { ClientError } from './client-error'
import { COOKIE_NAMES } from './cookie-names'
import { getEnv } from './env.server'
import { cookieAttributes } from './session.server'

export type Flash = { kind: 'success' | 'error'; message: string }

/**
 * A one-time message that survives a redirect (post, redirect, get), read and cleared by the next page.
 * Signed like the session, so a cookie set elsewhere (a sibling domain) cannot put words in the site's mouth.
 */
let cookie: ReturnType<typeof createCookie> | undefined
const flashCookie = () =>
	(cookie ??= createCookie(COOKIE_NAMES.flash, { ...cookieAttributes(), secrets: getEnv().sessionSecrets, maxAge: 60 }))

export async function redirectWithFlash(
	url: string,
	message: string,
	{ headers: init, kind = 'success' }: { headers?: HeadersInit; kind?: Flash['kind'] } = {},
) {
	const headers = new Headers(init)
	headers.append('Set-Cookie', await flashCookie().serialize({ kind, message } satisfies Flash))
	return redirect(url, { headers })
}

/** The message left by the previous request, if any, and the header that clears it. */
export async function readFlash(request: Request) {
	const value = (await flashCookie().parse(request.headers.get('Cookie'))) as Partial<Flash> | null
	const flash: Flash | null =
		value && typeof value.message === 'string'
			? { kind: value.kind === 'error' ? 'error' : 'success', message: value.message }
			: null
	return {
		flash,
		headers: flash ? { 'Set-Cookie': await flashCookie().serialize('', { maxAge: 0 }) } : undefined,
	}
}

/**
 * The one way an action that answers with a redirect answers a client's mistake found below it (a
 * ClientError): back to `url` with its message (or `message`, the page's own words for it) shown there
 * as an error. Anything else is not the client's doing and is thrown on.
 */
export function redirectWithClientError(url: string, error: unknown, message?: string) {
	if (!(error instanceof ClientError)) throw error
	return redirectWithFlash(url, message ?? error.formMessage, { kind: 'error' })
}
