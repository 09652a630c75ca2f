import { AccountConflictError, toApiUser } from '~/models/user.server'
import { userUpdateSchema } from '~/schemas/user'
import { changeAccount } from '~/services/account.server'
import { signInCookie } from '~/services/auth.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiAccount(request, params.id, 'update')
		// What the body leaves out stays as stored; the password only changes when one is given.
		const { username, email, avatar } = user
		const changes = await parseApiBody(request, userUpdateSchema, { base: { username, email, avatar } })
		try {
			const updated = await changeAccount(user, changes)
			if (!updated) return apiError(404, 'User not found!')
			// A new password ends other sessions; this one carries on with the new version.
			return apiJson(toApiUser(updated), 200, { 'Set-Cookie': await signInCookie(request, updated) })
		} catch (error) {
			if (error instanceof AccountConflictError) return apiError(409, error.message)
			throw error
		}
	},
})
export const loader = action
