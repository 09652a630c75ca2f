import { expect, type Page, test } from '@playwright/test'
import { markDocument, sameDocument, waitForHydration } from './support/document'

/** Presses the theme toggle and waits for the server's answer, which carries the cookie. */
async function switchTheme(page: Page, theme: 'light' | 'dark') {
	await Promise.all([
		page.waitForResponse(
			(response) =>
				new URL(response.url()).pathname.startsWith('/resources/theme') && response.request().method() === 'POST',
		),
		page.getByRole('button', { name: `Switch to ${theme} theme` }).click(),
	])
}

// The top bar, footer, theme cookie and 404 page as the server sends them are checked over HTTP
// (tests/pages/shell.test.ts); here is what needs a browser: menus, the theme switching in place, the
// system theme, and the Content-Security-Policy at run time.
test.describe('app shell', () => {
	test('desktop menu: sub-links open on hover and on keyboard focus', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto('/')
		// Hydrated before anything is touched: until then Enter on a link loads the next document, as without
		// JavaScript, and hydration may put the menu's nodes in place under the focus.
		await waitForHydration(page)
		const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
		const subLink = nav.getByRole('link', { name: 'Quality Renovations' })
		await expect(subLink).toBeHidden()
		await nav.getByRole('link', { name: 'About Us' }).hover()
		await expect(subLink).toBeVisible()
		await page.mouse.move(5, 600)
		await expect(subLink).toBeHidden()

		await nav.getByRole('link', { name: 'Blog', exact: true }).focus()
		await expect(nav.getByRole('link', { name: 'Blog of October' })).toBeVisible()
		await page.keyboard.press('Tab')
		await expect(nav.getByRole('link', { name: 'Blog of January' })).toBeFocused()
		await markDocument(page)
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/blog$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(/blog/i)
		// Followed in the page, as a <Link> is: the document was not loaded again.
		expect(await sameDocument(page)).toBe(true)
		// The link followed lets the focus go, so its dropdown does not stay open on the page it led to.
		await expect(nav.getByRole('link', { name: 'Blog of January' })).toBeHidden()
		await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page')

		// So are the footer's links; a click with a modifier key is the browser's (a new tab), not the page's.
		const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true })
		const [newTab] = await Promise.all([
			page.context().waitForEvent('page'),
			footerLink.click({ modifiers: ['Control'] }),
		])
		await newTab.close()
		await expect(page).toHaveURL(/\/blog$/)
		await footerLink.click()
		await expect(page).toHaveURL(/\/contact$/)
		expect(await sameDocument(page)).toBe(true)
	})

	test('small screens: the side menu lists every link and closes on the backdrop', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 800 })
		await page.goto('/')
		await waitForHydration(page)
		await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first()).toBeHidden()
		await page.getByRole('banner').locator('summary[aria-label="Menu"]').click()
		const sideMenu = page.locator('.mobile-nav nav')
		await expect(sideMenu.getByRole('link', { name: 'Services Specialists Provided' })).toBeVisible()
		await expect(sideMenu.getByRole('link', { name: 'Blog of June' })).toBeVisible()
		// The backdrop covers the rest of the screen, to the right of the 300 px panel.
		await page.mouse.click(360, 700)
		await expect(sideMenu).toBeHidden()

		await page.getByRole('banner').locator('summary[aria-label="Menu"]').click()
		await markDocument(page)
		await sideMenu.getByRole('link', { name: 'Homes in a list' }).click()
		await expect(page).toHaveURL(/\/property-3$/)
		await expect(page.locator('.mobile-nav nav')).toBeHidden()
		expect(await sameDocument(page)).toBe(true)
	})

	test('small screens: the open side menu holds the focus, Escape closes it and gives the focus back', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 360, height: 740 })
		await page.goto('/')
		const menuButton = page.getByRole('banner').locator('summary[aria-label="Menu"]')
		await menuButton.focus()
		await page.keyboard.press('Enter')
		const sideMenu = page.locator('.mobile-nav nav')
		await expect(sideMenu).toBeVisible()
		const links = await sideMenu.getByRole('link').count()
		const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-nav')))
		// Round the menu and past it, forwards: the focus never leaves it for the page behind.
		for (let step = 0; step < links + 3; step++) {
			await page.keyboard.press('Tab')
			expect(await focusInMenu(), `focus after ${step + 1} Tabs`).toBe(true)
		}
		// Backwards from its button: to its last link.
		await menuButton.focus()
		await page.keyboard.press('Shift+Tab')
		await expect(sideMenu.getByRole('link').last()).toBeFocused()
		// The page behind cannot be reached by any means while the menu is open.
		expect(await page.getByRole('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true)

		await page.keyboard.press('Escape')
		await expect(sideMenu).toBeHidden()
		await expect(menuButton).toBeFocused()
		expect(await page.getByRole('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(false)
	})

	test('phones: the floating back-to-top button never covers text, even at the end of the page', async ({ page }) => {
		for (const width of [320, 360, 390]) {
			await page.setViewportSize({ width, height: 700 })
			await page.goto('/about-us')
			const button = page.getByRole('button', { name: 'Scroll to top' })
			// At once, not with the page's smooth scrolling: the place where the scroll ends is what counts.
			await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
			await expect(button, `${width} px`).toBeVisible()
			await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
			await expect
				.poll(() =>
					page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
				)
				.toBe(true)
			// The button follows the scroll at the next frame.
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
			// The text whose lines the button overlaps, if it shows.
			const covered = await page.evaluate(() => {
				const button = document.querySelector('button[aria-label="Scroll to top"]')
				if (!button) return []
				const box = button.getBoundingClientRect()
				const texts: string[] = []
				const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					if (!node.textContent?.trim() || button.contains(node)) continue
					const range = document.createRange()
					range.selectNodeContents(node)
					const overlaps = [...range.getClientRects()].some(
						(line) =>
							line.width > 0 &&
							line.left < box.right &&
							line.right > box.left &&
							line.top < box.bottom &&
							line.bottom > box.top,
					)
					if (overlaps) texts.push(node.textContent.trim())
				}
				return texts
			})
			expect(covered, `${width} px`).toEqual([])
		}
	})

	test('the top-bar search opens over the menu, keeping the other parameters of the current search', async ({
		page,
	}) => {
		await page.goto('/search?type=rent&offer=true&searchTerm=old')
		// Closed on /search too, so that the menu stays in reach; opened, it holds the current term.
		const banner = page.getByRole('banner')
		const box = page.getByRole('searchbox', { name: 'Search listings' })
		await expect(banner.getByRole('navigation', { name: 'Main' }).first()).toBeVisible()
		await expect(box).toBeHidden()
		await banner.locator('summary[aria-label="Search"]').click()
		await expect(box).toBeVisible()
		await expect(box).toBeFocused()
		await expect(box).toHaveValue('old')
		await box.fill('loft')
		await box.press('Enter')
		await expect(page).toHaveURL(/\/search\?offer=true&type=rent&searchTerm=loft$/)
	})

	test('the theme toggle switches to dark and the choice persists across pages', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'light' })
		await page.goto('/contact')
		await expect(page.locator('html')).not.toHaveClass(/dark/)
		await switchTheme(page, 'dark')
		await expect(page.locator('html')).toHaveClass(/dark/)
		await expect(page).toHaveURL(/\/contact$/)
		await page.goto('/')
		await expect(page.locator('html')).toHaveClass(/dark/)
		await switchTheme(page, 'light')
		await expect(page.locator('html')).toHaveClass(/light/)
		await page.reload()
		await expect(page.locator('html')).toHaveClass(/light/)
	})

	test('a dark system stays dark through a redirect, and the toggle offers the light theme', async ({ page }) => {
		await page.emulateMedia({ colorScheme: 'dark' })
		await page.goto('/')
		await page.goto('/profile')
		await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/)
		// bg-slate-950, the dark page colour.
		await expect(page.locator('body')).toHaveCSS('background-color', 'oklch(0.129 0.042 264.695)')
		await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden()
	})
})

test('pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
	await page.addInitScript(() => {
		const seen: string[] = []
		;(window as unknown as { cspViolations: string[] }).cspViolations = seen
		document.addEventListener('securitypolicyviolation', (event) =>
			seen.push(`${event.violatedDirective} ${event.blockedURI}`),
		)
	})
	for (const path of ['/', '/sign-in', '/sign-up', '/search?searchTerm=house', '/no/such/page']) {
		const response = await page.goto(path)
		expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
		await page.waitForLoadState('networkidle')
		expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
			[],
		)
	}
})
