import { hasListings } from '~/models/listing.server'
import { getUserById, toApiUser } from '~/models/user.server'
import { requireApiUser } from '~/services/auth.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/**
 * A user's public details, for the contact panel of a listing (signed-in visitors only). The e-mail
 * address is given to the account itself and for members who have published a listing, whose panel
 * offers it; other members write through messages, where neither side sees the other's address.
 */
export const loader = apiRoute({
	async GET({ request, params }) {
		const caller = await requireApiUser(request)
		const user = await getUserById(params.id ?? '')
		if (!user) return apiError(404, 'User not found!')
		const { email, ...details } = toApiUser(user)
		const showEmail = user.id === caller.id || (await hasListings(user.id))
		return apiJson(showEmail ? { ...details, email } : details)
	},
})
export const action = loader
