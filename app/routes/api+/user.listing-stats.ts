import { requireApiUser } from '~/services/auth.server'
import { listingStats } from '~/services/owner-dashboard.server'
import { apiJson, apiRoute } from '~/utils/api.server'

/** The caller's listings' last 30 days: views, saves, enquiries and viewings booked. */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		const { listings } = await listingStats(user.id)
		return apiJson(
			listings.map(({ id, views30d, saves, enquiries, viewings }) => ({
				_id: id,
				views30d,
				saves,
				enquiries,
				viewings,
			})),
		)
	},
})
export const action = loader
