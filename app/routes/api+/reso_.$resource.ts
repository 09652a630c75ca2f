import { resoMetadata } from '~/services/reso-feed.server'
import { odataError, odataRoute } from '~/utils/odata.server'

/**
 * GET /api/reso/$metadata: the CSDL of the feed. (A file name cannot hold a segment that starts with `$`,
 * which names a parameter: this route takes every other name too, and answers them 404.)
 */
export const loader = odataRoute(async ({ params }) => {
	if (params.resource !== '$metadata') {
		return odataError(404, 'NotFound', `The RESO feed has no resource ${params.resource}: it serves Property`)
	}
	return new Response(resoMetadata(), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'OData-Version': '4.0' },
	})
})
export const action = loader
