import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getAuthenticator, signInCookie } from '~/services/auth.server'
import { googleReturnCookie } from '~/services/google.server'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { redirectWithClientError } from '~/utils/flash.server'
import { getLogger } from '~/utils/logger.server'
import { safeRedirectPath } from '~/utils/misc'

/** Google sends the visitor back here with a code: exchange it, verify the ID token, sign in. */
export async function loader({ request }: LoaderFunctionArgs) {
	if (!getEnv().google) return redirect('/sign-in?error=google')
	try {
		const user = await getAuthenticator().authenticate('google', request)
		const returnTo = safeRedirectPath(await googleReturnCookie().parse(request.headers.get('Cookie')))
		const headers = new Headers()
		headers.append('Set-Cookie', await signInCookie(request, user))
		headers.append('Set-Cookie', await googleReturnCookie().serialize('', { maxAge: 0 }))
		return redirect(returnTo, { headers })
	} catch (error) {
		if (error instanceof Response) throw error
		// Ours to explain (an account its owner deleted); anything else is Google's or the network's.
		if (error instanceof ClientError) return redirectWithClientError('/sign-in', error)
		getLogger().warn({ err: error }, 'could not sign in with google')
		return redirect('/sign-in?error=google')
	}
}
