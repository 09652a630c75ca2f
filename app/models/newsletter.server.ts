import { getDb } from '~/db/client.server'
import { newsletterSubscriptions } from '~/db/schema'

/** Adds the address to the newsletter; subscribing twice is harmless. */
export async function subscribeToNewsletter(email: string) {
	const db = await getDb()
	await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()
}
