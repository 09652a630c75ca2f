import { toApiListing } from '~/models/listing.server'
import { moderationReasonSchema } from '~/schemas/report'
import { removeListing } from '~/services/moderation.server'
import { requireApiAdministrator } from '~/services/permissions.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Removes a listing: `{ reason }`, which its owner reads on its page and by mail. The listing. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		const { reason } = await parseApiBody(request, moderationReasonSchema)
		return apiJson(await toApiListing(await removeListing(admin, params.id ?? '', reason)))
	},
})
export const loader = action
