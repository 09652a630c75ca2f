import { requireApiAdministrator } from '~/services/permissions.server'
import { dismissConversation } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** Closes a conversation's case without action (nothing wrong found). */
export const action = apiRoute({
	async POST({ request, params }) {
		const admin = await requireApiAdministrator(request)
		await dismissConversation(admin, params.id ?? '')
		return apiJson({ message: 'Closed without action.' })
	},
})
export const loader = action
