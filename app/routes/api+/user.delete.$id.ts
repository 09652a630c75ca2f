import { deleteAccount } from '~/services/account.server'
import { requireApiAccount } from '~/services/permissions.server'
import { apiJson, apiRoute } from '~/utils/api.server'

export const action = apiRoute({
	async DELETE({ request, params }) {
		const user = await requireApiAccount(request, params.id, 'delete')
		const clearCookie = await deleteAccount(request, user)
		return apiJson('User has been deleted!', 200, { 'Set-Cookie': clearCookie })
	},
})
export const loader = action
