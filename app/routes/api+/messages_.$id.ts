import { getMessages } from '~/models/message.server'
import { messageSchema } from '~/schemas/message'
import { requireApiUser } from '~/services/auth.server'
import { openConversation, replyInConversation, toApiMessage } from '~/services/conversations.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** One conversation of the caller's (reading it marks it read), and replying in it. */
export const loader = apiRoute({
	async GET({ request, params }) {
		const user = await requireApiUser(request)
		const { conversation } = await openConversation(user, params.id ?? '', { read: true })
		const messages = await getMessages(conversation.id)
		return apiJson({
			_id: conversation.id,
			listing: { _id: conversation.listingId, name: conversation.listingName },
			messages: messages.map(toApiMessage),
		})
	},
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const { message } = await parseApiBody(request, messageSchema)
		const sent = await replyInConversation(user, params.id ?? '', message)
		return apiJson(toApiMessage(sent), 201)
	},
})
export const action = loader
