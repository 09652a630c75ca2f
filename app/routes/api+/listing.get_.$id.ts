import { getListingById, toApiListing } from '~/models/listing.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

export const loader = apiRoute({
	async GET({ params }) {
		const listing = await getListingById(params.id ?? '')
		if (!listing) return apiError(404, 'Listing not found!')
		return apiJson(toApiListing(listing))
	},
})
export const action = loader
