import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { contactMessages, newsletterSubscriptions } from '~/db/schema'
import { getContactMessages, saveContactMessage } from '~/models/contact.server'
import { action as contactAction } from '~/routes/_marketing+/contact'
import { action as newsletterAction } from '~/routes/_marketing+/newsletter'

function post(url: string, fields: Record<string, string>) {
	return new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(fields) })
}

type Unwrapped<A> = A extends { type: string; data: infer D; init: unknown } ? D : A

/** What an action answered: its data and status, whether it used data(...) or returned a plain object. */
function unwrap<A>(answer: A): { body: Unwrapped<A>; status: number } {
	const value = answer as { type?: string; data?: unknown; init?: ResponseInit | null }
	if (value && typeof value === 'object' && value.type === 'DataWithResponseInit') {
		return { body: value.data as Unwrapped<A>, status: value.init?.status ?? 200 }
	}
	return { body: answer as Unwrapped<A>, status: 200 }
}

/** Every stored contact message, however many earlier tests left. */
async function contactMessageCount() {
	const db = await getDb()
	return (await db.select().from(contactMessages)).length
}

const valid = {
	firstName: 'Ana',
	lastName: 'Ortega',
	email: 'ana.ortega@example.com',
	message: 'We would like to renovate the kitchen of our bungalow in Hyde Park.',
}

describe('the contact form', () => {
	test('a valid message is stored and answered with a confirmation', async () => {
		const { body, status } = unwrap(await contactAction({ request: post('/contact', valid), params: {}, context: {} }))
		expect(status).toBe(200)
		expect(body.sent).toBe(true)
		expect(body.firstName).toBe('Ana')
		const [stored] = await getContactMessages()
		expect(stored).toMatchObject(valid)
		expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(stored!.createdAt).toBeInstanceOf(Date)
	})

	test('values are trimmed before they are stored', async () => {
		await contactAction({
			request: post('/contact', { ...valid, firstName: '  Bo  ', email: ' bo@example.com ' }),
			params: {},
			context: {},
		})
		const [stored] = await getContactMessages(1)
		expect(stored).toMatchObject({ firstName: 'Bo', email: 'bo@example.com' })
	})

	test.each([
		[{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
		[{ email: 'jane@homestead' }, 'email', 'Enter a valid e-mail address'],
		[{ firstName: '   ' }, 'firstName', 'First name is required'],
		[{ lastName: '' }, 'lastName', 'Last name is required'],
		[{ message: '' }, 'message', 'Message is required'],
		[{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
		[{ firstName: 'x'.repeat(61) }, 'firstName', 'First name must be at most 60 characters'],
	])('%o is refused with a message, keeping what was typed, and nothing is stored', async (change, field, message) => {
		const before = await contactMessageCount()
		const fields = { ...valid, ...change }
		const { body, status } = unwrap(await contactAction({ request: post('/contact', fields), params: {}, context: {} }))
		expect(status).toBe(400)
		expect(body.sent).toBe(false)
		expect(body.result.error?.[field]).toEqual([message])
		// Everything typed comes back to the form (an empty field is simply absent).
		const typed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''))
		expect(body.result.initialValue).toEqual(typed)
		expect(await contactMessageCount()).toBe(before)
	})

	test('the model keeps several messages from the same person, newest first', async () => {
		await saveContactMessage({ ...valid, message: 'first' })
		// Sent a moment later: two saves within the clock's resolution would carry the same time.
		await new Promise((resolve) => setTimeout(resolve, 5))
		await saveContactMessage({ ...valid, message: 'second' })
		const messages = await getContactMessages()
		expect(messages.slice(0, 2).map((row) => row.message)).toEqual(['second', 'first'])
	})
})

describe('the newsletter form', () => {
	test('an address is stored once, whatever its case, with a confirmation', async () => {
		const first = unwrap(
			await newsletterAction({
				request: post('/newsletter', { email: 'Reader@Example.com' }),
				params: {},
				context: {},
			}),
		)
		expect(first.body.subscribed).toBe(true)
		const again = unwrap(
			await newsletterAction({
				request: post('/newsletter', { email: 'reader@example.com' }),
				params: {},
				context: {},
			}),
		)
		expect(again.body.subscribed).toBe(true)
		const db = await getDb()
		const rows = await db.select().from(newsletterSubscriptions)
		expect(rows.filter((row) => row.email.toLowerCase() === 'reader@example.com')).toHaveLength(1)
	})

	test('a bad address is refused with a message and nothing is stored', async () => {
		const db = await getDb()
		const before = (await db.select().from(newsletterSubscriptions)).length
		const { body, status } = unwrap(
			await newsletterAction({ request: post('/newsletter', { email: 'nope@nowhere' }), params: {}, context: {} }),
		)
		expect(status).toBe(400)
		expect(body.subscribed).toBe(false)
		expect(body.error).toBe('Enter a valid e-mail address')
		expect(body.email).toBe('nope@nowhere')
		expect(await db.select().from(newsletterSubscriptions)).toHaveLength(before)
	})
})
