import { toApiListing } from '~/models/listing.server'
import { listingSchema, readIdempotencyKey } from '~/schemas/listing'
import { requireApiUser } from '~/services/auth.server'
import { createOwnListing } from '~/services/own-listings.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * The owner is always the signed-in user, whatever userRef the body names. With an
 * Idempotency-Key header, a retry within 24 hours answers the listing the first request created.
 */
export const action = apiRoute({
	async POST({ request }) {
		const user = await requireApiUser(request)
		const input = await parseApiBody(request, listingSchema)
		const idempotencyKey = request.headers.get('Idempotency-Key')
		if (idempotencyKey !== null && !readIdempotencyKey(idempotencyKey)) {
			return apiError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
		}
		const { listing, replayed } = await createOwnListing(user, input, { idempotencyKey: idempotencyKey ?? undefined })
		return apiJson(await toApiListing(listing), 201, replayed ? { 'Idempotent-Replayed': 'true' } : undefined)
	},
})
export const loader = action
