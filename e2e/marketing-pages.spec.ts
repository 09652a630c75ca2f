import { expect, test } from '@playwright/test'
import { expectOnlyOwnOrigin, recordRequests, scrollThrough } from './marketing-support'

// What each marketing page shows, its titles, descriptions, theme and the addresses its HTML and
// stylesheets reference are checked over HTTP (tests/pages/marketing.test.ts). This is the net for
// what only a browser does: scripts loading more as the pages hydrate and are scrolled through.
test('marketing pages load nothing from another origin while they run and are scrolled through', async ({
	page,
	baseURL,
}) => {
	// Five pages, each scrolled through and waited on until its network is idle: more than the default
	// 30 s on a busy CI machine.
	test.setTimeout(90_000)
	const requests = recordRequests(page)
	for (const path of ['/', '/home-2', '/services', '/property', '/blog']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(200)
		await scrollThrough(page)
	}
	// The scripts ran and the lazy pictures were loaded: the net had something to catch.
	expect(requests.filter((url) => /\/assets\/.+\.js$/.test(url)).length).toBeGreaterThan(5)
	expect(requests.filter((url) => /\/images\/.+\.webp$/.test(url)).length).toBeGreaterThan(20)
	await expectOnlyOwnOrigin(requests, baseURL!)
})
