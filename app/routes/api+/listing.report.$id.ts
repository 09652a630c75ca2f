import { reportSchema } from '~/schemas/report'
import { getUser } from '~/services/auth.server'
import { reportListing } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

/**
 * A report of a listing, by a member or a visitor: `{ reason, details? }` → 201 with the thanks. One
 * report per person per listing (a second is answered the same and changes nothing); the answer never
 * tells what becomes of it.
 */
export const action = apiRoute({
	async POST({ request, params, context }) {
		const report = await parseApiBody(request, reportSchema)
		const user = await getUser(request)
		const message = await reportListing(
			{ user: user ?? undefined, address: clientAddress(context) },
			params.id ?? '',
			report,
		)
		return apiJson({ message }, 201)
	},
})
export const loader = action
