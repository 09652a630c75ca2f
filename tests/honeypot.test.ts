import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { newsletterSubscriptions, users } from '~/db/schema'
import { getContactMessages } from '~/models/contact.server'
import * as signUpPage from '~/routes/_auth+/sign-up'
import * as contactPage from '~/routes/_marketing+/contact'
import * as newsletterPage from '~/routes/_marketing+/newsletter'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { formRequest, responseOf, run, unwrap } from './support/requests'

const bot = { [HONEYPOT_FIELD]: 'https://cheap-pills.example' }

describe('a post that fills the hidden honeypot field', () => {
	test('sign-up answers as if the account were made, and makes none', async () => {
		const fields = { username: 'botname', email: 'bot@example.com', password: 'password123' }
		const response = await responseOf(run(signUpPage.action, formRequest('/sign-up', { ...fields, ...bot })))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/sign-in?signedUp=1')
		const db = await getDb()
		expect(await db.select().from(users).where(eq(users.username, 'botname'))).toHaveLength(0)
	})

	test('the contact form answers with its confirmation, and keeps no message', async () => {
		const before = (await getContactMessages()).length
		const fields = { firstName: 'Spam', lastName: 'Bot', email: 'spam@example.com', message: 'Buy followers now' }
		const { status, data } = unwrap<{ sent: boolean }>(
			await run(contactPage.action, formRequest('/contact', { ...fields, ...bot })),
		)
		expect(status).toBe(200)
		expect(data.sent).toBe(true)
		expect(await getContactMessages()).toHaveLength(before)
	})

	test('the newsletter answers with its confirmation, and keeps no address', async () => {
		const { status, data } = unwrap<{ subscribed: boolean }>(
			await run(newsletterPage.action, formRequest('/newsletter', { email: 'spam-list@example.com', ...bot })),
		)
		expect(status).toBe(200)
		expect(data.subscribed).toBe(true)
		const db = await getDb()
		const stored = await db
			.select()
			.from(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.email, 'spam-list@example.com'))
		expect(stored).toHaveLength(0)
	})
})

describe('a post with the honeypot field left empty, as a person sends it', () => {
	test('signs up, sends the message and subscribes as usual', async () => {
		const empty = { [HONEYPOT_FIELD]: '' }
		const signUp = await responseOf(
			run(
				signUpPage.action,
				formRequest('/sign-up', { username: 'human', email: 'human@example.com', password: 'password123', ...empty }),
			),
		)
		expect(signUp.status).toBe(302)
		const db = await getDb()
		expect(await db.select().from(users).where(eq(users.username, 'human'))).toHaveLength(1)

		const fields = {
			firstName: 'Ana',
			lastName: 'Ortega',
			email: 'ana@example.com',
			message: 'Is the loft still free?',
		}
		await run(contactPage.action, formRequest('/contact', { ...fields, ...empty }))
		expect((await getContactMessages(1))[0]).toMatchObject({ message: 'Is the loft still free?' })

		await run(newsletterPage.action, formRequest('/newsletter', { email: 'ana@example.com', ...empty }))
		const stored = await db
			.select()
			.from(newsletterSubscriptions)
			.where(eq(newsletterSubscriptions.email, 'ana@example.com'))
		expect(stored).toHaveLength(1)
	})
})
