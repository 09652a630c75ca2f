import { createCookie } from '@remix-run/node'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { OAuth2Strategy } from 'remix-auth-oauth2'
import { type User } from '~/db/schema'
import { findOrCreateGoogleUser, getUserByEmail } from '~/models/user.server'
import { COOKIE_NAMES } from '~/utils/cookie-names'
import { getEnv } from '~/utils/env.server'
import { safeRedirectPath } from '~/utils/misc'
import { cookieAttributes } from '~/utils/session.server'
import { type SignInReason, signInReason } from '~/utils/sign-in-reasons'
import { AccountDeletedError, AccountSuspendedError, mailRestoreLink, notifyGoogleSignInAdded } from './account.server'
import { auditAdministratorByAddress } from './trust-and-safety.server'

export const GOOGLE_SIGN_IN_FAILED = 'Could not sign in with Google'

let keySet: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined

/** Google's signing keys, fetched once and refreshed by jose when they rotate. */
function googleKeys(uri: string) {
	if (keySet?.uri !== uri) keySet = { uri, keys: createRemoteJWKSet(new URL(uri)) }
	return keySet.keys
}

/**
 * The Google identity in an ID token, after checking its signature against
 * Google's keys, its audience (our client id), issuer and expiry.
 * Returns null for any token that does not pass.
 */
async function verifyGoogleIdToken(idToken: string) {
	const google = getEnv().google
	if (!google) return null
	try {
		const { payload } = await jwtVerify(idToken, googleKeys(google.jwksUri), {
			issuer: google.issuers,
			audience: google.clientId,
		})
		const email = typeof payload.email === 'string' ? payload.email : undefined
		const verified = payload.email_verified === true || payload.email_verified === 'true'
		if (!payload.sub || !email || !verified) return null
		return {
			sub: payload.sub,
			email,
			name: typeof payload.name === 'string' ? payload.name : undefined,
			picture:
				typeof payload.picture === 'string' && /^https?:\/\//.test(payload.picture) ? payload.picture : undefined,
		}
	} catch {
		return null
	}
}

/**
 * The account for a Google ID token, or null when the token does not verify. When Google sign-in is
 * added to an account that had none, its address is told. A suspended account is refused
 * (AccountSuspendedError); a deleted one too (AccountDeletedError), and its address is mailed the
 * link that restores it.
 */
export async function signInWithGoogleIdToken(idToken: string) {
	const profile = await verifyGoogleIdToken(idToken)
	if (!profile) return null
	const existing = await getUserByEmail(profile.email)
	if (existing?.suspendedAt) throw new AccountSuspendedError(existing)
	if (existing?.deletedAt) {
		await mailRestoreLink(existing)
		throw new AccountDeletedError(existing)
	}
	const { user, linkedNow, before } = await findOrCreateGoogleUser(profile)
	if (linkedNow) await notifyGoogleSignInAdded(user, { passwordRemoved: existing?.emailVerified === false })
	await auditAdministratorByAddress(before, user, 'Google sign-in vouched for the address')
	return user
}

/** Google through the generic OAuth2 strategy, whose endpoints come from the configuration. */
export function createGoogleStrategy() {
	const env = getEnv()
	const google = env.google
	if (!google) return null
	return new OAuth2Strategy<User>(
		{
			clientId: google.clientId,
			clientSecret: google.clientSecret,
			authorizationEndpoint: google.authorizationEndpoint,
			tokenEndpoint: google.tokenEndpoint,
			redirectURI: `${env.publicUrl}/auth/google/callback`,
			scopes: ['openid', 'email', 'profile'],
			cookie: {
				name: 'google-oauth',
				path: '/auth/google',
				httpOnly: true,
				sameSite: 'Lax',
				...(env.isProduction ? { secure: true as const } : {}),
			},
		},
		async ({ tokens }) => {
			const user = await signInWithGoogleIdToken(tokens.idToken())
			if (!user) throw new Error(GOOGLE_SIGN_IN_FAILED)
			return user
		},
	)
}

/**
 * Where to go after Google sends the visitor back, and what for (a reason only when the sign-in was
 * started by a post of the sign-in page); signed, and kept only for the round trip.
 */
let returnCookie: ReturnType<typeof createCookie> | undefined
const googleReturnCookie = () =>
	(returnCookie ??= createCookie(COOKIE_NAMES.googleReturn, {
		...cookieAttributes(),
		path: '/auth/google',
		maxAge: 10 * 60,
		secrets: getEnv().sessionSecrets,
	}))

type GoogleReturn = { returnTo: string; reason?: SignInReason }

/** The Set-Cookie header that remembers the way back for the round trip through Google. */
export function keepGoogleReturn(back: GoogleReturn) {
	return googleReturnCookie().serialize(back)
}

/** The way back kept by keepGoogleReturn (home when there is none), and the header that forgets it. */
export async function takeGoogleReturn(request: Request) {
	const kept = (await googleReturnCookie().parse(request.headers.get('Cookie'))) as Partial<GoogleReturn> | null
	return {
		returnTo: safeRedirectPath(kept?.returnTo),
		reason: signInReason(kept?.reason),
		clear: await googleReturnCookie().serialize('', { maxAge: 0 }),
	}
}
