import { getListingsByOwner, toApiListings } from '~/models/listing.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

export const loader = apiRoute({
	async GET({ request, params }) {
		const user = await requireApiAccount(request, params.id, 'list listings')
		const listings = await getListingsByOwner(user.id)
		return apiJson(await toApiListings(listings))
	},
})
export const action = loader
