import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getAuthenticator, signInAndRedirect } from '~/services/auth.server'
import { takeGoogleReturn } from '~/services/google.server'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { redirectWithClientError } from '~/utils/flash.server'
import { getLogger } from '~/utils/logger.server'

/** Google sends the visitor back here with a code: exchange it, verify the ID token, sign in. */
export async function loader({ request }: LoaderFunctionArgs) {
	if (!getEnv().google) return redirect('/sign-in?error=google')
	try {
		const user = await getAuthenticator().authenticate('google', request)
		const { returnTo, reason, clear } = await takeGoogleReturn(request)
		const response = await signInAndRedirect(request, user, { redirectTo: returnTo, reason })
		response.headers.append('Set-Cookie', clear)
		return response
	} catch (error) {
		if (error instanceof Response) throw error
		// Ours to explain (an account its owner deleted); anything else is Google's or the network's.
		if (error instanceof ClientError) return redirectWithClientError('/sign-in', error)
		getLogger().warn({ err: error }, 'could not sign in with google')
		return redirect('/sign-in?error=google')
	}
}
