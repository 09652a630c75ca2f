import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { demoListings } from '../app/db/demo-listings'
import { signInAsNewMember } from './support/accounts'

const onOffer = demoListings.find((listing) => listing.name === 'Bright Two-Bedroom Apartment with Balcony')!

/**
 * The address of a demo listing, found through its card in a search for its name (not on the home
 * page, whose newest homes are by then the listings other specs create).
 */
async function listingPath(page: Page, name: string) {
	await page.goto(`/search?${new URLSearchParams({ searchTerm: name })}`)
	const href = await page
		.getByRole('link', { name: new RegExp(name) })
		.first()
		.getAttribute('href')
	expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
	return href!
}

async function openListing(page: Page, name: string) {
	const path = await listingPath(page, name)
	await page.goto(path)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	return path
}

test('the photo slider: buttons that wrap around, arrow keys, and an indicator that follows a scroll by hand', async ({
	page,
}) => {
	await openListing(page, onOffer.name)
	const photos = page.getByRole('img', { name: new RegExp(`^${onOffer.name}, photo \\d$`) })
	await expect(photos).toHaveCount(4)

	const indicator = page.getByText(/^Photo \d of 4$/)
	await expect(indicator).toHaveText('Photo 1 of 4')
	await page.getByRole('button', { name: 'Next photo' }).click()
	await expect(indicator).toHaveText('Photo 2 of 4')
	await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 })
	await page.getByRole('button', { name: 'Previous photo' }).click()
	await page.getByRole('button', { name: 'Previous photo' }).click()
	await expect(indicator).toHaveText('Photo 4 of 4')
	await expect(photos.nth(3)).toBeInViewport({ ratio: 0.9 })
	await page.getByRole('button', { name: 'Next photo' }).click()
	await expect(indicator).toHaveText('Photo 1 of 4')
	await expect(photos.nth(0)).toBeInViewport({ ratio: 0.9 })
	// The arrow keys move the strip once it has the focus.
	const strip = page.getByRole('list', { name: '4 photos' })
	await strip.press('ArrowRight')
	await expect(indicator).toHaveText('Photo 2 of 4')
	await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 })
	// Scrolling the strip by hand (a swipe, a trackpad) moves the indicator along.
	await strip.hover()
	await page.mouse.wheel((await strip.boundingBox())!.width, 0)
	await expect(photos.nth(2)).toBeInViewport({ ratio: 0.9 })
	await expect(indicator).toHaveText('Photo 3 of 4')
})

test('Copy link puts the address on the clipboard', async ({ page, context }) => {
	const path = await openListing(page, onOffer.name)
	const shareUrl = new URL(path, page.url()).href
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await page.getByRole('button', { name: 'Copy link' }).click()
	await expect(page.getByRole('status').getByText('Link copied!')).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl)
	await expect(page.getByText('Link copied!')).toBeHidden()
})

test('the contact panel’s e-mail link carries what is typed', async ({ page }) => {
	await signInAsNewMember(page, 'tenant')
	await openListing(page, onOffer.name)
	await page.getByText('Contact landlord').click()
	const mailto = page.getByRole('link', { name: 'Or e-mail the owner' })
	// Spaces as %20: mail clients show a `+` literally.
	const subject = `subject=${encodeURIComponent(`Regarding ${onOffer.name}`)}`
	await expect(mailto).toHaveAttribute('href', `mailto:demo@homestead.example?${subject}`)
	await page.getByLabel('Message', { exact: true }).fill('Is it still available in June?')
	await expect(mailto).toHaveAttribute(
		'href',
		`mailto:demo@homestead.example?${subject}&body=${encodeURIComponent('Is it still available in June?')}`,
	)
})

for (const colorScheme of ['light', 'dark'] as const) {
	test(`before its scripts run, the page has no detectable accessibility problems in the ${colorScheme} theme`, async ({
		browser,
		baseURL,
	}) => {
		// With its scripts, e2e/accessibility.spec.ts checks the listing page in both themes.
		// axe runs as a script in the page, so the no-JavaScript rendering is checked with the app's own scripts blocked.
		const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled: true })
		await context.route(/\/assets\/.*\.js$/, (route) => route.abort())
		const page = await context.newPage()
		await openListing(page, onOffer.name)
		await expect(page.getByLabel('Share link')).toBeVisible()
		const { violations } = await new AxeBuilder({ page })
			.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
			.analyze()
		expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([])
		await context.close()
	})
}
