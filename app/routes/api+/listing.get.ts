import { toApiListings } from '~/models/listing.server'
import { searchListings } from '~/models/search.server'
import { firstProblem, searchInput, searchParamsSchema } from '~/schemas/search'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'

/** GET /api/listing/get?query: the search (docs/api.md, Search parameters) as a JSON array of listings. */
export const loader = apiRoute({
	async GET({ request }) {
		const parsed = searchParamsSchema.safeParse(searchInput(new URL(request.url).searchParams))
		if (!parsed.success) return apiError(400, firstProblem(parsed.error))
		const { listings } = await searchListings(parsed.data)
		return apiJson(await toApiListings(listings))
	},
})
export const action = loader
