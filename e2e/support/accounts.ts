import { expect, type Page } from '@playwright/test'

/** The demo owner of the seed, who owns every demo listing. */
export const DEMO_OWNER = { email: 'demo@homestead.example', password: 'homestead-demo' }

/** A new account's details, unique across parallel tests and projects. */
export function newAccountDetails(prefix = 'user') {
	const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
	return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'open sesame 123' }
}

/**
 * A client address of its own for each account: the suite makes more accounts than the limit of
 * sign-ups per address allows in an hour (the test site trusts X-Forwarded-For, TRUST_PROXY=1, as
 * behind a load balancer).
 */
function anotherClient() {
	const part = () => 1 + Math.floor(Math.random() * 254)
	return { 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` }
}

/**
 * Signs the page's browser context in through the JSON API, which shares the context's cookies:
 * a session made in the test's setup, not by filling in forms (e2e/smoke.spec.ts signs up and in
 * through the pages).
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
	const response = await page.request.post('/api/auth/signin', { data: { email, password }, headers: anotherClient() })
	expect(response.status(), `${email} is signed in`).toBe(200)
}

/** Makes a new account through the API and signs the page's context in with it; returns its details. */
export async function signInAsNewMember(page: Page, prefix?: string) {
	const account = newAccountDetails(prefix)
	const response = await page.request.post('/api/auth/signup', { data: account, headers: anotherClient() })
	expect(response.status(), 'the account is made').toBe(201)
	await signInThroughApi(page, account.email, account.password)
	return account
}

/** The demo administrator of the seed. */
export const DEMO_ADMIN = { email: 'admin@homestead.example', password: 'homestead-admin' }

/** Signs the page's context in as the demo administrator. */
export const signInAsDemoAdmin = (page: Page) => signInThroughApi(page, DEMO_ADMIN.email, DEMO_ADMIN.password)

/** Signs the page's context in as the demo owner. */
export const signInAsDemoOwner = (page: Page) => signInThroughApi(page, DEMO_OWNER.email, DEMO_OWNER.password)

/** Signs up through the sign-up page, as a person does. */
export async function signUp(page: Page, account: ReturnType<typeof newAccountDetails>) {
	await page.context().setExtraHTTPHeaders(anotherClient())
	await page.goto('/sign-up')
	await page.getByLabel('Username', { exact: true }).fill(account.username)
	await page.getByLabel('E-mail', { exact: true }).fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('button', { name: 'Sign up' }).click()
	await expect(page).toHaveURL(/\/sign-in\?signedUp=1$/)
}

/** Signs in on the sign-in page the browser is on. */
export async function signIn(page: Page, email: string, password: string) {
	await page.getByLabel('E-mail', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Sign in' }).click()
}
