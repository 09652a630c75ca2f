import { type Page } from '@playwright/test'

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
