import { RateLimitError } from '~/models/rate-limit.server'
import { messageSchema } from '~/schemas/message'
import { requireApiUser } from '~/services/auth.server'
import { contactListingOwner } from '~/services/conversations.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { ClientError } from '~/utils/client-error'

/** A message to a listing's owner: starts (or continues) the caller's conversation about it. */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const { message } = await parseApiBody(request, messageSchema)
		try {
			const conversationId = await contactListingOwner(user, params.id ?? '', message)
			return apiJson({ conversationId }, 201)
		} catch (error) {
			if (error instanceof ClientError) return apiError(error.status, error.message)
			if (error instanceof RateLimitError) return apiError(429, error.message)
			throw error
		}
	},
})
export const loader = action
