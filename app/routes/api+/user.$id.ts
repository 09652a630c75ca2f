import { getUserById, toApiUser, toPublicApiUser } from '~/models/user.server'
import { requireApiUser } from '~/services/auth.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/**
 * A user's public details, for the contact panel of a listing (signed-in visitors only). The e-mail
 * address is given to the account itself, and of others only when they chose to show it on their
 * listings; everyone else writes through messages, where neither side sees the other's address.
 */
export const loader = apiRoute({
	async GET({ request, params }) {
		const caller = await requireApiUser(request)
		const user = await getUserById(params.id ?? '')
		if (!user) return apiError(404, 'User not found!')
		return apiJson(user.id === caller.id ? toApiUser(user) : toPublicApiUser(user))
	},
})
export const action = loader
