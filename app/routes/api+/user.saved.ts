import { toApiListings } from '~/models/listing.server'
import { listSavedListings } from '~/models/saved.server'
import { requireApiUser } from '~/services/auth.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The caller's saved homes, newest saved first, each with `savedAt`. */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		const rows = await listSavedListings(user.id)
		const answers = await toApiListings(rows.map((row) => row.listing))
		return apiJson(answers.map((listing, index) => ({ ...listing, savedAt: rows[index]!.savedAt.toISOString() })))
	},
})
export const action = loader
