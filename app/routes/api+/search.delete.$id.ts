import { deleteSavedSearch, SEARCH_NOT_FOUND } from '~/models/saved-search.server'
import { requireApiUser } from '~/services/auth.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/** Deletes the caller's saved search. */
export const action = apiRoute({
	async DELETE({ request, params }) {
		const user = await requireApiUser(request)
		if (!(await deleteSavedSearch(user.id, params.id ?? ''))) return apiError(404, SEARCH_NOT_FOUND)
		return apiJson('Saved search has been deleted!')
	},
})
export const loader = action
