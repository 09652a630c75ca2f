import { expect, type Page, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'
import { markDocument, sameDocument, waitForHydration } from './support/document'

// The server renders with React and the browser hydrates with Preact's compatibility layer
// (docs/decisions/016-preact-in-the-browser.md): the page a visitor gets must stay whole, with
// no script errors, and every label and ARIA reference must still point at its element.

/** Console errors and uncaught exceptions from the moment the page starts loading. */
function collectErrors(page: Page) {
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
	})
	page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`))
	return errors
}

/** Loads a page and waits until it has hydrated. */
async function hydrate(page: Page, path: string) {
	await page.goto(path)
	await waitForHydration(page)
}

/** What hydration could have broken: dangling id references, duplicated ids, doubled landmarks. */
async function checkDocument(page: Page) {
	const problems = await page.evaluate(() => {
		const found: string[] = []
		const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
		const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index)
		if (duplicates.length) found.push(`duplicate ids: ${[...new Set(duplicates)].join(', ')}`)
		for (const element of document.querySelectorAll('label[for]')) {
			const id = element.getAttribute('for')!
			if (!document.getElementById(id)) found.push(`label "${element.textContent?.trim()}" points at missing #${id}`)
		}
		for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
			for (const element of document.querySelectorAll(`[${attribute}]`)) {
				for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
					if (!document.getElementById(id))
						found.push(`${attribute} of <${element.localName}> points at missing #${id}`)
				}
			}
		}
		for (const selector of ['body > header', 'main', 'body > footer', 'main h1']) {
			const count = document.querySelectorAll(selector).length
			if (count !== 1) found.push(`${count} × ${selector}`)
		}
		if (!document.doctype) found.push('no doctype')
		return found
	})
	expect(problems).toEqual([])
}

test('public pages hydrate without errors and keep their labels and references', async ({ page }) => {
	const errors = collectErrors(page)
	for (const path of ['/', '/search?searchTerm=house', '/sign-in', '/contact']) {
		await test.step(path, async () => {
			await hydrate(page, path)
			await checkDocument(page)
		})
	}
	await test.step('a listing page', async () => {
		await hydrate(page, '/search?searchTerm=house')
		await page.getByRole('main').getByRole('link', { name: /house/i }).first().click()
		await expect(page).toHaveURL(/\/listing\//)
		const listing = new URL(page.url()).pathname
		await hydrate(page, listing)
		// Hydrated, 'See all' opens the viewer in place instead of going to the page of all photos.
		await page.getByRole('link', { name: /^See all \d+ photos$/ }).click()
		await expect(page.getByRole('button', { name: /next photo/i })).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`${listing}$`))
		await page.keyboard.press('Escape')
		await checkDocument(page)
	})
	expect(errors).toEqual([])
})

test('the listing form hydrates without errors and checks its fields in the browser', async ({ page }) => {
	await signInAsNewMember(page, 'hydrate')
	const errors = collectErrors(page)
	await hydrate(page, '/create-listing')
	await checkDocument(page)
	// Conform finds its form by id: its check in the browser answers, and nothing is posted.
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await page.getByLabel('Name', { exact: true }).fill('Too short')
	await page.getByRole('button', { name: 'Create listing' }).click()
	await expect(page.getByText('Name must be at least 10 characters')).toBeVisible()
	await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
	expect(posts).toEqual([])
	await checkDocument(page)
	expect(errors).toEqual([])
})

test('the parts rendered once on the server hydrate in place and are drawn by the browser on a navigation', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	const errors = collectErrors(page)
	// Hydrated from the server's HTML: the about section's link leads in the page, once, with no copy of it.
	await hydrate(page, '/')
	await checkDocument(page)
	await expect(page.locator('#about-title')).toHaveCount(1)
	await markDocument(page)
	await page.getByRole('main').getByRole('link', { name: 'Read more about us' }).click()
	await expect(page).toHaveURL(/\/about-us$/)
	// Drawn by the browser: from another page, the home page's sections and the footer's links come whole.
	await page
		.getByRole('banner')
		.getByRole('navigation', { name: 'Main' })
		.getByRole('link', { name: 'Home', exact: true })
		.click()
	await expect(page).toHaveURL(/\/$/)
	await expect(
		page.getByRole('heading', { level: 2, name: 'Everything your home needs, under one roof' }),
	).toBeVisible()
	await expect(page.locator('#about-title')).toHaveCount(1)
	await expect(page.locator('#blog-preview-title')).toHaveCount(1)
	await expect(page.getByRole('contentinfo').getByRole('navigation').first().getByRole('link').first()).toBeVisible()
	expect(await sameDocument(page)).toBe(true)
	await checkDocument(page)
	expect(errors).toEqual([])
})
