import { toApiListing } from '~/models/listing.server'
import { approveListingSchema } from '~/schemas/report'
import { requireApiAdministrator } from '~/services/permissions.server'
import { approveListing } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * Approves a listing held for a check: it is shown to everyone, its alerts go out. With
 * `{ name?, description?, address?, reason, note? }` its texts are changed first and its owner mailed
 * what changed and why. The listing.
 */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		const edit = await parseApiBody(request, approveListingSchema, { emptyAsObject: true })
		const { listing } = await approveListing(admin, params.id ?? '', edit)
		return apiJson(await toApiListing(listing))
	},
})
export const loader = action
