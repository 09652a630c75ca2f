import { deleteUser } from '~/models/user.server'
import { getLogger } from '~/utils/logger.server'
import { passwordChangedMail } from '~/utils/mail-templates.server'
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

/** Mails the owner that the account's password was changed; a mail that cannot be queued never fails the change. */
export async function notifyPasswordChanged(user: { email: string; username: string }) {
	try {
		await queueMail(user.email, passwordChangedMail({ username: user.username, changedAt: new Date() }))
	} catch (error) {
		getLogger().error({ err: error }, 'password change notice not queued')
	}
}
