import { expect, type Page } from '@playwright/test'

/** The demo owner of the seed, who owns every demo listing. */
export const DEMO_OWNER = { email: 'demo@homestead.example', password: 'homestead-demo' }

/** A new account's details, unique across parallel tests and projects. */
export function newAccountDetails(prefix = 'user') {
	const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
	return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'open sesame 123' }
}

/**
 * A client address of its own for a browser context: the suite signs up more accounts than the
 * limit of sign-ups per address allows in an hour, so each signing-up context comes from another
 * address (the test server trusts X-Forwarded-For, TRUST_PROXY=1, as behind a load balancer).
 */
async function asAnotherClient(page: Page) {
	const part = () => 1 + Math.floor(Math.random() * 254)
	await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` })
}

export async function signUp(page: Page, account: ReturnType<typeof newAccountDetails>) {
	await asAnotherClient(page)
	await page.goto('/sign-up')
	await page.getByLabel('Username', { exact: true }).fill(account.username)
	await page.getByLabel('E-mail', { exact: true }).fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('button', { name: 'Sign up' }).click()
	await expect(page).toHaveURL(/\/sign-in\?signedUp=1$/)
}

export async function signIn(page: Page, email: string, password: string) {
	await page.getByLabel('E-mail', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs up a fresh account and signs in with it; returns its details. */
export async function signUpAndSignIn(page: Page, prefix?: string) {
	const account = newAccountDetails(prefix)
	await signUp(page, account)
	await signIn(page, account.email, account.password)
	await expect(page.getByRole('banner').getByRole('link', { name: /your profile/ })).toBeVisible()
	return account
}
