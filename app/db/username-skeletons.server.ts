import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { getLogger } from '~/utils/logger.server'
import { usernameSkeleton } from '~/utils/username-skeleton.server'
import { type Database } from './client.server'
import { users } from './schema'

/**
 * Stores the skeleton of accounts that have none (those from before it was stored), oldest first,
 * at every start: the migration that added it cannot compute it. Of two old accounts whose names
 * look alike, the older gets it and the newer keeps its name without one; the older's skeleton
 * refuses new look-alikes of both. Replicas starting together fill the same rows harmlessly.
 */
export async function fillUsernameSkeletons(db: Database) {
	const missing = await db
		.select({ id: users.id, username: users.username })
		.from(users)
		.where(isNull(users.usernameSkeleton))
		.orderBy(asc(users.createdAt), asc(users.id))
	for (const { id, username } of missing) {
		try {
			await db
				.update(users)
				// Not an edit of the account: updatedAt stays.
				.set({ usernameSkeleton: usernameSkeleton(username), updatedAt: sql`${users.updatedAt}` })
				.where(and(eq(users.id, id), isNull(users.usernameSkeleton)))
		} catch (error) {
			if (!isUniqueViolation(error)) throw error
			getLogger().warn({ userId: id }, 'an older account has a username that looks the same; this one keeps its name')
		}
	}
}

function isUniqueViolation(error: unknown) {
	const details = (error as { cause?: { code?: string }; code?: string }).cause ?? (error as { code?: string })
	return details?.code === '23505'
}
