import { expect, type Page, test } from '@playwright/test'
import { signUpAndSignIn } from './support/accounts'

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

test('an owner describes and arranges the photos with the buttons; the descriptions are the listing page’s alt texts', async ({
	page,
}) => {
	// A sign-up, two round trips of the whole form without JavaScript, the listing and a search.
	test.slow()
	await signUpAndSignIn(page, 'photos')
	const { id, name } = await ownListing(page)
	await page.goto(`/update-listing/${id}`)
	await expect(page.getByLabel('Description of photo 3')).toHaveAttribute('placeholder', `${name}, photo 3`)

	await page.getByLabel('Description of photo 3').fill('The garden in spring')
	// Without JavaScript the button posts the whole form, and it comes back rearranged with what was typed.
	await page.getByRole('button', { name: 'Move photo 3 up' }).click()
	await expect.poll(() => listedPhotos(page)).toEqual([PHOTOS[0], PHOTOS[2], PHOTOS[1]])
	await expect(page.getByLabel('Description of photo 2')).toHaveValue('The garden in spring')
	await expect(page.getByLabel('Description of photo 3')).toHaveValue('')

	await page.getByLabel('Description of the cover photo').fill('The front door')
	await page.getByRole('button', { name: 'Make photo 2 the cover' }).click()
	await expect.poll(() => listedPhotos(page)).toEqual([PHOTOS[2], PHOTOS[0], PHOTOS[1]])
	await expect(page.getByLabel('Description of the cover photo')).toHaveValue('The garden in spring')
	await expect(page.getByLabel('Description of photo 2')).toHaveValue('The front door')

	await page.getByRole('button', { name: 'Update listing' }).click()
	await expect(page).toHaveURL(new RegExp(`/listing/${id}$`))
	const gallery = page.getByRole('list', { name: '3 photos' })
	await expect(gallery.getByRole('img')).toHaveCount(3)
	expect(
		await gallery.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
	).toEqual(['The garden in spring', 'The front door', `${name}, photo 3`])
	await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'The garden in spring')

	// A card shows the cover with its description.
	await page.goto(`/search?searchTerm=${encodeURIComponent(name)}`)
	await expect(
		page.getByRole('article').filter({ hasText: name }).getByRole('img', { name: 'The garden in spring' }),
	).toBeVisible()
})

test.describe('on a screen tall enough to show the whole photo list', () => {
	// A drag starts and ends within the window: the photo and the place it goes to are both in view.
	test.use({ viewport: { width: 1280, height: 1400 } })

	test('a photo is dragged to another place with JavaScript, its description with it, and the move is announced', async ({
		page,
		javaScriptEnabled,
	}) => {
		test.slow()
		await signUpAndSignIn(page, 'drag')
		const { id, name } = await ownListing(page, { imageAlts: ['', '', 'The garden in spring'] })
		await page.goto(`/update-listing/${id}`)
		const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove/ }) })
		await expect(rows).toHaveCount(3)
		if (!javaScriptEnabled) {
			// Nothing is offered that could not work: the buttons arrange the photos (the first test).
			await expect(page.locator('[data-drag-handle]')).toHaveCount(0)
			await expect(rows.nth(2).getByRole('button', { name: 'Make photo 3 the cover' })).toBeVisible()
			return
		}
		const handle = rows.nth(2).locator('[data-drag-handle]')
		await expect(handle).toBeVisible()

		await handle.dragTo(rows.nth(0))
		await expect.poll(() => listedPhotos(page)).toEqual([PHOTOS[2], PHOTOS[0], PHOTOS[1]])
		await expect(page.getByLabel('Description of the cover photo')).toHaveValue('The garden in spring')
		await expect(page.getByText('Photo 3 is now the cover photo')).toBeAttached()

		await page.getByRole('button', { name: 'Update listing' }).click()
		await expect(page).toHaveURL(new RegExp(`/listing/${id}$`))
		await expect(page.getByRole('list', { name: '3 photos' }).getByRole('img').first()).toHaveAttribute(
			'alt',
			'The garden in spring',
		)
		const answer = (await (await page.request.get(`/api/listing/get/${id}`)).json()) as { imageAlts: string[] }
		expect(answer.imageAlts).toEqual(['The garden in spring', `${name}, photo 2`, `${name}, photo 3`])
	})
})

test('an owner cuts the price and the listing page shows the cut and the history', async ({ page }) => {
	test.slow()
	await signUpAndSignIn(page, 'pricecut')
	const { id } = await ownListing(page)
	await page.goto(`/update-listing/${id}`)
	await page.getByLabel(/Regular price/).fill('2150')
	await page.getByRole('button', { name: 'Update listing' }).click()
	await expect(page).toHaveURL(new RegExp(`/listing/${id}$`))

	const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
	await expect(page.getByText(`Reduced by $250 on ${today.format(new Date())}.`)).toBeVisible()
	await expect(page.getByText('Price reduced')).toBeVisible()
	const history = page.getByRole('table', { name: 'Every price of this listing, oldest first' })
	await expect(history.getByRole('row')).toHaveCount(3)
	await expect(history.getByRole('row').nth(1)).toContainText('$2,400 / month')
	await expect(history.getByRole('row').nth(1)).toContainText('Listed')
	await expect(history.getByRole('row').nth(2)).toContainText('$2,150 / month')
	await expect(history.getByRole('row').nth(2)).toContainText('Reduced by $250')
	await expect(page.getByRole('img', { name: /^Chart of the price: \$2,400 on .*, \$2,150 since / })).toBeVisible()
})
