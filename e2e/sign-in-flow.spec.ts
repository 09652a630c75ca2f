import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { newAccountDetails } from './support/accounts'

// With JavaScript, signing in on the way is a chain of answers the scripts follow in place (the
// heart's fetcher, the sign-in form, the data of the page it leads to, loaded from `….data`). The same
// flows without JavaScript, and what a link alone may do, are tested over HTTP:
// tests/pages/sign-in-flow.test.ts.

/** An account made through the API, from a client of its own, without signing this browser in. */
async function newAccount(request: APIRequestContext, prefix: string) {
	const account = newAccountDetails(prefix)
	const part = () => 1 + Math.floor(Math.random() * 254)
	const response = await request.post('/api/auth/signup', {
		data: account,
		headers: { 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` },
	})
	expect(response.status(), 'the account is made').toBe(201)
	return account
}

async function signInOnThePage(page: Page, account: { email: string; password: string }) {
	await page.getByLabel('E-mail', { exact: true }).fill(account.email)
	await page.getByLabel('Password', { exact: true }).fill(account.password)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('a visitor’s heart leads to sign in, which says why, and back to the card with the home saved', async ({
	page,
	request,
}) => {
	const account = await newAccount(request, 'jsheart')
	await page.goto('/search?searchTerm=villa')
	const card = page.getByRole('main').getByRole('article').first()
	// Hydrated: the heart's form asks for an answer in place.
	await expect(card.locator('input[name="inPlace"]')).toHaveCount(1)
	const heart = card.getByRole('button', { name: /^Save / })
	const name = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '')
	await heart.click()
	await expect(page).toHaveURL(/\/sign-in\?/)
	await expect(page.getByText('Sign in to save this home')).toBeVisible()
	await signInOnThePage(page, account)
	await expect(page).toHaveURL(/\/search\?searchTerm=villa#listing-/)
	await expect(page.getByRole('button', { name: `Remove ${name} from saved homes` }).first()).toHaveAttribute(
		'aria-pressed',
		'true',
	)
})

test('a message a visitor wrote is on the form after signing in, not sent', async ({ page, request }) => {
	const account = await newAccount(request, 'jsdraft')
	const found = await request.get(`/api/listing/get?${new URLSearchParams({ searchTerm: 'villa' })}`)
	const [home] = (await found.json()) as Array<{ _id: string }>
	await page.goto(`/listing/${home!._id}`)
	await page.getByText('Contact landlord').click()
	const text = `Could we see it on Saturday morning? (${account.username})`
	await page.getByLabel('Message', { exact: true }).fill(text)
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page).toHaveURL(/\/sign-in\?/)
	await expect(page.getByText('Sign in to send your message')).toBeVisible()
	await signInOnThePage(page, account)
	await expect(page).toHaveURL(new RegExp(`/listing/${home!._id}/contact$`))
	await expect(page.getByLabel('Message', { exact: true })).toHaveValue(text)
	await expect(page.getByText('Your message is below, not sent yet')).toBeVisible()
})
