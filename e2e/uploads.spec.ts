import { expect, type Page, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'
import { makePhotoFiles } from './support/photos'

// With JavaScript an avatar uploads as soon as it is chosen and listing photos upload in place; the
// refusals are shown without a page load, and a refused file never stays chosen. Without JavaScript
// the forms post (tests/pages/listing-editor.test.ts).

/** A phone photo of 5 MB: over the limit before a byte of it is read. */
const tooLarge = { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 0x41) }
const letter = {
	name: 'letter.txt',
	mimeType: 'text/plain',
	buffer: Buffer.from('Dear landlord, this is a letter, not a photo.\n'),
}

const AVATAR_TOO_LARGE = 'Error Image upload (image must be less than 2 mb)'
const LISTING_TOO_LARGE = 'Image upload failed (2 mb max per image)'
const NOT_AN_IMAGE = 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)'

test('an avatar over 2 MB is refused as soon as it is chosen, with the message, not a broken connection', async ({
	page,
}) => {
	await signInAsNewMember(page, 'bigavatar')
	await page.goto('/profile')
	await page.getByLabel('Choose a new avatar').setInputFiles(tooLarge)
	await expect(page.getByText(AVATAR_TOO_LARGE)).toBeVisible()
	await expect(page).toHaveURL(/\/profile$/)
})

test('a file that is not an image is answered as such, for the avatar and for listing photos', async ({ page }) => {
	await signInAsNewMember(page, 'notimage')
	await page.goto('/profile')
	await page.getByLabel('Choose a new avatar').setInputFiles(letter)
	await expect(page.getByText(NOT_AN_IMAGE)).toBeVisible()
	await expect(page.getByText(AVATAR_TOO_LARGE)).toHaveCount(0)

	await page.goto('/create-listing')
	await page.getByLabel('Choose images').setInputFiles(letter)
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByText(NOT_AN_IMAGE)).toBeVisible()
	await expect(page.getByText(LISTING_TOO_LARGE)).toHaveCount(0)
})

async function fillListingForm(page: Page, name: string) {
	await page.getByLabel('Name', { exact: true }).fill(name)
	await page
		.getByLabel('Description', { exact: true })
		.fill('A quiet flat with a garden, close to the river and the shops.')
	await page.getByLabel('Address', { exact: true }).fill('3 River Walk, Austin, TX')
	await page.getByLabel('Rent', { exact: true }).check()
	await page.getByLabel('Property type', { exact: true }).selectOption('apartment')
	await page.getByLabel(/Regular price/).fill('1800')
}

test('Upload keeps to six photos in all, checked before anything is sent', async ({ page }) => {
	test.slow()
	await signInAsNewMember(page, 'sixphotos')
	const photos = await makePhotoFiles(7)
	await page.goto('/create-listing')
	await fillListingForm(page, 'Garden flat with six photos at most')
	await page.getByLabel('Choose images').setInputFiles(photos.slice(0, 4))
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByRole('img', { name: 'Photo 4' })).toBeVisible()

	await page.getByLabel('Choose images').setInputFiles(photos.slice(4, 7))
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByText('You can only upload 6 images per listing')).toBeVisible()
	await expect(page.getByRole('img', { name: 'Photo 4' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Photo 5' })).toHaveCount(0)
	await expect(page.getByLabel('Choose images')).toHaveValue('')
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Garden flat with six photos at most')

	// Two more fit.
	await page.getByLabel('Choose images').setInputFiles(photos.slice(4, 6))
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByRole('img', { name: 'Photo 6' })).toBeVisible()
})

test('a refused file does not stay chosen: the next save goes through', async ({ page }) => {
	test.slow()
	await signInAsNewMember(page, 'refused')
	const [photo] = await makePhotoFiles(1)
	await page.goto('/create-listing')
	await fillListingForm(page, 'Riverside flat after a refused photo')
	await page.getByLabel('Choose images').setInputFiles(photo!)
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible()

	// Refused on Upload…
	await page.getByLabel('Choose images').setInputFiles(tooLarge)
	await page.getByRole('button', { name: 'Upload', exact: true }).click()
	await expect(page.getByText(LISTING_TOO_LARGE)).toBeVisible()
	await expect(page.getByLabel('Choose images')).toHaveValue('')

	// …and on save, when the file goes with the form.
	await page.getByLabel('Choose images').setInputFiles(tooLarge)
	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page.getByText(LISTING_TOO_LARGE)).toBeVisible()
	await expect(page.getByLabel('Choose images')).toHaveValue('')
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riverside flat after a refused photo')

	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { name: 'Riverside flat after a refused photo' })).toBeVisible()
})
