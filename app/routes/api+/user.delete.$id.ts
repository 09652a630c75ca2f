import { deleteAccountSchema } from '~/schemas/user'
import { deleteAccount, requestChangeByMail } from '~/services/account.server'
import { confirmCurrentPassword, CURRENT_PASSWORD_REQUIRED_FOR_DELETE } from '~/services/auth.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async DELETE({ request, params, context }) {
		const user = await requireApiAccount(request, params.id, 'delete')
		// Old clients send no body: it reads as one without the password, which is then asked for.
		const { currentPassword } = await parseApiBody(request, deleteAccountSchema, { emptyAsObject: true })
		// A session alone must not be enough; an account without a password confirms by mail.
		if (!user.passwordHash) {
			await requestChangeByMail(user, { delete: true })
			return apiJson(`To delete the account, open the link we have mailed to ${user.email}.`, 202)
		}
		await confirmCurrentPassword(user, currentPassword, clientAddress(context), CURRENT_PASSWORD_REQUIRED_FOR_DELETE)
		const clearCookie = await deleteAccount(request, user)
		return apiJson('User has been deleted!', 200, { 'Set-Cookie': clearCookie })
	},
})
export const loader = action
