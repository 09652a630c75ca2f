import { expect, test } from '@playwright/test'

// The blog and property lists' links, GET forms, filters and counts are checked over HTTP
// (tests/pages/marketing.test.ts); here is their layout on a phone.
test.describe('property lists on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('the results follow the banner without an empty gap', async ({ page }) => {
		await page.goto('/property')
		const banner = await page.locator('main > section').first().boundingBox()
		const heading = await page.getByRole('heading', { name: /^Showing 1–9 of/ }).boundingBox()
		// The page's top padding, no more: the closed filter panel takes no room.
		expect(heading!.y - (banner!.y + banner!.height)).toBeLessThanOrEqual(40)
	})

	test('the filters open as a dialog over the page and close again', async ({ page }) => {
		await page.goto('/property')
		await expect(page.getByRole('heading', { name: 'Filter homes' })).toBeHidden()
		await page.getByRole('link', { name: 'Filters' }).click()
		await expect(page).toHaveURL(/filters=open/)
		const dialog = page.getByRole('dialog', { name: 'Filter homes' })
		await expect(dialog).toBeVisible()
		// Its backdrop covers the whole screen.
		expect(await page.getByRole('complementary', { name: 'Filter homes' }).boundingBox()).toEqual({
			x: 0,
			y: 0,
			width: 390,
			height: 844,
		})
		await dialog.getByLabel('For sale').check()
		await dialog.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page).toHaveURL(/purpose=sale/)
		await expect(page).not.toHaveURL(/filters=open/)
		await expect(page.getByRole('dialog')).toHaveCount(0)

		await page.getByRole('link', { name: 'Filters' }).click()
		await page.getByRole('dialog', { name: 'Filter homes' }).getByRole('link', { name: 'Close filters' }).click()
		await expect(page).not.toHaveURL(/filters=open/)
		await expect(page.getByRole('heading', { name: 'Filter homes' })).toBeHidden()
	})
})
