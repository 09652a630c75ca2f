import { editableFields, toApiListing } from '~/models/listing.server'
import { listingSchema } from '~/schemas/listing'
import { requireApiUser } from '~/services/auth.server'
import { updateOwnListing } from '~/services/own-listings.server'
import { LISTING_NOT_FOUND, requireApiListingToChange } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * The body may name only the fields that change (as old clients send it): it is laid over the stored
 * listing. The stored descriptions are not: photos sent without them keep their own (updateListing).
 */
export const action = apiRoute({
	async POST({ request, params }) {
		const found = await requireApiListingToChange(request, params.id, 'update')
		const { imageAlts: _stored, ...base } = editableFields(found)
		const input = await parseApiBody(request, listingSchema, { base })
		const listing = await updateOwnListing(found, await requireApiUser(request), input)
		if (!listing) return apiError(404, LISTING_NOT_FOUND)
		return apiJson(await toApiListing(listing))
	},
})

export const loader = action
