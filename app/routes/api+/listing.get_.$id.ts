import { findListing, toApiListing } from '~/models/listing.server'
import { getUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND, maySeeListing } from '~/services/permissions.server'
import { getPriceContext } from '~/services/price-context.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

export const loader = apiRoute({
	async GET({ request, params }) {
		const listing = await findListing(params.id ?? '')
		// A listing held for a check or removed is there for its owner and administrators only.
		if (!listing || !maySeeListing(listing, await getUser(request))) return apiError(404, LISTING_NOT_FOUND)
		// Where its price per unit of area stands among comparable homes nearby (null when it cannot be said).
		return apiJson({ ...(await toApiListing(listing)), priceContext: await getPriceContext(listing) })
	},
})
export const action = loader
