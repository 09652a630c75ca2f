import { expect, test } from '@playwright/test'
import { newAccountDetails, signIn, signUp, signUpAndSignIn } from './support/accounts'

test('save a home from a search card, find it under Saved homes, remove it', async ({ page, javaScriptEnabled }) => {
	await signUpAndSignIn(page, 'saver')
	await page.goto('/search?searchTerm=villa')
	const heart = page.getByRole('button', { name: /^Save (?!this search)/ }).first()
	const label = (await heart.getAttribute('aria-label'))!
	const name = label.replace(/^Save /, '')
	await heart.click()
	const pressed = page.getByRole('button', { name: `Remove ${name} from saved homes` })
	await expect(pressed).toHaveAttribute('aria-pressed', 'true')
	// Without JavaScript the post comes back to the card.
	await expect(page).toHaveURL(/\/search\?searchTerm=villa(#listing-[0-9a-f-]{36})?$/)

	await page.getByRole('link', { name: 'Saved homes' }).click()
	await expect(page.getByRole('heading', { name: 'Saved homes' })).toBeVisible()
	await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
	await page.getByRole('button', { name: `Remove ${name} from saved homes` }).click()
	// In place with JavaScript (the heart empties, and the card goes when the page's data is fetched
	// again, whichever comes first); without, the page comes back without it.
	if (javaScriptEnabled)
		await expect(page.getByRole('button', { name: `Remove ${name} from saved homes` })).toHaveCount(0)
	else await expect(page.getByText('No saved homes yet.')).toBeVisible()
	await page.goto('/saved')
	await expect(page.getByText('No saved homes yet.')).toBeVisible()
})

test('without JavaScript, a heart far down the results comes back to its card, not to the top', async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(javaScriptEnabled, 'with JavaScript the heart toggles in place and the page does not move')
	await signUpAndSignIn(page, 'farsaver')
	await page.goto('/search')
	const card = page.getByRole('main').getByRole('article').last()
	const heart = card.getByRole('button', { name: /^Save / })
	const name = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '')
	const cardId = (await card.getAttribute('id'))!
	expect(cardId).toMatch(/^listing-[0-9a-f-]{36}$/)
	await heart.scrollIntoViewIfNeeded()
	await heart.click()

	await expect(page).toHaveURL(new RegExp(`/search#${cardId}$`))
	const pressed = page.getByRole('button', { name: `Remove ${name} from saved homes` })
	await expect(pressed).toHaveAttribute('aria-pressed', 'true')
	await expect(pressed).toBeInViewport()
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})

test('a visitor who presses the heart signs in and finds the home saved', async ({ page }) => {
	const account = newAccountDetails('latesaver')
	await signUp(page, account)
	await page.goto('/search?searchTerm=cottage')
	const heart = page.getByRole('button', { name: /^Save (?!this search)/ }).first()
	const name = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '')
	await heart.click()
	await expect(page).toHaveURL(/\/sign-in\?redirectTo=/)
	await signIn(page, account.email, account.password)
	await expect(page).toHaveURL(/\/search\?searchTerm=cottage#listing-[0-9a-f-]{36}$/)
	await expect(page.getByRole('button', { name: `Remove ${name} from saved homes` })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
})
