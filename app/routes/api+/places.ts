import { placeSuggestionsSchema } from '~/schemas/places'
import { suggestPlaces } from '~/services/places.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { type PlaceSuggestion } from '~/utils/places'

/**
 * GET /api/places?q=aus: the places of the bundled list whose name starts with `q`, most populous
 * first, at most 8, as `{ name, region, country, latitude, longitude }`: the 'Where?' field's
 * suggestions. The same for everyone, so shared caches may keep it for a day.
 */
export const loader = apiRoute({
	async GET({ request }) {
		const parsed = placeSuggestionsSchema.safeParse({ q: new URL(request.url).searchParams.get('q') ?? undefined })
		if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message)
		const places = await suggestPlaces(parsed.data.q)
		return apiJson(
			places.map(({ name, region, country, latitude, longitude }): PlaceSuggestion => ({
				name,
				region,
				country,
				latitude,
				longitude,
			})),
			200,
			{ 'Cache-Control': 'public, max-age=86400' },
		)
	},
})
export const action = loader
