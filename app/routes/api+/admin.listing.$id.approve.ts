import { toApiListing } from '~/models/listing.server'
import { approveListing } from '~/services/moderation.server'
import { requireApiAdministrator } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** Approves a listing held for a check: it is shown to everyone, its alerts go out. The listing. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		return apiJson(await toApiListing(await approveListing(admin, params.id ?? '')))
	},
})
export const loader = action
