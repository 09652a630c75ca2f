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
 * requests cannot all pass a check made before any of them was counted. A sign-in is counted as a
 * failure until its password is found right, which gives the point back: people who know their
 * password are not slowed, and an attempt refused before its check gives its points back too.
 */
const policies = {
	/** Right passwords from one address (an office behind one NAT signs in many times a day). */
	signInSuccessesByAddress: { points: 300, duration: 15 * MINUTE },
	/** Wrong passwords from one address, for any account. */
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
	/** Reports of listings and conversations from one address, members and visitors alike. */
	reportsByAddress: { points: 20, duration: 60 * MINUTE },
} as const

type Policy = keyof typeof policies

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>()

/**
 * The counter of a policy; with `settled`, its twin that holds only the failures known as such (see
 * reserveFailures), whose window is kept in step with the counter's.
 */
async function limiter(policy: Policy, { settled = false } = {}) {
	const db = await getDb()
	let forDb = limiters.get(db)
	if (!forDb) limiters.set(db, (forDb = new Map()))
	const keyPrefix = settled ? `${policy}:settled` : policy
	let found = forDb.get(keyPrefix)
	if (!found) {
		found = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, ...policies[policy] })
		forDb.set(keyPrefix, found)
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

type FailurePolicy = 'signInFailuresByAddress' | 'signInFailuresByAccountAddress'

/** How long a sign-in waits for others from its address to be checked before it is refused. */
const SIGN_IN_WAIT_MS = 15_000

const giveBack = async (counted: Array<[Policy, string]>) => {
	for (const [policy, key] of counted) await (await limiter(policy)).reward(key)
}

/**
 * Counts the attempt against each failure counter, all or none. A counter holds the failures and the
 * attempts still being checked; its twin (touched with every attempt, so that both windows start
 * and end together) only the failures. A counter that is used up refuses at once when its twin is
 * too; otherwise some of what it holds are attempts in flight, which may be right passwords that give
 * their points back: it waits for them and tries again. So a right password is never refused for
 * the failure limit by other sign-ins in flight, and the atomic counter still admits every check.
 */
async function reserveFailures(checks: Array<[FailurePolicy, string]>) {
	const deadline = Date.now() + SIGN_IN_WAIT_MS
	for (;;) {
		const reserved: Array<[Policy, string]> = []
		const results: RateLimiterRes[] = []
		let refusal: { policy: FailurePolicy; key: string; result: RateLimiterRes } | undefined
		for (const [policy, key] of checks) {
			const result = await count(policy, key)
			await (await limiter(policy, { settled: true })).penalty(key, 0)
			reserved.push([policy, key])
			if (result.limited) {
				refusal = { policy, key, result }
				break
			}
			results.push(result)
		}
		if (!refusal) return results
		await giveBack(reserved)
		// Wait (reading, not counting) until an attempt in flight is settled and frees a point, or refuse.
		const { policy, key, result } = refusal
		for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
			const failures = (await (await limiter(policy, { settled: true })).get(key))?.consumedPoints ?? 0
			if (failures >= policies[policy].points || Date.now() + pause > deadline) {
				throw new RateLimitError(Math.ceil(result.msBeforeNext / 1000))
			}
			await new Promise((resolve) => setTimeout(resolve, pause))
			const counted = (await (await limiter(policy)).get(key))?.consumedPoints ?? 0
			if (counted < policies[policy].points) break
		}
	}
}

/**
 * Counts a password sign-in before the password is checked; throws RateLimitError when the
 * address has signed in successfully too often, or has failed too often for the account or for
 * all of them, or when the account is under attack and this address has failed for it already.
 * Then call one of `succeeded` (the password was right), `failed` (wrong credentials) or
 * `notChecked` (the check itself failed).
 */
export async function countSignInAttempt(address: string, email: string) {
	const pair = `${account(email)} ${address}`
	// A success is counted as one until the password is found wrong.
	const successes = await count('signInSuccessesByAddress', address)
	if (successes.limited) {
		await giveBack([['signInSuccessesByAddress', address]])
		throw new RateLimitError(Math.ceil(successes.msBeforeNext / 1000))
	}
	const [, fromHere] = await reserveFailures([
		['signInFailuresByAddress', address],
		['signInFailuresByAccountAddress', pair],
	]).catch(async (error: unknown) => {
		await giveBack([['signInSuccessesByAddress', address]])
		throw error
	})
	const everywhere = await count('signInFailuresByAccount', account(email))
	const failureCounters: Array<[Policy, string]> = [
		['signInFailuresByAddress', address],
		['signInFailuresByAccountAddress', pair],
		['signInFailuresByAccount', account(email)],
	]
	if (everywhere.limited && fromHere!.consumedPoints > 1) {
		await giveBack([['signInSuccessesByAddress', address], ...failureCounters])
		throw new RateLimitError(Math.ceil(everywhere.msBeforeNext / 1000))
	}
	return {
		async succeeded() {
			await giveBack(failureCounters)
		},
		async failed() {
			await giveBack([['signInSuccessesByAddress', address]])
			await (await limiter('signInFailuresByAddress', { settled: true })).penalty(address)
			await (await limiter('signInFailuresByAccountAddress', { settled: true })).penalty(pair)
		},
		async notChecked() {
			await giveBack([['signInSuccessesByAddress', address], ...failureCounters])
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

/** Counts a report (of a listing or a conversation) from a client address; RateLimitError when the limit is used up. */
export async function assertReportAllowed(address: string) {
	await countOrRefuse([['reportsByAddress', address]])
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
