import { expect, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'
import { makePhotoFiles } from './support/photos'

// With JavaScript the editor uploads photos in place (to /api/upload) and arranges them in place;
// without it every button posts the form (tests/pages/listing-editor.test.ts).

test('create a listing with two photos uploaded in place, arranged in place, then saved', async ({ page }) => {
	test.slow()
	await signInAsNewMember(page, 'owner')
	const name = `Park view flat ${Date.now().toString(36)}`
	const [first, second] = await makePhotoFiles(2)

	await page.goto('/create-listing')
	await page.getByLabel('Name', { exact: true }).fill(name)
	await page
		.getByLabel('Description', { exact: true })
		.fill('Two bright bedrooms over the park, with a balcony and new kitchen.')
	await page.getByLabel('Address', { exact: true }).fill('12 Park Lane, Austin, TX')
	await page.getByLabel('Rent', { exact: true }).check()
	await page.getByLabel('Property type', { exact: true }).selectOption('apartment')
	await page.getByLabel(/Regular price/).fill('2400')
	const requests: string[] = []
	page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`))
	await page.getByLabel('Choose images').setInputFiles([first!, second!])
	await page.getByRole('button', { name: 'Upload' }).click()
	await expect(page.getByRole('img', { name: 'Cover photo' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible()
	// In place: the photos went to the upload API, the page was not posted.
	expect(requests).toContain('POST /api/upload')
	expect(requests.filter((request) => request.startsWith('POST /create-listing'))).toEqual([])
	await expect(page.getByText('2 photos added')).toBeAttached()

	// Arranged in place, announced to screen readers.
	const photoAt = (index: number) => page.locator(`input[type="hidden"][name="photos[${index}].url"]`)
	const [coverUrl, secondUrl] = [await photoAt(0).inputValue(), await photoAt(1).inputValue()]
	await page.getByRole('button', { name: 'Make photo 2 the cover' }).click()
	await expect(photoAt(0)).toHaveValue(secondUrl)
	await expect(photoAt(1)).toHaveValue(coverUrl)
	await expect(page.getByText('Photo 2 is now the cover photo')).toBeAttached()
	await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)

	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { name })).toBeVisible()
	await expect(
		page
			.getByRole('region', { name: `Photos of ${name}` })
			.getByRole('img')
			.first(),
	).toHaveAttribute('src', new RegExp(secondUrl.replace(/\.[a-z]+$/, '')))
})
