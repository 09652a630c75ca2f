import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'
import { authTokens, listings, type User, users } from '~/db/schema'
import { isSingleScript, isUuid } from '~/schemas/fields'
import { type UserUpdate } from '~/schemas/user'
import { ClientError } from '~/utils/client-error'
import { hashPassword, verifyPasswordOrWaste } from '~/utils/password.server'
import { absolutePhotoUrl } from '~/utils/photo-store.server'
import { usernameSkeleton } from '~/utils/username-skeleton.server'
import { assertPhotosUsable, canonicalPhotoUrls, photosOwnedBy, withPhotoChanges } from './photo.server'

/** A user as the JSON API shows it to the account itself: never the password hash; the avatar as an absolute address. */
export function toApiUser(user: User) {
	return {
		_id: user.id,
		username: user.username,
		email: user.email,
		avatar: absolutePhotoUrl(user.avatar),
		emailVerified: user.emailVerified,
		showEmail: user.showEmail,
		createdAt: user.createdAt.toISOString(),
		updatedAt: user.updatedAt.toISOString(),
	}
}

/** A user as administrators see them through the API: the account's own view and its suspension. */
export function toModeratedApiUser(user: User) {
	return {
		...toApiUser(user),
		suspendedAt: user.suspendedAt?.toISOString() ?? null,
		suspensionReason: user.suspensionReason,
	}
}

/**
 * A user as others see them: the e-mail address only when its owner chose to show it on their
 * listings ('Show my e-mail address on my listings'); everyone else is written to through messages.
 */
export function toPublicApiUser(user: User) {
	const { email, showEmail: _showEmail, emailVerified: _emailVerified, ...details } = toApiUser(user)
	return user.showEmail ? { ...details, email } : details
}

/** An e-mail or username already taken by another account: a 409 on that field, not a database error. */
export class AccountConflictError extends ClientError {
	name = 'AccountConflictError'
	constructor(
		readonly field: 'email' | 'username',
		message: string,
	) {
		super(message, 409, field)
	}

	/** The same in the site's forms, which write "E-mail" as their labels do; the JSON API keeps its documented words. */
	override get formMessage() {
		return this.field === 'email' ? 'E-mail is already in use' : this.message
	}
}

const conflictMessages = {
	email: 'Email is already in use',
	username: 'Username is already taken',
} as const

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase())
/** A username that looks like this one (or is the same in other capitals: an account whose skeleton is not stored yet). */
const byUsername = (username: string) =>
	or(eq(users.usernameSkeleton, usernameSkeleton(username)), eq(sql`lower(${users.username})`, username.toLowerCase()))

/** The account with this id, or undefined; a deleted account (while it can be restored) is one only with `deleted`. */
export async function getUserById(id: string, { deleted = false } = {}) {
	if (!isUuid(id)) return undefined
	const db = await getDb()
	const [user] = await db.select().from(users).where(eq(users.id, id))
	return user && (deleted || !user.deletedAt) ? user : undefined
}

/** The accounts with these ids (deleted ones too), by id. */
export async function getUsersByIds(ids: string[]) {
	const found = new Map<string, User>()
	const wanted = [...new Set(ids)].filter(isUuid)
	if (!wanted.length) return found
	const db = await getDb()
	for (const user of await db.select().from(users).where(inArray(users.id, wanted))) found.set(user.id, user)
	return found
}

/** The account with this address (in any capitals), deleted or not: callers decide what a deleted one means. */
export async function getUserByEmail(email: string) {
	const db = await getDb()
	const [user] = await db.select().from(users).where(byEmail(email))
	return user
}

async function assertAvailable(changes: { email?: string; username?: string }, exceptUserId?: string) {
	const db = await getDb()
	for (const field of ['email', 'username'] as const) {
		const value = changes[field]
		if (value === undefined) continue
		const [taken] = await db
			.select({ id: users.id })
			.from(users)
			.where(field === 'email' ? byEmail(value) : byUsername(value))
		if (taken && taken.id !== exceptUserId) throw new AccountConflictError(field, conflictMessages[field])
	}
}

/** Turns a unique-index violation (two sign-ups racing) into the same conflict answer. */
function rethrowConflict(error: unknown): never {
	const cause = (error as { cause?: { code?: string; constraint?: string; constraint_name?: string } }).cause
	const details = cause ?? (error as { code?: string; constraint?: string; constraint_name?: string })
	if (details?.code === '23505') {
		const constraint = details.constraint ?? details.constraint_name ?? ''
		const field = constraint.includes('username') ? 'username' : 'email'
		throw new AccountConflictError(field, conflictMessages[field])
	}
	throw error
}

export async function createUser(input: { username: string; email: string; password: string }) {
	await assertAvailable(input)
	const db = await getDb()
	const passwordHash = await hashPassword(input.password)
	try {
		const [user] = await db
			.insert(users)
			.values({
				username: input.username,
				usernameSkeleton: usernameSkeleton(input.username),
				email: input.email,
				passwordHash,
			})
			.returning()
		return user!
	} catch (error) {
		rethrowConflict(error)
	}
}

/** The user with this e-mail and password, or null; unknown e-mails take as long as wrong passwords. */
export async function verifyLogin(email: string, password: string) {
	const user = await getUserByEmail(email)
	const valid = await verifyPasswordOrWaste(password, user?.passwordHash)
	return user && valid ? user : null
}

/** What updateUser changes: the fields of the profile form or the API, or a password already hashed (a confirmed change). */
export type AccountChanges = Omit<UserUpdate, 'currentPassword'> & { passwordHash?: string }

/**
 * Applies the changes of the profile form or the API. A new password ends the
 * account's other sessions (the session version moves on). A new avatar must be a photo the
 * user uploaded or an address of another host (PhotoNotAllowedError); the one it replaces is
 * deleted when nothing else shows it.
 */
export async function updateUser(id: string, changes: AccountChanges) {
	// One's own name sent back as it is (old clients send every field) is no change, even for an
	// account whose older look-alike holds the skeleton.
	const { username, ...otherChanges } = changes
	if (username !== undefined && username === (await getUserById(id))?.username) changes = otherChanges
	await assertAvailable(changes, id)
	const { password, avatar, passwordHash: hashed, ...rest } = changes
	const passwordHash = hashed ?? (password ? await hashPassword(password) : undefined)
	const [newAvatar] = avatar === undefined ? [] : canonicalPhotoUrls([avatar])
	try {
		return await withPhotoChanges(async (tx, release) => {
			const [before] = await tx
				.select({ avatar: users.avatar, email: users.email })
				.from(users)
				.where(and(eq(users.id, id), isNull(users.deletedAt)))
				.for('update')
			if (!before) return undefined
			if (newAvatar !== undefined) await assertPhotosUsable(tx, id, [newAvatar], [before.avatar])
			// Another address is not verified until its owner opens the link mailed to it; the same one in other capitals still is.
			const newAddress = rest.email !== undefined && rest.email.toLowerCase() !== before.email.toLowerCase()
			const values = {
				...rest,
				...(rest.username !== undefined ? { usernameSkeleton: usernameSkeleton(rest.username) } : {}),
				...(newAddress ? { emailVerified: false } : {}),
				...(newAvatar !== undefined ? { avatar: newAvatar } : {}),
				...(passwordHash ? { passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
				updatedAt: new Date(),
			}
			const [user] = await tx.update(users).set(values).where(eq(users.id, id)).returning()
			if (newAvatar !== undefined && newAvatar !== before.avatar) release([before.avatar])
			return user
		})
	} catch (error) {
		rethrowConflict(error)
	}
}

/**
 * Gives the account back to the owner of the address it had before a change (they opened the undo
 * link mailed to it): the address again, verified since the link reached it; a deletion cancelled
 * (its listings shown again, unless the account is suspended); every session ended; the password
 * removed and Google sign-in as it was before the change, since whoever made the change may know
 * or have set both; and every pending link forgotten but the undo links of earlier changes, which
 * lead further back to the owner. AccountConflictError when another account uses the address meanwhile.
 */
export async function giveAccountBack(
	id: string,
	{ email, googleId, changedAt }: { email: string; googleId: string | null; changedAt: Date },
) {
	await assertAvailable({ email }, id)
	const db = await getDb()
	try {
		return await db.transaction(async (tx) => {
			await tx
				.delete(authTokens)
				.where(
					and(
						eq(authTokens.userId, id),
						or(ne(authTokens.purpose, 'undo-email-change'), gte(authTokens.createdAt, changedAt)),
					),
				)
			// The Google account it had may have been linked to another account since: then it stays there.
			const [linkedElsewhere] = googleId
				? await tx
						.select({ id: users.id })
						.from(users)
						.where(and(eq(users.googleId, googleId), ne(users.id, id)))
				: []
			const [user] = await tx
				.update(users)
				.set({
					email,
					emailVerified: true,
					passwordHash: null,
					googleId: linkedElsewhere ? null : googleId,
					deletedAt: null,
					sessionVersion: sql`${users.sessionVersion} + 1`,
					updatedAt: new Date(),
				})
				.where(eq(users.id, id))
				.returning()
			if (user) await tx.update(listings).set({ ownerActive: !user.suspendedAt }).where(eq(listings.userRef, id))
			return user
		})
	} catch (error) {
		rethrowConflict(error)
	}
}

/**
 * Marks the account's address verified, if it is still `email`, and nothing else: for an address
 * proved some other way than by a person taking the account over (the tests' members, a seed).
 */
export async function markEmailVerified(id: string, email: string) {
	const db = await getDb()
	const [user] = await db
		.update(users)
		.set({ emailVerified: true, updatedAt: new Date() })
		.where(and(eq(users.id, id), byEmail(email)))
		.returning()
	return user
}

/**
 * Whoever opened a link mailed to the account's address owns the account from now on: whoever made
 * the account, or gave it this address, may have been someone else. The address is verified, the
 * password becomes `passwordHash` (the one the address's owner chose), every session ends, the
 * verification links still pending are forgotten and, with `unlinkGoogle`, so is the Google account
 * linked before. The account before and after, or undefined when its address is no longer `email`
 * (or it was deleted).
 */
export async function giveAccountToAddressOwner(
	id: string,
	email: string,
	{ passwordHash, unlinkGoogle }: { passwordHash: string; unlinkGoogle: boolean },
) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const [before] = await tx
			.select()
			.from(users)
			.where(and(eq(users.id, id), byEmail(email), isNull(users.deletedAt)))
			.for('update')
		if (!before) return undefined
		await tx.delete(authTokens).where(and(eq(authTokens.userId, id), eq(authTokens.purpose, 'verify-email')))
		const [after] = await tx
			.update(users)
			.set({
				emailVerified: true,
				passwordHash,
				...(unlinkGoogle ? { googleId: null } : {}),
				sessionVersion: sql`${users.sessionVersion} + 1`,
				updatedAt: new Date(),
			})
			.where(eq(users.id, id))
			.returning()
		return { before, after: after! }
	})
}

/** Ends every session of the account: cookies carrying an older version stop working. */
export async function endAllSessions(id: string) {
	const db = await getDb()
	await db
		.update(users)
		.set({ sessionVersion: sql`${users.sessionVersion} + 1` })
		.where(eq(users.id, id))
}

/**
 * Deletes the account as its owner asks: at once nobody sees it or its listings, every session ends,
 * and for RESTORE_DAYS (utils/account-rules) it can be restored with everything (restoreDeletedAccount). The account, or
 * undefined when there is none (or it was deleted already).
 */
export async function markAccountDeleted(id: string) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const [user] = await tx
			.update(users)
			.set({ deletedAt: new Date(), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
			.where(and(eq(users.id, id), isNull(users.deletedAt)))
			.returning()
		if (user) await tx.update(listings).set({ ownerActive: false }).where(eq(listings.userRef, id))
		return user
	})
}

/** Brings a deleted account back with its listings. The account, or undefined when it is not deleted (any more). */
export async function restoreDeletedAccount(id: string) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const [user] = await tx
			.update(users)
			.set({ deletedAt: null, updatedAt: new Date() })
			.where(and(eq(users.id, id), isNotNull(users.deletedAt)))
			.returning()
		// A suspended member's listings stay hidden until an administrator restores the account.
		if (user) await tx.update(listings).set({ ownerActive: !user.suspendedAt }).where(eq(listings.userRef, id))
		return user
	})
}

/** Deletes for good the accounts deleted before `before` (deleteUser); how many there were. */
export async function purgeDeletedAccounts(before: Date) {
	const db = await getDb()
	const due = await db
		.select({ id: users.id })
		.from(users)
		.where(and(isNotNull(users.deletedAt), lt(users.deletedAt, before)))
	for (const { id } of due) await deleteUser(id)
	return due.length
}

/**
 * Deletes the account and, through the foreign key, its listings; their photos, its avatar and
 * its other uploads are deleted when nothing else shows them. True when there was an account.
 */
export async function deleteUser(id: string) {
	if (!isUuid(id)) return false
	return withPhotoChanges(async (tx, release) => {
		const owned = await tx.select({ imageUrls: listings.imageUrls }).from(listings).where(eq(listings.userRef, id))
		const uploads = await photosOwnedBy(tx, id)
		const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning({ avatar: users.avatar })
		if (!deleted) return false
		release([deleted.avatar, ...owned.flatMap((listing) => listing.imageUrls), ...uploads])
		return true
	})
}

/** A username from a display name: letters and digits, then a number until it is free. */
async function uniqueUsernameFrom(name: string) {
	const letters = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.normalize('NFKC')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, '')
		.slice(0, 20)
	// The same rule as for usernames people choose: one script, so no name passes for another.
	const base = letters && isSingleScript(letters) ? letters : 'member'
	const padded = base.length >= 3 ? base : `${base}member`
	const db = await getDb()
	for (let attempt = 0; attempt < 20; attempt++) {
		const candidate = attempt === 0 ? padded : `${padded}${Math.floor(1000 + Math.random() * 9000)}`
		const [taken] = await db.select({ id: users.id }).from(users).where(byUsername(candidate))
		if (!taken) return candidate
	}
	return `${padded}${crypto.randomUUID().slice(0, 8)}`
}

type GoogleProfile = { sub: string; email: string; name?: string; picture?: string }

/**
 * The account for a verified Google identity, whether Google sign-in was just added to an account
 * that had none, and the account as it was before (none when it was made now): found by its Google id, else by its e-mail (and then linked), else created
 * with a username derived from the name. Deleted accounts are the caller's to refuse.
 *
 * Linking to an account whose address was never verified: whoever made it never proved the address
 * was theirs, and Google just did for this person. So the account is taken back from its maker
 * first: every session ends, its password and its pending links are removed (the person who proves
 * the address wins; but for the undo links of earlier address changes, mailed to the addresses the
 * account had before), then it is linked. A verified account is linked as it is.
 */
export async function findOrCreateGoogleUser(profile: GoogleProfile) {
	const db = await getDb()
	const [linked] = await db.select().from(users).where(eq(users.googleId, profile.sub))
	if (linked) return { user: linked, linkedNow: false, before: linked }

	const existing = await getUserByEmail(profile.email)
	if (existing) {
		const user = await db.transaction(async (tx) => {
			const takenBack = !existing.emailVerified
			// The undo links of earlier address changes stay: they go to the address the account had before.
			if (takenBack)
				await tx
					.delete(authTokens)
					.where(and(eq(authTokens.userId, existing.id), ne(authTokens.purpose, 'undo-email-change')))
			const [updated] = await tx
				.update(users)
				.set({
					googleId: profile.sub,
					// Google vouches for the address: it is verified now, as it is for accounts Google creates.
					emailVerified: true,
					...(takenBack ? { passwordHash: null, sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
					updatedAt: new Date(),
				})
				.where(eq(users.id, existing.id))
				.returning()
			return updated!
		})
		return { user, linkedNow: true, before: existing }
	}

	const username = await uniqueUsernameFrom(profile.name ?? profile.email.split('@')[0]!)
	try {
		const [user] = await db
			.insert(users)
			.values({
				username,
				usernameSkeleton: usernameSkeleton(username),
				email: profile.email,
				emailVerified: true,
				googleId: profile.sub,
				...(profile.picture ? { avatar: profile.picture } : {}),
			})
			.returning()
		return { user: user!, linkedNow: false, before: undefined }
	} catch (error) {
		// Two first sign-ins racing: the second finds the account the first created.
		const [raced] = await db.select().from(users).where(eq(users.googleId, profile.sub))
		if (raced) return { user: raced, linkedNow: false, before: raced }
		rethrowConflict(error)
	}
}
