import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { type Listing, listings, savedListings } from '~/db/schema'
import { ClientError } from '~/utils/client-error'
import { shownToEveryone } from './search.server'

/** How many homes one member may keep saved. */
export const MAX_SAVED_LISTINGS = 1000
export const TOO_MANY_SAVED = 'You can save at most 1,000 homes. Remove some first.'

/** Saves the home for the member (again: nothing changes); ClientError past the limit. */
export async function saveListing(userId: string, listing: Pick<Listing, 'id' | 'effectivePrice'>) {
	const db = await getDb()
	await db.transaction(async (tx) => {
		const [{ saved } = { saved: 0 }] = await tx
			.select({ saved: count() })
			.from(savedListings)
			.where(eq(savedListings.userId, userId))
		if (saved >= MAX_SAVED_LISTINGS) {
			const [already] = await tx
				.select({ id: savedListings.listingId })
				.from(savedListings)
				.where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listing.id)))
			if (!already) throw new ClientError(TOO_MANY_SAVED)
		}
		await tx
			.insert(savedListings)
			.values({ userId, listingId: listing.id, savedPrice: listing.effectivePrice })
			.onConflictDoNothing()
	})
}

export async function unsaveListing(userId: string, listingId: string) {
	const db = await getDb()
	await db.delete(savedListings).where(and(eq(savedListings.userId, userId), eq(savedListings.listingId, listingId)))
}

/** Which of these listings the member has saved. */
export async function savedAmong(userId: string, listingIds: string[]) {
	if (!listingIds.length) return new Set<string>()
	const db = await getDb()
	const rows = await db
		.select({ id: savedListings.listingId })
		.from(savedListings)
		.where(and(eq(savedListings.userId, userId), inArray(savedListings.listingId, listingIds)))
	return new Set(rows.map((row) => row.id))
}

/** The member's saved homes, newest saved first, each with when it was saved and its price then. */
export async function listSavedListings(userId: string) {
	const db = await getDb()
	const rows = await db
		.select({ listing: listings, savedAt: savedListings.createdAt, savedPrice: savedListings.savedPrice })
		.from(savedListings)
		.innerJoin(listings, eq(listings.id, savedListings.listingId))
		.where(and(eq(savedListings.userId, userId), shownToEveryone))
		.orderBy(desc(savedListings.createdAt), desc(savedListings.listingId))
	return rows
}
