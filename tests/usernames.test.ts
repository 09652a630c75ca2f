import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { closeDb, getDb } from '~/db/client.server'
import { DEFAULT_AVATAR, users } from '~/db/schema'
import { createUser } from '~/models/user.server'
import * as signInPage from '~/routes/_auth+/sign-in'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as profilePage from '~/routes/_profile+/profile'
import * as signupApi from '~/routes/api+/auth.signup'
import * as updateApi from '~/routes/api+/user.update.$id'
import { signInCookie } from '~/services/auth.server'
import { createUser as insertUserRow } from './support/factories'
import { context, cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'

/*
 * Usernames are compared as they look: NFKC, without case, and by their confusable skeleton
 * (Unicode TS #39), so that `ᴅemo` (U+1D05, a small capital D) cannot pass for `demo`.
 */

const PASSWORD = 'correct horse battery'
const TAKEN = 'Username is already taken'

type Handler = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<Response>
const call = (handler: unknown, request: Request, params: Record<string, string> = {}) =>
	(handler as Handler)({ request, params, context: context() })

let counter = 0
/** A word for this test's names, of letters that look like no others (no `m`: it looks like `rn`). */
const uniqueWord = () => {
	counter += 1
	return `dex${'abcdefghijk'[counter % 11]}${Math.random()
		.toString(36)
		.replace(/[^a-ln-z]/g, '')
		.slice(0, 5)}`
}

const signUpApi = (username: string) =>
	call(
		signupApi.action,
		jsonRequest('/api/auth/signup', { username, email: `${uniqueWord()}@example.com`, password: PASSWORD }),
	)

async function member(username = uniqueWord()) {
	const email = `${username.normalize('NFKD').replace(/[^\w]/g, '')}${counter}@example.com`
	const user = await createUser({ username, email, password: PASSWORD })
	const signedIn = await responseOf(run(signInPage.action, formRequest('/sign-in', { email, password: PASSWORD })))
	return { user, cookie: cookieOf(signedIn) }
}

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

describe('look-alike usernames', () => {
	test('a name written with look-alike letters of the same alphabet is taken: sign-up through the API answers 409', async () => {
		const word = uniqueWord()
		expect((await signUpApi(`demo${word}`)).status).toBe(201)
		// ᴅ is a small capital D (U+1D05): NFKC leaves it as it is, and it has no lower case.
		for (const lookAlike of [`\u1d05emo${word}`, `dern0${word}`, `DEMO${word}`, `ｄｅｍｏ${word}`]) {
			const response = await signUpApi(lookAlike)
			expect(response.status, lookAlike).toBe(409)
			expect(await messageOf(response)).toBe(TAKEN)
		}
		// Letters that only resemble each other in some fonts stay different names.
		expect((await signUpApi(`dema${word}`)).status).toBe(201)
	})

	test('accents, strokes, hooks and tildes on a letter, and dots, dashes and underscores, make no new name', async () => {
		const word = uniqueWord()
		expect((await signUpApi(`demo${word}`)).status).toBe(201)
		// ď (caron), ᵭ (middle tilde, U+1D6D), đ (stroke); a trailing dot, an underscore, a dash.
		for (const lookAlike of [
			`\u010femo${word}`,
			`\u1d6demo${word}`,
			`\u0111emo${word}`,
			`demo${word}.`,
			`de_mo${word}`,
			`d-emo${word}`,
		]) {
			const response = await signUpApi(lookAlike)
			expect(response.status, lookAlike).toBe(409)
			expect(await messageOf(response)).toBe(TAKEN)
		}
		// The other way round: the first of them keeps its name against the plain one.
		const other = uniqueWord()
		expect((await signUpApi(`d.emo${other}`)).status).toBe(201)
		expect((await signUpApi(`demo${other}`)).status).toBe(409)
	})

	test('the first of two look-alikes keeps the name the other way round too', async () => {
		const word = uniqueWord()
		expect((await signUpApi(`\u1d05emo${word}`)).status).toBe(201)
		const response = await signUpApi(`demo${word}`)
		expect(response.status).toBe(409)
		expect(await messageOf(response)).toBe(TAKEN)
	})

	test('the sign-up page answers a look-alike on the username field with 409', async () => {
		const word = uniqueWord()
		await member(`demo${word}`)
		const { status, data } = unwrap<{ result: { error?: Record<string, string[] | null> } }>(
			await run(
				signUpPage.action,
				formRequest('/sign-up', {
					username: `\u1d05emo${word}`,
					email: `${word}-page@example.com`,
					password: PASSWORD,
				}),
			),
		)
		expect(status).toBe(409)
		expect(data.result.error).toMatchObject({ username: [TAKEN] })
		const db = await getDb()
		expect(
			await db
				.select()
				.from(users)
				.where(eq(users.email, `${word}-page@example.com`)),
		).toHaveLength(0)
	})

	test('renaming to a look-alike of another member is refused on the profile and in the API; one’s own name may be sent again', async () => {
		const word = uniqueWord()
		await member(`demo${word}`)
		const { user, cookie } = await member()

		const page = unwrap<{ result: { error?: Record<string, string[] | null> } }>(
			await run(
				profilePage.action,
				formRequest('/profile', { username: `\u1d05emo${word}`, email: user.email, password: '' }, { cookie }),
			),
		)
		expect(page.status).toBe(409)
		expect(page.data.result.error).toMatchObject({ username: [TAKEN] })

		const update = (body: unknown) =>
			call(updateApi.action, jsonRequest(`/api/user/update/${user.id}`, body, { cookie }), { id: user.id })
		const renamed = await update({ username: `\u1d05emo${word}` })
		expect(renamed.status).toBe(409)
		expect(await messageOf(renamed)).toBe(TAKEN)
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, user.id))
		expect(row!.username).toBe(user.username)

		// Sending one's own name back (an old client sends every field) is no conflict, nor is a new case of it.
		expect((await update({ username: user.username })).status).toBe(200)
		expect((await update({ username: user.username.toUpperCase() })).status).toBe(200)
	})

	test('two look-alike sign-ups at the same time: one account is made, the other is told the name is taken', async () => {
		const word = uniqueWord()
		const answers = await Promise.all([signUpApi(`demo${word}`), signUpApi(`\u1d05emo${word}`)])
		expect(answers.map((response) => response.status).sort()).toEqual([201, 409])
		const refused = answers.find((response) => response.status === 409)!
		expect(await messageOf(refused)).toBe(TAKEN)
	})

	test('accounts keyed the old way are keyed again: migration 0029 empties the keys and the next start computes them', async () => {
		const word = uniqueWord()
		// As the skeleton before accents were folded left it: d and a breve.
		const old = await insertUserRow({ username: `\u010femo${word}`, usernameSkeleton: `d\u0306erno${word}` })
		const migration = readFileSync(
			new URL('../drizzle/0029_username_skeletons_fold_accents.sql', import.meta.url),
			'utf8',
		)
		const db = await getDb()
		await db.execute(sql.raw(migration))
		await closeDb()
		await getDb()

		const [row] = await (await getDb()).select().from(users).where(eq(users.id, old.id))
		expect(row!.usernameSkeleton).toBe(`derno${word}`)
		const response = await signUpApi(`demo${word}`)
		expect(response.status).toBe(409)
		expect(await messageOf(response)).toBe(TAKEN)
	})

	test('accounts from before names were compared this way get their skeleton at start-up; of two look-alikes the older keeps it', async () => {
		const word = uniqueWord()
		// Rows as the migration left them: written without a skeleton.
		const older = await insertUserRow({ username: `demo${word}`, createdAt: new Date('2020-01-01') })
		const newer = await insertUserRow({ username: `\u1d05emo${word}`, createdAt: new Date('2021-01-01') })
		await closeDb()
		await getDb()

		const db = await getDb()
		const skeletonOf = async (id: string) =>
			(await db.select().from(users).where(eq(users.id, id)))[0]!.usernameSkeleton
		expect(await skeletonOf(older.id)).toBe(`derno${word}`)
		expect(await skeletonOf(newer.id)).toBeNull()

		const response = await signUpApi(`dem0${word}`)
		expect(response.status).toBe(409)
		expect(await messageOf(response)).toBe(TAKEN)
		// The newer look-alike keeps its name, and saving its profile with it (as an old client sends every field) works.
		const cookie = (await signInCookie(getRequest('/'), newer)).split(';')[0]!
		const saved = await call(
			updateApi.action,
			jsonRequest(`/api/user/update/${newer.id}`, { username: newer.username, avatar: DEFAULT_AVATAR }, { cookie }),
			{ id: newer.id },
		)
		expect(saved.status).toBe(200)
		expect(await saved.json()).toMatchObject({ username: `\u1d05emo${word}` })
		// The older one's name is taken in every spelling.
		expect((await signUpApi(older.username.toUpperCase())).status).toBe(409)
	})
})
