import { type LoaderFunctionArgs } from '@remix-run/node'
import { searchListings, toApiListing } from '~/models/listing.server'
import { firstProblem, searchInput, searchParamsSchema } from '~/schemas/search'
import { apiError } from '~/utils/api.server'

/** GET /api/listing/get?query: the search of API.md as a JSON array of listings. */
export async function loader({ request }: LoaderFunctionArgs) {
	const parsed = searchParamsSchema.safeParse(searchInput(new URL(request.url).searchParams))
	if (!parsed.success) return apiError(400, firstProblem(parsed.error))
	const { listings } = await searchListings(parsed.data)
	return Response.json(listings.map(toApiListing))
}
