import { requireApiUser } from '~/services/auth.server'
import { toApiViewing, upcomingViewings } from '~/services/viewing-times.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The caller's upcoming viewings, as seeker and as owner, soonest first. */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		return apiJson((await upcomingViewings(user)).map(toApiViewing))
	},
})
export const action = loader
