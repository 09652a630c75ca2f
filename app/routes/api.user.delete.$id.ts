import { deleteAccount } from '~/services/account.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { requireApiUser } from '~/services/auth.server'

export const action = apiRoute({
	async DELETE({ request, params }) {
		const user = await requireApiUser(request)
		if (params.id !== user.id) return apiError(403, 'You can only delete your own account!')
		const clearCookie = await deleteAccount(request, user.id)
		return apiJson('User has been deleted!', 200, { 'Set-Cookie': clearCookie })
	},
})
export const loader = action
