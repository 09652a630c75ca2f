import { type LoaderFunctionArgs } from '@remix-run/node'
import { getUserById, toApiUser } from '~/models/user.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { requireApiUser } from '~/utils/auth.server'

/** A user's public details, for the contact panel of a listing (signed-in visitors only). */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
	await requireApiUser(request)
	const user = await getUserById(params.id ?? '')
	if (!user) return apiError(404, 'User not found!')
	return apiJson(toApiUser(user))
})
