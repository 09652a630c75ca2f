import { arrayOverlaps, inArray } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { listings, users } from '~/db/schema'
import { getLogger } from '~/utils/logger.server'
import { deletePhotos } from '~/utils/photos.server'

/**
 * Deletes photos from the store once nothing shows them any more. A photo address
 * may have been copied into another listing or an avatar (the API accepts any
 * address), so one that is still in use elsewhere is kept.
 */
export async function releasePhotos(urls: string[]) {
	const candidates = [...new Set(urls)]
	if (!candidates.length) return
	const db = await getDb()
	const [inListings, inAvatars] = await Promise.all([
		db.select({ imageUrls: listings.imageUrls }).from(listings).where(arrayOverlaps(listings.imageUrls, candidates)),
		db.select({ avatar: users.avatar }).from(users).where(inArray(users.avatar, candidates)),
	])
	const inUse = new Set([...inListings.flatMap((row) => row.imageUrls), ...inAvatars.map((row) => row.avatar)])
	const unused = candidates.filter((url) => !inUse.has(url))
	try {
		await deletePhotos(unused)
	} catch (error) {
		// The data is already saved; a photo left behind in the store is only wasted space.
		getLogger().error({ err: error, urls: unused }, 'could not delete photos from the store')
	}
}
