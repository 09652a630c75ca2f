import { editableFields, toApiListing, updateListing } from '~/models/listing.server'
import { listingSchema } from '~/schemas/listing'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { requireApiUser } from '~/services/auth.server'
import { findListingToChange } from '~/services/permissions.server'

/** The body may name only the fields that change (as old clients send it): it is laid over the stored listing. */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const found = await findListingToChange(user, params.id ?? '')
		if (found.status === 'not-found') return apiError(404, 'Listing not found!')
		if (found.status === 'forbidden') return apiError(403, 'You can only update your own listings!')
		const input = await parseApiBody(request, listingSchema, { base: editableFields(found.listing) })
		const listing = await updateListing(found.listing.id, input)
		if (!listing) return apiError(404, 'Listing not found!')
		return apiJson(toApiListing(listing))
	},
})

export const loader = action
