import { expect, type Page, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'

// Dragging needs JavaScript; the buttons that arrange the photos without it, and the descriptions
// that become the listing page's alt texts, are tested over HTTP (tests/pages/listing-editor.test.ts).

const PHOTOS = ['/images/demo/home-01-1.webp', '/images/demo/home-01-2.webp', '/images/demo/home-01-3.webp']

/** A listing of the signed-in owner with three photos, made through the API; its id and name. */
async function ownListing(page: Page, overrides: Record<string, unknown> = {}) {
	const name = `Canal loft ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
	const created = await page.request.post('/api/listing/create', {
		data: {
			name,
			description: 'Open plan, high windows, a view over the water.',
			address: '8 Canal Walk, Austin, TX',
			type: 'rent',
			propertyType: 'apartment',
			bedrooms: 1,
			bathrooms: 1,
			regularPrice: 2400,
			imageUrls: PHOTOS,
			...overrides,
		},
	})
	expect(created.status()).toBe(201)
	const { _id: id } = (await created.json()) as { _id: string }
	return { id, name }
}

/** The photo addresses the editor holds, in order. */
const listedPhotos = (page: Page) =>
	page
		.locator('input[type="hidden"][name$="].url"]')
		.evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value')))

test.describe('on a screen tall enough to show the whole photo list', () => {
	// A drag starts and ends within the window: the photo and the place it goes to are both in view.
	test.use({ viewport: { width: 1280, height: 1400 } })

	test('a photo is dragged to another place with JavaScript, its description with it, and the move is announced', async ({
		page,
	}) => {
		test.slow()
		await signInAsNewMember(page, 'drag')
		const { id, name } = await ownListing(page, { imageAlts: ['', '', 'The garden in spring'] })
		await page.goto(`/update-listing/${id}`)
		const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove/ }) })
		await expect(rows).toHaveCount(3)
		const handle = rows.nth(2).locator('[data-drag-handle]')
		await expect(handle).toBeVisible()

		await handle.dragTo(rows.nth(0))
		await expect.poll(() => listedPhotos(page)).toEqual([PHOTOS[2], PHOTOS[0], PHOTOS[1]])
		await expect(page.getByLabel('Description of the cover photo')).toHaveValue('The garden in spring')
		await expect(page.getByText('Photo 3 is now the cover photo')).toBeAttached()

		await page.getByRole('button', { name: 'Update listing' }).click()
		await expect(page).toHaveURL(new RegExp(`/listing/${id}$`))
		await expect(
			page
				.getByRole('region', { name: `Photos of ${name}` })
				.getByRole('img')
				.first(),
		).toHaveAttribute('alt', 'The garden in spring')
		const answer = (await (await page.request.get(`/api/listing/get/${id}`)).json()) as { imageAlts: string[] }
		expect(answer.imageAlts).toEqual(['The garden in spring', `${name}, photo 2`, `${name}, photo 3`])
	})
})
