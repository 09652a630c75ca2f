import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page has hydrated: the theme switch of the header then adds its `enhanced` field.
 * Before that a click on a link loads the next document, as it does without JavaScript.
 */
export async function waitForHydration(page: Page) {
	await expect(page.locator('header input[name="enhanced"]')).toHaveCount(1)
}

/** Marks the document, to tell later (sameDocument) that the page was not loaded again: a navigation in the page keeps the mark. */
export async function markDocument(page: Page) {
	await page.evaluate(() => {
		;(window as Window & { sameDocument?: boolean }).sameDocument = true
	})
}

/** Whether the document marked by markDocument is still the one shown. */
export async function sameDocument(page: Page) {
	return page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true)
}
