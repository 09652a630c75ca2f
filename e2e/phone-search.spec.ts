import { expect, type Page, test } from '@playwright/test'

// On a phone with JavaScript (issue: the front door leads to the market): the search's panel closes on
// Search so the results are on the first screen; nothing floats over a control; keyboard focus stays in
// sight. At the two phone widths that differ.

const WIDTHS = [320, 390] as const

/** The demo's first listing for sale, opened at `width`. */
async function aListingPage(page: Page) {
	const response = await page.request.get('/api/listing/get?type=sale&limit=1')
	const [listing] = (await response.json()) as Array<{ _id: string }>
	await page.goto(`/listing/${listing!._id}`)
}

/** Whether two boxes overlap. */
const overlap = (
	a: { x: number; y: number; width: number; height: number },
	b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

for (const width of WIDTHS) {
	test.describe(`a phone ${width} px wide`, () => {
		test.use({ viewport: { width, height: 740 } })

		test('Search closes the panel and the first result is on the first screen; the badge counts Where? too', async ({
			page,
		}) => {
			await page.goto('/search')
			await page.getByText('Search and filters').click()
			const panel = page.locator('details:has(form[aria-label="Filter listings"])')
			await expect(panel).toHaveAttribute('open', '')
			await page.getByLabel('Where?').fill('Seattle, WA')
			await page.getByRole('radio', { name: 'Rent', exact: true }).check()
			await page.getByRole('search', { name: 'Filter listings' }).getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(/where=Seattle/)
			await expect(panel).not.toHaveAttribute('open', '')
			const first = page.locator('main article').first()
			await expect(first).toBeVisible()
			const box = (await first.boundingBox())!
			expect(box.y).toBeLessThan(740)
			// 'Where?' and the purpose: two fields set.
			await expect(page.locator('summary', { hasText: 'Search and filters' })).toContainText('2 active')
		})

		test('the Scroll to top button sits above the Contact bar and covers no control', async ({ page }) => {
			await aListingPage(page)
			const bar = page.getByRole('complementary', { name: 'Price and contact' })
			await expect(bar).toBeVisible()
			await page.mouse.wheel(0, 900)
			const button = page.getByRole('button', { name: 'Scroll to top' })
			await expect(button).toBeVisible()
			expect(overlap((await button.boundingBox())!, (await bar.boundingBox())!)).toBe(false)
			// Down the page, past the newsletter's Subscribe button: wherever the button shows, nothing it covers can be pressed.
			// Where it is and what it covers are read in one go: the button steps aside (leaves the page) as it scrolls.
			let checked = 0
			for (let step = 0; step < 30; step++) {
				await page.mouse.wheel(0, 150)
				await page.waitForTimeout(50)
				const covered = await page.evaluate(() => {
					const shown = document.querySelector('[data-scroll-to-top]')
					if (!shown) return null
					const { x, y, width, height } = shown.getBoundingClientRect()
					const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')]
					return controls
						.filter((control) => !control.closest('[data-scroll-to-top]'))
						.map((control) => ({ rect: control.getBoundingClientRect(), name: control.textContent?.trim() }))
						.filter(({ rect }) => rect.width > 0 && (rect.width < 176 || rect.height < 88))
						.filter(({ rect }) => rect.x < x + width && x < rect.right && rect.y < y + height && y < rect.bottom)
						.map(({ name }) => name)
				})
				if (covered === null) continue
				checked++
				expect(covered, `scrolled ${step}`).toEqual([])
			}
			expect(checked, 'steps where the button showed').toBeGreaterThan(0)
		})

		test('a focused card shows its ring, and Shift+Tab never leaves the focus under the sticky header', async ({
			page,
		}) => {
			await page.goto('/search')
			const card = page.locator('main article').nth(1)
			await card.locator('a[href^="/listing/"]').first().focus()
			await page.keyboard.press('Shift+Tab')
			await page.keyboard.press('Tab')
			const ring = await card.evaluate((element) => getComputedStyle(element).outlineStyle)
			expect(ring).not.toBe('none')
			// Scroll the card just under the header, then go back by keyboard: what gets the focus is in sight.
			await page.mouse.wheel(0, 2000)
			for (let press = 0; press < 6; press++) {
				await page.keyboard.press('Shift+Tab')
				// A smooth scroll to the focused element ends first.
				await page.waitForTimeout(600)
				const header = (await page.locator('header.site-header').boundingBox())!
				const focused = await page.evaluate(() => {
					const rect = document.activeElement?.getBoundingClientRect()
					return rect ? { top: rect.top, bottom: rect.bottom } : undefined
				})
				if (!focused || focused.bottom <= 0) continue
				expect(focused.top, `press ${press}`).toBeGreaterThanOrEqual(header.y + header.height - 1)
			}
		})

		test('Escape closes the header search and gives the focus back to its button', async ({ page }) => {
			await page.goto('/')
			const banner = page.getByRole('banner')
			await banner.getByLabel('Search', { exact: true }).click()
			const box = banner.getByRole('searchbox', { name: 'Search listings' })
			await expect(box).toBeFocused()
			await page.keyboard.press('Escape')
			await expect(box).toBeHidden()
			await expect(banner.getByLabel('Search', { exact: true })).toBeFocused()
		})
	})
}
