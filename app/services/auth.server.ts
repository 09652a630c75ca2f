import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { type z } from 'zod'
import { type User } from '~/db/schema'
import { assertSignUpAllowed, countSignInAttempt } from '~/models/rate-limit.server'
import { createUser, endAllSessions, getUserById, verifyLogin } from '~/models/user.server'
import { type signUpSchema } from '~/schemas/auth'
import { apiError } from '~/utils/api.server'
import { ClientError } from '~/utils/client-error'
import { safeRedirectPath } from '~/utils/misc'
import { verifyPasswordOrWaste } from '~/utils/password.server'
import { signInPath } from '~/utils/paths'
import { getSessionStorage, REMEMBER_ME_SECONDS } from '~/utils/session.server'
import { signInIntentCookie } from '~/utils/sign-in-intent.server'
import { type SignInReason } from '~/utils/sign-in-reasons'
import { AccountDeletedError, AccountSuspendedError, mailRestoreLink, sendVerificationMail } from './account.server'
import { createGoogleStrategy } from './google.server'

const WRONG_CREDENTIALS = 'Wrong credentials!'
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change the password'
export const CURRENT_PASSWORD_REQUIRED_FOR_EMAIL = 'Current password is required to change the e-mail address'
export const CURRENT_PASSWORD_REQUIRED_FOR_DELETE = 'Current password is required to delete the account'
export const CURRENT_PASSWORD_WRONG = 'Current password is wrong'

type SignUp = z.output<typeof signUpSchema>

/** Thrown by the form strategy for an unknown e-mail or a wrong password alike: 401. */
export class WrongCredentialsError extends ClientError {
	name = 'WrongCredentialsError'
	constructor() {
		super(WRONG_CREDENTIALS, 401)
	}
}

let authenticator: Authenticator<User> | undefined

/** remix-auth with e-mail + password, and Google when it is configured. */
export function getAuthenticator() {
	if (authenticator) return authenticator
	authenticator = new Authenticator<User>()
	authenticator.use(
		new FormStrategy(async ({ form }) => {
			const user = await verifyLogin(String(form.get('email') ?? ''), String(form.get('password') ?? ''))
			if (!user) throw new WrongCredentialsError()
			await refuseClosedAccount(user)
			return user
		}),
		'form',
	)
	const google = createGoogleStrategy()
	if (google) authenticator.use(google, 'google')
	return authenticator
}

const userOfRequest = new WeakMap<Request, Promise<User | null>>()

/** The signed-in user, or null; a cookie from before sign-out or a password change counts as signed out. */
export function getUser(request: Request) {
	let pending = userOfRequest.get(request)
	if (!pending) {
		pending = readUser(request)
		userOfRequest.set(request, pending)
	}
	return pending
}

async function readUser(request: Request) {
	const session = await getSessionStorage().getSession(request.headers.get('Cookie'))
	const userId = session.get('userId')
	if (!userId) return null
	const user = await getUserById(userId)
	if (!user || user.deletedAt || user.suspendedAt || user.sessionVersion !== session.get('version')) return null
	return user
}

function currentPath(request: Request) {
	const url = new URL(request.url)
	return url.pathname + url.search
}

/**
 * For pages: the signed-in user, or a redirect to sign-in that comes back here afterwards (or to
 * `redirectTo`); `reason` is what the sign-in page says it is for.
 */
export async function requireUser(
	request: Request,
	{ redirectTo, reason }: { redirectTo?: string; reason?: SignInReason } = {},
) {
	const user = await getUser(request)
	if (!user) {
		const back = redirectTo ?? currentPath(request)
		throw redirect(signInPath(back, reason))
	}
	return user
}

/** For the JSON API: the signed-in user, or a 401 in the API's error shape. */
export async function requireApiUser(request: Request) {
	const user = await getUser(request)
	if (!user) throw apiError(401, 'Unauthorized')
	return user
}

/**
 * Sign-in and sign-up pages are for visitors: a signed-in user goes where the page would have led
 * (its `redirectTo`, which asks before it acts: only a sign-in post chooses an intent), else home.
 */
export async function requireAnonymous(request: Request) {
	if (await getUser(request)) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')))
}

/** The Set-Cookie header that signs this user in; remember-me keeps it for 30 days. */
export async function signInCookie(request: Request, user: User, { remember = false } = {}) {
	const storage = getSessionStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	session.set('userId', user.id)
	session.set('version', user.sessionVersion)
	return storage.commitSession(session, remember ? { maxAge: REMEMBER_ME_SECONDS } : {})
}

/**
 * Signs the user in and goes on to `redirectTo` (an address of this site, else home). With a
 * `reason`, the member's own sign-in chose that address for it: the page there may finish the job
 * (utils/sign-in-intent.server.ts).
 */
export async function signInAndRedirect(
	request: Request,
	user: User,
	{
		remember = false,
		redirectTo,
		reason,
	}: { remember?: boolean; redirectTo?: string | null; reason?: SignInReason } = {},
) {
	const returnTo = safeRedirectPath(redirectTo)
	const headers = new Headers()
	headers.append('Set-Cookie', await signInCookie(request, user, { remember }))
	if (reason && returnTo !== '/') headers.append('Set-Cookie', await signInIntentCookie(returnTo, reason))
	return redirect(returnTo, { headers })
}

/**
 * Ends the session everywhere: the account's session version moves on, so copies
 * of this cookie stop working too. Returns the Set-Cookie header that clears it.
 */
export async function signOut(request: Request) {
	const storage = getSessionStorage()
	const session = await storage.getSession(request.headers.get('Cookie'))
	const user = await getUser(request)
	if (user) await endAllSessions(user.id)
	return storage.destroySession(session)
}

/**
 * The right password of a suspended account signs nobody in (AccountSuspendedError, with the reason);
 * nor does that of a deleted account (while it can be restored): its address is mailed the restore
 * link again, and the answer says so (AccountDeletedError).
 */
export async function refuseClosedAccount(user: User) {
	if (user.suspendedAt) throw new AccountSuspendedError(user)
	if (!user.deletedAt) return
	await mailRestoreLink(user)
	throw new AccountDeletedError(user)
}

/**
 * Checks that whoever asks for a change that could take the account over (its address, its
 * password, deleting it) knows its current password (OWASP ASVS 2.1.6), under the sign-in limits: a
 * guess is a guess wherever it is made. ClientError 400 with `missing` when none is given, 401
 * 'Current password is wrong', RateLimitError past the limits. For accounts with a password only:
 * one that signs in with Google alone confirms by mail (requestChangeByMail).
 */
export async function confirmCurrentPassword(
	user: User,
	currentPassword: string | undefined,
	address: string,
	missing = CURRENT_PASSWORD_REQUIRED,
) {
	if (!currentPassword) throw new ClientError(missing, 400, 'currentPassword')
	try {
		await withSignInLimits(address, user.email, async () => {
			if (!(await verifyPasswordOrWaste(currentPassword, user.passwordHash))) throw new WrongCredentialsError()
			return user
		})
	} catch (error) {
		if (error instanceof WrongCredentialsError) throw new ClientError(CURRENT_PASSWORD_WRONG, 401, 'currentPassword')
		throw error
	}
}

/**
 * A password sign-in under the rate limits: the attempt is counted before the password is
 * checked (RateLimitError when a limit is used up); a wrong password stays counted as a failure,
 * a right one as a success.
 */
export async function withSignInLimits(address: string, email: string, attempt: () => Promise<User>) {
	const counted = await countSignInAttempt(address, email)
	let user: User
	try {
		user = await attempt()
	} catch (error) {
		// Only wrong credentials are failures; anything else was not the client's guess.
		if (error instanceof WrongCredentialsError) await counted.failed()
		else await counted.notChecked()
		throw error
	}
	await counted.succeeded()
	return user
}

/**
 * Checks the sign-up limits, then creates the account (AccountConflictError for a taken e-mail or
 * username) and mails a link that verifies its address, and leads on to `returnTo` afterwards.
 */
export async function registerAccount(input: SignUp, address: string, { returnTo }: { returnTo?: string } = {}) {
	await assertSignUpAllowed(address, input.email)
	const user = await createUser(input)
	await sendVerificationMail(user, { returnTo })
	return user
}
