import { expect, type Page, test } from '@playwright/test'

// Drawing an area on the map view (MapLibre, on the plain local style). Without JavaScript a search with
// an area, and its refusals, are tested over HTTP: tests/search-polygon.test.ts and tests/pages/.

// A view centred on the Seattle demo home (Westlake Avenue) that also takes in Portland's Sellwood cottage.
const AROUND_SEATTLE = 'bbox=-125.34,44.63,-119.34,50.63'
const SEATTLE_HOME = /^\d+\. Bright Two-Bedroom Apartment with Balcony$/

const paramOf = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

async function openMapAroundSeattle(page: Page) {
	await page.goto(`/search?view=map&${AROUND_SEATTLE}`)
	await expect(page.getByRole('heading', { name: 'Showing 1–2 of 2 results' })).toBeVisible()
	const seattle = page.getByRole('button', { name: SEATTLE_HOME })
	await expect(seattle).toBeVisible({ timeout: 15_000 })
	return seattle
}

/** After Finish: the search in the area alone, its one home listed, the area on the map with 'Remove the area'. */
async function expectSearchInTheArea(page: Page) {
	await expect
		.poll(() => paramOf(page, 'polygon'))
		.toMatch(/^-12\d(\.\d+)? 4\d(\.\d+)?(,-12\d(\.\d+)? 4\d(\.\d+)?){3}$/)
	expect(paramOf(page, 'bbox')).toBeNull()
	expect(paramOf(page, 'view')).toBe('map')
	await expect(page.getByRole('heading', { name: 'Showing 1 of 1 result' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Bright Two-Bedroom Apartment with Balcony/ }).first()).toBeVisible()
	await expect(page.getByText('In the area drawn on the map')).toBeVisible()
	// The ring is closed: its last point is its first.
	const points = paramOf(page, 'polygon')!.split(',')
	expect(points.at(-1)).toBe(points[0])
}

test('a triangle drawn with clicks round a home searches inside it; Remove the area searches without it', async ({
	page,
}) => {
	const seattle = await openMapAroundSeattle(page)
	await page.getByRole('button', { name: 'Draw an area' }).click()
	const finish = page.getByRole('button', { name: 'Finish' })
	await expect(finish).toBeDisabled()
	// The home is in the middle of the map; Portland's is 100 px or more below it.
	const marker = (await seattle.boundingBox())!
	const [x, y] = [marker.x + marker.width / 2, marker.y + marker.height / 2]
	await page.mouse.click(x - 50, y + 40)
	await page.mouse.click(x + 50, y + 40)
	await expect(
		page.getByRole('status').filter({ hasText: /^2 points\. At least 3 points make an area\.$/ }),
	).toBeVisible()
	await expect(finish).toBeDisabled()
	await page.mouse.click(x, y - 50)
	await expect(page.getByRole('status').filter({ hasText: /^3 points\. Finish searches inside them\.$/ })).toBeVisible()
	await finish.click()
	await expectSearchInTheArea(page)

	await page.getByRole('button', { name: 'Remove the area' }).click()
	await expect.poll(() => paramOf(page, 'polygon')).toBeNull()
	await expect(page.getByRole('heading', { name: /^Showing 1–9 of \d+\+? results$/ })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Draw an area' })).toBeVisible({ timeout: 15_000 })
})

test('from the keyboard: the arrow keys move the map under its centre, which is added as a point', async ({ page }) => {
	await openMapAroundSeattle(page)
	await page.getByRole('button', { name: 'Draw an area' }).focus()
	await page.keyboard.press('Enter')
	const addCentre = page.getByRole('button', { name: 'Add the map’s centre as a point' })
	await expect(addCentre).toBeFocused()
	const map = page.getByRole('region', { name: /^Map of the results/ })
	const move = async (...keys: string[]) => {
		await map.focus()
		for (const key of keys) {
			await page.keyboard.press(key)
			// The map eases to its new view before the next key.
			await page.waitForTimeout(400)
		}
	}
	const press = async (name: string) => {
		await page.getByRole('button', { name }).focus()
		await page.keyboard.press('Enter')
	}
	const status = (text: RegExp) => page.getByRole('status').filter({ hasText: text })

	// Zoomed in once, Portland's home is far below; a step of an arrow key moves the map 100 px.
	await move('Equal', 'ArrowUp')
	await press('Add the map’s centre as a point')
	await move('ArrowDown', 'ArrowDown', 'ArrowLeft')
	await press('Add the map’s centre as a point')
	await move('ArrowRight')
	await press('Add the map’s centre as a point')
	await expect(status(/^3 points\./)).toBeVisible()
	// The third point undone and added further east: still a triangle round the home.
	await press('Undo last point')
	await expect(status(/^2 points\./)).toBeVisible()
	await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled()
	await move('ArrowRight')
	await press('Add the map’s centre as a point')
	await expect(status(/^3 points\. Finish searches inside them\.$/)).toBeVisible()
	await press('Finish')
	await expectSearchInTheArea(page)
})

test('a drawing whose sides cross cannot be finished, and Cancel leaves the search as it was', async ({ page }) => {
	const seattle = await openMapAroundSeattle(page)
	await page.getByRole('button', { name: 'Draw an area' }).click()
	const marker = (await seattle.boundingBox())!
	const [x, y] = [marker.x + marker.width / 2, marker.y + marker.height / 2]
	// A bow-tie.
	for (const [dx, dy] of [
		[-40, -40],
		[40, 40],
		[40, -40],
		[-40, 40],
	] as const) {
		await page.mouse.click(x + dx, y + dy)
	}
	await expect(
		page.getByRole('status').filter({ hasText: '4 points. The sides cross: undo the last point or add another.' }),
	).toBeVisible()
	await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled()
	await page.getByRole('button', { name: 'Cancel' }).click()
	await expect(page.getByRole('button', { name: 'Draw an area' })).toBeFocused()
	expect(paramOf(page, 'polygon')).toBeNull()
	expect(paramOf(page, 'bbox')).toBe('-125.34,44.63,-119.34,50.63')
	await expect(page.getByRole('heading', { name: 'Showing 1–2 of 2 results' })).toBeVisible()
})
