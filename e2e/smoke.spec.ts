import { expect, type Page, test } from '@playwright/test'
import { DEMO_OWNER, newAccountDetails, signIn, signUp } from './support/accounts'
import { makePhotoFiles } from './support/photos'

/**
 * The core flows in a real browser, run with JavaScript (project js) and without (project no-js):
 * sign up and sign in through the pages, search, list a home with a photo, write to its owner.
 * Every step of them is also tested over HTTP in detail (tests/pages/); these prove the pages work
 * as a whole in a browser, with and without the scripts.
 */

/** No element makes the page scroll sideways on a 320 px phone. */
async function expectFitsA320PxPhone(page: Page) {
	const width = await page.evaluate(() => document.documentElement.scrollWidth)
	expect(width, `${page.url()} at 320 px`).toBeLessThanOrEqual(320)
}

test('a newcomer signs up and in, lists a home with a photo, finds it by search; another member writes to the owner', async ({
	page,
	browser,
	javaScriptEnabled,
}) => {
	test.slow()
	const account = newAccountDetails('smoke')
	await signUp(page, account)
	await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()
	await signIn(page, account.email, account.password)
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('banner').getByRole('link', { name: `${account.username}, your profile` })).toBeVisible()

	// List a home with a photo.
	const word = `smoke${Date.now().toString(36)}`
	const name = `Garden flat by the ${word} park`
	const [photo] = await makePhotoFiles(1)
	await page.setViewportSize({ width: 320, height: 800 })
	await page.goto('/create-listing')
	await expectFitsA320PxPhone(page)
	await page.setViewportSize({ width: 1280, height: 900 })
	await page.getByLabel('Name', { exact: true }).fill(name)
	await page.getByLabel('Description', { exact: true }).fill('Two bright rooms over the park, with a balcony.')
	await page.getByLabel('Address', { exact: true }).fill('12 Park Lane, Austin, TX')
	await page.getByLabel('Rent', { exact: true }).check()
	await page.getByLabel('Property type', { exact: true }).selectOption('apartment')
	await page.getByLabel('Beds', { exact: true }).fill('2')
	await page.getByLabel('Baths', { exact: true }).fill('1')
	await page.getByLabel(/Regular price/).fill('2400')
	await page.getByLabel('Choose images').setInputFiles(photo!)
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible()
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/)
	const listingPath = new URL(page.url()).pathname
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	await expect(page.getByRole('img', { name: `${name}, photo 1` })).toBeVisible()

	// A search finds it, with the filters of the side panel.
	await page.goto('/search')
	await page.getByLabel('Search term', { exact: true }).fill(word)
	await page.getByLabel('Rent', { exact: true }).check()
	await page.getByLabel('Min price', { exact: true }).fill('2000')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`searchTerm=${word}`))
	await expect(page).toHaveURL(/type=rent/)
	await expect(page.getByRole('heading', { name: 'Showing 1 of 1 result' })).toBeVisible()
	await page
		.getByRole('main')
		.getByRole('link', { name: new RegExp(name) })
		.first()
		.click()
	await expect(page).toHaveURL(new RegExp(`${listingPath}$`))

	// Another member writes to the owner through the contact form.
	const seeker = await browser.newContext({ javaScriptEnabled })
	const seekerPage = await seeker.newPage()
	await seekerPage.goto(`/sign-in?${new URLSearchParams({ redirectTo: listingPath })}`)
	await signIn(seekerPage, DEMO_OWNER.email, DEMO_OWNER.password)
	await expect(seekerPage).toHaveURL(new RegExp(`${listingPath}$`))
	await seekerPage.setViewportSize({ width: 320, height: 800 })
	await expectFitsA320PxPhone(seekerPage)
	await seekerPage.getByText('Contact landlord').click()
	await seekerPage.getByLabel('Message', { exact: true }).fill(`Is the ${word} flat free in June?`)
	await seekerPage.getByRole('button', { name: 'Send message' }).click()
	await expect(seekerPage).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
	await expect(seekerPage.getByRole('list', { name: 'Messages' })).toContainText(`Is the ${word} flat free in June?`)
	await expectFitsA320PxPhone(seekerPage)
	await seeker.close()

	// The owner finds it under Messages.
	await page.goto('/messages')
	await expect(page.getByRole('link', { name: name })).toBeVisible()
})
