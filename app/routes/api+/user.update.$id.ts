import { toApiUser } from '~/models/user.server'
import { userUpdateSchema } from '~/schemas/user'
import { changeAccount, changesNeedConfirming, requestChangeByMail } from '~/services/account.server'
import {
	confirmCurrentPassword,
	CURRENT_PASSWORD_REQUIRED,
	CURRENT_PASSWORD_REQUIRED_FOR_EMAIL,
	signInCookie,
} from '~/services/auth.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

export const action = apiRoute({
	async POST({ request, params, context }) {
		const user = await requireApiAccount(request, params.id, 'update')
		// What the body leaves out stays as stored; the password only changes when one is given.
		const { username, email, avatar, showEmail } = user
		const changes = await parseApiBody(request, userUpdateSchema, { base: { username, email, avatar, showEmail } })
		// A new password or address needs the current password (docs/api.md, Changes for old clients); an
		// account without one (Google-only) confirms them by the link mailed to the address it has.
		if (changesNeedConfirming(user, changes)) {
			if (!user.passwordHash) {
				await requestChangeByMail(user, { changes })
				return apiJson(`To confirm the change, open the link we have mailed to ${user.email}.`, 202)
			}
			const missing = changes.password ? CURRENT_PASSWORD_REQUIRED : CURRENT_PASSWORD_REQUIRED_FOR_EMAIL
			await confirmCurrentPassword(user, changes.currentPassword, clientAddress(context), missing)
		}
		const updated = await changeAccount(user, changes)
		if (!updated) return apiError(404, 'User not found!')
		// A new password ends other sessions; this one carries on with the new version.
		return apiJson(toApiUser(updated), 200, { 'Set-Cookie': await signInCookie(request, updated) })
	},
})
export const loader = action
