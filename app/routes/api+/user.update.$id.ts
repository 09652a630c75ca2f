import { toApiUser } from '~/models/user.server'
import { userUpdateSchema } from '~/schemas/user'
import { changeAccount } from '~/services/account.server'
import { confirmCurrentPassword, signInCookie } from '~/services/auth.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'
import { clientAddress } from '~/utils/request.server'

/** A Google-only account has no password to confirm a new one with: its profile page confirms by mail. */
const GOOGLE_ONLY_PASSWORD =
	'This account signs in with Google: set a password on the profile page, which confirms it by mail'

export const action = apiRoute({
	async POST({ request, params, context }) {
		const user = await requireApiAccount(request, params.id, 'update')
		// What the body leaves out stays as stored; the password only changes when one is given.
		const { username, email, avatar, showEmail } = user
		const changes = await parseApiBody(request, userUpdateSchema, { base: { username, email, avatar, showEmail } })
		// A new password needs the current one (the one deliberate change for old clients: docs/api.md).
		if (changes.password) {
			if (!user.passwordHash) return apiError(400, GOOGLE_ONLY_PASSWORD)
			await confirmCurrentPassword(user, changes.currentPassword, clientAddress(context))
		}
		const updated = await changeAccount(user, changes)
		if (!updated) return apiError(404, 'User not found!')
		// A new password ends other sessions; this one carries on with the new version.
		return apiJson(toApiUser(updated), 200, { 'Set-Cookie': await signInCookie(request, updated) })
	},
})
export const loader = action
