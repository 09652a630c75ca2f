import { listSavedSearches } from '~/models/saved-search.server'
import { requireApiUser } from '~/services/auth.server'
import { toApiSearch } from '~/services/search-alerts.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The caller's saved searches, newest first. */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		return apiJson((await listSavedSearches(user.id)).map(toApiSearch))
	},
})
export const action = loader
