import { expect, type Page, test } from '@playwright/test'
import { signInAsDemoOwner } from './support/accounts'

// The interactive maps (MapLibre, on the plain local style: no tiles, nothing from the internet).
// Without JavaScript the map view is drawn on the server and moved with links, and the editor finds
// a position by posting the form: tests/maps-http.test.ts.

// Around Seattle: one demo listing (Westlake Avenue). Zoomed out it takes in Portland's and Boise's too.
const SEATTLE = 'bbox=-122.6,47.4,-122.1,47.8'

const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox')

test('the map view lists the homes of an area; moving the map and searching this area changes the list', async ({
	page,
}) => {
	await page.goto(`/search?view=map&${SEATTLE}`)
	await expect(page.getByRole('heading', { name: 'Showing 1 of 1 result' })).toBeVisible()
	// Its markers are buttons named by the list's numbers.
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
	const [west, south, east, north] = bboxOf(page)!.split(',').map(Number)
	expect(east! - west!).toBeGreaterThan(2)
	expect(north! - south!).toBeGreaterThan(1)
	// More homes in the larger area: Portland's Sellwood house among them.
	await expect(page.getByRole('link', { name: /Garden Cottage in Sellwood/ }).first()).toBeVisible()
	await expect(page.getByRole('heading', { name: /^Showing 1–\d+ of \d+ results$/ })).toBeVisible()
})

test('homes crowded together show as one marker that says how many, apart from the numbered ones', async ({ page }) => {
	await page.goto('/search?view=map&bbox=-125,24,-66,50')
	const cluster = page.getByRole('button', { name: /^\d+ homes here: zoom in$/ }).first()
	await expect(cluster).toBeVisible({ timeout: 15_000 })
	await expect(cluster).toHaveText(/^\d+ homes$/)
})

test('Enter on a cluster zooms in and leaves the focus on the map, not on the page', async ({ page }) => {
	await page.goto('/search?view=map&bbox=-125,24,-66,50')
	const cluster = page.getByRole('button', { name: /^\d+ homes here: zoom in$/ }).first()
	await expect(cluster).toBeVisible({ timeout: 15_000 })
	await cluster.focus()
	await page.keyboard.press('Enter')
	// The map zooms in and draws its markers again: the cluster's button is gone, the focus with it.
	await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible()
	await expect(page.getByRole('region', { name: /^Map of the results/ })).toBeFocused()
	// From there the keyboard goes on to the markers now shown.
	await page.keyboard.press('Tab')
	expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="results-map"]') !== null)).toBe(true)
})

test('on a desktop, a field of the search’s sidebar is on the screen while it has the focus', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 720 })
	await page.goto('/search?bbox=-125,24,-66,50')
	// Once the scripts have run: the 'Where?' field's suggestions change the sidebar's height as it hydrates.
	await page.waitForLoadState('networkidle')
	const sidebar = page.getByRole('search', { name: 'Filter listings' }).locator('xpath=..')
	await sidebar.locator('input:not([type="hidden"]), select, button').first().focus()
	let fields = 0
	// Tab through the sidebar, from its first field to the page after it.
	while (await sidebar.evaluate((element) => element.contains(document.activeElement))) {
		const place = () =>
			page.evaluate(() => {
				const focused = document.activeElement!
				const box = focused.getBoundingClientRect()
				const top = document.querySelector('header')!.getBoundingClientRect().bottom
				return {
					name: focused.getAttribute('name') ?? focused.textContent?.trim(),
					onScreen: box.top >= top && box.bottom <= window.innerHeight,
				}
			})
		// The page scrolls the focused field into view smoothly (scroll-behavior: smooth): where it ends up counts.
		const { name } = await place()
		await expect
			.poll(async () => (await place()).onScreen, { message: `${name} is on the screen while focused` })
			.toBe(true)
		fields++
		await page.keyboard.press('Tab')
	}
	expect(fields).toBeGreaterThan(10)
})

test('the editor sets the position from the address and with the pin', async ({ page }) => {
	await signInAsDemoOwner(page)
	await page.goto('/create-listing')
	await expect(page.getByRole('heading', { name: 'Create a Listing' })).toBeVisible()

	await page.getByLabel('Address', { exact: true }).fill('12 Pike Street, Seattle, WA 98101')
	await page.getByRole('button', { name: 'Find from the address' }).click()
	const found = page.getByRole('status').filter({ hasText: 'Found Seattle, WA, US' })
	await expect(found).toBeVisible()
	// The pin is mentioned where there is a map to move it on.
	await expect(found).toContainText('Move the pin to the home if you like.')
	await expect(page.getByLabel('Latitude')).toHaveValue('47.60621')
	await expect(page.getByLabel('Longitude')).toHaveValue('-122.33207')
	await expect(page.getByLabel('Show only an approximate position')).toBeChecked()
	await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Pike Street, Seattle, WA 98101')

	await page.getByLabel('Address', { exact: true }).fill('Nowhere in particular')
	await page.getByRole('button', { name: 'Find from the address' }).click()
	const notFound = page.getByRole('status').filter({ hasText: /No town or city was recognised in this address/ })
	await expect(notFound).toBeVisible()
	await expect(notFound).toContainText('Or click the map where the home is.')

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
})
