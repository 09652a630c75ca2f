import { toApiListings } from '~/models/listing.server'
import { searchListings } from '~/models/search.server'
import { firstProblem, searchInput, searchParamsSchema } from '~/schemas/search'
import { resolveWhere, whereRefusal } from '~/services/geocoding.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { getEnv } from '~/utils/env.server'
import { listingsGeoJson } from '~/utils/geojson'

/**
 * GET /api/listing/get?query: the search (docs/api.md, Search parameters) as a JSON array of listings,
 * or with `format=geojson` as a GeoJSON FeatureCollection of their positions.
 */
export const loader = apiRoute({
	async GET({ request }) {
		const params = new URL(request.url).searchParams
		const format = params.get('format') || 'json'
		if (format !== 'json' && format !== 'geojson') return apiError(400, 'format must be json or geojson')
		const parsed = searchParamsSchema.safeParse(searchInput(params))
		if (!parsed.success) return apiError(400, firstProblem(parsed.error))
		const { filters, where } = await resolveWhere(parsed.data)
		const refused = whereRefusal(filters, where)
		if (refused) return apiError(refused.status, refused.message, { suggestions: refused.suggestions })
		const { listings } = await searchListings(filters)
		if (format === 'geojson') {
			return apiJson(listingsGeoJson(listings, getEnv().publicUrl), 200, { 'Content-Type': 'application/geo+json' })
		}
		return apiJson(await toApiListings(listings))
	},
})
export const action = loader
