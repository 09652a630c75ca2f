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

test('the full-screen viewer: buttons that wrap around, arrow keys, and an indicator that follows a scroll by hand', async ({
	page,
}) => {
	await openListing(page, onOffer.name)
	await page.getByRole('link', { name: 'See all 4 photos' }).click()
	const viewer = page.getByRole('dialog', { name: `Photos of ${onOffer.name}` })
	const photos = viewer.getByRole('img', { name: new RegExp(`^${onOffer.name}, photo \\d$`) })
	await expect(photos).toHaveCount(4)

	const indicator = viewer.getByText(/^Photo \d of 4$/)
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
	const strip = viewer.getByRole('list', { name: '4 photos' })
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

test('the contact panel’s e-mail link, where the owner shows their address, carries what is typed', async ({
	page,
}) => {
	// An owner who chose to show their address on their listings.
	const owner = await signInAsNewMember(page, 'shower')
	const me = (await (await page.request.post('/api/auth/signin', { data: owner })).json()) as { _id: string }
	await page.request.post(`/api/user/update/${me._id}`, { data: { showEmail: true } })
	const name = `Flat of ${owner.username}`
	const created = await page.request.post('/api/listing/create', {
		data: {
			name,
			description: 'Bright and quiet.',
			address: '3 Lark Lane, Austin, TX',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1400,
			imageUrls: ['/images/listing-fallback.webp'],
		},
	})
	const { _id: id } = (await created.json()) as { _id: string }
	await page.context().clearCookies()

	await signInAsNewMember(page, 'tenant')
	await page.goto(`/listing/${id}`)
	await page.getByText('Contact landlord').click()
	const mailto = page.getByRole('link', { name: 'Or e-mail the owner' })
	// Spaces as %20: mail clients show a `+` literally.
	const subject = `subject=${encodeURIComponent(`Regarding ${name}`)}`
	await expect(mailto).toHaveAttribute('href', `mailto:${owner.email}?${subject}`)
	await page.getByLabel('Message', { exact: true }).fill('Is it still available in June?')
	await expect(mailto).toHaveAttribute(
		'href',
		`mailto:${owner.email}?${subject}&body=${encodeURIComponent('Is it still available in June?')}`,
	)
})
