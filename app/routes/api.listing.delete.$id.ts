import { deleteListing } from '~/models/listing.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { requireApiUser } from '~/services/auth.server'
import { findListingToChange } from '~/services/permissions.server'

export const action = apiRoute({
	async DELETE({ request, params }) {
		const user = await requireApiUser(request)
		const found = await findListingToChange(user, params.id ?? '')
		if (found.status === 'not-found') return apiError(404, 'Listing not found!')
		if (found.status === 'forbidden') return apiError(403, 'You can only delete your own listings!')
		await deleteListing(found.listing.id)
		return apiJson('Listing has been deleted!')
	},
})
export const loader = action
