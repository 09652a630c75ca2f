import { toApiUser } from '~/models/user.server'
import { googleTokenSchema } from '~/schemas/auth'
import { signInCookie } from '~/services/auth.server'
import { GOOGLE_SIGN_IN_FAILED, signInWithGoogleIdToken } from '~/services/google.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * Sign-in with a Google ID token obtained by the client. The original server trusted a bare
 * { name, email, photo }; only a token whose signature, audience, issuer and expiry check out is accepted.
 */
export const action = apiRoute({
	async POST({ request }) {
		const { idToken } = await parseApiBody(request, googleTokenSchema)
		const user = await signInWithGoogleIdToken(idToken)
		if (!user) return apiError(401, GOOGLE_SIGN_IN_FAILED)
		return apiJson(toApiUser(user), 200, { 'Set-Cookie': await signInCookie(request, user) })
	},
})
export const loader = action
