import { listConversations } from '~/models/message.server'
import { requireApiUser } from '~/services/auth.server'
import { toApiMessage } from '~/services/conversations.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The caller's conversations, newest activity first. */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		const conversations = await listConversations(user.id)
		return apiJson(
			conversations.map((conversation) => ({
				_id: conversation.id,
				listing: { _id: conversation.listing.id, name: conversation.listing.name },
				with: conversation.with && { _id: conversation.with.id, username: conversation.with.username },
				lastMessage: conversation.lastMessage && toApiMessage(conversation.lastMessage),
				unread: conversation.unread,
			})),
		)
	},
})
export const action = loader
