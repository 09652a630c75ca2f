import { type User } from '~/db/schema'
import { createAuthToken, deleteAuthTokens, findAuthToken, redeemAuthToken } from '~/models/auth-token.server'
import { defineQueue, enqueue, type Job, work } from '~/models/jobs.server'
import { assertPasswordResetAllowed, assertVerificationMailAllowed } from '~/models/rate-limit.server'
import { deleteUser, getUserByEmail, markEmailVerified, updateUser } from '~/models/user.server'
import { type UserUpdate } from '~/schemas/user'
import { getLogger } from '~/utils/logger.server'
import { emailVerificationMail, passwordChangedMail, passwordResetMail } from '~/utils/mail-templates.server'
import { getSessionStorage } from '~/utils/session.server'
import { queueMail } from './mail.server'

/**
 * Deletes the account with its listings and their photos and ends its session;
 * returns the Set-Cookie header that clears the cookie.
 */
export async function deleteAccount(request: Request, userId: string) {
	await deleteUser(userId)
	const storage = getSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}

/** Queues a mail; a mail that cannot be queued is logged and never fails what the person was doing. */
async function queueMailSafely(to: string, mail: Parameters<typeof queueMail>[1], what: string) {
	try {
		await queueMail(to, mail)
	} catch (error) {
		getLogger().error({ err: error }, `${what} not queued`)
	}
}

/** Mails the owner that the account's password was changed. */
export async function notifyPasswordChanged(user: { email: string; username: string }) {
	await queueMailSafely(
		user.email,
		passwordChangedMail({ username: user.username, changedAt: new Date() }),
		'password change notice',
	)
}

/** Mails the account's address a link that confirms it (sign-up, a new address, or on request). */
export async function sendVerificationMail(user: Pick<User, 'id' | 'email' | 'username'>) {
	try {
		const token = await createAuthToken('verify-email', user)
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
 * Applies the changes of the profile form or the API: a new password is mailed to the owner as a
 * notice, a new address gets a link to verify it. AccountConflictError and PhotoNotAllowedError as updateUser.
 */
export async function changeAccount(user: User, changes: UserUpdate) {
	const updated = await updateUser(user.id, changes)
	if (!updated) return undefined
	if (changes.password) await notifyPasswordChanged(updated)
	if (updated.email.toLowerCase() !== user.email.toLowerCase()) await sendVerificationMail(updated)
	return updated
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

/** The job: the link is made and mailed only when an account uses the address. */
async function mailResetLink(job: Job<{ email: string }>) {
	const user = await getUserByEmail(job.data.email)
	if (!user) return
	const token = await createAuthToken('reset-password', user)
	await queueMail(user.email, passwordResetMail({ username: user.username, token }))
}

/** Starts making and mailing reset links in this process. */
export async function startPasswordResetWorker() {
	await passwordResetQueue()
	await work(RESET_QUEUE, mailResetLink)
}

/** True when the reset link's token still opens an account (the page shows the form). */
export async function isPasswordResetTokenValid(token: string) {
	return Boolean(await findAuthToken('reset-password', token))
}

/**
 * Sets a new password with a reset link's token: the token and every other reset link of the
 * account stop working, every session ends, and the owner gets a notice. The link reached its
 * owner's mailbox, so the address counts as verified too. False when the token opens nothing.
 */
export async function resetPassword(token: string, password: string) {
	const user = await redeemAuthToken('reset-password', token)
	if (!user) return false
	await deleteAuthTokens('reset-password', user.id)
	const updated = await updateUser(user.id, { password })
	if (!updated) return false
	await markEmailVerified(updated.id, updated.email)
	await notifyPasswordChanged(updated)
	return true
}

/** The address a verification link would verify, or undefined when it opens nothing; nothing is changed. */
export async function verificationLinkAddress(token: string) {
	return (await findAuthToken('verify-email', token))?.email
}

/** Marks the address verified with a verification link's token; the account, or undefined when the token opens nothing. */
export async function verifyEmail(token: string) {
	const user = await redeemAuthToken('verify-email', token)
	if (!user) return undefined
	return markEmailVerified(user.id, user.email)
}
