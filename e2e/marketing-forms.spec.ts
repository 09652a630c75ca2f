import { expect, test } from '@playwright/test'

// Each run writes new rows; unique addresses keep runs and projects apart.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

test.describe('contact form', () => {
	test('a message is sent and confirmed; with JavaScript the form empties for the next one', async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto('/contact')
		const email = `ana.${unique()}@example.com`
		await page.getByLabel('First name', { exact: true }).fill('Ana')
		await page.getByLabel('Last name', { exact: true }).fill('Ortega')
		await page.getByLabel('Email', { exact: true }).fill(email)
		await page.getByLabel('Message', { exact: true }).fill('We would like a quote for a kitchen remodel in Hyde Park.')
		await page.getByRole('button', { name: 'Send message' }).click()
		const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, Ana! Your message has been sent.' })
		await expect(confirmation).toBeVisible()
		await expect(confirmation).toContainText(email)
		await expect(page).toHaveURL(/\/contact$/)
		if (javaScriptEnabled) await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
	})

	test('a bad e-mail is refused with a message and nothing typed is lost', async ({ page }) => {
		await page.goto('/contact')
		await page.getByLabel('First name', { exact: true }).fill('Jane')
		await page.getByLabel('Last name', { exact: true }).fill('Doe')
		// Browsers accept this address; the server (and the form's own check) do not.
		await page.getByLabel('Email', { exact: true }).fill('jane@homestead')
		await page.getByLabel('Message', { exact: true }).fill('Is the Zilker townhouse still available?')
		await page.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
		await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Jane')
		await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Doe')
		await expect(page.getByLabel('Email', { exact: true })).toHaveValue('jane@homestead')
		await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Is the Zilker townhouse still available?')
		await expect(page.getByText('Your message has been sent')).toHaveCount(0)
		await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	})

	test('the form of /home-3 sends too (in place, or through the contact page without JavaScript)', async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto('/home-3')
		const section = page.getByRole('region', { name: 'Tell us about the home you want' })
		await section.getByLabel('First name', { exact: true }).fill('Omar')
		await section.getByLabel('Last name', { exact: true }).fill('Haddad')
		await section.getByLabel('Email', { exact: true }).fill(`omar.${unique()}@example.com`)
		await section.getByLabel('Message', { exact: true }).fill('Looking for a three-bedroom house near Mueller.')
		await section.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByText('Thank you, Omar! Your message has been sent.')).toBeVisible()
		await expect(page).toHaveURL(javaScriptEnabled ? /\/home-3$/ : /\/contact$/)
	})
})

test.describe('newsletter on the marketing pages', () => {
	test('subscribing from a blog page is confirmed', async ({ page }) => {
		await page.goto('/blog-3')
		const banner = page.getByRole('region', { name: 'New homes in your inbox' })
		await banner.getByLabel('Your e-mail address').fill(`reader.${unique()}@example.com`)
		await banner.getByRole('button', { name: 'Subscribe' }).click()
		await expect(page.getByText('Thanks! You are subscribed to our newsletter.').first()).toBeVisible()
	})

	test('a bad address is refused with a message and kept in the box', async ({ page }) => {
		await page.goto('/about-2')
		const banner = page.getByRole('region', { name: 'New homes in your inbox' })
		await banner.getByLabel('Your e-mail address').fill('reader@nowhere')
		await banner.getByRole('button', { name: 'Subscribe' }).click()
		await expect(page.getByText('Enter a valid e-mail address').first()).toBeVisible()
		await expect(page.getByLabel('Your e-mail address').first()).toHaveValue('reader@nowhere')
	})
})

test.describe('list your property', () => {
	test('the box is a real link: to the profile for visitors, which asks them to sign in', async ({ page }) => {
		await page.goto('/home-3')
		const box = page.getByRole('region', { name: 'List your property with Homestead' })
		await expect(box.getByRole('textbox')).toHaveCount(0)
		await expect(box.getByRole('link', { name: 'List your property' })).toHaveAttribute('href', '/profile')
	})
})
