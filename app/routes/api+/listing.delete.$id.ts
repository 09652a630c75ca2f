import { deleteOwnListing } from '~/services/own-listings.server'
import { requireApiListingToChange } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

export const action = apiRoute({
	async DELETE({ request, params }) {
		const listing = await requireApiListingToChange(request, params.id, 'delete')
		await deleteOwnListing(listing)
		return apiJson('Listing has been deleted!')
	},
})
export const loader = action
