import { getUserById, toApiUser } from '~/models/user.server'
import { requireApiUser } from '~/services/auth.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/** A user's public details, for the contact panel of a listing (signed-in visitors only). */
export const loader = apiRoute({
	async GET({ request, params }) {
		await requireApiUser(request)
		const user = await getUserById(params.id ?? '')
		if (!user) return apiError(404, 'User not found!')
		return apiJson(toApiUser(user))
	},
})
export const action = loader
