import { getMessages } from '~/models/message.server'
import { RateLimitError } from '~/models/rate-limit.server'
import { messageSchema } from '~/schemas/message'
import { requireApiUser } from '~/services/auth.server'
import { openConversation, replyInConversation, toApiMessage } from '~/services/conversations.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { ClientError } from '~/utils/client-error'

/** One conversation of the caller's (reading it marks it read), and replying in it. */
export const loader = apiRoute({
	async GET({ request, params }) {
		const user = await requireApiUser(request)
		try {
			const { conversation } = await openConversation(user, params.id ?? '', { read: true })
			const messages = await getMessages(conversation.id)
			return apiJson({
				_id: conversation.id,
				listing: { _id: conversation.listingId, name: conversation.listingName },
				messages: messages.map(toApiMessage),
			})
		} catch (error) {
			if (error instanceof ClientError) return apiError(error.status, error.message)
			throw error
		}
	},
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const { message } = await parseApiBody(request, messageSchema)
		try {
			const sent = await replyInConversation(user, params.id ?? '', message)
			return apiJson(toApiMessage(sent), 201)
		} catch (error) {
			if (error instanceof ClientError) return apiError(error.status, error.message)
			if (error instanceof RateLimitError) return apiError(429, error.message)
			throw error
		}
	},
})
export const action = loader
