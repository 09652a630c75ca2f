import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { users } from '~/db/schema'
import { createUser } from '~/models/user.server'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as signOutRoute from '~/routes/_auth+/sign-out'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as profilePage from '~/routes/_profile+/profile'
import * as profileDeletePage from '~/routes/_profile+/profile_.delete'
import { readFlash } from '~/utils/flash.server'
import { cookieOf, formRequest, getRequest, responseOf, run, unwrap } from './support/requests'

type FormReply = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

let counter = 0
async function newAccount(password = 'correct horse battery') {
	counter += 1
	const user = await createUser({ username: `pages${counter}`, email: `pages${counter}@example.com`, password })
	return { ...user, password }
}

async function signInCookie(email: string, password: string, extra: Record<string, string> = {}) {
	const response = await responseOf(run(signInPage.action, formRequest('/sign-in', { email, password, ...extra })))
	expect(response.status).toBe(302)
	return { cookie: cookieOf(response), response }
}

describe('sign-up page', () => {
	test('creates the account and goes to sign-in', async () => {
		const response = await responseOf(
			run(
				signUpPage.action,
				formRequest('/sign-up', { username: 'newcomer', email: 'newcomer@example.com', password: 'password123' }),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/sign-in?signedUp=1')
		const db = await getDb()
		expect(await db.select().from(users).where(eq(users.username, 'newcomer'))).toHaveLength(1)
	})

	test('shows the problems beneath the form and keeps what was typed, except the password', async () => {
		const { status, data } = unwrap<FormReply>(
			await run(
				signUpPage.action,
				formRequest('/sign-up', { username: 'ok-name', email: 'broken', password: 'short' }),
			),
		)
		expect(status).toBe(400)
		expect(data.result.error).toMatchObject({
			email: ['Enter a valid e-mail address'],
			password: ['Password must be at least 8 characters'],
		})
		expect(data.result.initialValue).toMatchObject({ username: 'ok-name', email: 'broken' })
		expect(data.result.initialValue).not.toHaveProperty('password')
	})

	test('a taken e-mail is answered on its field with 409', async () => {
		const existing = await newAccount()
		const { status, data } = unwrap<FormReply>(
			await run(
				signUpPage.action,
				formRequest('/sign-up', {
					username: 'fresh-name',
					email: existing.email.toUpperCase(),
					password: 'password123',
				}),
			),
		)
		expect(status).toBe(409)
		expect(data.result.error).toMatchObject({ email: ['E-mail is already in use'] })
	})

	test('a signed-in visitor is sent home', async () => {
		const account = await newAccount()
		const { cookie } = await signInCookie(account.email, account.password)
		const response = await responseOf(run(signUpPage.loader, getRequest('/sign-up', { cookie })))
		expect(response.headers.get('Location')).toBe('/')
	})
})

describe('sign-in page', () => {
	test('signs in with a browser-session cookie and goes home', async () => {
		const account = await newAccount()
		const { response } = await signInCookie(account.email, account.password)
		expect(response.headers.get('Location')).toBe('/')
		expect(response.headers.get('Set-Cookie')).not.toMatch(/Max-Age|Expires/)
	})

	test('remember me keeps the session for 30 days', async () => {
		const account = await newAccount()
		const { response } = await signInCookie(account.email, account.password, { remember: 'on' })
		expect(response.headers.get('Set-Cookie')).toMatch(/Max-Age=2592000/)
	})

	test('returns to redirectTo on this site only', async () => {
		const account = await newAccount()
		const back = await signInCookie(account.email, account.password, { redirectTo: '/create-listing?draft=1' })
		expect(back.response.headers.get('Location')).toBe('/create-listing?draft=1')
		for (const evil of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
			const { response } = await signInCookie(account.email, account.password, { redirectTo: evil })
			expect(response.headers.get('Location')).toBe('/')
		}
	})

	test('a wrong password and an unknown e-mail read the same, in red beneath the form', async () => {
		const account = await newAccount()
		const wrong = unwrap<{ result: { error: Record<string, string[]> } }>(
			await run(signInPage.action, formRequest('/sign-in', { email: account.email, password: 'not-it-at-all' })),
		)
		const unknown = unwrap<{ result: { error: Record<string, string[]> } }>(
			await run(signInPage.action, formRequest('/sign-in', { email: 'ghost@example.com', password: 'not-it-at-all' })),
		)
		expect(wrong.status).toBe(401)
		expect(unknown.status).toBe(401)
		expect(wrong.data.result.error['']).toEqual(['Wrong credentials!'])
		expect(unknown.data.result.error['']).toEqual(['Wrong credentials!'])
	})
})

describe('profile', () => {
	test('a signed-out visitor is sent to sign-in and back', async () => {
		const response = await responseOf(run(profilePage.loader, getRequest('/profile')))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/sign-in?redirectTo=%2Fprofile')
	})

	test('update: a blank username or e-mail is pointed out, not read as "unchanged" with a success message', async () => {
		const account = await newAccount()
		const { cookie } = await signInCookie(account.email, account.password)
		const answer = unwrap<{ result: { error: Record<string, string[]> } }>(
			await run(profilePage.action, formRequest('/profile', { username: '', email: '', password: '' }, { cookie })),
		)
		expect(answer.status).toBe(400)
		expect(answer.data.result.error).toMatchObject({
			username: ['Username is required'],
			email: ['E-mail is required'],
		})
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, account.id))
		expect(row).toMatchObject({ username: account.username, email: account.email })
	})

	test('update: changed fields are saved, a blank password is left alone', async () => {
		const account = await newAccount()
		const { cookie } = await signInCookie(account.email, account.password)
		const response = await responseOf(
			run(
				profilePage.action,
				formRequest('/profile', { username: 'renamed', email: account.email, password: '' }, { cookie }),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/profile')
		expect(response.headers.get('Set-Cookie')).toMatch(/flash=/)
		// The next page reads the message; a flash cookie the site did not sign is not shown.
		const flashCookie = response.headers.get('Set-Cookie')!.match(/flash=[^;]+/)![0]
		const flashed = await readFlash(getRequest('/profile', { cookie: flashCookie }))
		expect(flashed.flash).toEqual({ kind: 'success', message: expect.any(String) })
		const forged = `flash=${btoa(JSON.stringify({ kind: 'success', message: 'Call us on 555-0100' }))}`
		expect((await readFlash(getRequest('/profile', { cookie: forged }))).flash).toBeNull()
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, account.id))
		expect(row!.username).toBe('renamed')
		expect(row!.passwordHash).toBe(account.passwordHash)
		await signInCookie(account.email, account.password)
	})

	test('sign-out ends the session: the same cookie no longer opens the profile', async () => {
		const account = await newAccount()
		const { cookie } = await signInCookie(account.email, account.password)
		const out = await responseOf(run(signOutRoute.action, formRequest('/sign-out', {}, { cookie })))
		expect(out.headers.get('Location')).toBe('/')
		const after = await responseOf(run(profilePage.loader, getRequest('/profile', { cookie })))
		expect(after.headers.get('Location')).toMatch(/^\/sign-in/)
	})

	test('deleting the account needs its current password: none or a wrong one changes nothing', async () => {
		const account = await newAccount()
		const { cookie } = await signInCookie(account.email, account.password)
		const db = await getDb()
		for (const [fields, status, message] of [
			[{}, 400, 'Enter your current password to delete your account'],
			[{ currentPassword: 'not the password' }, 401, 'Current password is wrong'],
		] as const) {
			const { status: answered, data } = unwrap<FormReply>(
				await run(profileDeletePage.action, formRequest('/profile/delete', fields, { cookie })),
			)
			expect(answered).toBe(status)
			expect(data.result.error).toMatchObject({ currentPassword: [message] })
			const [row] = await db.select().from(users).where(eq(users.id, account.id))
			expect(row!.deletedAt).toBeNull()
		}
		const response = await responseOf(
			run(profileDeletePage.action, formRequest('/profile/delete', { currentPassword: account.password }, { cookie })),
		)
		expect(response.headers.get('Location')).toBe('/')
		const [row] = await db.select().from(users).where(eq(users.id, account.id))
		expect(row!.deletedAt).not.toBeNull()
	})
})
