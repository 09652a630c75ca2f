import { expect, test } from '@playwright/test'
import { newAccountDetails, signIn, signUp } from './support/accounts'

test('sign up, sign in, update the profile, sign out, sign in with the new password, delete the account', async ({
	page,
}) => {
	// Eight page loads and four password hashes: a long journey on a busy machine.
	test.slow()
	const account = newAccountDetails('flow')
	await signUp(page, account)
	await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()

	await signIn(page, account.email, account.password)
	await expect(page).toHaveURL(/\/$/)
	await page
		.getByRole('banner')
		.getByRole('link', { name: `${account.username}, your profile` })
		.click()
	await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()

	const renamed = `${account.username}-x`
	await page.getByLabel('Username', { exact: true }).fill(renamed)
	await page.getByLabel('New password').fill('a brand new secret')
	await page.getByRole('button', { name: 'Update' }).click()
	await expect(page.getByText('User is updated successfully!')).toBeVisible()
	await expect(page.getByLabel('Username', { exact: true })).toHaveValue(renamed)

	await page.getByRole('button', { name: 'Sign out' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

	await page.goto('/sign-in')
	await signIn(page, account.email, account.password)
	await expect(page.getByText('Wrong credentials!')).toBeVisible()
	await signIn(page, account.email, 'a brand new secret')
	await expect(page).toHaveURL(/\/$/)

	await page.goto('/profile')
	await page.getByRole('link', { name: 'Delete account' }).click()
	await page.getByRole('button', { name: 'Delete my account' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
	await page.goto('/sign-in')
	await signIn(page, account.email, 'a brand new secret')
	await expect(page.getByText('Wrong credentials!')).toBeVisible()
})

test('a protected page sends a signed-out visitor to sign in, then back', async ({ page }) => {
	const account = newAccountDetails('back')
	await signUp(page, account)
	await page.goto('/profile')
	await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/)
	await signIn(page, account.email, account.password)
	await expect(page).toHaveURL(/\/profile$/)
	await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(account.email)
})

test('sign-up problems are shown beneath the form and what was typed is kept', async ({ page }) => {
	await page.goto('/sign-up')
	await page.getByLabel('Username', { exact: true }).fill('kept-name')
	await page.getByLabel('E-mail', { exact: true }).fill('kept@example.com')
	await page.getByLabel('Password', { exact: true }).fill('short')
	await page.getByRole('button', { name: 'Sign up' }).click()
	await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
	await expect(page.getByLabel('Username', { exact: true })).toHaveValue('kept-name')
	await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('kept@example.com')
})

test('Google sign-in through the OpenID provider creates the account and signs in', async ({ page }) => {
	await page.goto('/sign-in?redirectTo=%2Fprofile')
	await page.getByRole('button', { name: 'Continue with Google' }).click()
	await expect(page).toHaveURL(/\/profile$/)
	await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('jane.google@example.com')
	await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^janegoogle/)
})

test('after a wrong password the sign-up notice gives way to the error', async ({ page }) => {
	await page.goto('/sign-in?signedUp=1')
	await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible()
	await signIn(page, newAccountDetails('nobody').email, 'not the password')
	await expect(page.getByText('Wrong credentials!')).toBeVisible()
	await expect(page.getByText('Your account is ready. Sign in to continue.')).toHaveCount(0)
})
