import { resetPasswordSchema } from '~/schemas/auth'
import { resetPassword } from '~/services/account.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { LINK_EXPIRED, PASSWORD_RESET } from '~/utils/messages'

/** Sets a new password with the token of a mailed reset link; every session of the account ends. */
export const action = apiRoute({
	async POST({ request }) {
		const { token, password } = await parseApiBody(request, resetPasswordSchema)
		if (!(await resetPassword(token, password))) return apiError(400, LINK_EXPIRED)
		return apiJson(PASSWORD_RESET)
	},
})
export const loader = action
