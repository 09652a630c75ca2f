import { expect, test } from 'vitest'
import { linkIn, mailsTo, mailTo, newListing, newMember, newVisitor, verifyAddress } from '../support/site'
import { type Page } from '../support/visitor'

/** The disclosure that asks before blocking (the page has the report's disclosure too). */
const BLOCK_QUESTION = 'main details:has(> summary:contains("Block"))'
/** The reply's text box (the report form has a text box of its own). */
const REPLY_BOX = 'main textarea[name="message"]'

/** An owner with a verified address (only those are mailed) and a home of theirs no other test lists. */
async function ownerWithHome(prefix: string) {
	const owner = await newMember(prefix)
	await verifyAddress(owner)
	const word = `wren${Math.random().toString(36).slice(2, 8)}`
	const name = `Villa by the ${word} wood`
	const id = await newListing(owner.visitor, { name, type: 'rent', regularPrice: 2100 })
	return { owner, listing: { id, name, word } }
}

const messagesOf = (page: Page) => page.text('main ol[aria-label="Messages"]')

test('a seeker writes about a listing, the owner answers from the mailed link, the seeker reads it; nobody else can', async () => {
	const { owner, listing } = await ownerWithHome('landlord')
	const seeker = await newMember('seeker')
	let page = await seeker.visitor.get(`/search?searchTerm=${listing.word}`)
	page = await page.follow(new RegExp(listing.name), { within: 'main' })
	expect(page.path).toBe(`/listing/${listing.id}`)
	const question = `Is it still free in June? (${seeker.username})`
	page = await page.form('Send message', { within: 'main details' }).fill('Message', question).submit()
	expect(page.path).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
	const conversationPath = page.path
	expect(messagesOf(page)).toContain(question)

	// The owner is mailed, without the seeker's address, and answers from the link.
	const subject = `New message from ${seeker.username} about ${listing.name}`
	const mail = await mailTo(owner.email, subject)
	expect(mail.text).toContain(question)
	expect(mail.text).not.toContain(seeker.email)
	expect(mail.html).not.toContain(seeker.email)
	expect(linkIn(mail, '/messages/[0-9a-f-]+')).toBe(conversationPath)

	const ownerVisitor = newVisitor()
	page = await ownerVisitor.get(linkIn(mail, '/messages/[0-9a-f-]+'))
	expect(page.path).toBe(`/sign-in?${new URLSearchParams({ redirectTo: conversationPath })}`)
	page = await page.form('Sign in').fill('E-mail', owner.email).fill('Password', owner.password).submit()
	expect(page.path).toBe(conversationPath)
	expect(messagesOf(page)).toContain(question)
	const answer = 'Yes, from the 1st. Come and see it on Saturday?'
	page = await page.form('Send reply').fill(`Reply to ${seeker.username}`, answer).submit()
	expect(page.path).toBe(conversationPath)
	expect(messagesOf(page)).toContain(answer)
	expect(page.valueOf(`Reply to ${seeker.username}`)).toBe('')

	// The seeker's header counts the unread conversation; the reply is there.
	page = await seeker.visitor.get('/')
	page = await page.follow('Messages, 1 unread', { within: 'header' })
	expect(page.path).toBe('/messages')
	expect(page.text('main')).toContain('Unread')
	page = await page.follow(new RegExp(listing.name), { within: 'main' })
	expect(page.path).toBe(conversationPath)
	expect(messagesOf(page)).toContain(answer)
	page = await seeker.visitor.get('/')
	expect(page.links('Messages', 'header')).toHaveLength(1)
	expect(page.links(/^Messages, \d+ unread$/, 'header')).toHaveLength(0)

	// A third member is refused.
	const stranger = await newMember('stranger')
	page = await stranger.visitor.get(conversationPath)
	expect(page.status).toBe(404)
	expect(page.text('main')).not.toContain(question)

	// One mail for the one unread message.
	expect((await mailsTo(owner.email)).filter((sent) => sent.subject === subject)).toHaveLength(1)
})

test('a message that breaks the rules comes back with what was typed', async () => {
	const { listing } = await ownerWithHome('patient')
	const { visitor } = await newMember('longwinded')
	let page = await visitor.get(`/listing/${listing.id}`)
	// Past the limit, as a client that ignores the page's own check would send.
	page = await page.form('Send message', { within: 'main details' }).fill('Message', 'x'.repeat(5001)).submit()
	expect(page.status).toBe(400)
	expect(page.path).toBe(`/listing/${listing.id}/contact`)
	expect(page.errorOf('Message')).toBe('Message must be at most 5,000 characters')
	expect(page.valueOf('Message')).toBe('x'.repeat(5001))
	expect((await visitor.api<unknown[]>('/api/messages')).body).toEqual([])
})

test('blocking asks once more, and can be undone', async () => {
	const { owner, listing } = await ownerWithHome('blocked')
	const { visitor } = await newMember('blocker')
	const started = await visitor.api<{ conversationId: string }>(`/api/listing/contact/${listing.id}`, {
		message: 'Is it still available?',
	})
	expect(started.status).toBe(201)
	const path = `/messages/${started.body.conversationId}`
	let page = await visitor.get(path)

	// The button that blocks is inside a closed disclosure, below the reply form.
	const question = page.$(BLOCK_QUESTION)
	expect(question).toHaveLength(1)
	expect(question.attr('open')).toBeUndefined()
	expect(page.text(`${BLOCK_QUESTION} > summary`)).toBe(`Block ${owner.username}`)
	expect(page.text(BLOCK_QUESTION)).toContain(`${owner.username} will not be able to write to you`)
	expect(page.buttons(`Yes, block ${owner.username}`, BLOCK_QUESTION)).toHaveLength(1)
	expect(page.field(`Reply to ${owner.username}`)).toHaveLength(1)

	page = await page.form(`Yes, block ${owner.username}`).submit()
	expect(page.path).toBe(path)
	expect(page.text('main')).toContain(`You have blocked ${owner.username}: they cannot write to you.`)
	expect(page.$(REPLY_BOX)).toHaveLength(0)
	expect(page.$(BLOCK_QUESTION)).toHaveLength(0)

	page = await page.form(`Unblock ${owner.username}`).submit()
	expect(page.path).toBe(path)
	expect(page.field(`Reply to ${owner.username}`)).toHaveLength(1)
	expect(page.text('main')).not.toContain('You have blocked')
})

test('a member the other has blocked is told they can no longer reply, instead of being given the form', async () => {
	const { owner, listing } = await ownerWithHome('shunned')
	const seeker = await newMember('shunning')
	const started = await seeker.visitor.api<{ conversationId: string }>(`/api/listing/contact/${listing.id}`, {
		message: 'Is it still available?',
	})
	expect(started.status).toBe(201)
	const path = `/messages/${started.body.conversationId}`
	let page = await owner.visitor.get(path)
	expect(page.field(`Reply to ${seeker.username}`)).toHaveLength(1)

	await (await seeker.visitor.get(path)).form(`Yes, block ${owner.username}`).submit()
	page = await owner.visitor.get(path)
	expect(page.text('main')).toContain('You can no longer reply in this conversation.')
	expect(page.$(REPLY_BOX)).toHaveLength(0)
	expect(page.buttons('Send reply')).toHaveLength(0)
	// They still read the conversation, and may block the other member in turn.
	expect(messagesOf(page)).toContain('Is it still available?')
	expect(page.buttons(`Yes, block ${seeker.username}`, BLOCK_QUESTION)).toHaveLength(1)
})

test('without JavaScript, a message shows its day and how long ago it was, in no one time zone', async () => {
	const { listing } = await ownerWithHome('clock')
	const { visitor } = await newMember('reader')
	const started = await visitor.api<{ conversationId: string }>(`/api/listing/contact/${listing.id}`, {
		message: 'What time is it there?',
	})
	expect(started.status).toBe(201)
	const sentAt = new Date()
	const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(sentAt)
	const shown = new RegExp(`^${day} · (just now|1 minute ago)$`)
	const conversation = await visitor.get(`/messages/${started.body.conversationId}`)
	const times = conversation.$('main ol[aria-label="Messages"] time')
	expect(times).toHaveLength(1)
	expect(times.text()).toMatch(shown)
	expect(new Date(times.attr('datetime')!).getTime()).toBeCloseTo(sentAt.getTime(), -5)
	const list = await visitor.get('/messages')
	expect(list.$('main time').text()).toMatch(shown)
	expect(list.text('main')).not.toContain('UTC')
	expect(conversation.text('main')).not.toContain('UTC')
})
