import { saveSearch } from '~/models/saved-search.server'
import { apiSaveSearchSchema, describeSearch } from '~/schemas/saved-search'
import { canonicalSearchQuery, parseQueryToSave } from '~/schemas/search'
import { requireApiUser } from '~/services/auth.server'
import { resolveWhere, whereRefusal } from '~/services/geocoding.server'
import { toApiSearch } from '~/services/search-alerts.server'
import { apiError, apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * Saves a search for the caller: `query` as the search's URL parameters (text or an object), checked
 * by the search's own schema. The same search saved again is the one saved before.
 */
export const action = apiRoute({
	async POST({ request }) {
		const user = await requireApiUser(request)
		const body = await parseApiBody(request, apiSaveSearchSchema)
		const parsed = parseQueryToSave(body.query)
		if (!parsed.success) return apiError(400, parsed.message)
		// A place named by `where` is saved as its position (`near`).
		const { filters, where } = await resolveWhere(parsed.filters)
		const refused = whereRefusal(filters, where)
		if (refused) return apiError(refused.status, refused.message, { suggestions: refused.suggestions })
		const { search } = await saveSearch(user.id, {
			name: body.name ?? describeSearch(filters),
			query: canonicalSearchQuery(filters),
			frequency: body.frequency,
		})
		return apiJson(toApiSearch(search), 201)
	},
})
export const loader = action
