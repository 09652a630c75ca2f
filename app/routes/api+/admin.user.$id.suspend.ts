import { toModeratedApiUser } from '~/models/user.server'
import { moderationReasonSchema } from '~/schemas/report'
import { requireApiAdministrator } from '~/services/permissions.server'
import { suspendMember } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Suspends a member: `{ reason }`, shown to them when they sign in. Their sessions end and listings hide. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		const { reason } = await parseApiBody(request, moderationReasonSchema)
		return apiJson(toModeratedApiUser(await suspendMember(admin, params.id ?? '', reason)))
	},
})
export const loader = action
