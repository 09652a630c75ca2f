import { forgotPasswordSchema } from '~/schemas/auth'
import { requestPasswordReset } from '~/services/account.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { RESET_LINK_SENT } from '~/utils/messages'
import { clientAddress } from '~/utils/request.server'

/** Mails a reset link when an account uses the address; the answer is the same either way. */
export const action = apiRoute({
	async POST({ request, context }) {
		const { email } = await parseApiBody(request, forgotPasswordSchema)
		await requestPasswordReset(email, clientAddress(context))
		return apiJson(RESET_LINK_SENT)
	},
})
export const loader = action
