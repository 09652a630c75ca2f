import { releasePhotos } from '~/models/photo.server'
import { deleteUser } from '~/models/user.server'
import { getSessionStorage } from './session.server'

/**
 * Deletes the account with its listings and their photos and ends its session;
 * returns the Set-Cookie header that clears the cookie.
 */
export async function deleteAccount(request: Request, userId: string) {
	const deleted = await deleteUser(userId)
	if (deleted) await releasePhotos(deleted.photoUrls)
	const storage = getSessionStorage()
	return storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
}
