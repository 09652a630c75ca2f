import { type ActionFunctionArgs } from '@remix-run/node'
import { createListing, toApiListing } from '~/models/listing.server'
import { listingSchema } from '~/schemas/listing'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { requireApiUser } from '~/utils/auth.server'

/** The owner is always the signed-in user, whatever userRef the body names. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
	if (request.method !== 'POST') return apiError(405, 'Method not allowed')
	const user = await requireApiUser(request)
	const input = await parseApiBody(request, listingSchema)
	return apiJson(toApiListing(await createListing(user.id, input)), 201)
})

export const loader = () => apiError(405, 'Method not allowed')
