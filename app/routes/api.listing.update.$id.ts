import { type ActionFunctionArgs } from '@remix-run/node'
import { toApiListing, updateListing } from '~/models/listing.server'
import { listingSchema } from '~/schemas/listing'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { requireApiUser } from '~/utils/auth.server'
import { findListingToChange } from '~/utils/permissions.server'

export const action = apiRoute(async ({ request, params }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return apiError(405, 'Method not allowed')
	const user = await requireApiUser(request)
	const found = await findListingToChange(user, params.id ?? '')
	if (found.status === 'not-found') return apiError(404, 'Listing not found!')
	if (found.status === 'forbidden') return apiError(403, 'You can only update your own listings!')
	const input = await parseApiBody(request, listingSchema)
	const listing = await updateListing(found.listing.id, input)
	if (!listing) return apiError(404, 'Listing not found!')
	return apiJson(toApiListing(listing))
})

export const loader = () => apiError(405, 'Method not allowed')
