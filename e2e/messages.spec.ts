import { type Browser, expect, test } from '@playwright/test'
import { DEMO_OWNER, signIn, signUpAndSignIn } from './support/accounts'
import { linkIn, mailTo } from './support/mail'
import { startConversation } from './support/messages'

/** A page of its own, signed in as the demo owner, who owns every demo listing. */
async function ownerPage(browser: Browser, javaScriptEnabled: boolean, redirectTo: string) {
	const context = await browser.newContext({ javaScriptEnabled })
	const page = await context.newPage()
	await page.goto(`/sign-in?${new URLSearchParams({ redirectTo })}`)
	await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password)
	await expect(page).toHaveURL(new RegExp(`${redirectTo}$`))
	return page
}

test('a seeker writes about a listing, the owner answers from the mailed link, the seeker reads it; nobody else can', async ({
	page,
	browser,
	javaScriptEnabled,
}) => {
	test.slow()
	const seeker = await signUpAndSignIn(page, 'seeker')
	await page.goto('/search?searchTerm=villa')
	await page.getByRole('main').getByRole('link').filter({ hasText: /villa/i }).first().click()
	await expect(page).toHaveURL(/\/listing\//)
	const listingName = (await page.getByRole('heading', { level: 1 }).textContent())!
	await page.getByText('Contact landlord').click()
	const question = `Is it still free in June? (${seeker.username})`
	await page.getByLabel('Message', { exact: true }).fill(question)
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
	const conversationPath = new URL(page.url()).pathname

	// The owner is mailed, without the seeker's address, and answers from the link.
	const mail = await mailTo(DEMO_OWNER.email, `New message from ${seeker.username} about ${listingName}`)
	expect(mail.text).toContain(question)
	expect(mail.text).not.toContain(seeker.email)
	expect(linkIn(mail, '/messages/[0-9a-f-]+')).toBe(conversationPath)

	const owner = await ownerPage(browser, javaScriptEnabled, conversationPath)
	await expect(owner.getByRole('list', { name: 'Messages' })).toContainText(question)
	await owner.getByLabel(`Reply to ${seeker.username}`).fill('Yes, from the 1st. Come and see it on Saturday?')
	await owner.getByRole('button', { name: 'Send reply' }).click()
	await expect(owner.getByRole('list', { name: 'Messages' })).toContainText('Come and see it on Saturday?')
	await expect(owner.getByLabel(`Reply to ${seeker.username}`)).toHaveValue('')
	await owner.context().close()

	// The seeker's header counts the unread conversation; the reply shows (by itself with JavaScript).
	if (javaScriptEnabled) {
		await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Come and see it on Saturday?', {
			timeout: 15_000,
		})
	} else {
		await page.goto('/')
		await expect(page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible()
		await page.getByRole('link', { name: 'Messages, 1 unread' }).click()
		await expect(page.getByText('Unread')).toBeVisible()
		await page.getByRole('link', { name: listingName }).click()
		await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Come and see it on Saturday?')
	}
	await page.goto('/')
	await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible()

	// A third member is refused.
	const stranger = await browser.newContext({ javaScriptEnabled })
	const strangerPage = await stranger.newPage()
	await signUpAndSignIn(strangerPage, 'stranger')
	const response = await strangerPage.goto(conversationPath)
	expect(response?.status()).toBe(404)
	await stranger.close()
})

test('a message that breaks the rules comes back with what was typed', async ({ page }) => {
	await signUpAndSignIn(page, 'longwinded')
	await page.goto('/search?searchTerm=cottage')
	await page
		.getByRole('main')
		.getByRole('link')
		.filter({ hasText: /cottage/i })
		.first()
		.click()
	await page.getByText('Contact landlord').click()
	const message = page.getByLabel('Message', { exact: true })
	// Past the browser's own limit, as a client that ignores it would send.
	await message.evaluate((element) => element.removeAttribute('maxlength'))
	await message.fill('x'.repeat(5001))
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page.getByText('Message must be at most 5,000 characters')).toBeVisible()
	await expect(page.getByLabel('Message', { exact: true })).toHaveValue('x'.repeat(5001))
})

test('after an empty send, typing a message and one click on the button sends it', async ({
	page,
	javaScriptEnabled,
}) => {
	// Without JavaScript the browser itself refuses the empty box: there is no error line to clear.
	test.skip(!javaScriptEnabled, 'the error line is drawn by the form script')
	await signUpAndSignIn(page, 'oneclick')
	await page.goto('/search?searchTerm=villa')
	await page.getByRole('main').getByRole('link').filter({ hasText: /villa/i }).first().click()
	await expect(page).toHaveURL(/\/listing\//)

	// Contact landlord on the listing page.
	await page.getByText('Contact landlord').click()
	const message = page.getByLabel('Message', { exact: true })
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page.getByText('Message is required')).toBeVisible()
	await message.pressSequentially('Is there a garden?')
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/)
	const conversation = page.getByRole('list', { name: 'Messages' })
	await expect(conversation).toContainText('Is there a garden?')

	// Send reply in the conversation.
	const reply = page.getByLabel(/^Reply to /)
	await page.getByRole('button', { name: 'Send reply' }).click()
	await expect(page.getByText('Message is required')).toBeVisible()
	await reply.pressSequentially('And is it south-facing?')
	await page.getByRole('button', { name: 'Send reply' }).click()
	await expect(conversation).toContainText('And is it south-facing?')
})

test('blocking asks once more, and can be undone', async ({ page }) => {
	await signUpAndSignIn(page, 'blocker')
	const listing = await page.request.get(`/api/listing/get?searchTerm=villa`)
	const [home] = (await listing.json()) as Array<{ _id: string }>
	const conversation = await startConversation(page, `/listing/${home!._id}`)
	await page.goto(conversation)
	const block = page.locator('summary', { hasText: /^Block / })
	const owner = (await block.textContent())!.replace(/^Block /, '')

	// The first click only opens the question; nothing is blocked yet.
	await block.click()
	await expect(page.getByText(`${owner} will not be able to write to you`)).toBeVisible()
	await expect(page.getByLabel(`Reply to ${owner}`)).toBeVisible()

	await page.getByRole('button', { name: `Yes, block ${owner}` }).click()
	await expect(page.getByText(`You have blocked ${owner}: they cannot write to you.`)).toBeVisible()
	await expect(page.getByLabel(`Reply to ${owner}`)).toHaveCount(0)

	await page.getByRole('button', { name: `Unblock ${owner}` }).click()
	await expect(page.getByLabel(`Reply to ${owner}`)).toBeVisible()
})
