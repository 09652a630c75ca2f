import { expect, test } from '@playwright/test'
import { newAccountDetails, signIn, signUpAndSignIn } from './support/accounts'
import { linkIn, mailTo } from './support/mail'

// Both projects: every step is a link, a form post and a page, with or without JavaScript.

test('a forgotten password is reset through the mailed link, which then stops working', async ({ page }) => {
	test.slow()
	const account = await signUpAndSignIn(page, 'forgot')
	await page.context().clearCookies()

	await page.goto('/sign-in')
	await page.getByRole('link', { name: 'Forgot password?' }).click()
	await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
	await page.getByLabel('E-mail', { exact: true }).fill(account.email)
	await page.getByRole('button', { name: 'Send the link' }).click()
	await expect(
		page.getByText(
			'If an account uses that address, we have sent a link to reset the password. It works for one hour.',
		),
	).toBeVisible()

	const link = linkIn(await mailTo(account.email, 'Reset your Homestead password'), '/reset-password')
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
	await page.getByLabel('New password').fill('short')
	await page.getByRole('button', { name: 'Set the new password' }).click()
	await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
	await page.getByLabel('New password').fill('a fresh password 456')
	await page.getByRole('button', { name: 'Set the new password' }).click()

	await expect(page).toHaveURL(/\/sign-in$/)
	await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible()
	await signIn(page, account.email, 'a fresh password 456')
	await expect(page.getByRole('banner').getByRole('link', { name: /your profile/ })).toBeVisible()
	await mailTo(account.email, 'Your Homestead password was changed')

	await page.goto(link)
	await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible()
	await page.getByRole('link', { name: 'Ask for a new link' }).click()
	await expect(page).toHaveURL(/\/forgot-password$/)
})

test('an unknown address gets the same answer', async ({ page }) => {
	await page.goto('/forgot-password')
	await page.getByLabel('E-mail', { exact: true }).fill(newAccountDetails('nobody').email)
	await page.getByRole('button', { name: 'Send the link' }).click()
	await expect(page.getByText('If an account uses that address, we have sent a link')).toBeVisible()
})

test('the address given at sign-up is verified through the mailed link', async ({ page }) => {
	const account = await signUpAndSignIn(page, 'verify')
	await page.goto('/profile')
	await expect(page.getByText('Not verified yet')).toBeVisible()
	await page.getByRole('button', { name: 'Send the link again' }).click()
	await expect(page.getByText('We have sent a new link to your e-mail address.')).toBeVisible()

	const link = linkIn(await mailTo(account.email, 'Confirm your e-mail address for Homestead'), '/verify-email')
	await page.goto(link)
	await expect(page.getByText('Your e-mail address is verified.')).toBeVisible()
	await expect(page.getByText(account.email)).toBeVisible()
	await page.getByRole('link', { name: 'Go to your profile' }).click()
	await expect(page.getByText('Your e-mail address is verified.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0)

	await page.goto(link)
	await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible()
})
