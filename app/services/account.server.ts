import { deleteUser } from '~/models/user.server'
import { getSessionStorage } from '~/utils/session.server'

/**
 * Deletes the account with its listings and their photos and ends its session;
 * returns the Set-Cookie header that clears the cookie.
 */
export async function deleteAccount(request: Request, userId: string) {
	await deleteUser(userId)
	const storage = getSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}
