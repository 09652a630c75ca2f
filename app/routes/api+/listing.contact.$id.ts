import { messageSchema } from '~/schemas/message'
import { requireApiUser } from '~/services/auth.server'
import { contactListingOwner } from '~/services/conversations.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** A message to a listing's owner: starts (or continues) the caller's conversation about it. */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const { message } = await parseApiBody(request, messageSchema)
		const conversationId = await contactListingOwner(user, params.id ?? '', message)
		return apiJson({ conversationId }, 201)
	},
})
export const loader = action
