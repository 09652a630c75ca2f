import { expect, test } from '@playwright/test'
import { signInAsNewMember } from './support/accounts'
import { markDocument, sameDocument } from './support/document'

// With JavaScript the heart answers in place. Its form posts without JavaScript (back to the card,
// the Saved homes page, signing in on the way) are tested over HTTP: tests/pages/saved.test.ts.

test('the heart saves a home in place, and the card leaves Saved homes in place', async ({ page }) => {
	await signInAsNewMember(page, 'saver')
	await page.goto('/search?searchTerm=villa')
	const card = page.getByRole('main').getByRole('article').first()
	const heart = card.getByRole('button', { name: /^Save / })
	const name = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '')
	// Hydrated: the heart's form asks for an answer in place.
	await expect(card.locator('input[name="inPlace"]')).toHaveCount(1)
	await markDocument(page)
	await heart.click()
	const pressed = card.getByRole('button', { name: `Remove ${name} from saved homes` })
	await expect(pressed).toHaveAttribute('aria-pressed', 'true')
	expect(new URL(page.url()).hash).toBe('')
	expect(await sameDocument(page)).toBe(true)

	await page.getByRole('link', { name: 'Saved homes' }).click()
	await expect(page.getByRole('heading', { name: 'Saved homes' })).toBeVisible()
	await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
	await markDocument(page)
	await page.getByRole('button', { name: `Remove ${name} from saved homes` }).click()
	// The heart empties at once; the card goes when the page's data is fetched again.
	await expect(page.getByRole('button', { name: `Remove ${name} from saved homes` })).toHaveCount(0)
	await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0)
	await expect(page.getByText('No saved homes yet.')).toBeVisible()
	expect(await sameDocument(page)).toBe(true)
	await page.goto('/saved')
	await expect(page.getByText('No saved homes yet.')).toBeVisible()
})
