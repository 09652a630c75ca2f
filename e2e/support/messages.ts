import { expect, type Page } from '@playwright/test'

/** Writes to the owner of the listing at `listingPath` as the page's member (through the API); the conversation's path. */
export async function startConversation(page: Page, listingPath: string, message = 'Is it still available?') {
	const id = listingPath.split('/').at(-1)
	const response = await page.request.post(`/api/listing/contact/${id}`, { data: { message } })
	expect(response.status(), 'the message is sent').toBe(201)
	return `/messages/${((await response.json()) as { conversationId: string }).conversationId}`
}
