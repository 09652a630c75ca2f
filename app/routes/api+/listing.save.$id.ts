import { getListingById } from '~/models/listing.server'
import { saveListing, unsaveListing } from '~/models/saved.server'
import { requireApiUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/** Saves (POST) or unsaves (DELETE) a home for the caller. */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const listing = await getListingById(params.id ?? '')
		if (!listing) return apiError(404, LISTING_NOT_FOUND)
		await saveListing(user.id, listing)
		return apiJson({ saved: true })
	},
	async DELETE({ request, params }) {
		const user = await requireApiUser(request)
		const listing = await getListingById(params.id ?? '')
		if (!listing) return apiError(404, LISTING_NOT_FOUND)
		await unsaveListing(user.id, listing.id)
		return apiJson({ saved: false })
	},
})
export const loader = action
