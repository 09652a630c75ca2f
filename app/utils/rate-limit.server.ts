import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { type Database, getDb } from '~/db/client.server'
import { rateLimits } from '~/db/schema'

export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again later'

/** Thrown when a limit is reached; answered with 429 and the message above. */
export class RateLimitError extends Error {
	name = 'RateLimitError'
	constructor(readonly retryAfterSeconds: number) {
		super(TOO_MANY_ATTEMPTS)
	}
}

const MINUTE = 60

/**
 * The limits, counted in the database so that every replica sees the same counters.
 * Sign-in counts failures only, so people who know their password are never slowed down.
 */
const policies = {
	signInFailuresByAddress: { points: 50, duration: 15 * MINUTE },
	signInFailuresByAccount: { points: 10, duration: 15 * MINUTE },
	signUpsByAddress: { points: 50, duration: 60 * MINUTE },
	signUpsByAccount: { points: 10, duration: 60 * MINUTE },
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

/** Throws RateLimitError when any of these counters is used up. */
async function assertNotLimited(checks: Array<[Policy, string]>) {
	for (const [policy, key] of checks) {
		const used = await (await limiter(policy)).get(key)
		if (used && used.consumedPoints >= policies[policy].points) {
			throw new RateLimitError(Math.ceil(used.msBeforeNext / 1000))
		}
	}
}

async function consume(checks: Array<[Policy, string]>) {
	for (const [policy, key] of checks) {
		try {
			await (await limiter(policy)).consume(key)
		} catch (error) {
			if (!(error instanceof RateLimiterRes)) throw error
		}
	}
}

const account = (email: string) => email.trim().toLowerCase()

export function assertSignInAllowed(address: string, email: string) {
	return assertNotLimited([
		['signInFailuresByAddress', address],
		['signInFailuresByAccount', account(email)],
	])
}

export function recordSignInFailure(address: string, email: string) {
	return consume([
		['signInFailuresByAddress', address],
		['signInFailuresByAccount', account(email)],
	])
}

/** Checks and counts a sign-up attempt, successful or not. */
export async function assertSignUpAllowed(address: string, email: string) {
	const checks: Array<[Policy, string]> = [
		['signUpsByAddress', address],
		['signUpsByAccount', account(email)],
	]
	await assertNotLimited(checks)
	await consume(checks)
}
