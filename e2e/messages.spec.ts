import { expect, type Page, test } from '@playwright/test'
import { signInAsDemoOwner, signInAsNewMember } from './support/accounts'
import { markDocument, sameDocument } from './support/document'
import { startConversation } from './support/messages'

// What the scripts of a conversation do. Writing, the owner's mail, answering, the unread count,
// errors that come back with what was typed, and blocking work as form posts and are tested over
// HTTP: tests/pages/messages.test.ts.

/** The address of a demo listing (the demo owner's) with `word` in it. */
async function demoListingPath(page: Page, word: string) {
	const response = await page.request.get(`/api/listing/get?${new URLSearchParams({ searchTerm: word })}`)
	const [home] = (await response.json()) as Array<{ _id: string }>
	expect(home, `a demo listing with "${word}"`).toBeDefined()
	return `/listing/${home!._id}`
}

test('a reply appears by itself on the other member’s open conversation', async ({ page, browser }) => {
	await signInAsNewMember(page, 'seeker')
	const conversation = await startConversation(page, await demoListingPath(page, 'villa'), 'Is it still free in June?')
	await page.goto(conversation)
	const messages = page.getByRole('list', { name: 'Messages' })
	await expect(messages).toContainText('Is it still free in June?')
	await markDocument(page)

	const ownerContext = await browser.newContext()
	const owner = await ownerContext.newPage()
	await signInAsDemoOwner(owner)
	const replied = await owner.request.post(`/api/messages/${conversation.split('/').at(-1)}`, {
		data: { message: 'Yes, from the 1st. Come and see it on Saturday?' },
	})
	expect(replied.status()).toBe(201)
	await ownerContext.close()

	await expect(messages).toContainText('Come and see it on Saturday?', { timeout: 15_000 })
	// Without the page being loaded again.
	expect(await sameDocument(page)).toBe(true)
	// Shown on the open page, the reply counts as read.
	await page.goto('/')
	await expect(page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible()
})

test('after an empty send, typing a message and one click on the button sends it', async ({ page }) => {
	await signInAsNewMember(page, 'oneclick')
	await page.goto(await demoListingPath(page, 'villa'))

	// Contact landlord on the listing page.
	await page.getByText('Contact landlord').click()
	const message = page.getByLabel('Message', { exact: true })
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page.getByText('Message is required')).toBeVisible()
	await message.pressSequentially('Is there a garden?')
	await expect(page.getByText('Message is required')).toHaveCount(0)
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
	const conversation = page.getByRole('list', { name: 'Messages' })
	await expect(conversation).toContainText('Is there a garden?')

	// Send reply in the conversation.
	const reply = page.getByLabel(/^Reply to /)
	await page.getByRole('button', { name: 'Send reply' }).click()
	await expect(page.getByText('Message is required')).toBeVisible()
	await reply.pressSequentially('And is it south-facing?')
	await expect(page.getByText('Message is required')).toHaveCount(0)
	await page.getByRole('button', { name: 'Send reply' }).click()
	await expect(conversation).toContainText('And is it south-facing?')
	// The field empties once the reply is sent.
	await expect(reply).toHaveValue('')
})

test.describe('in Tokyo', () => {
	test.use({ timezoneId: 'Asia/Tokyo' })

	test('message times are on the reader’s clock, in the reader’s time zone', async ({ page }) => {
		await signInAsNewMember(page, 'tokyo')
		const conversation = await startConversation(page, await demoListingPath(page, 'villa'), 'What time is it there?')
		const tokyoTime = (iso: string) =>
			new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
				new Date(iso),
			)
		for (const path of [conversation, '/messages']) {
			await page.goto(path)
			const time = page.getByRole('main').locator('time').first()
			const iso = (await time.getAttribute('datetime'))!
			await expect(time, path).toHaveText(tokyoTime(iso))
		}
	})
})
