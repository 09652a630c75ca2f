import { expect, test } from '@playwright/test'

// Without JavaScript these forms post to /contact and /newsletter, which answer; that, and the
// server's refusals, are checked over HTTP (tests/pages/marketing.test.ts). With JavaScript they
// check and answer in place, which is what is left here.

// Each run writes new rows; unique addresses keep runs apart.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test.describe('contact form with JavaScript', () => {
	test('a bad e-mail is refused before sending, nothing typed is lost; once fixed, the message is sent in place and the form empties', async ({
		page,
	}) => {
		await page.goto('/contact')
		await page.getByLabel('First name', { exact: true }).fill('Jane')
		await page.getByLabel('Last name', { exact: true }).fill('Doe')
		// Browsers accept this address; the form's own check (and the server) do not.
		await page.getByLabel('Email', { exact: true }).fill('jane@homestead')
		await page.getByLabel('Message', { exact: true }).fill('Is the Zilker townhouse still available?')
		await page.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
		await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jane')
		await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Doe')
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue('jane@homestead')
		await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Is the Zilker townhouse still available?')
		await expect(page.getByText('Your message has been sent')).toHaveCount(0)

		const email = `jane.${unique()}@example.com`
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByRole('button', { name: 'Send message' }).click()
		const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, Jane! Your message has been sent.' })
		await expect(confirmation).toBeVisible()
		await expect(confirmation).toContainText(email)
		await expect(page).toHaveURL(/\/contact$/)
		await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0)
		await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
	})

	test('the form of /home-3 sends in place', async ({ page }) => {
		await page.goto('/home-3')
		const section = page.getByRole('region', { name: 'Tell us about the home you want' })
		await section.getByLabel('First name', { exact: true }).fill('Omar')
		await section.getByLabel('Last name', { exact: true }).fill('Haddad')
		await section.getByLabel('Email', { exact: true }).fill(`omar.${unique()}@example.com`)
		await section.getByLabel('Message', { exact: true }).fill('Looking for a three-bedroom house near Mueller.')
		await section.getByRole('button', { name: 'Send message' }).click()
		await expect(section.getByText('Thank you, Omar! Your message has been sent.')).toBeVisible()
		await expect(page).toHaveURL(/\/home-3$/)
	})
})

test('with JavaScript the newsletter answers in place: a bad address is kept in the box, a good one confirmed', async ({
	page,
}) => {
	await page.goto('/blog-3')
	const banner = page.getByRole('region', { name: 'New homes in your inbox' })
	const box = banner.getByLabel('Your e-mail address')
	await box.fill('reader@nowhere')
	await banner.getByRole('button', { name: 'Subscribe' }).click()
	await expect(banner.getByText('Enter a valid e-mail address')).toBeVisible()
	await expect(box).toHaveValue('reader@nowhere')

	await box.fill(`reader.${unique()}@example.com`)
	await banner.getByRole('button', { name: 'Subscribe' }).click()
	await expect(banner.getByText('Thanks! You are subscribed to our newsletter.')).toBeVisible()
	await expect(page).toHaveURL(/\/blog-3$/)
	// Emptied for the next address. (By its name: the new box is no longer the label's, whose `for`
	// keeps the server's id while the new box gets the browser's.)
	await expect(banner.locator('input[name="email"]')).toHaveValue('')
})
