// Owners kept informed, warnings in the mails people read, and reporters thanked, as a browser without
// JavaScript and an API client meet them on the test site (mails read from its mail server). The rules
// at their edges (accounts of 7 days, one mail per hold, reports that hold) are in tests/owner-notices.test.ts.
import { describe, expect, test } from 'vitest'
import { demoAdmin, mailsTo, mailTo, newListing, newMember, newVisitor, verifyAddress } from '../support/site'
import { type Page } from '../support/visitor'

const MONEY_WARNING = 'Never send money before you have seen the home and signed a contract.'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** What a list shows about the listing named `name`: the text of its entry (its article or item). */
const entryOf = (page: Page, selector: string, name: string) =>
	page
		.$(selector)
		.filter((_, entry) => page.$(entry).text().includes(name))
		.first()
		.text()
		.replace(/\s+/g, ' ')

describe('owners hear of their listings', () => {
	test('a held listing: the owner is mailed why and what to do, reads “Held for a check” beside its status on the dashboard, the profile and its page, and is mailed when it is published', async () => {
		const owner = await newMember('told')
		const name = `Held maisonette ${unique()}`
		const id = await newListing(owner.visitor, {
			name,
			description: 'Bright maisonette. Write to me at told.owner@gmail.com for the keys.',
		})

		const held = await mailTo(owner.email, `Your listing “${name}” waits for a check`)
		expect(held.text).toContain('it gives contact details')
		expect(held.text).toContain('Take the contact details out of the name, description, address')
		expect(held.text).toMatch(new RegExp(`https?://[^/\\s]+/update-listing/${id}`))

		const dashboard = await owner.visitor.get('/dashboard')
		expect(dashboard.status).toBe(200)
		const onDashboard = entryOf(dashboard, 'main article', name)
		expect(onDashboard).toContain('Held for a check')
		expect(dashboard.$(`main article:contains("${name}") select option[selected]`).text()).toBe('Available')
		expect(entryOf(await owner.visitor.get('/profile'), 'main li', name)).toContain('Held for a check')
		const page = await owner.visitor.get(`/listing/${id}`)
		expect(page.text('main ul[aria-label="Listing type"]')).toContain('Held for a check')

		// The owner asks for a review without JavaScript: the state says so.
		await page
			.form('Ask for a review')
			.fill('What should our team know? (optional)', 'The address is the agency’s.')
			.submit()
		expect(entryOf(await owner.visitor.get('/dashboard'), 'main article', name)).toContain('Waiting for review')

		const admin = await demoAdmin()
		expect((await admin.api(`/api/admin/listing/${id}/approve`, {})).status).toBe(200)
		const published = await mailTo(owner.email, `Your listing “${name}” is published`)
		expect(published.text).toMatch(new RegExp(`https?://[^/\\s]+/listing/${id}`))
		expect(entryOf(await owner.visitor.get('/dashboard'), 'main article', name)).not.toMatch(
			/Held for a check|Waiting for review/,
		)
		// One mail for the hold, one for the approval.
		expect((await mailsTo(owner.email)).filter((mail) => mail.subject.includes(name))).toHaveLength(2)
	})
})

describe('warnings where people read', () => {
	test('a money request reaches the owner by mail under the site’s warning, as on the page', async () => {
		const owner = await newMember('warned-owner')
		await verifyAddress(owner)
		const listingId = await newListing(owner.visitor, { name: `Warned flat ${unique()}` })
		const { visitor: seeker } = await newMember('asks-money')
		const sent = await seeker.api<{ conversationId: string }>(`/api/listing/contact/${listingId}`, {
			message: 'I am abroad. Send the deposit by Western Union and I will post you the keys.',
		})
		expect(sent.status).toBe(201)
		const mail = await mailTo(owner.email, /^New message from asks-money/)
		expect(mail.text).toContain('Send the deposit by Western Union')
		expect(mail.text).toContain(MONEY_WARNING)
		expect(mail.html).toContain(MONEY_WARNING)
		// The sender's account is new: said first.
		expect(mail.text).toContain('This member’s account is less than a week old.')
		expect((await owner.visitor.get(`/messages/${sent.body.conversationId}`)).text('main')).toContain(MONEY_WARNING)
	})
})

describe('reporters thanked', () => {
	test('a report sent from a page read before the listing was held is thanked, not answered “not found”', async () => {
		const owner = await newMember('hidden-meanwhile')
		const id = await newListing(owner.visitor, { name: `Soon held ${unique()}` })
		const reporter = newVisitor()
		const page = await reporter.get(`/listing/${id}`)
		expect(page.status).toBe(200)
		// Meanwhile its owner puts a phone number in it: held, nobody else sees it.
		const edited = await owner.visitor.api<{ moderation: string }>(`/api/listing/update/${id}`, {
			description: 'Call me on +1 512 555 0147 any time.',
		})
		expect(edited.body.moderation).toBe('pending')

		const thanked = await page.form('Send the report').check('It looks like a scam').submit()
		expect(thanked.status).toBe(200)
		expect(thanked.path).toBe(`/listing/${id}/report`)
		expect(thanked.text('main')).toContain(
			'Thank you: our team will look at it. We do not tell anyone who reported it.',
		)
		expect(thanked.text('main')).not.toContain('Soon held')
		// Loaded again, the page of a hidden listing is missing as before.
		expect((await reporter.get(`/listing/${id}/report`)).status).toBe(404)
		// The API thanks alike.
		expect(await newVisitor().api(`/api/listing/report/${id}`, { reason: 'scam' })).toMatchObject({
			status: 201,
			body: { message: 'Thank you: our team will look at it. We do not tell anyone who reported it.' },
		})
	})
})
