import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { getAuthenticator } from '~/services/auth.server'
import { keepGoogleReturn } from '~/services/google.server'
import { getEnv } from '~/utils/env.server'
import { readFormData } from '~/utils/form.server'
import { safeRedirectPath } from '~/utils/misc'
import { type SignInReason, signInReason } from '~/utils/sign-in-reasons'

/** Starts Google sign-in: remembers where to return (and what for), then sends the visitor to Google. */
async function startGoogleSignIn(request: Request, redirectTo: string | null, reason?: SignInReason) {
	if (!getEnv().google) return redirect('/sign-in?error=google')
	try {
		await getAuthenticator().authenticate('google', request)
	} catch (response) {
		if (!(response instanceof Response)) throw response
		response.headers.append('Set-Cookie', await keepGoogleReturn({ returnTo: safeRedirectPath(redirectTo), reason }))
		return response
	}
	return redirect('/sign-in?error=google')
}

/** The sign-in page's button: the visitor's own post, so it may carry what they signed in for. */
export async function action({ request }: ActionFunctionArgs) {
	// remix-auth copies the request, body included, so read a clone.
	const form = await readFormData(request.clone())
	return startGoogleSignIn(request, form.get('redirectTo')?.toString() ?? null, signInReason(form.get('reason')))
}

/** A link: only the way back (Google may answer without asking, so a link must not choose an action). */
export async function loader({ request }: LoaderFunctionArgs) {
	return startGoogleSignIn(request, new URL(request.url).searchParams.get('redirectTo'))
}
