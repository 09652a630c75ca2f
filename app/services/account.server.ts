import { type User } from '~/db/schema'
import {
	accountDeletedMail,
	confirmAccountChangeMail,
	emailChangedMail,
	emailVerificationMail,
	googleSignInAddedMail,
	passwordChangedMail,
	passwordResetMail,
} from '~/mail'
import {
	createAuthToken,
	deleteAuthTokens,
	findAuthLink,
	findAuthToken,
	redeemAuthLink,
} from '~/models/auth-token.server'
import { defineQueue, enqueue, type Job, scheduleRecurring, work } from '~/models/jobs.server'
import { assertPasswordResetAllowed, assertVerificationMailAllowed } from '~/models/rate-limit.server'
import {
	type AccountChanges,
	getUserByEmail,
	giveAccountToAddressOwner,
	markAccountDeleted,
	purgeDeletedAccounts,
	giveAccountBack,
	restoreDeletedAccount,
	updateUser,
} from '~/models/user.server'
import { type UserUpdate } from '~/schemas/user'
import { RESTORE_DAYS } from '~/utils/account-rules'
import { ClientError } from '~/utils/client-error'
import { formatDate } from '~/utils/format'
import { getLogger } from '~/utils/logger.server'
import { hashPassword } from '~/utils/password.server'
import { getSessionStorage } from '~/utils/session.server'
import { queueMail } from './mail.server'
import { auditAdministratorByAddress } from './trust-and-safety.server'
import { cancelViewingsOfMember } from './viewing-bookings.server'

const DAY_MS = 24 * 60 * 60 * 1000

/** Why a deleted account's viewings were cancelled, in the mails both members get. */
export const ACCOUNT_DELETED_VIEWING_MESSAGE = 'This member has deleted their account.'

/** Queues a mail; a mail that cannot be queued is logged and never fails what the person was doing. */
async function queueMailSafely(to: string, mail: Parameters<typeof queueMail>[1], what: string) {
	try {
		await queueMail(to, mail)
	} catch (error) {
		getLogger().error({ err: error }, `${what} not queued`)
	}
}

/**
 * Deletes the account as its owner asked: it and its listings disappear at once, its sessions end,
 * and its address gets a link that restores everything within RESTORE_DAYS (then the purge job
 * deletes it for good). Returns the Set-Cookie header that clears this session's cookie.
 */
export async function deleteAccount(request: Request, user: Pick<User, 'id'>) {
	await markDeleted(user)
	const storage = getSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}

/**
 * Every way its owner deletes an account (the page, the API, the link mailed to a Google-only
 * account) comes here: its viewings still to come are cancelled first, while both members can still
 * be mailed; then the account is deleted (restorably) and its address mailed the link that restores it.
 */
async function markDeleted(user: Pick<User, 'id'>) {
	await cancelViewingsOfMember(user, ACCOUNT_DELETED_VIEWING_MESSAGE)
	const deleted = await markAccountDeleted(user.id)
	if (deleted) await mailRestoreLink(deleted)
}

/** Until when a deleted account can be restored. */
export const restorableUntil = (user: Pick<User, 'deletedAt'>) =>
	new Date((user.deletedAt ?? new Date()).getTime() + RESTORE_DAYS * DAY_MS)

/** Mails a deleted account's address the link that restores it (on deletion, and when its owner signs in). */
export async function mailRestoreLink(user: User) {
	try {
		const token = await createAuthToken('restore-account', user)
		await queueMail(user.email, accountDeletedMail({ username: user.username, token, until: restorableUntil(user) }))
	} catch (error) {
		getLogger().error({ err: error }, 'restore link not queued')
	}
}

/** A deleted account's owner signed in with the right password: refused, with how to restore it. */
export class AccountDeletedError extends ClientError {
	name = 'AccountDeletedError'
	constructor(readonly user: User) {
		super(
			`This account was deleted. We have mailed a link to restore it to ${user.email}; it works until ${formatDate(restorableUntil(user).toISOString().slice(0, 10))}.`,
			403,
		)
	}
}

/** A suspended member signed in with the right password (or Google): refused, with the administrators' reason. */
export class AccountSuspendedError extends ClientError {
	name = 'AccountSuspendedError'
	constructor(readonly user: Pick<User, 'suspensionReason'>) {
		super(
			user.suspensionReason
				? `This account is suspended. Reason: ${user.suspensionReason}`
				: 'This account is suspended.',
			403,
		)
	}
}

/** Restores a deleted account with the link mailed to it; the account, or undefined when the link opens nothing. */
export async function restoreAccount(token: string) {
	const link = await redeemAuthLink('restore-account', token)
	return link ? restoreDeletedAccount(link.user.id) : undefined
}

/** Whether a restore link still works (its page shows the button). */
export async function isRestoreLinkValid(token: string) {
	return Boolean(await findAuthLink('restore-account', token))
}

/** Deletes for good the accounts deleted more than RESTORE_DAYS ago: the daily purge job. */
export async function purgeExpiredAccounts(now = new Date()) {
	const purged = await purgeDeletedAccounts(new Date(now.getTime() - RESTORE_DAYS * DAY_MS))
	if (purged) getLogger().info({ purged }, 'deleted accounts purged')
	return purged
}

const PURGE_QUEUE = 'account-purge'

/** Starts the daily purge of deleted accounts in this process (one replica at a time runs it). */
export async function startAccountPurgeWorker() {
	await defineQueue(PURGE_QUEUE, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 15 * 60 })
	await work(PURGE_QUEUE, async () => {
		await purgeExpiredAccounts()
	})
	await scheduleRecurring(PURGE_QUEUE, '41 3 * * *')
}

/** Mails the owner that the account's password was changed. */
export async function notifyPasswordChanged(user: { email: string; username: string }) {
	await queueMailSafely(
		user.email,
		passwordChangedMail({ username: user.username, changedAt: new Date() }),
		'password change notice',
	)
}

/**
 * Mails the account's address a link that confirms it (sign-up, a new address, or on request); a
 * sign-up's `returnTo`, the page the visitor was on, is kept with the link to lead back there.
 */
export async function sendVerificationMail(
	user: Pick<User, 'id' | 'email' | 'username'>,
	{ returnTo }: { returnTo?: string } = {},
) {
	try {
		const token = await createAuthToken('verify-email', user, returnTo ? { returnTo } : undefined)
		await queueMail(user.email, emailVerificationMail({ username: user.username, token }))
	} catch (error) {
		getLogger().error({ err: error }, 'verification mail not queued')
	}
}

/** "Send the link again" on the profile: RateLimitError when asked too often. False when already verified. */
export async function resendVerificationMail(user: User) {
	if (user.emailVerified) return false
	await assertVerificationMailAllowed(user.id)
	await sendVerificationMail(user)
	return true
}

/**
 * Applies the changes of the profile form or the API (the route has confirmed the owner where the
 * change needs it): a new password is mailed as a notice to the address the account had before the
 * change; a new address gets a link to verify it, and the old one a notice with a link that undoes
 * the change. AccountConflictError and PhotoNotAllowedError as updateUser.
 */
export async function changeAccount(
	user: User,
	{ currentPassword: _confirmed, ...changes }: UserUpdate & AccountChanges,
) {
	const updated = await updateUser(user.id, changes)
	if (!updated) return undefined
	await auditAdministratorByAddress(user, updated, 'address changed')
	if (changes.password || changes.passwordHash)
		await notifyPasswordChanged({ email: user.email, username: updated.username })
	if (updated.email.toLowerCase() !== user.email.toLowerCase()) {
		await mailUndoEmailChange(user, updated.email)
		await sendVerificationMail(updated)
	}
	return updated
}

/** Whether these changes could take the account over, and so need its owner to confirm them. */
export function changesNeedConfirming(user: Pick<User, 'email'>, changes: Pick<UserUpdate, 'email' | 'password'>) {
	return (
		Boolean(changes.password) ||
		(changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase())
	)
}

/** What an undo link keeps of the account as it was before the change. */
type UndoEmailChange = { newEmail: string; googleId?: string | null }

/** Tells the address an account had that it was changed, with the link that undoes it (7 days). */
async function mailUndoEmailChange(user: User, newEmail: string) {
	try {
		const token = await createAuthToken('undo-email-change', user, {
			newEmail,
			googleId: user.googleId,
		} satisfies UndoEmailChange)
		await queueMail(user.email, emailChangedMail({ username: user.username, newEmail, token }))
	} catch (error) {
		getLogger().error({ err: error }, 'undo link not queued')
	}
}

/** What an undo link would give back: the address, or undefined when the link opens nothing. */
export async function emailToGiveBack(token: string) {
	return (await findAuthLink('undo-email-change', token))?.email
}

/**
 * Undoes an address change with the link mailed to the address that was replaced, whatever was done
 * to the account since (a new password, another address, its deletion): the account is given back
 * to that address (giveAccountBack: verified, not deleted, every session ended, its password removed)
 * and the address is mailed a link to choose a new password. The account, or undefined when the link
 * opens nothing; AccountConflictError when another account took the address meanwhile.
 */
export async function undoEmailChange(token: string) {
	const link = await redeemAuthLink('undo-email-change', token)
	if (!link) return undefined
	const before = (link.data ?? {}) as Partial<UndoEmailChange>
	const user = await giveAccountBack(link.user.id, {
		email: link.email,
		// A link made before links kept it gives back no Google sign-in: the owner signs in with the mailed link.
		googleId: before.googleId ?? null,
		changedAt: link.createdAt,
	})
	if (user) {
		await auditAdministratorByAddress(link.user, user, 'address given back with the undo link mailed to it')
		await mailResetLink(user).catch((error: unknown) => getLogger().error({ err: error }, 'reset link not queued'))
	}
	return user
}

/** A change of a Google-only account, waiting for the link mailed to it: new details, or the deletion. */
type ChangeToConfirm = { delete: true } | { delete?: false; changes: AccountChanges }

/**
 * A change that needs confirming, asked for by an account without a password (it signs in with
 * Google): nothing changes yet; its address gets a link that applies the change (confirmAccountChange).
 */
export async function requestChangeByMail(user: User, change: { delete: true } | { changes: UserUpdate }) {
	let toConfirm: ChangeToConfirm = { delete: true }
	let what = 'delete your account'
	if (!('delete' in change)) {
		const { password, currentPassword: _currentPassword, email, ...others } = change.changes
		// The address the account has, sent back as it is (the profile form and old clients send every field), is no change to confirm.
		const rest = { ...others, ...(email !== undefined && email !== user.email ? { email } : {}) }
		toConfirm = { changes: { ...rest, ...(password ? { passwordHash: await hashPassword(password) } : {}) } }
		what = [
			rest.email && rest.email.toLowerCase() !== user.email.toLowerCase()
				? `change your e-mail address to ${rest.email}`
				: '',
			password ? 'set a password for your account' : '',
		]
			.filter(Boolean)
			.join(' and ')
	}
	const token = await createAuthToken('confirm-account-change', user, toConfirm)
	await queueMail(user.email, confirmAccountChangeMail({ username: user.username, what, token }))
}

/** What a confirmation link would do, or undefined when it opens nothing. */
export async function changeToConfirm(token: string) {
	const link = await findAuthLink('confirm-account-change', token)
	return link ? (link.data as ChangeToConfirm) : undefined
}

/**
 * Applies a change confirmed with the link mailed to a Google-only account: `deleted` (the session's
 * cookie is then cleared by the caller) or `changed`; undefined when the link opens nothing.
 */
export async function confirmAccountChange(token: string) {
	const link = await redeemAuthLink('confirm-account-change', token)
	if (!link) return undefined
	const change = link.data as ChangeToConfirm
	if (change.delete) {
		await markDeleted(link.user)
		return { done: 'deleted' as const, user: link.user }
	}
	const updated = await changeAccount(link.user, change.changes)
	return updated ? { done: 'changed' as const, user: updated } : undefined
}

/** To an account's address when Google sign-in was added to it. */
export async function notifyGoogleSignInAdded(user: User, { passwordRemoved }: { passwordRemoved: boolean }) {
	await queueMailSafely(
		user.email,
		googleSignInAddedMail({ username: user.username, passwordRemoved }),
		'Google sign-in notice',
	)
}

const RESET_QUEUE = 'password-reset'

let resetQueue: Promise<void> | undefined
function passwordResetQueue() {
	resetQueue ??= defineQueue(RESET_QUEUE, { retryLimit: 5, retryDelaySeconds: 2, expireInSeconds: 60 }).catch(
		(error: unknown) => {
			resetQueue = undefined
			throw error
		},
	)
	return resetQueue
}

/**
 * Asks for a password reset link to `email`: counted against the limits (RateLimitError), then
 * handed to a job. The request does the same work whether or not an account uses the address,
 * so neither its answer nor its timing tells.
 */
export async function requestPasswordReset(email: string, clientAddress: string) {
	await assertPasswordResetAllowed(clientAddress, email)
	await passwordResetQueue()
	await enqueue(RESET_QUEUE, { email })
}

/** Mails the account's address a link that sets a new password (an hour). */
async function mailResetLink(user: User) {
	const token = await createAuthToken('reset-password', user)
	await queueMail(user.email, passwordResetMail({ username: user.username, token }))
}

/** The job: the link is made and mailed only when an account uses the address. */
async function mailResetLinkAsked(job: Job<{ email: string }>) {
	const user = await getUserByEmail(job.data.email)
	if (!user || user.deletedAt) return
	await mailResetLink(user)
}

/** Starts making and mailing reset links in this process. */
export async function startPasswordResetWorker() {
	await passwordResetQueue()
	await work(RESET_QUEUE, mailResetLinkAsked)
}

/** True when the reset link's token still opens an account (the page shows the form). */
export async function isPasswordResetTokenValid(token: string) {
	return Boolean(await findAuthToken('reset-password', token))
}

/**
 * Sets a new password with a reset link's token: the token and every other reset link of the
 * account stop working, every session ends, and the owner gets a notice. The link reached its
 * owner's mailbox, so the address counts as verified too, and when it was not before, its owner
 * takes the account over as a verification link does (giveAccountToAddressOwner: a Google account
 * linked by whoever gave it the address is unlinked). False when the token opens nothing.
 */
export async function resetPassword(token: string, password: string) {
	const passwordHash = await hashPassword(password)
	const link = await redeemAuthLink('reset-password', token)
	if (!link) return false
	await deleteAuthTokens('reset-password', link.user.id)
	const owned = await giveAccountToAddressOwner(link.user.id, link.email, {
		passwordHash,
		unlinkGoogle: !link.user.emailVerified,
	})
	if (!owned) return false
	await auditAdministratorByAddress(owned.before, owned.after, 'password reset with the link mailed to the address')
	await notifyPasswordChanged(owned.after)
	return true
}

/** The address a verification link would verify, or undefined when it opens nothing; nothing is changed. */
export async function verificationLinkAddress(token: string) {
	return (await findAuthToken('verify-email', token))?.email
}

/**
 * Confirms the address with a verification link's token. Whoever opened the link mailed to the
 * address owns the account from now on, whoever made it or gave it this address
 * (giveAccountToAddressOwner): `password`, which they chose, becomes its password, every session
 * opened before ends, a Google account linked before is unlinked, and only now do ADMIN_EMAILS's
 * rights start (written to the audit log). The account and the page its sign-up came from (`returnTo`,
 * when it was kept with the link), or undefined when the token opens nothing.
 */
export async function verifyEmail(token: string, password: string) {
	const passwordHash = await hashPassword(password)
	const link = await redeemAuthLink('verify-email', token)
	if (!link) return undefined
	const owned = await giveAccountToAddressOwner(link.user.id, link.email, { passwordHash, unlinkGoogle: true })
	if (!owned) return undefined
	await auditAdministratorByAddress(owned.before, owned.after, 'address confirmed with the link mailed to it')
	const kept = (link.data as { returnTo?: unknown } | null)?.returnTo
	return { user: owned.after, returnTo: typeof kept === 'string' ? kept : undefined }
}
