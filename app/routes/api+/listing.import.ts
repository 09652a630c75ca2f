import { requireApiUser } from '~/services/auth.server'
import { importAnswer, importOwnListings } from '~/services/listing-csv.server'
import { apiError, apiJson, apiRoute } from '~/utils/api.server'
import { BodyTooLargeError, readBodyText } from '~/utils/body.server'
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '~/utils/listing-import'

/** `?dryRun=1`, `?withdrawMissing=1`: a switch of the import, on with 1 or true. */
const isOn = (value: string | null) => value === '1' || value === 'true'

/**
 * POST /api/listing/import: a CSV file (text/csv) of the signed-in member's listings, matched by
 * ListingId with theirs (docs/api.md, "CSV import and export").
 */
export const action = apiRoute({
	async POST({ request }) {
		const user = await requireApiUser(request)
		const type = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
		if (type !== 'text/csv' && type !== 'application/csv') return apiError(415, 'Send the file as text/csv')
		let text: string
		try {
			text = await readBodyText(request, IMPORT_MAX_BYTES)
		} catch (error) {
			if (error instanceof BodyTooLargeError) return apiError(413, IMPORT_TOO_LARGE)
			throw error
		}
		const params = new URL(request.url).searchParams
		const result = await importOwnListings(user, text, {
			dryRun: isOn(params.get('dryRun')),
			withdrawMissing: isOn(params.get('withdrawMissing')),
		})
		return apiJson(importAnswer(result))
	},
})
export const loader = action
