import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { type Database, getDb } from '~/db/client.server'
import { rateLimits } from '~/db/schema'
import { ClientError } from '~/utils/client-error'

const TOO_MANY_ATTEMPTS = 'Too many attempts, try again later'

/** Thrown when a limit is reached: a client error like the others, answered with 429 and the message above. */
export class RateLimitError extends ClientError {
	name = 'RateLimitError'
	constructor(readonly retryAfterSeconds: number) {
		super(TOO_MANY_ATTEMPTS, 429)
	}
}

const MINUTE = 60

/**
 * The limits, counted in the database so that every replica sees the same counters. Each
 * attempt is counted before the password is checked, in one atomic statement per counter
 * (rate-limiter-flexible's `consume`: INSERT … ON CONFLICT DO UPDATE … RETURNING), so parallel
 * requests cannot all pass a check made before any of them was counted. A successful sign-in
 * gives its point back to the failure counters: people who know their password are not slowed.
 */
const policies = {
	/** Every sign-in from one address, successful or not. */
	signInsByAddress: { points: 100, duration: 15 * MINUTE },
	signInFailuresByAddress: { points: 50, duration: 15 * MINUTE },
	/** Wrong passwords for one account from one address. */
	signInFailuresByAccountAddress: { points: 10, duration: 15 * MINUTE },
	/**
	 * Wrong passwords for one account from anywhere. Past this ceiling only addresses that have not
	 * failed for the account may still try: an attacker gets one guess per address instead of ten,
	 * and the owner, signing in from an address that has not failed, is never refused.
	 */
	signInFailuresByAccount: { points: 50, duration: 15 * MINUTE },
	signUpsByAddress: { points: 50, duration: 60 * MINUTE },
	signUpsByAccount: { points: 10, duration: 60 * MINUTE },
	/** Password reset links asked for from one address, and for one e-mail address (an account or not). */
	passwordResetsByAddress: { points: 20, duration: 60 * MINUTE },
	passwordResetsByAccount: { points: 5, duration: 60 * MINUTE },
	/** Verification links sent again on the owner's request. */
	verificationMailsByAccount: { points: 5, duration: 60 * MINUTE },
	/** Conversations a member starts, and messages a member sends. */
	conversationsByAccount: { points: 20, duration: 60 * MINUTE },
	messagesByAccount: { points: 200, duration: 60 * MINUTE },
	/** Alerts without an account asked for from one address, and for one e-mail address (each sends a confirmation mail). */
	alertSignupsByAddress: { points: 20, duration: 60 * MINUTE },
	alertSignupsByEmail: { points: 5, duration: 60 * MINUTE },
	/** Addresses an owner looks up ('Find from the address'): the lookup service asks for restraint. */
	positionLookupsByAccount: { points: 60, duration: 60 * MINUTE },
} as const

type Policy = keyof typeof policies

const limiters = new WeakMap<Database, Map<Policy, RateLimiterDrizzle>>()

async function limiter(policy: Policy) {
	const db = await getDb()
	let forDb = limiters.get(db)
	if (!forDb) limiters.set(db, (forDb = new Map()))
	let found = forDb.get(policy)
	if (!found) {
		found = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: policy, ...policies[policy] })
		forDb.set(policy, found)
	}
	return found
}

/** Counts one attempt (atomically) and tells how many the window holds now, this one included. */
async function count(policy: Policy, key: string): Promise<RateLimiterRes & { limited: boolean }> {
	try {
		return Object.assign(await (await limiter(policy)).consume(key), { limited: false })
	} catch (error) {
		if (error instanceof RateLimiterRes) return Object.assign(error, { limited: true })
		throw error
	}
}

/** Counts the attempt against each counter, throwing RateLimitError when one of them is used up. */
async function countOrRefuse(checks: Array<[Policy, string]>) {
	const results: RateLimiterRes[] = []
	for (const [policy, key] of checks) {
		const result = await count(policy, key)
		if (result.limited) throw new RateLimitError(Math.ceil(result.msBeforeNext / 1000))
		results.push(result)
	}
	return results
}

const account = (email: string) => email.trim().toLowerCase()

/**
 * Counts a password sign-in before the password is checked; throws RateLimitError when the
 * address has signed in too often, or has failed too often for the account or for all of them,
 * or when the account is under attack and this address has failed for it already.
 * Call `notAFailure` when the password was right (or the check itself failed).
 */
export async function countSignInAttempt(address: string, email: string) {
	const pair = `${account(email)} ${address}`
	const [, , fromHere] = await countOrRefuse([
		['signInsByAddress', address],
		['signInFailuresByAddress', address],
		['signInFailuresByAccountAddress', pair],
	])
	const everywhere = await count('signInFailuresByAccount', account(email))
	if (everywhere.limited && fromHere!.consumedPoints > 1) {
		throw new RateLimitError(Math.ceil(everywhere.msBeforeNext / 1000))
	}
	return {
		async notAFailure() {
			const failures: Array<[Policy, string]> = [
				['signInFailuresByAddress', address],
				['signInFailuresByAccountAddress', pair],
				['signInFailuresByAccount', account(email)],
			]
			for (const [policy, key] of failures) await (await limiter(policy)).reward(key)
		},
	}
}

/** Counts a sign-up attempt, successful or not, before the account is created. */
export async function assertSignUpAllowed(address: string, email: string) {
	await countOrRefuse([
		['signUpsByAddress', address],
		['signUpsByAccount', account(email)],
	])
}

/**
 * Counts a request for a password reset link, whether or not an account uses the address (so the
 * answer tells nothing about accounts); throws RateLimitError when a limit is used up.
 */
export async function assertPasswordResetAllowed(address: string, email: string) {
	await countOrRefuse([
		['passwordResetsByAddress', address],
		['passwordResetsByAccount', account(email)],
	])
}

/** Counts a request to send the verification link again; throws RateLimitError when the limit is used up. */
export async function assertVerificationMailAllowed(userId: string) {
	await countOrRefuse([['verificationMailsByAccount', userId]])
}

/** Counts a message a member sends (and the conversation it starts); RateLimitError when a limit is used up. */
export async function assertMessageAllowed(userId: string, { startsConversation }: { startsConversation: boolean }) {
	await countOrRefuse([
		['messagesByAccount', userId],
		...(startsConversation ? [['conversationsByAccount', userId] as [Policy, string]] : []),
	])
}

/** The limits, for tests and the documentation. */
export const RATE_LIMITS = policies

/** Counts an address an owner looks up; throws RateLimitError when the limit is used up. */
export async function assertPositionLookupAllowed(userId: string) {
	await countOrRefuse([['positionLookupsByAccount', userId]])
}

/** Counts a visitor's request for an alert by e-mail; throws RateLimitError when a limit is used up. */
export async function assertAlertSignupAllowed(address: string, email: string) {
	await countOrRefuse([
		['alertSignupsByAddress', address],
		['alertSignupsByEmail', account(email)],
	])
}
