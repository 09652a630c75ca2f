import { type BrowserContext, expect, type Page } from '@playwright/test'

/** The theme cookie as the server writes it (a JSON string, base64-encoded by Remix). */
export async function setTheme(context: BrowserContext, baseURL: string, theme: 'dark' | 'light') {
	await context.addCookies([
		{ name: 'theme', value: Buffer.from(JSON.stringify(theme)).toString('base64'), url: baseURL },
	])
}

/** Records every request the page makes, to check that none leaves the test server. */
export function recordRequests(page: Page) {
	const urls: string[] = []
	page.on('request', (request) => urls.push(request.url()))
	return urls
}

/** Scrolls through the page so lazy pictures load too. */
export async function scrollThrough(page: Page) {
	// Element by element rather than window.scrollTo, which needs JavaScript in the page.
	for (const image of await page.locator('img[loading="lazy"]').all()) {
		if (await image.isVisible()) await image.scrollIntoViewIfNeeded()
	}
	await page.waitForLoadState('networkidle')
}

export async function expectOnlyOwnOrigin(urls: string[], baseURL: string) {
	const origin = new URL(baseURL).origin
	expect(urls.length).toBeGreaterThan(0)
	expect(urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([])
}
