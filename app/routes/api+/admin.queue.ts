import { requireApiAdministrator } from '~/services/permissions.server'
import { readQueue } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/**
 * The moderation queue, oldest first: `{ items: [{ kind, id, caseId, reasons, evidence, reports,
 * createdAt, listing | conversation }] }`. Administrators only (401 signed out, 403 signed in).
 */
export const loader = apiRoute({
	async GET({ request }) {
		await requireApiAdministrator(request)
		return apiJson({ items: await readQueue() })
	},
})
export const action = loader
