import { type LoaderFunctionArgs } from '@remix-run/node'
import { getListingById, toApiListing } from '~/models/listing.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

export const loader = apiRoute(async ({ params }: LoaderFunctionArgs) => {
	const listing = await getListingById(params.id ?? '')
	if (!listing) return apiError(404, 'Listing not found!')
	return apiJson(toApiListing(listing))
})
