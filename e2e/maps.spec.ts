import { expect, type Page, test } from '@playwright/test'
import { DEMO_OWNER, signIn } from './support/accounts'

// Around Seattle: one demo listing (Westlake Avenue). Zoomed out it takes in Portland's and Boise's too.
const SEATTLE = 'bbox=-122.6,47.4,-122.1,47.8'

const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox')

test('the map view lists the homes of an area; moving the area changes the list', async ({
	page,
	javaScriptEnabled,
}) => {
	await page.goto(`/search?view=map&${SEATTLE}`)
	await expect(page.getByRole('heading', { name: 'Showing 1 of 1 result' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Bright Two-Bedroom Apartment with Balcony/ }).first()).toBeVisible()
	await expect(page.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('aria-current', 'page')

	if (javaScriptEnabled) {
		// The interactive map, on the plain local style: its markers are buttons named by the list's numbers.
		const marker = page.getByRole('button', { name: '1. Bright Two-Bedroom Apartment with Balcony' })
		await expect(marker).toBeVisible({ timeout: 15_000 })
		// The box is the map's own size: the drawn map's links to move the area leave no band below it.
		const map = page.getByTestId('results-map')
		const mapHeight = (await map.boundingBox())!.height
		const boxHeight = (await map.locator('xpath=../..').boundingBox())!.height
		expect(boxHeight - mapHeight).toBeLessThan(8)
		await marker.click()
		await expect(page.locator('#result-1 a').first()).toBeFocused()

		// Zoom out with the map's own control: 'Search this area' writes the view into the address.
		const zoomOut = page.getByRole('button', { name: 'Zoom out' })
		for (let step = 0; step < 4; step++) {
			await zoomOut.click()
			await page.waitForTimeout(400)
		}
		await page.getByRole('button', { name: 'Search this area' }).click()
		await expect(page).toHaveURL(/view=map/)
		await expect.poll(() => bboxOf(page)).not.toBe('-122.6,47.4,-122.1,47.8')
	} else {
		// Without JavaScript: the results drawn on the server, and links that move the area.
		await expect(page.getByRole('img', { name: 'Map of the results' })).toBeVisible()
		for (let step = 0; step < 4; step++) await page.getByRole('link', { name: 'Zoom out' }).click()
		await expect(page).toHaveURL(/view=map/)
		expect(bboxOf(page)).not.toBe('-122.6,47.4,-122.1,47.8')
	}
	const [west, south, east, north] = bboxOf(page)!.split(',').map(Number)
	expect(east! - west!).toBeGreaterThan(2)
	expect(north! - south!).toBeGreaterThan(1)
	// More homes in the larger area: Portland's Sellwood house among them.
	await expect(page.getByRole('link', { name: /Garden Cottage in Sellwood/ }).first()).toBeVisible()
	await expect(page.getByRole('heading', { name: /^Showing 1–\d+ of \d+ results$/ })).toBeVisible()
})

test('homes crowded together show as one marker that says how many, apart from the numbered ones', async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(!javaScriptEnabled, 'the interactive map needs JavaScript')
	await page.goto('/search?view=map&bbox=-125,24,-66,50')
	const cluster = page.getByRole('button', { name: /^\d+ homes here: zoom in$/ }).first()
	await expect(cluster).toBeVisible({ timeout: 15_000 })
	await expect(cluster).toHaveText(/^\d+ homes$/)
})

test('the list view links to the map view of the same search, and back', async ({ page }) => {
	await page.goto('/search?type=rent')
	await page.getByRole('link', { name: 'Map', exact: true }).click()
	await expect(page).toHaveURL(/\/search\?type=rent&view=map$/)
	// Not a fixed count: other specs add rent listings meanwhile.
	await expect(page.getByRole('heading', { name: /^Showing 1–\d+ of \d+ results$/ })).toBeVisible()
	await page.getByRole('link', { name: 'List', exact: true }).click()
	await expect(page).toHaveURL(/\/search\?type=rent$/)
})

test('homes near a listing, nearest first, each with its distance', async ({ page }) => {
	await page.goto('/search?near=47.6062,-122.3321&radiusKm=500&sort=distance')
	await expect(page.getByRole('heading', { name: 'Showing 1–2 of 2 results' })).toBeVisible()
	const distances = page.getByText(/from the point searched$/)
	await expect(distances).toHaveCount(2)
	await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('distance_asc')
	await expect(page.getByLabel('Distance from the point')).toHaveValue('500')
})

test('the editor sets the position from the address, by hand, and with the pin', async ({
	page,
	javaScriptEnabled,
}) => {
	await page.goto('/sign-in?redirectTo=/create-listing')
	await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password)
	await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible()

	// Without a lookup service the bundled place list gives the city's centre, marked approximate.
	await page.getByLabel('Address', { exact: true }).fill('12 Pike Street, Seattle, WA 98101')
	await page.getByRole('button', { name: 'Find from the address' }).click()
	const found = page.getByRole('status').filter({ hasText: 'Found Seattle, WA, US' })
	await expect(found).toBeVisible()
	// The pin is mentioned only where there is a map to move it on.
	if (javaScriptEnabled) await expect(found).toContainText('Move the pin to the home if you like.')
	else await expect(found).not.toContainText('pin')
	await expect(page.getByLabel('Latitude')).toHaveValue('47.60621')
	await expect(page.getByLabel('Longitude')).toHaveValue('-122.33207')
	await expect(page.getByLabel('Show only an approximate position')).toBeChecked()
	// What was typed is kept.
	await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Pike Street, Seattle, WA 98101')

	// An address without a known town says so; the fields stay for a position by hand.
	await page.getByLabel('Address', { exact: true }).fill('Nowhere in particular')
	await page.getByRole('button', { name: 'Find from the address' }).click()
	const notFound = page.getByRole('status').filter({ hasText: /No town or city was recognised in this address/ })
	await expect(notFound).toBeVisible()
	if (javaScriptEnabled) await expect(notFound).toContainText('Or click the map where the home is.')
	else await expect(notFound).not.toContainText('map')

	if (javaScriptEnabled) {
		// A click on the map puts the pin there and fills in the fields.
		const map = page.getByTestId('pin-map')
		await expect(page.getByRole('button', { name: 'Pin at the map’s centre' })).toBeVisible({ timeout: 15_000 })
		await map.scrollIntoViewIfNeeded()
		const box = (await map.boundingBox())!
		await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 40 } })
		await expect(page.getByLabel('Latitude')).not.toHaveValue('47.60621')
		await expect(page.getByRole('status').filter({ hasText: /^Pin placed at / })).toBeVisible()
		const latitude = Number(await page.getByLabel('Latitude').inputValue())
		const longitude = Number(await page.getByLabel('Longitude').inputValue())
		// Below and right of the centre, which was Seattle: a little south and east of it.
		expect(latitude).toBeLessThan(47.60621)
		expect(longitude).toBeGreaterThan(-122.33207)
	} else {
		// Typed by hand: the number fields take decimals.
		await page.getByLabel('Latitude').fill('47.6205')
		await page.getByLabel('Longitude').fill('-122.3493')
		await expect(page.getByLabel('Latitude')).toHaveValue('47.6205')
	}
})
