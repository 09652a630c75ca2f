import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'

// The listing page built around the decision: the photo grid and its full-screen viewer, and the
// contact card that stays in view (beside the page on a desktop, a bar at the bottom on a phone).
// Without JavaScript the grid's photos and 'See all' link to the page of all photos: tests/pages.

const NAME = 'Bright Two-Bedroom Apartment with Balcony'

async function openDemoListing(page: Page) {
	const response = await page.request.get(`/api/listing/get?searchTerm=${encodeURIComponent(NAME)}`)
	const [listing] = (await response.json()) as Array<{ _id: string }>
	await page.goto(`/listing/${listing!._id}`)
	return listing!._id
}

test('the viewer opens at a photo, moves with the arrow keys, closes with Escape, and never moves by itself', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await openDemoListing(page)
	await page.getByRole('link', { name: 'See all 4 photos' }).click()
	const viewer = page.getByRole('dialog', { name: `Photos of ${NAME}` })
	await expect(viewer).toBeVisible()
	await expect(viewer.getByText('Photo 1 of 4')).toBeVisible()
	await page.keyboard.press('ArrowRight')
	await expect(viewer.getByText('Photo 2 of 4')).toBeVisible()
	await viewer.getByRole('button', { name: 'Previous photo' }).click()
	await page.keyboard.press('ArrowLeft')
	await expect(viewer.getByText('Photo 4 of 4')).toBeVisible()
	// No autoplay: still the same photo a while later.
	await page.waitForTimeout(1500)
	await expect(viewer.getByText('Photo 4 of 4')).toBeVisible()
	const violations = await axeViolations(page, 'dialog')
	expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([])
	await page.keyboard.press('Escape')
	await expect(viewer).toBeHidden()

	// A small photo of the grid opens the viewer at that photo.
	await page
		.getByRole('region', { name: `Photos of ${NAME}` })
		.getByRole('link')
		.nth(2)
		.click()
	await expect(viewer.getByText('Photo 3 of 4')).toBeVisible()
	await viewer.getByRole('button', { name: 'Close the photos' }).click()
	await expect(viewer).toBeHidden()
})

test('on a desktop the contact card stays beside the page as it scrolls', async ({ page }) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await openDemoListing(page)
	const card = page.getByRole('complementary', { name: 'Contact and share' })
	await expect(card).toBeVisible()
	await page.mouse.wheel(0, 1200)
	await expect(card.getByRole('link', { name: 'Contact' })).toBeInViewport()
	await card.getByRole('link', { name: 'Contact' }).click()
	await expect(page).toHaveURL(/#contact$/)
})

for (const width of [320, 390]) {
	test(`on a ${width} px phone the price and Contact are a bar at the bottom, and nothing is wider than the screen`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 })
		await openDemoListing(page)
		await expect(page.getByRole('complementary', { name: 'Contact and share' })).toBeHidden()
		const contact = page
			.getByRole('complementary', { name: 'Price and contact' })
			.getByRole('link', { name: 'Contact' })
		await expect(contact).toBeInViewport()
		await page.mouse.wheel(0, 1500)
		await expect(contact).toBeInViewport()
		const box = (await contact.boundingBox())!
		expect(box.y + box.height).toBeLessThanOrEqual(800)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
	})
}
