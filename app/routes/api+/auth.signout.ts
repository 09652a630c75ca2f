import { signOut } from '~/services/auth.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { isCrossSiteRequest } from '~/utils/cross-site.server'
import { getEnv } from '~/utils/env.server'

const signedOut = async (request: Request) =>
	apiJson('User has been logged out!', 200, { 'Set-Cookie': await signOut(request) })

export const action = apiRoute({
	/**
	 * GET signs out too, as the old clients call it, but only when it is not another site's link
	 * or image (the cookie rides along with top-level navigations): those are refused. HEAD, which
	 * no one uses to sign out, changes nothing.
	 */
	async GET({ request }) {
		if (request.method !== 'GET') return apiError(405, 'Method not allowed')
		if (isCrossSiteRequest(request, getEnv().publicUrl)) return apiError(403, 'Cross-site requests are not allowed')
		return signedOut(request)
	},
	/** POST signs out; the server's cross-site check has already refused posts from other sites. */
	POST: ({ request }) => signedOut(request),
})
export const loader = action
