import { getListingsByOwner, toApiListing } from '~/models/listing.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { requireApiUser } from '~/services/auth.server'

export const loader = apiRoute({
	async GET({ request, params }) {
		const user = await requireApiUser(request)
		if (params.id !== user.id) return apiError(403, 'You can only view your own listings!')
		const listings = await getListingsByOwner(user.id)
		return apiJson(listings.map(toApiListing))
	},
})
export const action = loader
