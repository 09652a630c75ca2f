import { inArray } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { listings } from '~/db/schema'
import { ClientError } from '~/utils/client-error'
import { assertPhotosUsable } from './photo.server'
import { modifiedAt } from './reso-properties.server'

/*
 * What the CSV import and export read beside the listing model (services/listing-csv.server.ts).
 */

/**
 * Whether the owner may show these photos (canonical addresses) on a listing that shows `shownAlready`:
 * undefined when they may, else the first photo they may not (its place in `urls`) and why. Reads only,
 * so that an import's dry run can tell what its real run would refuse.
 */
export async function checkPhotosUsable(ownerId: string, urls: string[], shownAlready: string[] = []) {
	const db = await getDb()
	const refusal = (photos: string[]) =>
		db
			.transaction((tx) => assertPhotosUsable(tx, ownerId, photos, shownAlready))
			.then(
				() => undefined,
				(error: unknown) => {
					if (error instanceof ClientError) return error.message
					throw error
				},
			)
	if (!(await refusal(urls))) return undefined
	// Which one: each on its own.
	for (const [index, url] of urls.entries()) {
		const message = await refusal([url])
		if (message) return { index, message }
	}
	return undefined
}

/** When each listing last changed, to the microsecond, as OData and RESO write a time (UTC), by id. */
export async function listingModifiedTimes(ids: string[]) {
	if (!ids.length) return new Map<string, string>()
	const db = await getDb()
	const rows = await db
		.select({
			id: listings.id,
			modifiedAt,
		})
		.from(listings)
		.where(inArray(listings.id, ids))
	return new Map(rows.map((row) => [row.id, row.modifiedAt]))
}
