import { expect, test } from '@playwright/test'

// The demo data: 27 listings mention "room"; 12 of them are for sale with parking,
// the cheapest of those (by regular price) being the Atlanta starter condo. The projects
// search-js and search-no-js (playwright.config.ts) run this spec before any other spec
// can add a listing.
test.describe('search', () => {
	test('top-bar term, then sort and filters, Show more, and open a listing', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('banner').locator('summary[aria-label="Search"]').click()
		const box = page.getByRole('searchbox', { name: 'Search listings' })
		await box.fill('room')
		await box.press('Enter')

		await expect(page).toHaveURL(/\/search\?searchTerm=room$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes matching “room”')
		await expect(page.getByRole('heading', { name: 'Showing 1–9 of 27 results' })).toBeVisible()
		await expect(page.locator('main article')).toHaveCount(9)
		await expect(page.getByLabel('Search term', { exact: true })).toHaveValue('room')

		await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Price low to high' })
		await page.getByLabel('Sale', { exact: true }).check()
		await page.getByLabel('Parking', { exact: true }).check()
		await page.getByRole('button', { name: 'Search', exact: true }).click()

		await expect(page).toHaveURL(/searchTerm=room/)
		await expect(page).toHaveURL(/type=sale/)
		await expect(page).toHaveURL(/parking=true/)
		await expect(page).toHaveURL(/sort=regularPrice_asc/)
		await expect(page.getByRole('heading', { name: 'Showing 1–9 of 12 results' })).toBeVisible()
		const cards = page.locator('main article')
		await expect(cards).toHaveCount(9)
		await expect(cards.first()).toContainText('Starter Condo with Balcony in Midtown Atlanta')
		await expect(cards.filter({ hasText: 'For Rent' })).toHaveCount(0)
		// The form shows the search just made.
		await expect(page.getByLabel('Sort', { exact: true })).toHaveValue('regularPrice_asc')
		await expect(page.getByLabel('Sale', { exact: true })).toBeChecked()
		await expect(page.getByLabel('Parking', { exact: true })).toBeChecked()

		await page.getByRole('link', { name: 'Show more' }).click()
		await expect(cards).toHaveCount(12)
		await expect(page.getByRole('heading', { name: 'Showing 1–12 of 12 results' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
		await expect(cards.first()).toContainText('Starter Condo with Balcony in Midtown Atlanta')

		const last = cards.last()
		await last.getByRole('link').click()
		await expect(page).toHaveURL(/\/listing\/[0-9a-f-]{36}$/)
	})

	test('Show more keeps every result already shown and adds the next ones', async ({ page, javaScriptEnabled }) => {
		await page.goto('/search?sort=createdAt_asc')
		const cards = page.locator('main article')
		await expect(cards).toHaveCount(9)
		const firstPage = await cards.locator('h3').allTextContents()
		await page.getByRole('link', { name: 'Show more' }).click()
		await expect(page.getByRole('heading', { name: 'Showing 1–18 of 30 results' })).toBeVisible()
		// With JavaScript the next page is appended in place; without, the link asks for a larger page.
		await expect(page).toHaveURL(
			!javaScriptEnabled ? /\/search\?sort=createdAt_asc&limit=18#result-10$/ : /\/search\?sort=createdAt_asc$/,
		)
		await page.getByRole('link', { name: 'Show more' }).click()
		await expect(page.getByRole('heading', { name: 'Showing 1–27 of 30 results' })).toBeVisible()
		await page.getByRole('link', { name: 'Show more' }).click()
		await expect(page.getByRole('heading', { name: 'Showing 1–30 of 30 results' })).toBeVisible()
		// Without JavaScript the page may still be arriving: wait for every card before reading them.
		await expect(cards).toHaveCount(30)
		await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
		const all = await cards.locator('h3').allTextContents()
		expect(all).toHaveLength(30)
		expect(new Set(all).size).toBe(30)
		expect(all.slice(0, 9)).toEqual(firstPage)
	})

	test('a search without results says so', async ({ page }) => {
		await page.goto('/search?searchTerm=no+such+place+anywhere')
		await expect(page.getByText('No listing found!')).toBeVisible()
		await expect(page.locator('main article')).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
	})

	test('a mangled address still shows results, with a note on what was reset', async ({ page }) => {
		const response = await page.goto('/search?type=castle&limit=abc&searchTerm=villa')
		expect(response?.status()).toBe(200)
		await expect(
			page.getByText(
				'Some filters were not understood and were reset: type must be all, rent or sale; limit must be a number.',
			),
		).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Showing 1–4 of 4 results' })).toBeVisible()
		await expect(page.getByLabel('Rent & Sale', { exact: true })).toBeChecked()
	})

	test('price, bedroom and bathroom filters from the sidebar', async ({ page }) => {
		await page.goto('/search')
		await page.getByLabel('Min price', { exact: true }).fill('2000')
		await page.getByLabel('Max price', { exact: true }).fill('5000')
		await page.getByLabel('Bedrooms', { exact: true }).selectOption('3')
		await page.getByLabel('Bathrooms', { exact: true }).selectOption('2')
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await expect(page).toHaveURL(/minPrice=2000&maxPrice=5000&bedrooms=3&bathrooms=2/)
		const cards = page.locator('main article')
		await expect(page.getByRole('heading', { name: /^Showing 1–\d of \d results$/ })).toBeVisible()
		for (const card of await cards.all()) {
			await expect(card).toContainText('/ Month')
		}
		await expect(page.getByLabel('Min price', { exact: true })).toHaveValue('2000')
		await expect(page.getByLabel('Bedrooms', { exact: true })).toHaveValue('3')
	})

	test('“Loading...” shows while results are on their way, from another page and on the search page', async ({
		page,
		javaScriptEnabled,
	}) => {
		test.skip(!javaScriptEnabled, 'without JavaScript the browser shows its own progress')
		let release = () => {}
		await page.route(/\/search\.data/, async (route) => {
			await new Promise<void>((resolve) => (release = resolve))
			await route.continue()
		})
		await page.goto('/')
		await page.waitForLoadState('networkidle')
		await page.getByRole('banner').locator('summary[aria-label="Search"]').click()
		await page.getByRole('searchbox', { name: 'Search listings' }).fill('villa')
		await page.getByRole('searchbox', { name: 'Search listings' }).press('Enter')
		await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
		release()
		await expect(page.getByRole('heading', { name: 'Homes matching “villa”' })).toBeVisible()
		await expect(page.getByText('Loading...')).toHaveCount(0)

		await page.getByLabel('Sort', { exact: true }).selectOption('regularPrice_asc')
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
		release()
		await expect(page.locator('main article').first()).toBeVisible()
		await expect(page.getByText('Loading...')).toHaveCount(0)
	})

	test('on a small screen the filters fold into a panel that opens without script', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/search')
		const rent = page.getByLabel('Rent', { exact: true })
		await expect(rent).toBeHidden()
		await page.getByText('Filters', { exact: true }).click()
		await rent.check()
		await page.getByLabel('Furnished', { exact: true }).check()
		await page.getByRole('button', { name: 'Search', exact: true }).click()
		await expect(page).toHaveURL(/type=rent/)
		await expect(page).toHaveURL(/furnished=true/)
		await expect(page.locator('main article').first()).toContainText('For Rent')
		await expect(page.getByText('2 active')).toBeAttached()
	})
})
