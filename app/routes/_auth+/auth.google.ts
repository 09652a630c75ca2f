import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getAuthenticator } from '~/services/auth.server'
import { googleReturnCookie } from '~/services/google.server'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/form.server'
import { safeRedirectPath } from '~/utils/misc'

/** Starts Google sign-in: remembers where to return, then sends the visitor to Google. */
async function startGoogleSignIn(request: Request, redirectTo: string | null) {
	if (!getEnv().google) return redirect('/sign-in?error=google')
	try {
		await getAuthenticator().authenticate('google', request)
	} catch (response) {
		if (!(response instanceof Response)) throw response
		response.headers.append('Set-Cookie', await googleReturnCookie().serialize(safeRedirectPath(redirectTo)))
		return response
	}
	return redirect('/sign-in?error=google')
}

export async function action({ request }: ActionFunctionArgs) {
	// remix-auth copies the request, body included, so read a clone.
	const form = await readFormData(request.clone())
	return startGoogleSignIn(request, form.get('redirectTo')?.toString() ?? null)
}

export async function loader({ request }: LoaderFunctionArgs) {
	return startGoogleSignIn(request, new URL(request.url).searchParams.get('redirectTo'))
}
