import { getEnv } from '~/utils/env.server'
import { odataJson, odataRoute } from '~/utils/odata.server'
import { RESO_METADATA_PATH } from '~/utils/paths'

/** GET /api/reso: OData's service document, naming the feed's one entity set. */
export const loader = odataRoute(async () => {
	return odataJson({
		'@odata.context': `${getEnv().publicUrl}${RESO_METADATA_PATH}`,
		value: [{ name: 'Property', kind: 'EntitySet', url: 'Property' }],
	})
})
export const action = loader
