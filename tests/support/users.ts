import { createUser } from '~/models/user.server'
import { signInCookie } from '~/services/auth.server'

let counter = 0

/** A new account and the cookie of a session signed in as it. */
export async function createSignedInUser(prefix = 'member') {
	counter += 1
	const id = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`
	const user = await createUser({ username: id, email: `${id}@example.com`, password: 'correct horse battery' })
	const setCookie = await signInCookie(new Request('http://localhost/'), user)
	return { user, cookie: setCookie.split(';')[0]! }
}
