import { SEARCH_NOT_FOUND, updateSavedSearch } from '~/models/saved-search.server'
import { updateSearchSchema } from '~/schemas/saved-search'
import { requireApiUser } from '~/services/auth.server'
import { toApiSearch } from '~/services/search-alerts.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/** Renames the caller's saved search or changes how often it is mailed (which turns its mails back on). */
export const action = apiRoute({
	async POST({ request, params }) {
		const user = await requireApiUser(request)
		const changes = await parseApiBody(request, updateSearchSchema)
		const updated = await updateSavedSearch(user.id, params.id ?? '', changes)
		if (!updated) return apiError(404, SEARCH_NOT_FOUND)
		return apiJson(toApiSearch(updated))
	},
})
export const loader = action
