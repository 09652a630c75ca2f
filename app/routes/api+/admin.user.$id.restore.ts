import { toModeratedApiUser } from '~/models/user.server'
import { requireApiAdministrator } from '~/services/permissions.server'
import { restoreMember } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** Lifts a member's suspension: their account and listings are back. */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		return apiJson(toModeratedApiUser(await restoreMember(admin, params.id ?? '')))
	},
})
export const loader = action
