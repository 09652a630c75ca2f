import { toApiListing } from '~/models/listing.server'
import { removeListingSchema } from '~/schemas/report'
import { requireApiAdministrator } from '~/services/permissions.server'
import { removeListing } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Removes a listing: `{ reason, note? }`, which its owner reads on its page and by mail. The listing. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		const why = await parseApiBody(request, removeListingSchema)
		return apiJson(await toApiListing(await removeListing(admin, params.id ?? '', why)))
	},
})
export const loader = action
