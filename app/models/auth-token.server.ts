import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { authTokens, users } from '~/db/schema'

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose']

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** How long each kind of link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
	'reset-password': HOUR_MS,
	'verify-email': 7 * DAY_MS,
	'undo-email-change': 7 * DAY_MS,
	'restore-account': 7 * DAY_MS,
	'confirm-account-change': HOUR_MS,
}

/**
 * Links that stay bound to the address they were mailed to: they stop working when the account's
 * address changes. The undo link of an address change is mailed to the address that was replaced, so
 * it works whatever the account's address is now.
 */
const boundToAddress = (purpose: TokenPurpose) => purpose !== 'undo-email-change'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A token as it appears in a link: 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^[\w-]{43}$/

/**
 * Stores a new token for the account and its current address and returns it; only its hash is
 * kept. Expired tokens of every account are swept on the way.
 */
export async function createAuthToken(purpose: TokenPurpose, user: { id: string; email: string }, data?: unknown) {
	const token = randomBytes(32).toString('base64url')
	const db = await getDb()
	await db.delete(authTokens).where(lte(authTokens.expiresAt, new Date()))
	await db.insert(authTokens).values({
		tokenHash: hashOf(token),
		purpose,
		userId: user.id,
		email: user.email,
		data: data ?? null,
		expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
	})
	return token
}

/**
 * Which links work for a deleted account (while it can be restored): its restore link, and the undo
 * link of an address change, which gives the account back to the address it had (whoever deleted it).
 */
const worksWhenDeleted = (purpose: TokenPurpose) => purpose === 'restore-account' || purpose === 'undo-email-change'

/**
 * What a token of this purpose opens: the account, the address the link was mailed to, what the
 * link does (`data`) and when it was made; undefined when it is unknown, forged, expired, already
 * used, of another purpose, sent to an address the account no longer has, or of a deleted account
 * (but for its restore link and undo links). Nothing is changed.
 */
export async function findAuthLink(purpose: TokenPurpose, token: string) {
	if (!TOKEN_SHAPE.test(token)) return undefined
	const db = await getDb()
	const [found] = await db
		.select({ user: users, email: authTokens.email, data: authTokens.data, createdAt: authTokens.createdAt })
		.from(authTokens)
		.innerJoin(users, eq(users.id, authTokens.userId))
		.where(
			and(
				eq(authTokens.tokenHash, hashOf(token)),
				eq(authTokens.purpose, purpose),
				gt(authTokens.expiresAt, new Date()),
				boundToAddress(purpose) ? eq(sql`lower(${authTokens.email})`, sql`lower(${users.email})`) : undefined,
				purpose === 'restore-account'
					? isNotNull(users.deletedAt)
					: worksWhenDeleted(purpose)
						? undefined
						: isNull(users.deletedAt),
			),
		)
	return found
}

/** The account a token of this purpose opens, or undefined (as findAuthLink). */
export async function findAuthToken(purpose: TokenPurpose, token: string) {
	return (await findAuthLink(purpose, token))?.user
}

/**
 * Uses a link up: deletes its token and returns what it opens (as findAuthLink), or undefined. Of two
 * requests racing with the same token, one gets it.
 */
export async function redeemAuthLink(purpose: TokenPurpose, token: string) {
	const found = await findAuthLink(purpose, token)
	if (!found) return undefined
	const db = await getDb()
	const deleted = await db
		.delete(authTokens)
		.where(and(eq(authTokens.tokenHash, hashOf(token)), eq(authTokens.purpose, purpose)))
		.returning({ userId: authTokens.userId })
	return deleted.length > 0 ? found : undefined
}

/** Uses a token up and returns its account, or undefined (as redeemAuthLink). */
export async function redeemAuthToken(purpose: TokenPurpose, token: string) {
	return (await redeemAuthLink(purpose, token))?.user
}

/** Forgets every token of this purpose of an account (a password was reset: the other links die with it). */
export async function deleteAuthTokens(purpose: TokenPurpose, userId: string) {
	const db = await getDb()
	await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)))
}
