import { requireApiUser } from '~/services/auth.server'
import { takeBackViewingTime } from '~/services/viewing-times.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The owner takes back a viewing time nobody has booked. */
export const action = apiRoute({
	async DELETE({ request, params }) {
		const owner = await requireApiUser(request)
		await takeBackViewingTime(owner, params.slotId ?? '')
		return apiJson('Viewing time has been deleted!')
	},
})
export const loader = action
