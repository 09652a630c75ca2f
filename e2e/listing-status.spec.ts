import { expect, test } from '@playwright/test'
import { signUpAndSignIn } from './support/accounts'

test('an owner marks a home sold: it leaves the default search, and shows as sold when asked for', async ({ page }) => {
	await signUpAndSignIn(page, 'seller')
	const name = `Sold cottage ${Date.now().toString(36)}`
	const created = await page.request.post('/api/listing/create', {
		data: {
			name,
			description: 'A small cottage with a big garden.',
			address: '3 Garden Row, Austin, TX',
			type: 'sale',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 250000,
			imageUrls: ['/images/listing-fallback.webp'],
		},
	})
	expect(created.status()).toBe(201)
	const { _id: id } = (await created.json()) as { _id: string }

	await page.goto(`/search?searchTerm=${encodeURIComponent(name)}`)
	await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()

	await page.goto(`/update-listing/${id}`)
	await page.getByLabel('Status', { exact: true }).selectOption('Sold')
	await page.getByRole('button', { name: 'Change status' }).click()
	await expect(page.getByText(`“${name}” is now sold.`)).toBeVisible()
	await expect(page.getByLabel('Status', { exact: true })).toHaveValue('sold')

	await page.goto(`/search?searchTerm=${encodeURIComponent(name)}`)
	await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0)
	await page.getByLabel('Status', { exact: true }).selectOption('Sold')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(/status=sold/)
	const card = page.getByRole('article').filter({ hasText: name })
	await expect(card.getByText('Sold', { exact: true })).toBeVisible()

	await page.goto(`/listing/${id}`)
	await expect(page.getByRole('list', { name: 'Listing type' }).getByText('Sold')).toBeVisible()
})
