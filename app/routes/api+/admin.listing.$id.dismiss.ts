import { toApiListing } from '~/models/listing.server'
import { dismissListingSchema } from '~/schemas/report'
import { requireApiAdministrator } from '~/services/permissions.server'
import { dismissListing } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Closes a listing's case without action: `{ reason }`. The listing, as it was. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		const { reason } = await parseApiBody(request, dismissListingSchema)
		return apiJson(await toApiListing(await dismissListing(admin, params.id ?? '', reason)))
	},
})
export const loader = action
