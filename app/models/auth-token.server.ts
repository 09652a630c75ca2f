import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { authTokens, users } from '~/db/schema'

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose']

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
	'reset-password': 60 * 60 * 1000,
	'verify-email': 7 * 24 * 60 * 60 * 1000,
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A token as it appears in a link: 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^[\w-]{43}$/

/**
 * Stores a new token for the account and its current address and returns it; only its hash is
 * kept. Expired tokens of every account are swept on the way.
 */
export async function createAuthToken(purpose: TokenPurpose, user: { id: string; email: string }) {
	const token = randomBytes(32).toString('base64url')
	const db = await getDb()
	await db.delete(authTokens).where(lte(authTokens.expiresAt, new Date()))
	await db.insert(authTokens).values({
		tokenHash: hashOf(token),
		purpose,
		userId: user.id,
		email: user.email,
		expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
	})
	return token
}

/**
 * The account a token of this purpose opens, or undefined: unknown, forged, expired, already used,
 * of another purpose, or sent to an address the account no longer has. Nothing is changed.
 */
export async function findAuthToken(purpose: TokenPurpose, token: string) {
	if (!TOKEN_SHAPE.test(token)) return undefined
	const db = await getDb()
	const [found] = await db
		.select({ user: users })
		.from(authTokens)
		.innerJoin(users, eq(users.id, authTokens.userId))
		.where(
			and(
				eq(authTokens.tokenHash, hashOf(token)),
				eq(authTokens.purpose, purpose),
				gt(authTokens.expiresAt, new Date()),
				eq(sql`lower(${authTokens.email})`, sql`lower(${users.email})`),
			),
		)
	return found?.user
}

/**
 * Uses a token up: deletes it and returns its account, or undefined when it does not open one
 * (as findAuthToken). Of two requests racing with the same token, one gets the account.
 */
export async function redeemAuthToken(purpose: TokenPurpose, token: string) {
	const user = await findAuthToken(purpose, token)
	if (!user) return undefined
	const db = await getDb()
	const deleted = await db
		.delete(authTokens)
		.where(and(eq(authTokens.tokenHash, hashOf(token)), eq(authTokens.purpose, purpose)))
		.returning({ userId: authTokens.userId })
	return deleted.length > 0 ? user : undefined
}

/** Forgets every token of this purpose of an account (a password was reset: the other links die with it). */
export async function deleteAuthTokens(purpose: TokenPurpose, userId: string) {
	const db = await getDb()
	await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)))
}
