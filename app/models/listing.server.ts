import { desc } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { listings } from '~/db/schema'

/** The newest listings, for the home page. */
export async function getLatestListings(limit: number) {
	const db = await getDb()
	return db.select().from(listings).orderBy(desc(listings.createdAt), desc(listings.id)).limit(limit)
}
