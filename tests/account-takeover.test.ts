// Accounts that a minute with someone else's session, or a pre-registered address, cannot take over:
// Google sign-in on an unverified account, re-authentication before changes that could take the
// account over, on the pages and the API (with the notices and the undo link they mail, which gives
// the account back whatever was done since), the account that belongs to whoever confirms its address
// (and ADMIN_EMAILS's rights with it, logged), deleting an account that can be restored for 7 days,
// and changes of a Google-only account confirmed by mail. In process, on this
// file's database, with the mail going through the job queue to an SMTP sink on loopback.
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { auditLog, authTokens, listings, users } from '~/db/schema'
import { createUser, getUserById } from '~/models/user.server'
import * as confirmPage from '~/routes/_auth+/account.confirm'
import * as restorePage from '~/routes/_auth+/account.restore'
import * as undoPage from '~/routes/_auth+/account.undo-email-change'
import * as googlePage from '~/routes/_auth+/auth.google'
import * as googleCallback from '~/routes/_auth+/auth.google_.callback'
import * as forgotPasswordPage from '~/routes/_auth+/forgot-password'
import * as resetPasswordPage from '~/routes/_auth+/reset-password'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as verifyPage from '~/routes/_auth+/verify-email'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as profilePage from '~/routes/_profile+/profile'
import * as profileDeletePage from '~/routes/_profile+/profile_.delete'
import * as googleApi from '~/routes/api+/auth.google'
import * as signInApi from '~/routes/api+/auth.signin'
import * as signUpApi from '~/routes/api+/auth.signup'
import * as searchApi from '~/routes/api+/listing.get'
import * as userApi from '~/routes/api+/user.$id'
import * as deleteApi from '~/routes/api+/user.delete.$id'
import * as updateApi from '~/routes/api+/user.update.$id'
import { purgeExpiredAccounts } from '~/services/account.server'
import { getUser } from '~/services/auth.server'
import { isAdministrator, suspendMember } from '~/services/trust-and-safety.server'
import { LINK_EXPIRED } from '~/utils/messages'
import { startGoogleStandIn } from './support/google-stand-in'
import { deliverMailToSink } from './support/mail-delivery'
import { cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { type ReceivedMail } from './support/smtp-sink'

/** Addresses ADMIN_EMAILS lists: each test that needs one has its own. */
const CHIEF = {
	signUp: 'chief-signup@homestead.example',
	change: 'chief-change@homestead.example',
	reset: 'chief-reset@homestead.example',
	google: 'chief-google@homestead.example',
}

// All before the configuration is first read (by the mail worker starting).
const google = await startGoogleStandIn()
Object.assign(process.env, google.env, { ADMIN_EMAILS: Object.values(CHIEF).join(',') })
const delivery = await deliverMailToSink()
afterAll(async () => {
	for (const name of [...Object.keys(google.env), 'ADMIN_EMAILS']) delete process.env[name]
	await google.stop()
})

const PASSWORD = 'correct horse battery'
let counter = 0

/** A new account (its address not verified) and the cookie of a session signed in through the API. */
async function account(prefix: string, { verified = false } = {}) {
	counter += 1
	const name = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`
	const user = await createUser({ username: name, email: `${name}@example.com`, password: PASSWORD })
	if (verified) {
		const db = await getDb()
		await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id))
	}
	return { ...user, cookie: await signIn(user.email, PASSWORD) }
}

const googleToken = (sub: string, email: string) => google.idToken({ sub, email })

const apiSignIn = (email: string, password: string) =>
	responseOf(run(signInApi.action, jsonRequest('/api/auth/signin', { email, password })))

async function signIn(email: string, password: string) {
	const response = await apiSignIn(email, password)
	expect(response.status).toBe(200)
	return cookieOf(response)
}

/** Whether a cookie still signs anyone in. */
const signedInWith = async (cookie: string) => Boolean(await getUser(getRequest('/', { cookie })))
/** Whether a cookie signs in an administrator. */
async function adminWith(cookie: string) {
	const user = await getUser(getRequest('/', { cookie }))
	return Boolean(user && isAdministrator(user))
}

/** The audit log's entries about an account, oldest first. */
async function auditOf(userId: string) {
	const db = await getDb()
	return db.select().from(auditLog).where(eq(auditLog.subjectId, userId)).orderBy(auditLog.id)
}

/** The token of the link to `path` in a mail. */
function tokenIn(mail: ReceivedMail, path: string) {
	const match = mail.text?.match(new RegExp(`https://homestead\\.example${path}\\?token=([\\w-]+)`))
	expect(match, `a ${path} link in "${mail.subject}"`).not.toBeNull()
	return match![1]!
}

/** The one mail with this subject that reached `to`, once every queued mail has been sent. */
async function onlyMail(to: string, subject: string) {
	await delivery.allSent()
	const mails = delivery.received().filter((mail) => mail.envelopeTo.includes(to) && mail.subject === subject)
	expect(mails, `one mail "${subject}" to ${to}`).toHaveLength(1)
	return mails[0]!
}

const subjectsTo = async (to: string) => {
	await delivery.allSent()
	return delivery
		.received()
		.filter((mail) => mail.envelopeTo.includes(to))
		.map((mail) => mail.subject)
}

const apiUpdate = (user: { id: string; cookie: string }, body: unknown) =>
	responseOf(
		run(updateApi.action, jsonRequest(`/api/user/update/${user.id}`, body, { cookie: user.cookie }), { id: user.id }),
	)

type FormReply = { result: { error?: Record<string, string[] | null> } }

describe('Google sign-in for an address already signed up', () => {
	test('an account whose address was never verified is taken back: its sessions, password and links end', async () => {
		// The attacker signs up with the victim's address and his own password, and stays signed in.
		const attacker = await account('prereg')
		const db = await getDb()
		await db.insert(authTokens).values({
			tokenHash: 'a-pending-link-of-the-attackers',
			purpose: 'reset-password',
			userId: attacker.id,
			email: attacker.email,
			expiresAt: new Date(Date.now() + 60 * 60 * 1000),
		})

		// The victim, who owns the address, signs in with Google.
		const response = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub: 'g-victim', email: attacker.email }) }),
			),
		)
		expect(response.status).toBe(200)
		const victimCookie = cookieOf(response)
		expect(await signedInWith(victimCookie)).toBe(true)

		// The attacker's session, password and pending links no longer work.
		expect(await signedInWith(attacker.cookie)).toBe(false)
		expect((await apiSignIn(attacker.email, PASSWORD)).status).toBe(401)
		const [row] = await db.select().from(users).where(eq(users.id, attacker.id))
		expect(row).toMatchObject({ passwordHash: null, googleId: 'g-victim', emailVerified: true })
		expect(await db.select().from(authTokens).where(eq(authTokens.userId, attacker.id))).toEqual([])

		const notice = await onlyMail(attacker.email, 'Google sign-in was added to your account')
		expect(notice.text).toContain('its password was removed')
	})

	test('a verified account is linked as it is: its password and sessions keep working; it is told', async () => {
		const owner = await account('linked', { verified: true })
		const response = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub: 'g-linked', email: owner.email }) }),
			),
		)
		expect(((await response.json()) as { _id: string })._id).toBe(owner.id)
		expect(await signedInWith(owner.cookie)).toBe(true)
		expect((await apiSignIn(owner.email, PASSWORD)).status).toBe(200)
		const notice = await onlyMail(owner.email, 'Google sign-in was added to your account')
		expect(notice.text).not.toContain('password was removed')

		// Signing in with Google again adds nothing, so tells nothing.
		await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub: 'g-linked', email: owner.email }) }),
			),
		)
		await onlyMail(owner.email, 'Google sign-in was added to your account')
	})
})

describe('changes that could take an account over need its current password', () => {
	const profilePost = (user: { cookie: string; username: string }, fields: Record<string, string>) =>
		run(profilePage.action, formRequest('/profile', { username: user.username, ...fields }, { cookie: user.cookie }))

	test('the profile refuses a new address or password without the current password, or with a wrong one', async () => {
		const owner = await account('reauth')
		for (const [fields, status, message] of [
			[
				{ email: 'taken-over@example.com' },
				400,
				'Enter your current password to change your e-mail address or password',
			],
			[
				{ email: owner.email, password: 'attacker password' },
				400,
				'Enter your current password to change your e-mail address or password',
			],
			[{ email: 'taken-over@example.com', currentPassword: 'a guess' }, 401, 'Current password is wrong'],
		] as const) {
			const { status: answered, data } = unwrap<FormReply>(await profilePost(owner, fields))
			expect(answered).toBe(status)
			expect(data.result.error).toMatchObject({ currentPassword: [message] })
		}
		const stored = await getUserById(owner.id)
		expect(stored!.email).toBe(owner.email)
		expect(stored!.passwordHash).toBe(owner.passwordHash)
		expect(await subjectsTo(owner.email)).toEqual([])
		// A change that could not take the account over needs no password.
		const renamed = await responseOf(profilePost(owner, { email: owner.email, username: `${owner.username}-r` }))
		expect(renamed.status).toBe(302)
		expect((await getUserById(owner.id))!.username).toBe(`${owner.username}-r`)
	})

	test('with it, a new address is made: the old address is told, with a link that undoes the change for 7 days', async () => {
		const owner = await account('mover')
		const moved = await responseOf(
			profilePost(owner, { email: `${owner.username}-new@example.com`, currentPassword: PASSWORD }),
		)
		expect(moved.status).toBe(302)
		const cookie = cookieOf(moved)
		expect((await getUserById(owner.id))!.email).toBe(`${owner.username}-new@example.com`)
		const notice = await onlyMail(owner.email, 'Your Homestead e-mail address was changed')
		expect(notice.text).toContain(`${owner.username}-new@example.com`)
		await onlyMail(`${owner.username}-new@example.com`, 'Confirm your e-mail address for Homestead')
		const token = tokenIn(notice, '/account/undo-email-change')

		// Opening the link (or a mail scanner fetching it) changes nothing: it shows the button.
		const opened = unwrap<{ email: string | null }>(
			await run(undoPage.loader, getRequest(`/account/undo-email-change?token=${token}`)),
		)
		expect(opened).toMatchObject({ status: 200, data: { email: owner.email } })
		expect((await getUserById(owner.id))!.email).toBe(`${owner.username}-new@example.com`)

		const undone = unwrap<{ email: string | null }>(
			await run(undoPage.action, formRequest('/account/undo-email-change', { token })),
		)
		expect(undone).toMatchObject({ status: 200, data: { email: owner.email } })
		const back = (await getUserById(owner.id))!
		expect(back).toMatchObject({ email: owner.email, emailVerified: true })
		// Whoever made the change is signed out everywhere.
		expect(await signedInWith(cookie)).toBe(false)
		const again = unwrap<{ error: string | null }>(
			await run(undoPage.action, formRequest('/account/undo-email-change', { token })),
		)
		expect(again).toMatchObject({ status: 400, data: { error: LINK_EXPIRED } })
	})

	test('the undo link works for 7 days and not a moment longer', async () => {
		const owner = await account('latemover')
		await responseOf(profilePost(owner, { email: `${owner.username}-x@example.com`, currentPassword: PASSWORD }))
		const token = tokenIn(
			await onlyMail(owner.email, 'Your Homestead e-mail address was changed'),
			'/account/undo-email-change',
		)
		const db = await getDb()
		const [link] = await db.select().from(authTokens).where(eq(authTokens.purpose, 'undo-email-change'))
		const open = () => run(undoPage.loader, getRequest(`/account/undo-email-change?token=${token}`))
		const madeAt = link!.createdAt.getTime()
		// Made within the same second as the row, the link's end is 7 days on.
		expect(Math.abs(link!.expiresAt.getTime() - madeAt - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(1000)
		await db
			.update(authTokens)
			.set({ expiresAt: new Date(Date.now() + 1000) })
			.where(eq(authTokens.tokenHash, link!.tokenHash))
		expect(unwrap(await open()).status).toBe(200)
		await db
			.update(authTokens)
			.set({ expiresAt: new Date(Date.now() - 1) })
			.where(eq(authTokens.tokenHash, link!.tokenHash))
		expect(unwrap(await open()).status).toBe(400)
	})

	test('a new password is told to the address the account had before the change', async () => {
		const owner = await account('both')
		const newAddress = `${owner.username}-b@example.com`
		const changed = await responseOf(
			profilePost(owner, { email: newAddress, password: 'a whole new secret', currentPassword: PASSWORD }),
		)
		expect(changed.status).toBe(302)
		await onlyMail(owner.email, 'Your Homestead password was changed')
		expect(await subjectsTo(newAddress)).not.toContain('Your Homestead password was changed')
	})

	test('the API asks for currentPassword to change the password (400 without, 401 wrong), and changes nothing', async () => {
		const owner = await account('apipw')
		const missing = await apiUpdate(owner, { password: 'attacker password' })
		expect(missing.status).toBe(400)
		expect(await missing.json()).toMatchObject({ message: 'Current password is required to change the password' })
		const wrong = await apiUpdate(owner, { password: 'attacker password', currentPassword: 'a guess' })
		expect(wrong.status).toBe(401)
		expect(await wrong.json()).toMatchObject({ message: 'Current password is wrong' })
		expect((await getUserById(owner.id))!.passwordHash).toBe(owner.passwordHash)
		expect(await signedInWith(owner.cookie)).toBe(true)

		const right = await apiUpdate(owner, { password: 'a whole new secret', currentPassword: PASSWORD })
		expect(right.status).toBe(200)
		expect((await apiSignIn(owner.email, 'a whole new secret')).status).toBe(200)
		await onlyMail(owner.email, 'Your Homestead password was changed')
	})

	test('the API asks for currentPassword to change the e-mail address (400 without, 401 wrong), and changes nothing', async () => {
		const owner = await account('apimail')
		const thief = `${owner.username}-thief@example.com`
		const missing = await apiUpdate(owner, { email: thief })
		expect(missing.status).toBe(400)
		expect(await missing.json()).toMatchObject({ message: 'Current password is required to change the e-mail address' })
		const wrong = await apiUpdate(owner, { email: thief, currentPassword: 'a guess' })
		expect(wrong.status).toBe(401)
		expect(await wrong.json()).toMatchObject({ message: 'Current password is wrong' })
		expect((await getUserById(owner.id))!.email).toBe(owner.email)
		expect(await subjectsTo(owner.email)).toEqual([])
		expect(await subjectsTo(thief)).toEqual([])

		// Other details need no password.
		const renamed = await apiUpdate(owner, { username: `${owner.username}-r` })
		expect(renamed.status).toBe(200)
		const right = await apiUpdate(owner, { email: thief.replace('-thief', '-new'), currentPassword: PASSWORD })
		expect(right.status).toBe(200)
		expect(await right.json()).toMatchObject({ email: thief.replace('-thief', '-new'), emailVerified: false })
		await onlyMail(owner.email, 'Your Homestead e-mail address was changed')
	})

	test('the API deletes an account only with its current password: 400 without it (an old client sends no body), 401 wrong', async () => {
		const owner = await account('apidelete')
		const remove = (body?: unknown) =>
			responseOf(
				run(
					deleteApi.action,
					jsonRequest(`/api/user/delete/${owner.id}`, body, { method: 'DELETE', cookie: owner.cookie }),
					{ id: owner.id },
				),
			)
		for (const [body, status, message] of [
			[undefined, 400, 'Current password is required to delete the account'],
			[{}, 400, 'Current password is required to delete the account'],
			[{ currentPassword: 'a guess' }, 401, 'Current password is wrong'],
		] as const) {
			const refused = await remove(body)
			expect(refused.status).toBe(status)
			expect(await refused.json()).toMatchObject({ message })
		}
		// Without any body or content type at all, as the original client sent it.
		const bare = await responseOf(
			run(
				deleteApi.action,
				new Request(`http://localhost/api/user/delete/${owner.id}`, {
					method: 'DELETE',
					headers: { Cookie: owner.cookie },
				}),
				{ id: owner.id },
			),
		)
		expect(bare.status).toBe(400)
		expect((await getUserById(owner.id))?.deletedAt).toBeNull()
		expect(await signedInWith(owner.cookie)).toBe(true)
		expect(await subjectsTo(owner.email)).toEqual([])

		const deleted = await remove({ currentPassword: PASSWORD })
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toBe('User has been deleted!')
		expect(await getUserById(owner.id)).toBeUndefined()
	})

	test('guesses of the password to delete count as failed sign-ins too: after 10, even the right one is refused', async () => {
		const owner = await account('deleteguesser')
		const remove = (currentPassword: string) =>
			responseOf(
				run(
					deleteApi.action,
					jsonRequest(`/api/user/delete/${owner.id}`, { currentPassword }, { method: 'DELETE', cookie: owner.cookie }),
					{ id: owner.id },
				),
			)
		for (let guess = 1; guess <= 10; guess++)
			expect((await remove(`guess ${guess}`)).status, `guess ${guess}`).toBe(401)
		expect((await remove(PASSWORD)).status).toBe(429)
		expect((await getUserById(owner.id))?.deletedAt).toBeNull()
	})

	test('guesses of the current password count as failed sign-ins: the 11th from one address is refused', async () => {
		const owner = await account('guesser')
		for (let guess = 1; guess <= 10; guess++) {
			const answer = await apiUpdate(owner, { password: 'attacker password', currentPassword: `guess ${guess}` })
			expect(answer.status, `guess ${guess}`).toBe(401)
		}
		const refused = await apiUpdate(owner, { password: 'attacker password', currentPassword: PASSWORD })
		expect(refused.status).toBe(429)
		expect((await getUserById(owner.id))!.passwordHash).toBe(owner.passwordHash)
	})
})

describe('the undo link of an address change gives the account back to the address it had', () => {
	const undo = (token: string) =>
		run(undoPage.action, formRequest('/account/undo-email-change', { token })).then((result) =>
			unwrap<{ email: string | null; error: string | null }>(result),
		)
	const apiAs = (cookie: string, id: string) => ({ id, cookie })
	const apiDelete = (user: { id: string; cookie: string }, currentPassword: string) =>
		responseOf(
			run(
				deleteApi.action,
				jsonRequest(`/api/user/delete/${user.id}`, { currentPassword }, { method: 'DELETE', cookie: user.cookie }),
				{ id: user.id },
			),
		)

	test('after a thief who knew the password moved the address, changed the password and deleted the account', async () => {
		const owner = await account('robbed', { verified: true })
		const db = await getDb()
		const [listing] = await db
			.insert(listings)
			.values({
				name: `Cottage of ${owner.username}`,
				description: 'Thatched.',
				address: '2 Elm Row',
				userRef: owner.id,
			})
			.returning()
		const thiefAddress = `${owner.username}-thief@example.com`
		const thief = apiAs(await signIn(owner.email, PASSWORD), owner.id)

		const moved = await apiUpdate(thief, { email: thiefAddress, currentPassword: PASSWORD })
		expect(moved.status).toBe(200)
		thief.cookie = cookieOf(moved)
		const renewed = await apiUpdate(thief, { password: 'the thief chose this', currentPassword: PASSWORD })
		expect(renewed.status).toBe(200)
		thief.cookie = cookieOf(renewed)
		expect((await apiDelete(thief, 'the thief chose this')).status).toBe(200)
		const restoreToken = tokenIn(await onlyMail(thiefAddress, 'Your Homestead account was deleted'), '/account/restore')

		// The owner's link still opens, and gives everything back.
		const token = tokenIn(
			await onlyMail(owner.email, 'Your Homestead e-mail address was changed'),
			'/account/undo-email-change',
		)
		const opened = unwrap<{ email: string | null }>(
			await run(undoPage.loader, getRequest(`/account/undo-email-change?token=${token}`)),
		)
		expect(opened).toMatchObject({ status: 200, data: { email: owner.email } })
		expect(await undo(token)).toMatchObject({ status: 200, data: { email: owner.email } })
		const back = (await getUserById(owner.id))!
		expect(back).toMatchObject({ email: owner.email, emailVerified: true, deletedAt: null, passwordHash: null })
		const [shown] = await db.select().from(listings).where(eq(listings.id, listing!.id))
		expect(shown!.ownerActive).toBe(true)

		// Neither the thief's session, nor his password, nor the restore link mailed to him works.
		expect(await signedInWith(thief.cookie)).toBe(false)
		expect((await apiSignIn(owner.email, 'the thief chose this')).status).toBe(401)
		expect((await apiSignIn(thiefAddress, 'the thief chose this')).status).toBe(401)
		expect(
			unwrap<{ restored: boolean }>(
				await run(restorePage.action, formRequest('/account/restore', { token: restoreToken })),
			).status,
		).toBe(400)

		// The owner chooses a new password with the link mailed to the address given back.
		const reset = tokenIn(await onlyMail(owner.email, 'Reset your Homestead password'), '/reset-password')
		const chosen = await responseOf(
			run(resetPasswordPage.action, formRequest('/reset-password', { token: reset, password: 'mine again 123' })),
		)
		expect(chosen.status).toBe(302)
		expect((await apiSignIn(owner.email, 'mine again 123')).status).toBe(200)
		expect((await undo(token)).status).toBe(400)
	})

	test('a later change undone first leaves the earlier link working; Google sign-in is as it was before the change', async () => {
		const owner = await account('twice', { verified: true })
		const db = await getDb()
		await db
			.update(users)
			.set({ googleId: `g-owner-${owner.id}` })
			.where(eq(users.id, owner.id))
		const first = `${owner.username}-t1@example.com`
		const second = `${owner.username}-t2@example.com`
		const thief = apiAs(owner.cookie, owner.id)
		for (const email of [first, second]) {
			const moved = await apiUpdate(thief, { email, currentPassword: PASSWORD })
			expect(moved.status).toBe(200)
			thief.cookie = cookieOf(moved)
		}
		// The thief links his own Google account, whose address is the second one.
		const google = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', { idToken: await googleToken(`g-thief-${owner.id}`, second) }),
			),
		)
		expect(((await google.json()) as { _id: string })._id).toBe(owner.id)
		const ownersLink = tokenIn(
			await onlyMail(owner.email, 'Your Homestead e-mail address was changed'),
			'/account/undo-email-change',
		)
		const thiefsLink = tokenIn(
			await onlyMail(first, 'Your Homestead e-mail address was changed'),
			'/account/undo-email-change',
		)

		// The thief undoes his own later change, back to his first address: the owner's link still works.
		expect(await undo(thiefsLink)).toMatchObject({ status: 200, data: { email: first } })
		expect(await undo(ownersLink)).toMatchObject({ status: 200, data: { email: owner.email } })
		expect((await getUserById(owner.id))!.googleId).toBe(`g-owner-${owner.id}`)
		const thiefsGoogle = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', { idToken: await googleToken(`g-thief-${owner.id}`, second) }),
			),
		)
		expect(((await thiefsGoogle.json()) as { _id: string })._id).not.toBe(owner.id)
		// Every other link of the account died with the owner's.
		expect(await db.select().from(authTokens).where(eq(authTokens.userId, owner.id))).toEqual([
			expect.objectContaining({ purpose: 'reset-password' }),
		])
	})
})

describe('whoever confirms an address owns the account: nobody holds rights earned by someone else’s address', () => {
	/** Signs up through the API, as anyone may with any address, and signs in. */
	async function signUpAs(email: string, password = PASSWORD) {
		const username = `${email.split('@')[0]}${++counter}`.replace(/[^\w.-]/g, '')
		const made = await responseOf(run(signUpApi.action, jsonRequest('/api/auth/signup', { username, email, password })))
		expect(made.status).toBe(201)
		const response = await apiSignIn(email, password)
		const { _id } = (await response.json()) as { _id: string }
		return { id: _id, email, username, cookie: cookieOf(response) }
	}
	const verifyLink = async (to: string) =>
		tokenIn(await onlyMail(to, 'Confirm your e-mail address for Homestead'), '/verify-email')
	const confirm = (token: string, password: string, cookie?: string) =>
		run(verifyPage.action, formRequest('/verify-email', { token, password }, { cookie })).then((result) =>
			unwrap<{ verified: string | null }>(result),
		)

	test('an ADMIN_EMAILS address registered first by someone else: its owner confirms it and the maker’s session and password end; the grant is logged', async () => {
		const attacker = await signUpAs(CHIEF.signUp)
		expect(await adminWith(attacker.cookie)).toBe(false)
		const startedAt = new Date()

		// The real owner opens the link mailed to the address, in a browser of theirs.
		const token = await verifyLink(CHIEF.signUp)
		expect(unwrap(await run(verifyPage.loader, getRequest(`/verify-email?token=${token}`))).status).toBe(200)
		const confirmed = await confirm(token, 'the chief chose this')
		expect(confirmed).toMatchObject({ status: 200, data: { verified: CHIEF.signUp } })
		const chiefCookie = cookieOf(confirmed.headers)

		expect(await signedInWith(attacker.cookie)).toBe(false)
		expect((await apiSignIn(CHIEF.signUp, PASSWORD)).status).toBe(401)
		expect(await adminWith(chiefCookie)).toBe(true)
		expect(await adminWith(await signIn(CHIEF.signUp, 'the chief chose this'))).toBe(true)

		const [grant, ...more] = await auditOf(attacker.id)
		expect(more).toEqual([])
		expect(grant).toMatchObject({
			actorId: null,
			action: 'grant-admin',
			subjectKind: 'user',
			reason: 'ADMIN_EMAILS: address confirmed with the link mailed to it',
			details: { username: attacker.username, email: CHIEF.signUp },
		})
		expect(grant!.at.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000)
	})

	test('a member who confirms their own address in the browser they signed up in carries on there with their password; other devices are signed out', async () => {
		const laptop = await signUpAs(`honest${++counter}@example.com`)
		const phone = await signIn(laptop.email, PASSWORD)
		const confirmed = await confirm(await verifyLink(laptop.email), PASSWORD, laptop.cookie)
		expect(confirmed.status).toBe(200)
		expect(await signedInWith(cookieOf(confirmed.headers))).toBe(true)
		expect(await signedInWith(phone)).toBe(false)
		expect(await signedInWith(laptop.cookie)).toBe(false)
		expect((await apiSignIn(laptop.email, PASSWORD)).status).toBe(200)
		// Not an administrator's address: nothing to log.
		expect(await auditOf(laptop.id)).toEqual([])
	})

	test('an address changed to someone else’s: its owner confirms it and takes the account, Google sign-in too; an undo gives back the old address, without the rights', async () => {
		const maker = await account('changer', { verified: true })
		const db = await getDb()
		await db
			.update(users)
			.set({ googleId: `g-changer-${maker.id}` })
			.where(eq(users.id, maker.id))
		const moved = await apiUpdate(maker, { email: CHIEF.change, currentPassword: PASSWORD })
		expect(moved.status).toBe(200)
		const makerCookie = cookieOf(moved)
		expect(await adminWith(makerCookie)).toBe(false)

		const confirmed = await confirm(await verifyLink(CHIEF.change), 'the chief chose this')
		expect(confirmed.status).toBe(200)
		expect(await adminWith(cookieOf(confirmed.headers))).toBe(true)
		expect(await signedInWith(makerCookie)).toBe(false)
		expect((await apiSignIn(CHIEF.change, PASSWORD)).status).toBe(401)
		const makersGoogle = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', {
					idToken: await googleToken(`g-changer-${maker.id}`, `elsewhere-${maker.email}`),
				}),
			),
		)
		expect(((await makersGoogle.json()) as { _id: string })._id).not.toBe(maker.id)

		// The undo link mailed to the maker's old address gives that address back, and the rights go with it.
		const undoToken = tokenIn(
			await onlyMail(maker.email, 'Your Homestead e-mail address was changed'),
			'/account/undo-email-change',
		)
		const undone = unwrap<{ email: string | null }>(
			await run(undoPage.action, formRequest('/account/undo-email-change', { token: undoToken })),
		)
		expect(undone.data.email).toBe(maker.email)
		expect(await signedInWith(cookieOf(confirmed.headers))).toBe(false)
		expect(isAdministrator((await getUserById(maker.id))!)).toBe(false)
		expect((await auditOf(maker.id)).map(({ action, reason }) => [action, reason])).toEqual([
			['grant-admin', 'ADMIN_EMAILS: address confirmed with the link mailed to it'],
			['revoke-admin', 'ADMIN_EMAILS: address given back with the undo link mailed to it'],
		])
	})

	test('a Google account that gave its account an ADMIN_EMAILS address loses it when the address’s owner resets the password', async () => {
		const sub = `g-maker-${++counter}`
		const makerAddress = `google-maker-${counter}@example.com`
		const signedIn = await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await googleToken(sub, makerAddress) })),
		)
		const maker = (await signedIn.json()) as { _id: string; username: string }
		// A Google-only account confirms its new address by the link mailed to the one it has: the maker's own.
		await responseOf(
			run(
				profilePage.action,
				formRequest('/profile', { username: maker.username, email: CHIEF.reset }, { cookie: cookieOf(signedIn) }),
			),
		)
		const change = tokenIn(
			await onlyMail(makerAddress, 'Confirm the change to your Homestead account'),
			'/account/confirm',
		)
		await run(confirmPage.action, formRequest('/account/confirm', { token: change }))
		expect((await getUserById(maker._id))!).toMatchObject({ email: CHIEF.reset, emailVerified: false })

		// The address's owner asks for a password reset and sets one.
		await run(forgotPasswordPage.action, formRequest('/forgot-password', { email: CHIEF.reset }))
		const mails = await delivery.mailsTo(CHIEF.reset, 2)
		const reset = tokenIn(
			mails.find((mail) => mail.subject === 'Reset your Homestead password')!,
			'/reset-password',
		)
		await responseOf(
			run(resetPasswordPage.action, formRequest('/reset-password', { token: reset, password: 'the chief chose this' })),
		)
		expect(await adminWith(await signIn(CHIEF.reset, 'the chief chose this'))).toBe(true)
		const makersGoogle = await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await googleToken(sub, makerAddress) })),
		)
		expect(((await makersGoogle.json()) as { _id: string })._id).not.toBe(maker._id)
		expect((await auditOf(maker._id)).map(({ action, reason }) => [action, reason])).toEqual([
			['grant-admin', 'ADMIN_EMAILS: password reset with the link mailed to the address'],
		])
	})

	test('Google vouching for an ADMIN_EMAILS address grants the rights at once, logged once', async () => {
		const first = await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await googleToken('g-chief', CHIEF.google) })),
		)
		expect(await adminWith(cookieOf(first))).toBe(true)
		const { _id } = (await first.json()) as { _id: string }
		await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await googleToken('g-chief', CHIEF.google) })),
		)
		expect((await auditOf(_id)).map(({ action, reason }) => [action, reason])).toEqual([
			['grant-admin', 'ADMIN_EMAILS: Google sign-in vouched for the address'],
		])
	})
})

describe('deleting an account can be undone for 7 days', () => {
	async function ownerWithListing(prefix: string) {
		const owner = await account(prefix, { verified: true })
		const db = await getDb()
		const [listing] = await db
			.insert(listings)
			.values({
				name: `Loft of ${owner.username}`,
				description: 'High ceilings.',
				address: '9 Mill Lane',
				userRef: owner.id,
			})
			.returning()
		return { owner, listing: listing! }
	}

	/** The status of the listing's page for a visitor: 200 when it shows, else what it throws. */
	const listingStatus = (id: string) =>
		run(listingPage.loader, getRequest(`/listing/${id}`), { id }).then(
			() => 200,
			(error: unknown) => {
				if (error instanceof Response) return error.status
				throw error
			},
		)
	const foundBySearch = async (name: string) => {
		const response = await responseOf(
			run(searchApi.loader, getRequest(`/api/listing/get?${new URLSearchParams({ searchTerm: name })}`)),
		)
		return ((await response.json()) as Array<{ name: string }>).map((listing) => listing.name)
	}

	test('the account and its listings disappear at once; the right password says how to restore it; the link restores everything', async () => {
		const { owner, listing } = await ownerWithListing('leaver')
		const visitor = await account('visitor')
		expect(await foundBySearch(listing.name)).toEqual([listing.name])

		const deleted = await responseOf(
			run(
				profileDeletePage.action,
				formRequest('/profile/delete', { currentPassword: PASSWORD }, { cookie: owner.cookie }),
			),
		)
		expect(deleted.headers.get('Location')).toBe('/')
		expect(await signedInWith(owner.cookie)).toBe(false)
		expect(await listingStatus(listing.id)).toBe(404)
		expect(await foundBySearch(listing.name)).toEqual([])
		const seen = await responseOf(
			run(userApi.loader, getRequest(`/api/user/${owner.id}`, { cookie: visitor.cookie }), { id: owner.id }),
		)
		expect(seen.status).toBe(404)
		const mail = await onlyMail(owner.email, 'Your Homestead account was deleted')
		const token = tokenIn(mail, '/account/restore')

		// A wrong password says nothing; the right one says how to restore it, and mails the link again.
		expect((await apiSignIn(owner.email, 'a guess')).status).toBe(401)
		const refused = await apiSignIn(owner.email, PASSWORD)
		expect(refused.status).toBe(403)
		const { message } = (await refused.json()) as { message: string }
		expect(message).toMatch(
			new RegExp(`^This account was deleted\\. We have mailed a link to restore it to ${owner.email}`),
		)
		const page = unwrap<FormReply>(
			await run(signInPage.action, formRequest('/sign-in', { email: owner.email, password: PASSWORD })),
		)
		expect(page.status).toBe(403)
		await delivery.allSent()
		expect(
			(await subjectsTo(owner.email)).filter((subject) => subject === 'Your Homestead account was deleted'),
		).toHaveLength(3)

		// Opening the restore link changes nothing; its button does.
		expect(unwrap(await run(restorePage.loader, getRequest(`/account/restore?token=${token}`))).status).toBe(200)
		expect(await listingStatus(listing.id)).toBe(404)
		const restored = unwrap<{ restored: boolean }>(
			await run(restorePage.action, formRequest('/account/restore', { token })),
		)
		expect(restored.data.restored).toBe(true)
		expect(await listingStatus(listing.id)).toBe(200)
		expect(await foundBySearch(listing.name)).toEqual([listing.name])
		expect((await apiSignIn(owner.email, PASSWORD)).status).toBe(200)
	})

	test('the API deletes the same way, and the purge deletes it for good after exactly 7 days', async () => {
		const { owner, listing } = await ownerWithListing('purged')
		const deleted = await responseOf(
			run(
				deleteApi.action,
				jsonRequest(
					`/api/user/delete/${owner.id}`,
					{ currentPassword: PASSWORD },
					{ method: 'DELETE', cookie: owner.cookie },
				),
				{ id: owner.id },
			),
		)
		expect(deleted.status).toBe(200)
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, owner.id))
		const deletedAt = row!.deletedAt!.getTime()
		const week = 7 * 24 * 60 * 60 * 1000

		await purgeExpiredAccounts(new Date(deletedAt + week))
		expect(await db.select({ id: users.id }).from(users).where(eq(users.id, owner.id))).toHaveLength(1)
		await purgeExpiredAccounts(new Date(deletedAt + week + 1))
		expect(await db.select({ id: users.id }).from(users).where(eq(users.id, owner.id))).toEqual([])
		expect(await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listing.id))).toEqual([])
	})
})

describe('an account that signs in with Google alone confirms such changes by mail', () => {
	async function googleOnly() {
		const response = await responseOf(
			run(
				googleApi.action,
				jsonRequest('/api/auth/google', {
					idToken: await google.idToken({
						sub: `g-only-${++counter}`,
						email: `google-only-${counter}@example.com`,
						name: 'Gail Only',
					}),
				}),
			),
		)
		const user = (await response.json()) as { _id: string; username: string; email: string }
		return { id: user._id, username: user.username, email: user.email, cookie: cookieOf(response) }
	}

	test('a new address waits for the mailed link; opening it changes nothing, its button does', async () => {
		const owner = await googleOnly()
		const asked = await responseOf(
			run(
				profilePage.action,
				formRequest('/profile', { username: owner.username, email: 'gail-new@example.com' }, { cookie: owner.cookie }),
			),
		)
		expect(asked.status).toBe(302)
		expect((await getUserById(owner.id))!.email).toBe(owner.email)
		const token = tokenIn(
			await onlyMail(owner.email, 'Confirm the change to your Homestead account'),
			'/account/confirm',
		)

		const opened = unwrap<{ what: string | null }>(
			await run(confirmPage.loader, getRequest(`/account/confirm?token=${token}`)),
		)
		expect(opened.data.what).toBe('Change your e-mail address to gail-new@example.com')
		expect((await getUserById(owner.id))!.email).toBe(owner.email)
		const done = unwrap<{ done: string | null }>(
			await run(confirmPage.action, formRequest('/account/confirm', { token })),
		)
		expect(done.data.done).toBe('changed')
		expect((await getUserById(owner.id))!.email).toBe('gail-new@example.com')
		await onlyMail(owner.email, 'Your Homestead e-mail address was changed')
	})

	test('deleting it too', async () => {
		const owner = await googleOnly()
		const asked = await responseOf(
			run(profileDeletePage.action, formRequest('/profile/delete', {}, { cookie: owner.cookie })),
		)
		expect(asked.status).toBe(302)
		expect((await getUserById(owner.id))?.deletedAt).toBeNull()
		const token = tokenIn(
			await onlyMail(owner.email, 'Confirm the change to your Homestead account'),
			'/account/confirm',
		)
		const done = unwrap<{ done: string | null }>(
			await run(confirmPage.action, formRequest('/account/confirm', { token })),
		)
		expect(done.data.done).toBe('deleted')
		expect(await getUserById(owner.id)).toBeUndefined()
		await onlyMail(owner.email, 'Your Homestead account was deleted')
	})
	test('through the API too: a new address, a password and a deletion wait for the mailed link (202), and nothing changes before', async () => {
		const owner = await googleOnly()
		const moved = await apiUpdate(owner, { email: `gail-api-${counter}@example.com` })
		expect(moved.status).toBe(202)
		expect(await moved.json()).toBe(`To confirm the change, open the link we have mailed to ${owner.email}.`)
		expect((await getUserById(owner.id))!.email).toBe(owner.email)
		const password = await apiUpdate(owner, { password: 'a new password' })
		expect(password.status).toBe(202)
		expect((await getUserById(owner.id))!.passwordHash).toBeNull()
		const removed = await responseOf(
			run(
				deleteApi.action,
				jsonRequest(`/api/user/delete/${owner.id}`, undefined, { method: 'DELETE', cookie: owner.cookie }),
				{ id: owner.id },
			),
		)
		expect(removed.status).toBe(202)
		expect(await removed.json()).toBe(`To delete the account, open the link we have mailed to ${owner.email}.`)
		expect((await getUserById(owner.id))?.deletedAt).toBeNull()
		expect(await signedInWith(owner.cookie)).toBe(true)
		await delivery.allSent()
		const confirmations = delivery
			.received()
			.filter((mail) => mail.envelopeTo.includes(owner.email))
			.map((mail) => tokenIn(mail, '/account/confirm'))
		expect(confirmations).toHaveLength(3)
		const what = await Promise.all(
			confirmations.map(
				async (token) =>
					unwrap<{ what: string | null }>(await run(confirmPage.loader, getRequest(`/account/confirm?token=${token}`)))
						.data.what,
			),
		)
		expect(what).toEqual([
			`Change your e-mail address to gail-api-${counter}@example.com`,
			'Set a password',
			'Delete your account',
		])
	})
})

describe('a suspended member who signs in with Google', () => {
	test('is refused and told why, through the API and the sign-in pages', async () => {
		const email = `suspended-google-${Date.now().toString(36)}@example.com`
		const sub = `g-suspended-${Date.now().toString(36)}`
		const first = await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub, email }) })),
		)
		expect(first.status).toBe(200)
		const { _id: id } = (await first.json()) as { _id: string }
		await suspendMember('system', id, 'Asked for deposits by wire')

		const api = await responseOf(
			run(googleApi.action, jsonRequest('/api/auth/google', { idToken: await google.idToken({ sub, email }) })),
		)
		expect(api.status).toBe(403)
		expect(((await api.json()) as { message: string }).message).toBe(
			'This account is suspended. Reason: Asked for deposits by wire',
		)

		// The pages: off to the provider, back with a code, then to /sign-in with the reason to read there.
		google.signInAs({ sub, email, name: 'Suspended Member' })
		const start = await responseOf(googlePage.loader({ request: getRequest('/auth/google'), params: {}, context: {} }))
		const cookie = cookieOf(start)
		const provider = await fetch(start.headers.get('Location')!, { redirect: 'manual' })
		const callback = new URL(provider.headers.get('Location')!)
		const back = await responseOf(
			googleCallback.loader({
				request: getRequest(`/auth/google/callback${callback.search}`, { cookie }),
				params: {},
				context: {},
			}),
		)
		expect(back.status).toBe(302)
		expect(back.headers.get('Location')).toBe('/sign-in')
		const signIn = unwrap<{ error: string | null }>(
			await signInPage.loader({ request: getRequest('/sign-in', { cookie: cookieOf(back) }), params: {}, context: {} }),
		)
		expect(signIn.data.error).toBe('This account is suspended. Reason: Asked for deposits by wire')
	})
})
