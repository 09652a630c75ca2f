// Password reset and e-mail verification, in-process on this file's database, with mail going
// through the job queue to an SMTP sink on loopback: the links are read from the mails.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { getDb, selectRows } from '~/db/client.server'
import { authTokens, users } from '~/db/schema'
import { RATE_LIMITS } from '~/models/rate-limit.server'
import { deleteUser, findOrCreateGoogleUser, getUserById } from '~/models/user.server'
import * as forgotPasswordPage from '~/routes/_auth+/forgot-password'
import * as resetPasswordPage from '~/routes/_auth+/reset-password'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as verifyEmailPage from '~/routes/_auth+/verify-email'
import * as profilePage from '~/routes/_profile+/profile'
import * as sendVerificationRoute from '~/routes/_profile+/profile_.send-verification'
import * as forgotPasswordApi from '~/routes/api+/auth.forgot-password'
import * as resetPasswordApi from '~/routes/api+/auth.reset-password'
import * as signInApi from '~/routes/api+/auth.signin'
import * as signUpApi from '~/routes/api+/auth.signup'
import * as userUpdateApi from '~/routes/api+/user.update.$id'
import { getUser } from '~/services/auth.server'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import {
	EMAIL_VERIFIED,
	LINK_EXPIRED,
	PASSWORD_CHANGED_SIGN_IN,
	PASSWORD_RESET,
	RESET_LINK_SENT,
	VERIFICATION_LIMITED,
	VERIFICATION_SENT,
} from '~/utils/messages'
import { deliverMailToSink } from './support/mail-delivery'
import { context, cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { type ReceivedMail } from './support/smtp-sink'
import { createSignedInUser } from './support/users'

const delivery = await deliverMailToSink()

const { mailsTo } = delivery
const HOUR = 60 * 60 * 1000

/** The site address a mail links to with `path`, checked in both parts; the token it carries. */
function linkIn(mail: ReceivedMail, path: string) {
	const pattern = new RegExp(`https://homestead\\.example${path}\\?token=([\\w-]+)`)
	const inText = mail.text?.match(pattern)
	expect(inText, `a ${path} link in the text part`).not.toBeNull()
	expect(mail.html).toContain(`href="https://homestead.example${path}?token=${inText![1]}"`)
	return inText![1]!
}

/** Waits until no reset request is waiting: every mail they make has been queued. */
async function resetJobsDone() {
	const db = await getDb()
	await vi.waitFor(
		async () => {
			const [row] = await selectRows<{ waiting: number }>(
				db,
				sql`select count(*)::int as waiting from pgboss.job where name = 'password-reset' and state <> 'completed'`,
			)
			expect(row!.waiting).toBe(0)
		},
		{ timeout: 30_000, interval: 50 },
	)
}

const forgot = (email: string) =>
	run(forgotPasswordPage.action, formRequest('/forgot-password', { email })).then((result) =>
		unwrap<{ sent: boolean; result: { error?: Record<string, string[]> } }>(result),
	)

async function resetLinkFor(email: string) {
	const before = delivery.received().filter((received) => received.envelopeTo.includes(email)).length
	expect((await forgot(email)).data.sent).toBe(true)
	const mails = await mailsTo(email, before + 1)
	const mail = mails.at(-1)!
	expect(mail.subject).toBe('Reset your Homestead password')
	return linkIn(mail, '/reset-password')
}

const resetPage = (token: string) =>
	run(resetPasswordPage.loader, getRequest(`/reset-password?${new URLSearchParams({ token })}`)).then((result) =>
		unwrap<{ valid: boolean; token: string }>(result),
	)

const submitReset = (token: string, password: string) =>
	run(resetPasswordPage.action, formRequest('/reset-password', { token, password }))

describe('forgot password', () => {
	test('a known address gets a reset link by mail, an unknown one nothing; both get the same answer', async () => {
		const { user } = await createSignedInUser('forgetful')
		const unknown = await forgot('nobody-here@example.com')
		const known = await forgot(user.email.toUpperCase())
		for (const answer of [unknown, known]) {
			expect(answer.status).toBe(200)
			expect(answer.data.sent).toBe(true)
		}
		const mails = await delivery.allMailsTo(user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe('Reset your Homestead password')
		expect(mail!.text).toContain(`Hello ${user.username},`)
		expect(mail!.text).toContain('one hour')
		const token = linkIn(mail!, '/reset-password')
		expect(token).toHaveLength(43)
		await resetJobsDone()
		await delivery.allSent()
		expect(delivery.received().filter((received) => received.envelopeTo.includes('nobody-here@example.com'))).toEqual(
			[],
		)

		// Only a hash of the token is stored.
		const db = await getDb()
		const stored = await db.select().from(authTokens).where(eq(authTokens.userId, user.id))
		expect(stored).toHaveLength(1)
		expect(stored[0]!.tokenHash).not.toContain(token)
		expect(stored[0]!.purpose).toBe('reset-password')
	})

	test('a malformed address is refused with a clear message, and nothing is asked for', async () => {
		const refused = await forgot('not-an-address')
		expect(refused.status).toBe(400)
		expect(refused.data.sent).toBe(false)
		expect(refused.data.result.error?.email).toEqual(['Enter a valid e-mail address'])
	})

	test('a filled honeypot gets the same answer and sends nothing', async () => {
		const { user } = await createSignedInUser('honeypotted')
		const result = unwrap<{ sent: boolean }>(
			await run(
				forgotPasswordPage.action,
				formRequest('/forgot-password', { email: user.email, [HONEYPOT_FIELD]: 'https://spam.example' }),
			),
		)
		expect(result.data.sent).toBe(true)
		await resetJobsDone()
		// No link was made (the job makes it before queueing the mail), so none can be mailed.
		const db = await getDb()
		expect(await db.select().from(authTokens).where(eq(authTokens.userId, user.id))).toEqual([])
	})

	test('requests for one address are limited, whether or not an account uses it', async () => {
		const email = 'limited-address@example.com'
		const limit = RATE_LIMITS.passwordResetsByAccount.points
		for (let index = 0; index < limit; index++) expect((await forgot(email)).status).toBe(200)
		const refused = await forgot(email)
		expect(refused.status).toBe(429)
		expect(refused.data.sent).toBe(false)
	})
})

describe('reset password', () => {
	test('the link sets a new password once, ends every session, and mails a notice', async () => {
		const { user, cookie } = await createSignedInUser('resetter')
		const token = await resetLinkFor(user.email)

		const page = await resetPage(token)
		expect(page.status).toBe(200)
		expect(page.data.valid).toBe(true)
		expect(page.headers.get('Cache-Control')).toBe('private, no-store')

		const done = await responseOf(submitReset(token, 'a brand new password'))
		expect(done.status).toBe(302)
		expect(done.headers.get('Location')).toBe('/sign-in')

		// The next page says so, once.
		const signIn = unwrap<{ notice: string | null }>(
			await run(signInPage.loader, getRequest('/sign-in', { cookie: cookieOf(done) })),
		)
		expect(signIn.data.notice).toBe(PASSWORD_CHANGED_SIGN_IN)

		// The session from before is over; the new password signs in, the old one does not.
		expect(await getUser(getRequest('/profile', { cookie }))).toBeNull()
		const signedIn = await responseOf(
			run(signInApi.action, jsonRequest('/api/auth/signin', { email: user.email, password: 'a brand new password' })),
		)
		expect(signedIn.status).toBe(200)
		expect(((await signedIn.json()) as { emailVerified: boolean }).emailVerified).toBe(true)
		const old = await responseOf(
			run(signInApi.action, jsonRequest('/api/auth/signin', { email: user.email, password: 'correct horse battery' })),
		)
		expect(old.status).toBe(401)

		// The link works once.
		expect((await resetPage(token)).status).toBe(400)
		const again = unwrap<{ expired: boolean }>(await submitReset(token, 'yet another password'))
		expect(again.status).toBe(400)
		expect(again.data.expired).toBe(true)

		const notices = (await delivery.allMailsTo(user.email, 2)).filter(
			(mail) => mail.subject === 'Your Homestead password was changed',
		)
		expect(notices).toHaveLength(1)
	})

	test('a new password must follow the sign-up rules; the link still works after a refusal', async () => {
		const { user } = await createSignedInUser('shortpass')
		const token = await resetLinkFor(user.email)
		const refused = unwrap<{ result: { error: Record<string, string[]> } }>(await submitReset(token, 'short'))
		expect(refused.status).toBe(400)
		expect(refused.data.result.error.password).toEqual(['Password must be at least 8 characters'])
		expect((await resetPage(token)).data.valid).toBe(true)
	})

	test('a newer link leaves the older one working until one of them is used; then both stop', async () => {
		const { user } = await createSignedInUser('twolinks')
		const first = await resetLinkFor(user.email)
		const second = await resetLinkFor(user.email)
		expect((await resetPage(first)).data.valid).toBe(true)
		expect((await responseOf(submitReset(second, 'password from the second link'))).status).toBe(302)
		expect((await resetPage(first)).data.valid).toBe(false)
	})

	test('a reset link works until one hour after it was asked for, and not a moment longer', async () => {
		const { user } = await createSignedInUser('hourlong')
		// The link is made between these two moments.
		const asked = Date.now()
		const token = await resetLinkFor(user.email)
		const mailed = Date.now()
		// Only the page's check runs on the moved clock: it reads and changes nothing else.
		const pageAt = async (now: number) => {
			vi.setSystemTime(now)
			try {
				return await resetPage(token)
			} finally {
				vi.useRealTimers()
			}
		}
		const justUnder = await pageAt(asked + HOUR - 1)
		expect(justUnder.status).toBe(200)
		expect(justUnder.data.valid).toBe(true)
		const justOver = await pageAt(mailed + HOUR)
		expect(justOver.status).toBe(400)
		expect(justOver.data.valid).toBe(false)
	})

	test('expired, forged, mistyped and other-purpose tokens, and a deleted account: the same clear answer', async () => {
		const { user } = await createSignedInUser('expiring')
		const token = await resetLinkFor(user.email)
		const db = await getDb()
		await db
			.update(authTokens)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(authTokens.userId, user.id))

		const verification = await signUpAndVerificationToken('otherpurpose')
		for (const bad of [token, 'A'.repeat(43), 'short', '', verification.token]) {
			const page = await resetPage(bad)
			expect(page.status).toBe(400)
			expect(page.data).toEqual({ valid: false, token: '' })
			const api = await responseOf(
				run(
					resetPasswordApi.action,
					jsonRequest('/api/auth/reset-password', { token: bad, password: 'long enough 123' }),
				),
			)
			expect(api.status).toBe(400)
			expect(await api.json()).toEqual({ success: false, statusCode: 400, message: LINK_EXPIRED })
		}
		// Nothing changed: the old password still works.
		const signedIn = await responseOf(
			run(signInApi.action, jsonRequest('/api/auth/signin', { email: user.email, password: 'correct horse battery' })),
		)
		expect(signedIn.status).toBe(200)

		const { user: leaving } = await createSignedInUser('leaving')
		const orphan = await resetLinkFor(leaving.email)
		await deleteUser(leaving.id)
		expect((await resetPage(orphan)).status).toBe(400)
	})

	test('the JSON API: the same sentence for any address, then "Password has been reset!"', async () => {
		const { user } = await createSignedInUser('apireset')
		const asked = await responseOf(
			run(forgotPasswordApi.action, jsonRequest('/api/auth/forgot-password', { email: user.email })),
		)
		expect(asked.status).toBe(200)
		expect(await asked.json()).toBe(RESET_LINK_SENT)
		const unknown = await responseOf(
			run(forgotPasswordApi.action, jsonRequest('/api/auth/forgot-password', { email: 'ghost@example.com' })),
		)
		expect(unknown.status).toBe(200)
		expect(await unknown.json()).toBe(RESET_LINK_SENT)
		const malformed = await responseOf(
			run(forgotPasswordApi.action, jsonRequest('/api/auth/forgot-password', { email: 'ghost' })),
		)
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ success: false, statusCode: 400, message: 'Enter a valid e-mail address' })

		const token = linkIn((await mailsTo(user.email)).at(-1)!, '/reset-password')
		const short = await responseOf(
			run(resetPasswordApi.action, jsonRequest('/api/auth/reset-password', { token, password: 'short' })),
		)
		expect(short.status).toBe(400)
		expect(((await short.json()) as { message: string }).message).toBe('Password must be at least 8 characters')
		const reset = await responseOf(
			run(resetPasswordApi.action, jsonRequest('/api/auth/reset-password', { token, password: 'set through the api' })),
		)
		expect(reset.status).toBe(200)
		expect(await reset.json()).toBe(PASSWORD_RESET)
	})
})

/** Signs up through the page; the account and the token of the verification link mailed to it. */
async function signUpAndVerificationToken(name: string) {
	const email = `${name}@example.com`
	const response = await responseOf(
		run(signUpPage.action, formRequest('/sign-up', { username: name, email, password: 'password for ' + name })),
	)
	expect(response.status).toBe(302)
	const [mail] = await mailsTo(email)
	expect(mail!.subject).toBe('Confirm your e-mail address for Homestead')
	const db = await getDb()
	const [user] = await db.select().from(users).where(eq(users.email, email))
	return { user: user!, token: linkIn(mail!, '/verify-email') }
}

/** Opening the link: the page asks, and changes nothing. */
const openVerification = (token: string) =>
	run(verifyEmailPage.loader, getRequest(`/verify-email?${new URLSearchParams({ token })}`)).then((result) =>
		unwrap<{ email: string | null }>(result),
	)
/** The page's button: posts the token with the password its confirmer chooses, which verifies the address. */
const confirmVerification = (token: string, password = 'the owner chose this') =>
	run(verifyEmailPage.action, formRequest('/verify-email', { token, password })).then((result) =>
		unwrap<{ verified: string | null; result: { error?: Record<string, string[]> } | null }>(result),
	)

describe('e-mail verification', () => {
	test('sign-up mails a link; opening it verifies the address, once', async () => {
		const { user, token } = await signUpAndVerificationToken('newbie')
		expect(user.emailVerified).toBe(false)

		const opened = await openVerification(token)
		expect(opened.status).toBe(200)
		expect(opened.data.email).toBe('newbie@example.com')
		expect(opened.headers.get('Cache-Control')).toBe('private, no-store')
		// Opening it (as a mail scanner does, any number of times) verifies nothing.
		expect((await openVerification(token)).status).toBe(200)
		expect((await getUserById(user.id))!.emailVerified).toBe(false)

		const confirmed = await confirmVerification(token)
		expect(confirmed.status).toBe(200)
		expect(confirmed.data.verified).toBe('newbie@example.com')
		expect(confirmed.headers.get('Cache-Control')).toBe('private, no-store')
		expect((await getUserById(user.id))!.emailVerified).toBe(true)
		expect(EMAIL_VERIFIED).toBe('Your e-mail address is verified.')

		const again = await confirmVerification(token)
		expect(again.status).toBe(400)
		expect(again.data.verified).toBeNull()
		const reopened = await openVerification(token)
		expect(reopened.status).toBe(400)
		expect(reopened.data.email).toBeNull()
	})

	test('the confirmer gives a password by the rules of sign-up; a refused one leaves the link working', async () => {
		const { user, token } = await signUpAndVerificationToken('shortpw')
		for (const [password, message] of [
			['', 'Password is required'],
			['seven 7', 'Password must be at least 8 characters'],
		] as const) {
			const refused = await confirmVerification(token, password)
			expect(refused.status).toBe(400)
			expect(refused.data.result?.error).toMatchObject({ password: [message] })
		}
		expect((await getUserById(user.id))!.emailVerified).toBe(false)
		expect((await confirmVerification(token, 'eight 88')).status).toBe(200)
		const signedIn = await responseOf(
			run(signInApi.action, jsonRequest('/api/auth/signin', { email: user.email, password: 'eight 88' })),
		)
		expect(signedIn.status).toBe(200)
	})

	test('sign-up through the API mails a link too, and the user object tells the state', async () => {
		const account = { username: 'apinewbie', email: 'apinewbie@example.com', password: 'password 12345' }
		expect((await responseOf(run(signUpApi.action, jsonRequest('/api/auth/signup', account)))).status).toBe(201)
		const token = linkIn((await mailsTo(account.email))[0]!, '/verify-email')
		const signIn = () => responseOf(run(signInApi.action, jsonRequest('/api/auth/signin', account)))
		expect(((await (await signIn()).json()) as { emailVerified: boolean }).emailVerified).toBe(false)
		await confirmVerification(token, account.password)
		expect(((await (await signIn()).json()) as { emailVerified: boolean }).emailVerified).toBe(true)
	})

	test('a new address is unverified and gets a link; a link sent to the old one stops working', async () => {
		const { user, token: oldToken } = await signUpAndVerificationToken('mover')
		const signedIn = await responseOf(
			run(signInApi.action, jsonRequest('/api/auth/signin', { email: user.email, password: 'password for mover' })),
		)
		const cookie = cookieOf(signedIn)

		const moved = await responseOf(
			run(
				profilePage.action,
				formRequest(
					'/profile',
					{ username: user.username, email: 'mover-new@example.com', currentPassword: 'password for mover' },
					{ cookie },
				),
			),
		)
		expect(moved.status).toBe(302)
		expect((await getUserById(user.id))!.emailVerified).toBe(false)
		const newToken = linkIn((await mailsTo('mover-new@example.com'))[0]!, '/verify-email')
		expect((await openVerification(oldToken)).status).toBe(400)
		expect((await confirmVerification(oldToken)).status).toBe(400)
		expect((await getUserById(user.id))!.emailVerified).toBe(false)
		const confirmed = await confirmVerification(newToken)
		expect(confirmed.status).toBe(200)

		// The same address in other capitals stays verified.
		const recapitalised = await responseOf(
			userUpdateApi.action({
				request: jsonRequest(
					`/api/user/update/${user.id}`,
					{ email: 'Mover-New@example.com' },
					{ cookie: cookieOf(confirmed.headers) },
				),
				params: { id: user.id },
				context: context(),
			}),
		)
		expect(recapitalised.status).toBe(200)
		expect(await recapitalised.json()).toMatchObject({ email: 'Mover-New@example.com', emailVerified: true })
	})

	test('a link sent to an address the account no longer has does not verify the new one', async () => {
		const { user, token } = await signUpAndVerificationToken('switcher')
		const db = await getDb()
		await db.update(users).set({ email: 'switched@example.com' }).where(eq(users.id, user.id))
		expect((await openVerification(token)).status).toBe(400)
		expect((await confirmVerification(token)).status).toBe(400)
		expect((await getUserById(user.id))!.emailVerified).toBe(false)
	})

	test('"Send the link again" mails a new link, within a limit, and says so', async () => {
		const created = await createSignedInUser('resender')
		const { user } = created
		let { cookie } = created
		const send = () =>
			responseOf(run(sendVerificationRoute.action, formRequest('/profile/send-verification', {}, { cookie })))
		const flashOf = async (response: Response) =>
			unwrap<{ flash: { kind: string; message: string } | null }>(
				await run(profilePage.loader, getRequest('/profile', { cookie: `${cookie}; ${cookieOf(response)}` })),
			).data.flash

		const first = await send()
		expect(first.headers.get('Location')).toBe('/profile')
		expect(await flashOf(first)).toEqual({ kind: 'success', message: VERIFICATION_SENT })
		const token = linkIn((await mailsTo(user.email))[0]!, '/verify-email')

		for (let index = 1; index < RATE_LIMITS.verificationMailsByAccount.points; index++) await send()
		const limited = await send()
		expect(await flashOf(limited)).toEqual({ kind: 'error', message: VERIFICATION_LIMITED })

		// Every link sent works until used.
		const confirmed = await confirmVerification(token)
		expect(confirmed.status).toBe(200)
		cookie = cookieOf(confirmed.headers)
		// Once verified, there is nothing to send.
		const after = await send()
		expect(after.headers.get('Location')).toBe('/profile')
		expect(after.headers.get('Set-Cookie')).toBeNull()
	})

	test('the profile shows whether the address is verified', async () => {
		const { cookie } = await createSignedInUser('profileshow')
		const profile = unwrap<{ user: { emailVerified: boolean } }>(
			await run(profilePage.loader, getRequest('/profile', { cookie })),
		)
		expect(profile.data.user.emailVerified).toBe(false)
	})

	test('an account Google vouches for starts verified, and linking Google verifies an existing one', async () => {
		const { user: created } = await findOrCreateGoogleUser({
			sub: 'google-verified-1',
			email: 'gv1@example.com',
			name: 'G V',
		})
		expect(created.emailVerified).toBe(true)
		const { user } = await createSignedInUser('googlelinked')
		const { user: linked, linkedNow } = await findOrCreateGoogleUser({ sub: 'google-verified-2', email: user.email })
		expect(linked.id).toBe(user.id)
		expect(linked.emailVerified).toBe(true)
		expect(linkedNow).toBe(true)
	})
})
