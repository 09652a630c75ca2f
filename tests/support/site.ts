import { expect, inject, vi } from 'vitest'
import { Visitor } from './visitor'

/** The shared test site of the `pages` project (tests/setup/site.ts). */
export const siteUrl = inject('siteUrl')
const mailUrl = inject('siteMailUrl')

/** A new visitor of the site, from an address of its own, without cookies. */
export const newVisitor = () => new Visitor(siteUrl)

/** A new account's details, unique across the run. */
export function newAccountDetails(prefix = 'member') {
	const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
	return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'open sesame 123' }
}

/** A member made through the API and signed in: the visitor carries the session. */
export async function newMember(prefix?: string) {
	const account = newAccountDetails(prefix)
	const visitor = newVisitor()
	const signedUp = await visitor.api('/api/auth/signup', account)
	expect(signedUp.status, 'the account is made').toBe(201)
	const signedIn = await visitor.api<{ _id: string }>('/api/auth/signin', {
		email: account.email,
		password: account.password,
	})
	expect(signedIn.status, 'the member is signed in').toBe(200)
	return { ...account, id: signedIn.body._id, visitor }
}

/** The demo owner of the seed, who owns every demo listing, signed in. */
export const DEMO_OWNER = { email: 'demo@homestead.example', password: 'homestead-demo' }
export async function demoOwner() {
	const visitor = newVisitor()
	const signedIn = await visitor.api('/api/auth/signin', DEMO_OWNER)
	expect(signedIn.status, 'the demo owner is signed in').toBe(200)
	return visitor
}

/** The seed's administrator (app/db/seed.server.ts), signed in, with their id. */
export const DEMO_ADMIN = { email: 'admin@homestead.example', password: 'homestead-admin' }
export async function demoAdmin() {
	const visitor = newVisitor()
	const signedIn = await visitor.api<{ _id: string }>('/api/auth/signin', DEMO_ADMIN)
	expect(signedIn.status, 'the demo administrator is signed in').toBe(200)
	return Object.assign(visitor, { id: signedIn.body._id })
}

/** A mail the site sent, as the test site's mail server kept it. */
export type SentMail = {
	to: string[]
	subject: string
	text: string
	html: string
	headers: Record<string, unknown>
	attachments: Array<{ filename?: string; contentType: string; content: string }>
	receivedAt: number
}

/** Every mail sent to `to` so far, oldest first. */
export async function mailsTo(to: string): Promise<SentMail[]> {
	const response = await fetch(`${mailUrl}/mail?${new URLSearchParams({ to })}`)
	return (await response.json()) as SentMail[]
}

/** Waits for the mail with this subject to `to` (the latest, should there be several). */
export async function mailTo(to: string, subject: string | RegExp) {
	const matching = (mail: SentMail) =>
		typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)
	return vi.waitFor(
		async () => {
			const found = (await mailsTo(to)).filter(matching).at(-1)
			expect(found, `a mail "${String(subject)}" to ${to}`).toBeDefined()
			return found!
		},
		{ timeout: 30_000, interval: 100 },
	)
}

/** The site's path (with its query) that a mail links to, starting with `path` (a pattern). */
export function linkIn(mail: SentMail, path: string) {
	const match = mail.text.match(new RegExp(`https?://[^/\\s]+(${path}(?:\\?[^\\s]+)?)`))
	expect(match, `a link to ${path} in "${mail.subject}"`).not.toBeNull()
	return match![1]!
}

/**
 * Verifies the member's address as they do: opens the link of the sign-up mail, enters the password
 * they signed up with and presses its button (their visitor stays signed in, with a new cookie).
 */
export async function verifyAddress(member: { email: string; password: string; visitor: Visitor }) {
	const link = linkIn(await mailTo(member.email, 'Confirm your e-mail address for Homestead'), '/verify-email')
	const page = await (
		await member.visitor.get(link)
	)
		.form('Confirm my e-mail address')
		.fill('Password', member.password)
		.submit()
	expect(page.text('main')).toContain('Your e-mail address is verified.')
}

/** A listing made through the API by the member `visitor` signs in as: these values over plain ones; its id. */
export async function newListing(visitor: Visitor, values: Record<string, unknown> = {}) {
	const created = await visitor.api<{ _id: string }>('/api/listing/create', {
		name: 'A plain flat',
		description: 'Bright and quiet.',
		address: '3 Lark Lane',
		type: 'rent',
		propertyType: 'apartment',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1400,
		imageUrls: ['/images/listing-fallback.webp'],
		...values,
	})
	expect(created.status, 'the listing is made').toBe(201)
	return created.body._id
}
