import { expect, type Page, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'
import { markDocument, sameDocument, waitForHydration } from './support/document'

// With JavaScript the search appends the next results in place and shows that it is loading; the
// search form, its filters and 'Show more' without JavaScript are tested over HTTP
// (tests/search-http.test.ts, on the demo data).

/** Twelve homes of a new member's, each named with `word` (their own data: no other test's listings match it). */
async function twelveHomes(page: Page, word: string) {
	await signInAsNewMember(page, 'searcher')
	for (let index = 1; index <= 12; index++) {
		const created = await page.request.post('/api/listing/create', {
			data: {
				name: `Home ${index} of the ${word} street`,
				description: 'A plain home for the search to find.',
				address: `${index} ${word} Street, Austin, TX`,
				type: index % 2 ? 'rent' : 'sale',
				bedrooms: 2,
				bathrooms: 1,
				regularPrice: 1000 + index,
				imageUrls: ['/images/listing-fallback.webp'],
			},
		})
		expect(created.status()).toBe(201)
	}
	await page.context().clearCookies()
}

test('Show more appends the next results in place and keeps the address', async ({ page }) => {
	const word = `finch${Date.now().toString(36)}`
	await twelveHomes(page, word)
	await page.goto(`/search?sort=createdAt_asc&searchTerm=${word}`)
	const cards = page.locator('main article')
	await expect(cards).toHaveCount(9)
	const firstPage = await cards.locator('h3').allTextContents()
	expect(firstPage[0]).toBe(`Home 1 of the ${word} street`)
	await page.getByRole('link', { name: 'Show more' }).click()
	await expect(page.getByRole('heading', { name: 'Showing 1–12 of 12 results' })).toBeVisible()
	await expect(cards).toHaveCount(12)
	await expect(page).toHaveURL(new RegExp(`/search\\?sort=createdAt_asc&searchTerm=${word}$`))
	await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0)
	const all = await cards.locator('h3').allTextContents()
	expect(new Set(all).size).toBe(12)
	expect(all.slice(0, 9)).toEqual(firstPage)

	// A card opens its home in the page, as a router's link would: one the page came with, and one appended.
	await markDocument(page)
	await cards.nth(10).getByRole('link').click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[10]!)
	expect(await sameDocument(page)).toBe(true)
	await page.goto(`/search?sort=createdAt_asc&searchTerm=${word}`)
	await waitForHydration(page)
	await markDocument(page)
	await cards.first().getByRole('link').click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(all[0]!)
	expect(await sameDocument(page)).toBe(true)
})

test('“Loading...” shows while results are on their way, from another page and on the search page', async ({
	page,
}) => {
	// Every request for the search's data waits while `holding`; `release` lets all of them through (a
	// navigation may ask more than once: a second one must not wait for ever).
	let holding = true
	const held: Array<() => void> = []
	await page.route(/\/search\.data/, async (route) => {
		if (holding) await new Promise<void>((resolve) => held.push(resolve))
		await route.continue()
	})
	const release = () => {
		holding = false
		for (const go of held.splice(0)) go()
	}
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	await page.getByRole('banner').locator('summary[aria-label="Search"]').click()
	await page.getByRole('searchbox', { name: 'Search listings' }).fill('villa')
	await page.getByRole('searchbox', { name: 'Search listings' }).press('Enter')
	await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
	release()
	await expect(page.getByRole('heading', { name: 'Homes matching “villa”' })).toBeVisible()
	await expect(page.getByText('Loading...')).toHaveCount(0)

	holding = true
	await page.getByLabel('Sort', { exact: true }).selectOption('regularPrice_asc')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
	release()
	await expect(page.locator('main article').first()).toBeVisible()
	await expect(page.getByText('Loading...')).toHaveCount(0)
})

test('on a phone the results come first, under two toggles that open the search and saving it in place', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/search')
	// The first home's card starts in the top half of the screen (it was about 1,000 px down).
	const first = page.locator('main article').first()
	const top = await first.evaluate((card) => card.getBoundingClientRect().top)
	expect(top).toBeLessThan(844 / 2)
	await expect(first).toBeInViewport()

	const rent = page.getByLabel('Rent', { exact: true })
	await expect(rent).toBeHidden()
	await expect(page.getByRole('button', { name: 'Save this search', exact: true })).toBeHidden()
	await page.getByText('Search and filters', { exact: true }).click()
	await rent.check()
	await page.getByLabel('Furnished', { exact: true }).check()
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(/type=rent/)
	await expect(page).toHaveURL(/furnished=true/)
	await expect(page.locator('main article').first()).toContainText('For Rent')
	await expect(page.getByText('2 active')).toBeAttached()

	await page.locator('summary', { hasText: 'Save this search' }).click()
	await expect(page.getByRole('button', { name: 'Save this search', exact: true })).toBeVisible()
})

test('at 320 px no card is wider than the screen and no price, address or title is cut mid-word', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 700 })
	for (const path of ['/search', '/search?view=map']) {
		await page.goto(path)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
		const clipped = await page.locator('main article').evaluateAll((cards) =>
			cards.flatMap((card) =>
				// A price, the struck-out one and the town are whole; only the street may end in an ellipsis.
				[...card.querySelectorAll<HTMLElement>('p.font-bold > span, p:has(svg) > span:last-child')]
					.filter((part) => part.scrollWidth > part.clientWidth + 1)
					.map((part) => part.textContent),
			),
		)
		expect(clipped, path).toEqual([])
	}
})

test('on a desktop the map view gives the map half the width, in view as the one column of cards scrolls', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await page.goto('/search?view=map')
	const map = page.getByRole('region', { name: /^Map of the results/ })
	const list = page.locator('main ul').filter({ has: page.locator('article') })
	const [mapBox, listBox] = [await map.boundingBox(), await list.boundingBox()]
	expect(Math.abs(mapBox!.width - listBox!.width)).toBeLessThan(40)
	// One column: every card starts at the list's left edge.
	const lefts = await list
		.locator('article')
		.evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left))
	expect(new Set(lefts).size).toBe(1)
	await page.mouse.wheel(0, 1500)
	await expect(map).toBeInViewport()
})

test("'Where?' suggests places as it is typed; the one chosen is searched around", async ({ page }) => {
	await page.goto('/search')
	await page.waitForLoadState('networkidle')
	// A text field with a list of suggestions: a combobox to assistive technologies.
	const where = page.getByRole('combobox', { name: 'Where?' })
	const asked = page.waitForResponse((response) => response.url().includes('/api/places?q=aus'))
	await where.pressSequentially('aus')
	expect((await asked).status()).toBe(200)
	const suggestions = page.locator('#search-where-places option')
	await expect(suggestions.first()).toHaveAttribute('value', 'Austin, TX, US')
	expect(await suggestions.count()).toBeLessThanOrEqual(8)
	await where.fill('Austin, TX, US')
	await where.press('Enter')
	await expect(page).toHaveURL(/[?&]where=Austin%2C\+TX%2C\+US(&|$)/)
	await expect(where).toHaveValue('Austin, TX, US')
	await expect(page.getByRole('combobox', { name: 'Distance from the place' })).toHaveValue('10')
})
