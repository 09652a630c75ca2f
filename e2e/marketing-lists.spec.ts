import { expect, type Page, test } from '@playwright/test'

const cardHeadings = (page: Page) =>
	page
		.getByRole('region', { name: /All articles|posts? found/ })
		.getByRole('article')
		.getByRole('heading')

/** The titles of the cards shown, once the page has them all (a page may still be streaming in). */
async function cardTitles(page: Page) {
	await expect(page.getByRole('contentinfo')).toBeAttached()
	return cardHeadings(page).allTextContents()
}

test.describe('blog lists', () => {
	test('six posts per page; page 2 shows the next six; the bar has a 2-page range and a break', async ({ page }) => {
		await page.goto('/blog')
		const pages = page.getByRole('navigation', { name: 'Blog pages' })
		await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
		await expect(pages.getByRole('link', { name: 'Page 2' })).toBeVisible()
		await expect(pages.getByText('…')).toBeVisible()
		await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveCount(0)
		const first = await cardTitles(page)
		expect(first).toHaveLength(6)

		await pages.getByRole('link', { name: 'Page 2' }).click()
		await expect(page).toHaveURL(/\/blog\?page=2$/)
		await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
		await expect(pages.getByRole('link', { name: 'Page 3' })).toBeVisible()
		const second = await cardTitles(page)
		expect(second).toHaveLength(6)
		expect(second.filter((title) => first.includes(title))).toEqual([])

		await pages.getByRole('link', { name: 'Next' }).click()
		await expect(page).toHaveURL(/\/blog\?page=3$/)
		await pages.getByRole('link', { name: 'Page 4' }).click()
		await expect(page).toHaveURL(/\/blog\?page=4$/)
		await expect(pages.getByText('…')).toBeVisible()
		expect((await cardTitles(page)).length).toBeGreaterThan(0)
		await pages.getByRole('link', { name: 'Page 1' }).click()
		await expect(page).toHaveURL(/\/blog$/)
	})

	test('the keyword search filters the posts and keeps the word in the box', async ({ page }) => {
		await page.goto('/blog-2')
		const box = page.getByRole('searchbox', { name: 'Keywords' })
		await box.fill('HOA')
		await box.press('Enter')
		await expect(page).toHaveURL(/\/blog-2\?q=HOA$/)
		await expect(page.getByRole('heading', { name: '1 post found' })).toBeVisible()
		await expect(cardHeadings(page)).toHaveText(['Buying a condo? Read these five HOA documents first'])
		await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('HOA')

		await box.fill('zeppelin hangar')
		await box.press('Enter')
		await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible()
		await page.getByRole('link', { name: 'see every article' }).click()
		await expect(page).toHaveURL(/\/blog-2$/)
		await expect(page.getByRole('region', { name: 'All articles' }).getByRole('article')).toHaveCount(6)
	})

	test('the wide page has its own search box; tags filter the posts', async ({ page }) => {
		await page.goto('/blog-4')
		await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Luxury Villa' }).click()
		await expect(page).toHaveURL(/\/blog-4\?tag=luxury-villa$/)
		await expect(page.getByText('tagged Luxury Villa')).toBeVisible()
		const titles = await cardTitles(page)
		expect(titles.length).toBeGreaterThan(0)
		expect(titles).toContain('What a pool villa really costs to run')
		expect(titles).not.toContain('Storage ideas for a one-bedroom apartment')
	})

	test('the home page previews the first four posts, cut to 200 characters, linking to /bolg/{id}', async ({
		page,
	}) => {
		await page.goto('/')
		const cards = page.getByRole('region', { name: /Notes on buying/ }).getByRole('article')
		await expect(cards).toHaveCount(4)
		for (const card of await cards.all()) {
			const excerpt = (await card.locator('p').nth(1).textContent())!
			expect(excerpt.length).toBeLessThanOrEqual(201)
			expect(excerpt.endsWith('…')).toBe(true)
			await expect(card.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', /^\/bolg\/[a-z0-9-]+$/)
		}
		const title = (await cards.first().getByRole('heading').textContent())!
		await cards
			.first()
			.getByRole('link', { name: /^Read more/ })
			.click()
		await expect(page).toHaveURL(/\/bolg\/what-austin-buyers-want-this-fall$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
	})
})

test.describe('property lists', () => {
	test('on a phone the results follow the banner without an empty gap', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/property')
		const banner = await page.locator('main > section').first().boundingBox()
		const heading = await page.getByRole('heading', { name: /^Showing 1–9 of/ }).boundingBox()
		// The page's top padding, no more: the closed filter panel takes no room.
		expect(heading!.y - (banner!.y + banner!.height)).toBeLessThanOrEqual(40)
	})

	test('grid and list are links that keep the page; the list shows descriptions', async ({ page }) => {
		await page.goto('/property?page=2')
		const layout = page.getByRole('group', { name: 'Layout' })
		await expect(layout.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true')
		await expect(page.locator('ul[data-view="grid"] > li')).toHaveCount(9)
		await layout.getByRole('link', { name: 'List' }).click()
		await expect(page).toHaveURL(/\/property\?page=2&view=list$/)
		await expect(page.locator('ul[data-view="list"] > li')).toHaveCount(9)
		await expect(layout.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')
		await expect(page.getByRole('heading', { name: 'Showing 10–18 of 25 homes' })).toBeVisible()
		await layout.getByRole('link', { name: 'Grid' }).click()
		await expect(page).toHaveURL(/view=grid/)
		await expect(page.locator('ul[data-view="grid"] > li')).toHaveCount(9)
	})

	test('the filter panel is a GET form whose choices land in the URL and narrow the homes', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 900 })
		await page.goto('/property-3')
		const filters = page.getByRole('complementary', { name: 'Filter homes' })
		await filters.getByLabel('For rent').check()
		await filters.getByLabel('Bedrooms').selectOption('2')
		await filters.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page).toHaveURL(/purpose=rent/)
		await expect(page).toHaveURL(/beds=2/)
		await expect(page).toHaveURL(/view=list/)
		await expect(page.getByRole('heading', { name: 'Showing 1–6 of 6 homes' })).toBeVisible()
		const cards = page.locator('ul[data-view="list"] article')
		await expect(cards).toHaveCount(6)
		for (const card of await cards.all()) {
			await expect(card).toContainText('For Rent')
			await expect(card).not.toContainText(/\b1 Bed\b/)
		}
		await expect(filters.getByLabel('For rent')).toBeChecked()

		await filters.getByLabel('Keyword or place').fill('zilker')
		await filters.getByLabel('Any', { exact: true }).check()
		await filters.getByLabel('Bedrooms').selectOption('0')
		await filters.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page.getByRole('heading', { name: 'Showing 1–1 of 1 homes' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Zilker Townhouse with Rooftop Deck' })).toBeVisible()

		await filters.getByRole('link', { name: 'Reset' }).click()
		await expect(page.getByRole('heading', { name: 'Showing 1–9 of 25 homes' })).toBeVisible()
	})

	test('property types show their counts; a budget keeps the homes for sale within it', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 900 })
		await page.goto('/property')
		const filters = page.getByRole('complementary', { name: 'Filter homes' })
		await expect(filters.getByText('Villa', { exact: true }).locator('..').locator('..')).toContainText('3')
		await filters.getByLabel(/High budget/).check()
		await filters.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page).toHaveURL(/budget=high/)
		await expect(page.getByRole('heading', { name: 'Showing 1–6 of 6 homes' })).toBeVisible()
		const cards = page.locator('main ul[data-view] article')
		await expect(cards).toHaveCount(6)
		for (const card of await cards.all()) await expect(card).toContainText('For Sale')
	})

	test('on a phone the filters open as a dialog over the page and close again', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/property')
		await expect(page.getByRole('heading', { name: 'Filter homes' })).toBeHidden()
		await page.getByRole('link', { name: 'Filters' }).click()
		await expect(page).toHaveURL(/filters=open/)
		const dialog = page.getByRole('dialog', { name: 'Filter homes' })
		await expect(dialog).toBeVisible()
		await dialog.getByLabel('For sale').check()
		await dialog.getByRole('button', { name: 'Apply filters' }).click()
		await expect(page).toHaveURL(/purpose=sale/)
		await expect(page).not.toHaveURL(/filters=open/)
		await expect(page.getByRole('dialog')).toHaveCount(0)

		await page.getByRole('link', { name: 'Filters' }).click()
		await page.getByRole('dialog', { name: 'Filter homes' }).getByRole('link', { name: 'Close filters' }).click()
		await expect(page).not.toHaveURL(/filters=open/)
		await expect(page.getByRole('heading', { name: 'Filter homes' })).toBeHidden()
	})

	test('"Ask about it" opens the contact form with the home named in the message', async ({ page }) => {
		await page.goto('/property')
		await page.getByRole('link', { name: 'Ask about Lakeway Glass Villa with Hill Country Views' }).click()
		await expect(page).toHaveURL(/\/contact\?property=lakeway-glass-villa$/)
		await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Lakeway Glass Villa with Hill Country Views/)
	})
})

test.describe('search from the home pages', () => {
	test('the hero search bar turns its choices into the filters of /search', async ({ page }) => {
		await page.goto('/')
		const bar = page.getByRole('search', { name: 'Find a property' })
		await bar.getByLabel('Looking to').selectOption({ label: 'Buy (for sale)' })
		await bar.getByLabel('Property type').selectOption({ label: 'Apartments' })
		await bar.getByLabel('Price range').selectOption({ label: '$200,000 – $300,000' })
		await bar.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/search\?type=sale&minPrice=200000&maxPrice=300000&searchTerm=apartment$/)
	})

	test('without choices it is simply the search', async ({ page }) => {
		await page.goto('/home-3')
		await page.getByRole('search', { name: 'Find a property' }).getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/\/search$/)
	})

	test('the keyword box of /home-2 goes to /search with the term', async ({ page }) => {
		await page.goto('/home-2')
		await page.getByRole('searchbox', { name: 'City, neighbourhood or keyword' }).fill('cottage')
		await page.getByRole('searchbox', { name: 'City, neighbourhood or keyword' }).press('Enter')
		await expect(page).toHaveURL(/\/search\?searchTerm=cottage$/)
	})

	test('a category opens the search for its kind of home', async ({ page }) => {
		await page.goto('/')
		await page
			.getByRole('region', { name: /Homes of every kind/ })
			.getByRole('link', { name: /Modern villas/ })
			.click()
		await expect(page).toHaveURL(/\/search\?searchTerm=villa$/)
	})
})
