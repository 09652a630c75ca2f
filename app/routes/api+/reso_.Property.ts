import { resoProperties } from '~/services/reso-feed.server'
import { odataJson, odataRoute } from '~/utils/odata.server'

/** GET /api/reso/Property: published listings as RESO Properties, with OData's query options (docs/api.md). */
export const loader = odataRoute(async ({ request }) => {
	return odataJson(await resoProperties(new URL(request.url).searchParams))
})
export const action = loader
