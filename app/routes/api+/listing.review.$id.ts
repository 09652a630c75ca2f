import { reviewRequestSchema } from '~/schemas/report'
import { requireApiUser } from '~/services/auth.server'
import { requireApiListingToChange } from '~/services/permissions.server'
import { askForReview, REVIEW_THANKS } from '~/services/trust-and-safety.server'
import { apiJson, apiRoute, parseApiBody } from '~/utils/api.server'

/**
 * The owner of a reported or held listing asks for a review: `{ note? }` → 200 with the thanks; 404 when
 * nothing about the listing waits for our team.
 */
export const action = apiRoute({
	async POST({ request, params }) {
		const listing = await requireApiListingToChange(request, params.id, 'update')
		const { note } = await parseApiBody(request, reviewRequestSchema)
		await askForReview(await requireApiUser(request), listing, note)
		return apiJson({ message: REVIEW_THANKS })
	},
})
export const loader = action
