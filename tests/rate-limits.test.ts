import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RATE_LIMITS } from '~/models/rate-limit.server'
import { createUser } from '~/models/user.server'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as signinApi from '~/routes/api+/auth.signin'
import * as signupApi from '~/routes/api+/auth.signup'
import { context, formRequest, jsonRequest, unwrap } from './support/requests'

// These tests are about counting, not hashing: a stand-in for argon2 that is instant and counts
// the passwords it checks (the real hashing is tested with the accounts).
const hashing = vi.hoisted(() => ({ checked: 0 }))
vi.mock('~/utils/password.server', () => ({
	hashPassword: async (password: string) => `plain:${password}`,
	verifyPasswordOrWaste: async (password: string, hash: string | null | undefined) => {
		hashing.checked++
		await new Promise((resolve) => setTimeout(resolve, 5))
		return hash === `plain:${password}`
	},
}))
beforeEach(() => {
	hashing.checked = 0
})

type Handler = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<unknown>

const PASSWORD = 'correct horse battery'
const TOO_MANY = { success: false, statusCode: 429, message: 'Too many attempts, try again later' }

let counter = 0
/** A new account; its e-mail is unique to the test. */
async function account() {
	counter += 1
	const name = `limited${counter}${Math.random().toString(36).slice(2, 7)}`
	await createUser({ username: name, email: `${name}@example.com`, password: PASSWORD })
	return { email: `${name}@example.com`, username: name }
}

async function signIn(email: string, password: string, address: string) {
	const response = (await (signinApi.action as Handler)({
		request: jsonRequest('/api/auth/signin', { email, password }),
		params: {},
		context: context(address),
	})) as Response
	return response.status
}

/** A unique address per test, so that tests do not share counters. */
let block = 0
const addresses = () => {
	block += 1
	return (index: number) => `10.${block}.${Math.floor(index / 250)}.${index % 250}`
}

describe('sign-in limits', () => {
	test('40 wrong passwords at once from one address: only 10 are checked, the rest refused before checking', async () => {
		const { email } = await account()
		const address = addresses()(1)
		const statuses = await Promise.all(
			Array.from({ length: 40 }, (_, index) => signIn(email, `wrong-${index}`, address)),
		)
		expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.signInFailuresByAccountAddress.points)
		expect(statuses.filter((status) => status === 429)).toHaveLength(
			40 - RATE_LIMITS.signInFailuresByAccountAddress.points,
		)
		expect(hashing.checked).toBe(RATE_LIMITS.signInFailuresByAccountAddress.points)
		// That address is now refused for this account, even with the right password…
		expect(await signIn(email, PASSWORD, address)).toBe(429)
		// …but the owner, from an address that has not failed, signs in.
		expect(await signIn(email, PASSWORD, addresses()(2))).toBe(200)
	})

	test('an account attacked from many addresses still lets its owner in; attacking addresses get one guess each', async () => {
		const { email } = await account()
		const at = addresses()
		const ceiling = RATE_LIMITS.signInFailuresByAccount.points
		for (let index = 0; index < ceiling; index++) expect(await signIn(email, `wrong-${index}`, at(index))).toBe(401)
		// Past the ceiling: an address that failed once is refused, a new one gets its guess…
		expect(await signIn(email, 'wrong-again', at(0))).toBe(429)
		expect(await signIn(email, 'wrong-new', at(ceiling))).toBe(401)
		expect(await signIn(email, 'wrong-twice', at(ceiling))).toBe(429)
		// …and the owner, from an address that has not failed, is not refused.
		expect(await signIn(email, PASSWORD, at(ceiling + 1))).toBe(200)
	})

	test('one address failing for many accounts is refused after 50 failures, also for a right password', async () => {
		const address = addresses()(1)
		const { email } = await account()
		const limit = RATE_LIMITS.signInFailuresByAddress.points
		for (let index = 0; index < limit; index++) {
			expect(await signIn(`nobody${index}@example.com`, 'wrong', address)).toBe(401)
		}
		expect(await signIn(email, PASSWORD, address)).toBe(429)
		expect(await signIn(email, PASSWORD, addresses()(1))).toBe(200)
	})

	test('sixty right passwords at once from one address, for one account or for sixty, all get in and leave no failure counted', async () => {
		const { email } = await account()
		const office = addresses()(1)
		const once = await Promise.all(Array.from({ length: 60 }, () => signIn(email, PASSWORD, office)))
		expect(once.filter((status) => status !== 200)).toEqual([])
		// Nothing was left as a failure: this account may still fail its ten times from here, not one more.
		const perAccount = RATE_LIMITS.signInFailuresByAccountAddress.points
		for (let index = 0; index < perAccount; index++) expect(await signIn(email, `wrong-${index}`, office)).toBe(401)
		expect(await signIn(email, 'wrong-again', office)).toBe(429)

		const colleagues = await Promise.all(Array.from({ length: 60 }, () => account()))
		const another = addresses()(1)
		const all = await Promise.all(colleagues.map((colleague) => signIn(colleague.email, PASSWORD, another)))
		expect(all.filter((status) => status !== 200)).toEqual([])
		const perAddress = RATE_LIMITS.signInFailuresByAddress.points
		for (let index = 0; index < perAddress; index++) {
			expect(await signIn(colleagues[index % 60]!.email, `wrong-${index}`, another)).toBe(401)
		}
		expect(await signIn(colleagues[59]!.email, PASSWORD, another)).toBe(429)
	})

	test('a right password is not refused for the failure limit while other sign-ins from its address are being checked', async () => {
		const address = addresses()(1)
		const limit = RATE_LIMITS.signInFailuresByAddress.points
		for (let index = 0; index < limit - 1; index++) {
			expect(await signIn(`nobody${index}@example.com`, 'wrong', address)).toBe(401)
		}
		// One failure left: ten members sign in at once, each waits for the others' checks, none is refused.
		const members = await Promise.all(Array.from({ length: 10 }, () => account()))
		const statuses = await Promise.all(members.map((member) => signIn(member.email, PASSWORD, address)))
		expect(statuses).toEqual(Array.from({ length: 10 }, () => 200))
		// The last failure is still there to be used, and then the address is refused.
		expect(await signIn('nobody-last@example.com', 'wrong', address)).toBe(401)
		expect(await signIn(members[0]!.email, PASSWORD, address)).toBe(429)
	})

	test('successful sign-ins have a higher ceiling of their own per address: up to it they get in, one past it is refused', async () => {
		const { email } = await account()
		const address = addresses()(1)
		const limit = RATE_LIMITS.signInSuccessesByAddress.points
		expect(limit).toBeGreaterThan(RATE_LIMITS.signInFailuresByAddress.points)
		// Ten at a time, as many as one account may have in flight from one address without waiting.
		const statuses: number[] = []
		for (let batch = 0; batch < limit; batch += 10) {
			statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => signIn(email, PASSWORD, address)))))
		}
		expect(statuses.filter((status) => status !== 200)).toEqual([])
		const refused = (await (signinApi.action as Handler)({
			request: jsonRequest('/api/auth/signin', { email, password: PASSWORD }),
			params: {},
			context: context(address),
		})) as Response
		expect(refused.status).toBe(429)
		expect(await refused.json()).toEqual(TOO_MANY)
		const checked = hashing.checked
		expect(await signIn(email, 'wrong', address)).toBe(429)
		expect(hashing.checked).toBe(checked)
		expect(await signIn(email, PASSWORD, addresses()(1))).toBe(200)
	})

	test('the sign-in page answers 429 with the message under the same limits', async () => {
		const { email } = await account()
		const address = addresses()(1)
		const post = async (password: string) =>
			unwrap<{ result: { error?: Record<string, string[]> } }>(
				await (signInPage.action as Handler)({
					request: formRequest('/sign-in', { email, password }),
					params: {},
					context: context(address),
				}),
			)
		for (let index = 0; index < RATE_LIMITS.signInFailuresByAccountAddress.points; index++) {
			expect((await post('wrong password')).status).toBe(401)
		}
		const refused = await post(PASSWORD)
		expect(refused.status).toBe(429)
		expect(refused.data.result.error?.['']).toEqual(['Too many attempts, try again later'])
	})
})

describe('sign-up limits', () => {
	const signUp = async (body: Record<string, string>, address: string) =>
		(await (signupApi.action as Handler)({
			request: jsonRequest('/api/auth/signup', body),
			params: {},
			context: context(address),
		})) as Response

	test('one address can sign up 50 accounts an hour, then gets 429', async () => {
		const address = addresses()(1)
		const limit = RATE_LIMITS.signUpsByAddress.points
		const prefix = `many${Math.random().toString(36).slice(2, 6)}`
		for (let index = 0; index < limit; index++) {
			const response = await signUp(
				{ username: `${prefix}${index}`, email: `${prefix}${index}@example.com`, password: PASSWORD },
				address,
			)
			expect(response.status).toBe(201)
		}
		const refused = await signUp(
			{ username: `${prefix}x`, email: `${prefix}x@example.com`, password: PASSWORD },
			address,
		)
		expect(refused.status).toBe(429)
		expect(await refused.json()).toEqual(TOO_MANY)
		// Another address is not affected.
		const other = await signUp(
			{ username: `${prefix}y`, email: `${prefix}y@example.com`, password: PASSWORD },
			addresses()(1),
		)
		expect(other.status).toBe(201)
	})

	test('one e-mail can be tried 10 times an hour, from any address, then gets 429 (the page too)', async () => {
		const at = addresses()
		const email = `tried${Math.random().toString(36).slice(2, 8)}@example.com`
		const limit = RATE_LIMITS.signUpsByAccount.points
		const first = await signUp({ username: `tried${block}a`, email, password: PASSWORD }, at(0))
		expect(first.status).toBe(201)
		for (let index = 1; index < limit; index++) {
			expect((await signUp({ username: `tried${block}b${index}`, email, password: PASSWORD }, at(index))).status).toBe(
				409,
			)
		}
		expect((await signUp({ username: `tried${block}c`, email, password: PASSWORD }, at(limit))).status).toBe(429)
		const page = unwrap<unknown>(
			await (signUpPage.action as Handler)({
				request: formRequest('/sign-up', { username: `tried${block}d`, email, password: PASSWORD }),
				params: {},
				context: context(at(limit + 1)),
			}).catch((error: unknown) => error),
		)
		expect(page.status).toBe(429)
	})
})
