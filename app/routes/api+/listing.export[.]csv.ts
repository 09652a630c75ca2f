import { requireApiUser } from '~/services/auth.server'
import { exportOwnListings } from '~/services/listing-csv.server'
import { apiRoute } from '~/utils/api.server'

/** GET /api/listing/export.csv: the signed-in member's listings as a CSV file in RESO names (docs/api.md). */
export const loader = apiRoute({
	async GET({ request }) {
		const user = await requireApiUser(request)
		const day = new Date().toISOString().slice(0, 10)
		return new Response(await exportOwnListings(user), {
			headers: {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="homestead-listings-${day}.csv"`,
				'Cache-Control': 'private, no-store',
			},
		})
	},
})
export const action = loader
