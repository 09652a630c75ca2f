import { expect, test } from '@playwright/test'

// With JavaScript. Without it these blocks are plain HTML (a strip scrolled by hand, a link instead of
// the dialog), checked over HTTP in tests/pages/marketing.test.ts.

test.describe('category carousel', () => {
	test('the arrows scroll 200 px, the left one disabled at the start and the right one at the end', async ({
		page,
	}) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		// A phone's width: the kinds of home that have homes (four in the demo data) overflow it.
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/home-2')
		const strip = page.locator('#category-strip')
		expect(await strip.getByRole('link').count()).toBeGreaterThanOrEqual(3)
		expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
		expect(await strip.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
		const left = page.getByRole('button', { name: 'Scroll categories left' })
		const right = page.getByRole('button', { name: 'Scroll categories right' })
		await expect(left).toBeDisabled()
		await expect(right).toBeEnabled()
		await right.click()
		await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(200)
		await expect(left).toBeEnabled()
		await right.click()
		await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(400)
		await left.click()
		await left.click()
		await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0)
		await expect(left).toBeDisabled()
		// At the far end the right arrow gives up. (Forced: the arrow may turn disabled between the look
		// and the click, as the strip reaches its end; a click on a disabled button does nothing.)
		for (let i = 0; i < 12; i++) if (await right.isEnabled()) await right.click({ force: true })
		await expect(right).toBeDisabled()
	})
})

test.describe('testimonial slider', () => {
	test('previous and next wrap at both ends; with reduced motion it never moves by itself', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
		// The page's clock is Playwright's: the test moves it on instead of waiting for it.
		await page.clock.install()
		await page.goto('/')
		const carousel = page.getByRole('region', { name: 'Client testimonials' })
		await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible()
		await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
		await expect(carousel.getByRole('group', { name: '6 of 6' })).toBeInViewport()
		await expect(carousel.getByRole('group', { name: '6 of 6' })).toContainText('Elena Ruiz')
		await carousel.getByRole('button', { name: 'Next testimonial' }).click()
		await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeInViewport()
		await carousel.getByRole('button', { name: 'Next testimonial' }).click()
		await expect(carousel.getByRole('group', { name: '2 of 6' })).toBeInViewport()
		// Reduced motion: no pause button (nothing rotates), and the slide stays put.
		await expect(carousel.getByRole('button', { name: /rotating/ })).toHaveCount(0)
		await page.mouse.move(0, 0)
		await page.clock.runFor(3500)
		await expect(carousel.getByRole('group', { name: '2 of 6' })).toBeVisible()
	})

	test('it advances by itself and stops when asked', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'no-preference' })
		// The page's clock is Playwright's: the test moves it on instead of waiting for the 3-second steps.
		await page.clock.install()
		await page.goto('/about-us')
		const carousel = page.getByRole('region', { name: 'Client testimonials' })
		const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
		await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible()
		const stop = carousel.getByRole('button', { name: 'Stop rotating testimonials' })
		// The button is there once the slider runs; then its first step is due in 3 seconds.
		await expect(stop).toBeVisible()
		await page.clock.runFor(3000)
		await expect(carousel.getByRole('group', { name: '2 of 6' })).toBeVisible({ timeout: 10_000 })
		await stop.click()
		await page.mouse.move(0, 0)
		await blur()
		const slide = carousel.getByRole('group', { name: /of 6$/ })
		const shown = await slide.getAttribute('aria-label')
		await page.clock.runFor(3500)
		await expect(slide).toHaveAttribute('aria-label', shown!)
		await carousel.getByRole('button', { name: 'Start rotating testimonials' }).click()
		await page.mouse.move(0, 0)
		await blur()
		await page.clock.runFor(3000)
		await expect(slide).not.toHaveAttribute('aria-label', shown!, { timeout: 10_000 })
	})
})

test.describe('what-we-do video block', () => {
	test('the play button explains how we work instead of pretending to play a film', async ({ page }) => {
		await page.goto('/services')
		await page.getByRole('button', { name: 'How we work, in four steps' }).click()
		const dialog = page.getByRole('dialog', { name: 'How we work, in four steps' })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('listitem')).toHaveCount(4)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await page.getByRole('button', { name: 'How we work, in four steps' }).click()
		await page.getByRole('dialog').getByRole('link', { name: 'Read our story' }).click()
		await expect(page).toHaveURL(/\/about-us$/)
	})
})

test.describe('keyboard', () => {
	test('the marketing controls are reachable with Tab and show a focus ring', async ({ page }) => {
		await page.goto('/contact')
		const firstName = page.getByLabel('First name', { exact: true })
		await firstName.focus()
		await page.keyboard.press('Tab')
		await expect(page.getByLabel('Last name', { exact: true })).toBeFocused()
		await page.keyboard.press('Tab')
		await page.keyboard.press('Tab')
		await expect(page.getByLabel('Message', { exact: true })).toBeFocused()
		await page.keyboard.press('Tab')
		const send = page.getByRole('button', { name: 'Send message' })
		await expect(send).toBeFocused()
		expect(await send.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
	})
})
