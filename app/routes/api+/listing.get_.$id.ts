import { getListingById, toApiListing } from '~/models/listing.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

export const loader = apiRoute({
	async GET({ params }) {
		const listing = await getListingById(params.id ?? '')
		if (!listing) return apiError(404, LISTING_NOT_FOUND)
		return apiJson(await toApiListing(listing))
	},
})
export const action = loader
