import { expect, type Page, test } from '@playwright/test'
import { signUpAndSignIn } from './support/accounts'
import { makePhotoFiles } from './support/photos'

async function fillListingForm(page: Page, name: string) {
	await page.getByLabel('Name', { exact: true }).fill(name)
	await page
		.getByLabel('Description', { exact: true })
		.fill('Two bright bedrooms over the park, with a balcony and new kitchen.')
	await page.getByLabel('Address', { exact: true }).fill('12 Park Lane, Austin, TX')
	await page.getByLabel('Rent', { exact: true }).check()
	await page.getByLabel('Parking spot').check()
	await page.getByLabel('Beds', { exact: true }).fill('2')
	await page.getByLabel('Baths', { exact: true }).fill('1')
	await page.getByLabel(/Regular price/).fill('2400')
}

test('create a listing with two photos, see it, edit it, delete it from the profile', async ({ page }) => {
	test.slow()
	await signUpAndSignIn(page, 'owner')
	const name = `Park view flat ${Date.now().toString(36)}`
	const [first, second] = await makePhotoFiles(2)

	await page.goto('/create-listing')
	await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible()
	await fillListingForm(page, name)
	await page.getByLabel('Choose images').setInputFiles([first!, second!])
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible()
	// Everything typed is still there after the upload.
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
	await expect(page.getByLabel(/Regular price/)).toHaveValue('2400')

	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/)
	const listingUrl = page.url()
	await expect(page.getByRole('heading', { name })).toBeVisible()

	await page.goto(listingUrl.replace('/listing/', '/update-listing/'))
	await expect(page.getByRole('heading', { name: 'Update a Listing' })).toBeVisible()
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
	// The photos are arranged by buttons, which post the form without JavaScript.
	const photoAt = (index: number) => page.locator(`input[type="hidden"][name="photos[${index}].url"]`)
	const [coverUrl, secondUrl] = [await photoAt(0).inputValue(), await photoAt(1).inputValue()]
	await page.getByRole('button', { name: 'Make photo 2 the cover' }).click()
	await expect(photoAt(0)).toHaveValue(secondUrl)
	await expect(photoAt(1)).toHaveValue(coverUrl)
	await page.getByRole('button', { name: 'Move cover photo down' }).click()
	await expect(photoAt(0)).toHaveValue(coverUrl)
	await page.getByRole('button', { name: 'Remove photo 2' }).click()
	await expect(page.getByRole('img', { name: 'Photo 2' })).toBeHidden()
	await page.getByLabel('Offer', { exact: true }).check()
	await page.getByLabel(/Discounted price/).fill('2150')
	await page.getByRole('button', { name: 'Update listing' }).click()
	await expect(page).toHaveURL(listingUrl)
	await expect(page.getByText('$2,150').first()).toBeVisible()
	// The offer cut what a visitor pays: the page tells, with the history.
	await expect(page.getByText('Price reduced')).toBeVisible()
	await expect(page.getByText(/Reduced by \$250 on /).first()).toBeVisible()
	const history = page.getByRole('table', { name: 'Every price of this listing, oldest first' })
	await expect(history.getByRole('row')).toHaveCount(3)
	await expect(history.getByRole('row').nth(1)).toContainText('$2,400 / month')
	await expect(history.getByRole('row').nth(2)).toContainText('Reduced by $250')
	await expect(page.getByRole('img', { name: /^Chart of the price: \$2,400 on .*, \$2,150 since / })).toBeVisible()

	await page.goto('/profile')
	await page.getByText('Show Listings').click()
	const item = page.getByRole('listitem').filter({ hasText: name })
	await expect(item).toBeVisible()
	await item.getByRole('link', { name: 'Delete' }).click()
	await page.getByRole('button', { name: 'Delete listing' }).click()
	await expect(page).toHaveURL(/\/profile$/)
	await expect(page.getByText(`“${name}” has been deleted.`)).toBeVisible()
	await page.getByText('Show Listings').click()
	await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
	expect((await page.request.get(listingUrl)).status()).toBe(404)
})

test('the listing rules are explained beneath the form and nothing typed is lost', async ({ page }) => {
	await signUpAndSignIn(page, 'rules')
	await page.goto('/create-listing')
	await fillListingForm(page, 'Too short')
	await page.getByLabel('Offer', { exact: true }).check()
	await page.getByLabel(/Discounted price/).fill('2400')
	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page.getByText('Name must be at least 10 characters')).toBeVisible()
	await expect(page.getByText('Discount price must be lower than regular price')).toBeVisible()
	await expect(page.getByText('You must upload at least one image')).toBeVisible()
	await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
		'Two bright bedrooms over the park, with a balcony and new kitchen.',
	)
})

test('someone else’s listing cannot be edited or deleted', async ({ page }) => {
	await signUpAndSignIn(page, 'intruder')
	// The oldest listing is one of the demo owner's, never one another test is busy with.
	const oldest = await page.request.get('/api/listing/get?sort=createdAt&order=asc&limit=1')
	const [first] = (await oldest.json()) as Array<{ _id: string }>
	const id = first!._id
	const edit = await page.goto(`/update-listing/${id}`)
	expect(edit?.status()).toBe(403)
	await expect(page.getByText('You can only update your own listings!')).toBeVisible()
	const remove = await page.goto(`/listing/${id}/delete`)
	expect(remove?.status()).toBe(403)
})
