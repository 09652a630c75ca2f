import { expect, test } from '@playwright/test'

// The honeypot field of the public forms must stay out of a person's way: not shown,
// not in the accessibility tree, not reached with the keyboard.
for (const path of ['/sign-up', '/contact', '/newsletter']) {
	test(`the bot trap on ${path} is invisible to people`, async ({ page }) => {
		await page.goto(path)
		const traps = page.locator('input[name="homepage"]')
		expect(await traps.count()).toBeGreaterThan(0)
		for (const trap of await traps.all()) await expect(trap).toBeHidden()
		await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)
	})
}
