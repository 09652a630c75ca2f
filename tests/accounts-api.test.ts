import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, users } from '~/db/schema'
import * as googleApi from '~/routes/api+/auth.google'
import * as signinApi from '~/routes/api+/auth.signin'
import * as signoutApi from '~/routes/api+/auth.signout'
import * as signupApi from '~/routes/api+/auth.signup'
import * as userApi from '~/routes/api+/user.$id'
import * as deleteApi from '~/routes/api+/user.delete.$id'
import * as listingsApi from '~/routes/api+/user.listings.$id'
import * as updateApi from '~/routes/api+/user.update.$id'
import { startGoogleStandIn } from './support/google-stand-in'
import { context, cookieOf, getRequest, jsonRequest } from './support/requests'

type Handler = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<Response>

function call(handler: unknown, request: Request, params: Record<string, string> = {}, address = '198.51.100.1') {
	return (handler as Handler)({ request, params, context: context(address) })
}

let google: Awaited<ReturnType<typeof startGoogleStandIn>>
beforeAll(async () => {
	google = await startGoogleStandIn()
	Object.assign(process.env, google.env)
})
afterAll(async () => {
	for (const name of Object.keys(google.env)) delete process.env[name]
	await google.stop()
})

let counter = 0
async function signUp(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
	counter += 1
	const account = {
		username: `member${counter}${Date.now() % 10_000}`,
		email: `member${counter}.${Date.now()}@example.com`,
		password: 'correct horse battery',
		...overrides,
	}
	const response = await call(signupApi.action, jsonRequest('/api/auth/signup', account))
	expect(response.status).toBe(201)
	return account
}

async function signIn(email: string, password: string, address?: string) {
	const response = await call(signinApi.action, jsonRequest('/api/auth/signin', { email, password }), {}, address)
	expect(response.status).toBe(200)
	const user = (await response.json()) as Record<string, unknown> & { _id: string }
	return { cookie: cookieOf(response), id: user._id, user, response }
}

async function countUsers() {
	const db = await getDb()
	return (await db.select({ id: users.id }).from(users)).length
}

describe('POST /api/auth/signup', () => {
	test('creates the account: 201 and "User created successfully!", the password stored only as a hash', async () => {
		const response = await call(
			signupApi.action,
			jsonRequest('/api/auth/signup', {
				username: 'harper',
				email: 'Harper@Example.com',
				password: 'a long enough password',
			}),
		)
		expect(response.status).toBe(201)
		expect(await response.json()).toBe('User created successfully!')
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.username, 'harper'))
		expect(row!.email).toBe('Harper@Example.com')
		expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
		expect(row!.passwordHash).not.toContain('a long enough password')
	})

	test.each([
		[{ email: 'x@example.com', password: 'password1' }, 'Username is required'],
		[{ username: 'ok-name', password: 'password1' }, 'E-mail is required'],
		[{ username: 'ok-name', email: 'not-an-email', password: 'password1' }, 'Enter a valid e-mail address'],
		[{ username: 'ok-name', email: 'x@example.com', password: 'short' }, 'Password must be at least 8 characters'],
		[{ username: ['a', 'b'], email: 'x@example.com', password: 'password1' }, 'Username must be text'],
		[
			{ username: 'ok-name', email: 'x@example.com', password: 'p'.repeat(10_000) },
			'Password must be at most 128 characters',
		],
		[
			{ username: 'no spaces please', email: 'x@example.com', password: 'password1' },
			'Username can only contain letters, numbers, dots, dashes and underscores',
		],
	])('refuses %o with 400 and a clear message, storing nothing', async (body, message) => {
		const before = await countUsers()
		const response = await call(signupApi.action, jsonRequest('/api/auth/signup', body))
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ success: false, statusCode: 400, message })
		expect(await countUsers()).toBe(before)
	})

	test.each([
		['not JSON at all', { 'Content-Type': 'application/json' }, 'Request body is not valid JSON'],
		['{"username": "x"', { 'Content-Type': 'application/json' }, 'Request body is not valid JSON'],
		[
			'username=x',
			{ 'Content-Type': 'application/x-www-form-urlencoded' },
			'Request body must be JSON (Content-Type: application/json)',
		],
		['[1,2,3]', { 'Content-Type': 'application/json' }, 'Request body must be a JSON object'],
	])('refuses the malformed body %j with 400', async (body, headers, message) => {
		const request = new Request('http://localhost/api/auth/signup', { method: 'POST', headers, body })
		const response = await call(signupApi.action, request)
		expect(response.status).toBe(400)
		expect(((await response.json()) as { message: string }).message).toBe(message)
	})

	test('refuses a body over 64 kB with 413 before reading it all', async () => {
		const response = await call(signupApi.action, jsonRequest('/api/auth/signup', { username: 'x'.repeat(70_000) }))
		expect(response.status).toBe(413)
	})

	test('a taken e-mail (any case) or username is a 409 with a message', async () => {
		const account = await signUp()
		const sameEmail = await call(
			signupApi.action,
			jsonRequest('/api/auth/signup', {
				username: 'someone-else',
				email: account.email.toUpperCase(),
				password: 'password123',
			}),
		)
		expect(sameEmail.status).toBe(409)
		expect(((await sameEmail.json()) as { message: string }).message).toBe('Email is already in use')

		const sameName = await call(
			signupApi.action,
			jsonRequest('/api/auth/signup', {
				username: account.username.toUpperCase(),
				email: 'new@example.com',
				password: 'password123',
			}),
		)
		expect(sameName.status).toBe(409)
		expect(((await sameName.json()) as { message: string }).message).toBe('Username is already taken')
	})

	test('GET is not allowed: 405 in the error shape, naming the allowed method', async () => {
		const response = await call(signupApi.loader, getRequest('/api/auth/signup'))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
		expect(await response.json()).toEqual({ success: false, statusCode: 405, message: 'Method not allowed' })
	})
})

describe('POST /api/auth/signin', () => {
	test('answers the user without any password field and sets an HttpOnly, SameSite=Lax session cookie', async () => {
		const account = await signUp()
		const { response, user: body } = await signIn(account.email.toUpperCase(), account.password)
		expect(Object.keys(body).sort()).toEqual([
			'_id',
			'avatar',
			'createdAt',
			'email',
			'emailVerified',
			'showEmail',
			'updatedAt',
			'username',
		])
		expect(body.username).toBe(account.username)
		const cookie = response.headers.get('Set-Cookie')!
		expect(cookie).toMatch(/HttpOnly/)
		expect(cookie).toMatch(/SameSite=Lax/)
		expect(cookie).not.toMatch(/Max-Age/)
	})

	test('an unknown e-mail and a wrong password get the same 401 answer', async () => {
		const account = await signUp()
		const wrong = await call(
			signinApi.action,
			jsonRequest('/api/auth/signin', { email: account.email, password: 'nope-nope' }),
		)
		const unknown = await call(
			signinApi.action,
			jsonRequest('/api/auth/signin', { email: 'nobody@example.com', password: 'nope-nope' }),
		)
		expect(wrong.status).toBe(401)
		expect(unknown.status).toBe(401)
		expect(await wrong.json()).toEqual(await unknown.json())
	})
})

describe('POST /api/auth/google', () => {
	test('a bare {name, email, photo} is refused with 400', async () => {
		const response = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', { name: 'Mallory', email: 'victim@example.com', photo: 'https://x/y.png' }),
		)
		expect(response.status).toBe(400)
		expect(((await response.json()) as { message: string }).message).toBe('idToken is required')
	})

	test('a verified token signs in, creating the account the first time and reusing it after', async () => {
		const identity = {
			sub: 'g-100',
			email: 'river.song@example.com',
			name: 'River Song',
			picture: 'https://lh3.example/p.jpg',
		}
		const first = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', { idToken: await google.idToken(identity) }),
		)
		expect(first.status).toBe(200)
		const created = (await first.json()) as { _id: string; username: string; avatar: string; email: string }
		expect(created).toMatchObject({
			username: 'riversong',
			email: 'river.song@example.com',
			avatar: 'https://lh3.example/p.jpg',
		})
		expect(first.headers.get('Set-Cookie')).toMatch(/__session=/)

		const again = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', { idToken: await google.idToken(identity) }),
		)
		expect(((await again.json()) as { _id: string })._id).toBe(created._id)
	})

	test('a Google sign-in with the e-mail of an existing account signs into that account', async () => {
		const account = await signUp()
		const response = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub: 'g-200', email: account.email }) }),
		)
		expect(((await response.json()) as { username: string }).username).toBe(account.username)
	})

	test('two Google users with the same name get different usernames', async () => {
		const a = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', {
				idToken: await google.idToken({ sub: 'g-301', email: 'sam1@example.com', name: 'Sam Lee' }),
			}),
		)
		const b = await call(
			googleApi.action,
			jsonRequest('/api/auth/google', {
				idToken: await google.idToken({ sub: 'g-302', email: 'sam2@example.com', name: 'Sam Lee' }),
			}),
		)
		const [userA, userB] = (await Promise.all([a.json(), b.json()])) as Array<{ username: string }>
		expect(userA!.username).toBe('samlee')
		expect(userB!.username).toMatch(/^samlee\d+$/)
	})

	test.each([
		['another audience', { aud: 'someone-elses-client' }],
		['another issuer', { iss: 'https://evil.example' }],
		['an unverified e-mail', { email_verified: false }],
	])('a token with %s is refused with 401', async (_, claims) => {
		const idToken = await google.idToken({ sub: 'g-400', email: 'eve@example.com', ...claims })
		const response = await call(googleApi.action, jsonRequest('/api/auth/google', { idToken }))
		expect(response.status).toBe(401)
		expect(((await response.json()) as { message: string }).message).toBe('Could not sign in with Google')
	})

	test('an expired token, a forged signature and garbage are refused with 401', async () => {
		const expired = await google.idToken({ sub: 'g-500', email: 'old@example.com' }, -60)
		const [header, payload] = (await google.idToken({ sub: 'g-501', email: 'forged@example.com' })).split('.')
		for (const idToken of [expired, `${header}.${payload}.c2lnbmF0dXJl`, 'not.a.token']) {
			const response = await call(googleApi.action, jsonRequest('/api/auth/google', { idToken }))
			expect(response.status).toBe(401)
		}
		expect(await countUsersWithEmail('old@example.com')).toBe(0)
		expect(await countUsersWithEmail('forged@example.com')).toBe(0)
	})
})

async function countUsersWithEmail(email: string) {
	const db = await getDb()
	return (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length
}

describe('sessions', () => {
	test('sign-out answers "User has been logged out!" and the old cookie stops working, even if copied', async () => {
		const account = await signUp()
		const { cookie, id } = await signIn(account.email, account.password)
		expect((await call(userApi.loader, getRequest(`/api/user/${id}`, { cookie }), { id })).status).toBe(200)

		const out = await call(signoutApi.loader, getRequest('/api/auth/signout', { cookie }))
		expect(out.status).toBe(200)
		expect(await out.json()).toBe('User has been logged out!')
		expect(out.headers.get('Set-Cookie')).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/)

		const replayed = await call(userApi.loader, getRequest(`/api/user/${id}`, { cookie }), { id })
		expect(replayed.status).toBe(401)
		expect(await replayed.json()).toEqual({ success: false, statusCode: 401, message: 'Unauthorized' })
	})

	test('a password change ends other sessions; the session that changed it carries on', async () => {
		const account = await signUp()
		const laptop = await signIn(account.email, account.password)
		const phone = await signIn(account.email, account.password)
		const changed = await call(
			updateApi.action,
			jsonRequest(
				`/api/user/update/${laptop.id}`,
				{ password: 'a brand new password', currentPassword: account.password },
				{ cookie: laptop.cookie },
			),
			{ id: laptop.id },
		)
		expect(changed.status).toBe(200)
		const laptopCookie = cookieOf(changed)
		expect(
			(await call(userApi.loader, getRequest(`/api/user/${laptop.id}`, { cookie: phone.cookie }), { id: laptop.id }))
				.status,
		).toBe(401)
		expect(
			(await call(userApi.loader, getRequest(`/api/user/${laptop.id}`, { cookie: laptopCookie }), { id: laptop.id }))
				.status,
		).toBe(200)
		await signIn(account.email, 'a brand new password')
	})
})

describe('/api/user', () => {
	test('GET /api/user/:id needs a session, answers 404 for unknown or malformed ids', async () => {
		const account = await signUp()
		const { cookie, id } = await signIn(account.email, account.password)
		expect((await call(userApi.loader, getRequest(`/api/user/${id}`), { id })).status).toBe(401)
		const ok = await call(userApi.loader, getRequest(`/api/user/${id}`, { cookie }), { id })
		expect(await ok.json()).toMatchObject({ _id: id, username: account.username, email: account.email })
		for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
			const response = await call(userApi.loader, getRequest(`/api/user/x`, { cookie }), { id: unknown })
			expect(response.status).toBe(404)
			expect(((await response.json()) as { message: string }).message).toBe('User not found!')
		}
	})

	test('GET /api/user/:id gives the address of a member only when they chose to show it, and always to the account itself', async () => {
		const seeker = await signUp()
		const landlord = await signUp()
		const { cookie, id: seekerId } = await signIn(seeker.email, seeker.password)
		const { cookie: landlordCookie, id: landlordId } = await signIn(landlord.email, landlord.password)
		const db = await getDb()
		await db
			.insert(listings)
			.values({ name: 'Flat to let', description: 'Bright.', address: '3 Way', userRef: landlordId })

		const landlordSeen = () =>
			call(userApi.loader, getRequest(`/api/user/${landlordId}`, { cookie }), { id: landlordId }).then(
				(response) => response.json() as Promise<Record<string, unknown>>,
			)
		// A listing no longer hands out its owner's address: contact goes through messages.
		const hidden = await landlordSeen()
		expect(hidden).toMatchObject({ _id: landlordId, username: landlord.username })
		expect(hidden).not.toHaveProperty('email')
		expect(JSON.stringify(hidden)).not.toContain(landlord.email)
		// Unless the owner turns on 'Show my e-mail address on my listings'.
		const shown = await call(
			updateApi.action,
			jsonRequest(`/api/user/update/${landlordId}`, { showEmail: true }, { cookie: landlordCookie }),
			{ id: landlordId },
		)
		expect(await shown.json()).toMatchObject({ showEmail: true, email: landlord.email })
		expect(await landlordSeen()).toMatchObject({ _id: landlordId, email: landlord.email })
		// The account itself always sees its own address.
		const own = await call(userApi.loader, getRequest(`/api/user/${landlordId}`, { cookie: landlordCookie }), {
			id: landlordId,
		})
		expect(await own.json()).toMatchObject({ email: landlord.email, showEmail: true })
		// The seeker who wrote to the landlord: their name, never their address.
		const seekerSeen = (await (
			await call(userApi.loader, getRequest(`/api/user/${seekerId}`, { cookie: landlordCookie }), { id: seekerId })
		).json()) as Record<string, unknown>
		expect(seekerSeen).toMatchObject({ _id: seekerId, username: seeker.username })
		expect(seekerSeen).not.toHaveProperty('email')
		expect(JSON.stringify(seekerSeen)).not.toContain(seeker.email)
	})

	test('a user can update only their own account', async () => {
		const owner = await signUp()
		const other = await signUp()
		const { cookie } = await signIn(owner.email, owner.password)
		const { id: otherId } = await signIn(other.email, other.password)
		const response = await call(
			updateApi.action,
			jsonRequest(`/api/user/update/${otherId}`, { username: 'hijacked' }, { cookie }),
			{ id: otherId },
		)
		expect(response.status).toBe(403)
		expect(((await response.json()) as { message: string }).message).toBe('You can only update your own account!')
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, otherId))
		expect(row!.username).toBe(other.username)
	})

	test('update changes only the fields sent; conflicts are 409 and invalid input 400', async () => {
		const owner = await signUp()
		const other = await signUp()
		const { cookie, id } = await signIn(owner.email, owner.password)
		const update = (body: unknown) =>
			call(updateApi.action, jsonRequest(`/api/user/update/${id}`, body, { cookie }), { id })

		const renamed = await update({ username: 'renamed-owner', avatar: 'https://cdn.example/a.png' })
		expect(renamed.status).toBe(200)
		expect(await renamed.json()).toMatchObject({
			username: 'renamed-owner',
			email: owner.email,
			avatar: 'https://cdn.example/a.png',
		})

		const conflict = await update({ email: other.email, currentPassword: owner.password })
		expect(conflict.status).toBe(409)
		expect(((await conflict.json()) as { message: string }).message).toBe('Email is already in use')

		const invalid = await update({ avatar: 'javascript:alert(1)' })
		expect(invalid.status).toBe(400)
		expect(((await invalid.json()) as { message: string }).message).toBe(
			'Image address must be an http(s) URL or a photo uploaded to this site',
		)
	})

	test('delete needs to be the owner; the user and their listings disappear at once and the session ends', async () => {
		const owner = await signUp()
		const other = await signUp()
		const { cookie, id } = await signIn(owner.email, owner.password)
		const { id: otherId } = await signIn(other.email, other.password)
		const db = await getDb()
		await db
			.insert(listings)
			.values({ name: 'Sunny flat by the canal', description: 'Bright.', address: '3 Canal St', userRef: id })

		const forbidden = await call(
			deleteApi.action,
			jsonRequest(`/api/user/delete/${otherId}`, undefined, { method: 'DELETE', cookie }),
			{ id: otherId },
		)
		expect(forbidden.status).toBe(403)
		expect(((await forbidden.json()) as { message: string }).message).toBe('You can only delete your own account!')

		const deleted = await call(
			deleteApi.action,
			jsonRequest(`/api/user/delete/${id}`, { currentPassword: owner.password }, { method: 'DELETE', cookie }),
			{ id },
		)
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toBe('User has been deleted!')
		// Kept for 7 days so that its owner can restore it (tests/account-takeover.test.ts), but gone for everyone.
		const [row] = await db.select().from(users).where(eq(users.id, id))
		expect(row!.deletedAt).not.toBeNull()
		const listingsLeft = await db.select().from(listings).where(eq(listings.userRef, id))
		expect(listingsLeft.map((listing) => listing.ownerActive)).toEqual([false])
		const otherCookie = (await signIn(other.email, other.password)).cookie
		expect((await call(userApi.loader, getRequest(`/api/user/${id}`, { cookie: otherCookie }), { id })).status).toBe(
			404,
		)
		expect((await call(userApi.loader, getRequest(`/api/user/${otherId}`, { cookie }), { id: otherId })).status).toBe(
			401,
		)
	})

	test('GET /api/user/listings/:id lists only one’s own listings, newest first', async () => {
		const owner = await signUp()
		const other = await signUp()
		const { cookie, id } = await signIn(owner.email, owner.password)
		const { id: otherId } = await signIn(other.email, other.password)
		const db = await getDb()
		await db.insert(listings).values([
			{
				name: 'Older cottage in the hills',
				description: 'Quiet.',
				address: '1 Hill Rd',
				userRef: id,
				createdAt: new Date('2026-01-01'),
			},
			{
				name: 'Newer loft near the station',
				description: 'Central.',
				address: '2 Rail St',
				userRef: id,
				createdAt: new Date('2026-06-01'),
			},
		])
		const mine = await call(listingsApi.loader, getRequest(`/api/user/listings/${id}`, { cookie }), { id })
		expect(((await mine.json()) as Array<{ name: string }>).map((listing) => listing.name)).toEqual([
			'Newer loft near the station',
			'Older cottage in the hills',
		])
		const theirs = await call(listingsApi.loader, getRequest(`/api/user/listings/${otherId}`, { cookie }), {
			id: otherId,
		})
		expect(theirs.status).toBe(403)
		expect(((await theirs.json()) as { message: string }).message).toBe('You can only view your own listings!')
	})
})
