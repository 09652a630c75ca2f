import { describe, expect, test, vi } from 'vitest'
import {
	demoAdmin,
	linkIn,
	mailTo,
	newAccountDetails,
	newListing,
	newMember,
	newVisitor,
	siteUrl,
	verifyAddress,
} from '../support/site'
import { type Page, Visitor } from '../support/visitor'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A listing whose description gives an e-mail address: held for a check as it is made. */
async function heldListing(visitor: Visitor, name = `Held flat ${unique()}`) {
	const id = await newListing(visitor, {
		name,
		description: 'Bright flat near the park. Write to me at jo.landlord@gmail.com for the keys.',
	})
	return { id, name }
}

/** The names of the homes the search page lists. */
const cardNames = (page: Page) =>
	page
		.$('main article h3')
		.toArray()
		.map((heading) => page.$(heading).text())

/** The queue's case about this listing or conversation (its article, by its heading). */
const caseAbout = (page: Page, heading: string) =>
	page
		.$('main article')
		.filter((_, article) => page.$(article).find('h2').text().includes(heading))
		.first()

describe('a listing held by the automatic checks', () => {
	test('is seen by its owner with the reason, by nobody else, and not in the search, until an administrator approves it', async () => {
		const { visitor: owner } = await newMember('held')
		const { id, name } = await heldListing(owner)

		const asApi = await owner.api<{ moderation: string }>(`/api/listing/get/${id}`)
		expect(asApi.body.moderation).toBe('pending')
		const ownPage = await owner.get(`/listing/${id}`)
		expect(ownPage.status).toBe(200)
		expect(ownPage.text('main')).toContain('This listing is waiting for a check by our team')
		expect(ownPage.text('main')).toContain('it gives contact details')
		expect(ownPage.text('main')).toContain('Take the contact details out of the name, description, address')

		const stranger = newVisitor()
		expect((await stranger.get(`/listing/${id}`)).status).toBe(404)
		expect((await stranger.api(`/api/listing/get/${id}`)).status).toBe(404)
		expect(cardNames(await stranger.get(`/search?${new URLSearchParams({ searchTerm: name })}`))).toEqual([])
		const found = await stranger.api<unknown[]>(`/api/listing/get?${new URLSearchParams({ searchTerm: name })}`)
		expect(found.body).toEqual([])
		expect((await stranger.get('/sitemap.xml')).html).not.toContain(id)

		const admin = await demoAdmin()
		let queue = await admin.get('/admin')
		expect(queue.status).toBe(200)
		const item = caseAbout(queue, name)
		expect(item.text()).toContain('contact details')
		expect(item.find('mark').text()).toContain('jo.landlord@gmail.com')
		// Without JavaScript: the case's own form.
		queue = await queue.form('Approve and publish', { within: `article:has(a[href="/listing/${id}"])` }).submit()
		expect(queue.path).toBe('/admin')
		expect(queue.text('main')).toContain(`Approved: “${name}” is shown to everyone.`)
		expect(caseAbout(queue, name).length).toBe(0)

		expect((await stranger.get(`/listing/${id}`)).status).toBe(200)
		// A search page kept before shows it within 10 s (the page cache's bound for pages of sets).
		const searched = async () => cardNames(await stranger.get(`/search?${new URLSearchParams({ searchTerm: name })}`))
		await vi.waitFor(async () => expect(await searched()).toEqual([name]), { timeout: 12_000, interval: 500 })

		const log = await admin.get(`/admin/log?listing=${id}`)
		expect(log.text('main')).toContain(`Approved · ${name}`)
		expect(log.text('main')).toContain(`Held for a check · ${name}`)
	})

	test('contact details spelled to dodge the check are held too: digits of another script, a number split between the name and the description or the owner’s username and the name; a home full of numbers is not', async () => {
		const account = newAccountDetails('dodge')
		// The owner's username ends with the first part of a phone number, the name starts with the rest.
		const username = `u${unique()}x07911`
		const owner = newVisitor()
		expect((await owner.api('/api/auth/signup', { ...account, username })).status).toBe(201)
		expect((await owner.api('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(200)

		const dodges = [
			{
				name: `Garden flat ${unique()}`,
				description: 'Call \u0660\u0667\u0669\u0661\u0661 \u0661\u0662\u0663\u0664\u0665\u0666 today.',
			},
			{ name: `Garden flat ${unique()}, call 07911`, description: '123456 anytime. Bright rooms, quiet street.' },
			{ name: `123456 Garden flat ${unique()}`, description: 'Bright rooms, quiet street.' },
		]
		const stranger = newVisitor()
		for (const values of dodges) {
			const id = await newListing(owner, values)
			const asApi = await owner.api<{ moderation: string }>(`/api/listing/get/${id}`)
			expect(asApi.body.moderation, values.name).toBe('pending')
			expect((await stranger.get(`/listing/${id}`)).status, values.name).toBe(404)
			const found = await stranger.api<unknown[]>(
				`/api/listing/get?${new URLSearchParams({ searchTerm: values.name })}`,
			)
			expect(found.body, values.name).toEqual([])
			expect(cardNames(await stranger.get(`/search?${new URLSearchParams({ searchTerm: values.name })}`))).toEqual([])
		}

		const { visitor: neighbour } = await newMember('numbers')
		const name = `Victorian terrace ${unique()}, built 1898`
		const id = await newListing(neighbour, {
			name,
			description:
				'£1,650 pcm, deposit £1,903.\nCouncil tax band C (£1,432.67 for 2025/26); EPC D (61), potential B (84).\nBedroom 1: 3.45m x 2.90m (11\'4" x 9\'6")\nBuses 38 and 55; Zone 2, 7 mins to the Tube.\nFloor 3 of 4.',
			address: 'Flat 4, 12 Mill Lane, London E8 3PH',
		})
		expect((await neighbour.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('published')
		expect(cardNames(await stranger.get(`/search?${new URLSearchParams({ searchTerm: name })}`))).toEqual([name])
	})

	test('an edit that takes the contact details out shows it again without waiting for an administrator', async () => {
		const { visitor: owner } = await newMember('editor')
		const { id, name } = await heldListing(owner)
		const updated = await owner.api<{ moderation: string }>(`/api/listing/update/${id}`, {
			name,
			description: 'Bright flat near the park. Write to me through the site.',
			address: '3 Lark Lane',
			type: 'rent',
			bedrooms: 2,
			bathrooms: 1,
			regularPrice: 1400,
			imageUrls: ['/images/listing-fallback.webp'],
		})
		expect(updated.status).toBe(200)
		expect(updated.body.moderation).toBe('published')
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(200)
	})

	test('a page kept in the cache is not served once an edit holds the listing', async () => {
		const { visitor: owner } = await newMember('cached')
		const name = `Cached flat ${unique()}`
		const id = await newListing(owner, { name })
		const stranger = newVisitor()
		await vi.waitFor(
			async () => {
				const page = await stranger.get(`/listing/${id}`)
				expect(page.status).toBe(200)
				expect(page.headers.get('x-page-cache')).toBe('hit')
			},
			{ timeout: 10_000, interval: 100 },
		)
		const edited = await owner.api<{ moderation: string }>(`/api/listing/update/${id}`, {
			description: 'Now with my number: call +1 512 555 0147 any time.',
		})
		expect(edited.body.moderation).toBe('pending')
		expect((await stranger.get(`/listing/${id}`)).status).toBe(404)
		expect(cardNames(await stranger.get(`/search?${new URLSearchParams({ searchTerm: name })}`))).toEqual([])
	})

	test('removed with a reason: the owner reads it on the page and in a mail; a reason is required', async () => {
		const member = await newMember('removed')
		const { id, name } = await heldListing(member.visitor)
		const admin = await demoAdmin()
		const within = `article:has(a[href="/listing/${id}"])`
		let queue = await admin.get('/admin')
		queue = await queue.form('Remove the listing', { within }).submit()
		expect(queue.status).toBe(400)
		expect(queue.errorOf(/^Why “.*” is removed/, within)).toBe('Choose a reason')

		queue = await queue
			.form('Remove the listing', { within })
			.select(`Why “${name}” is removed (its owner reads this)`, 'It duplicates another listing')
			.fill(/^A note for its owner/, 'The same flat is listed by its real owner.')
			.submit()
		expect(queue.text('main')).toContain(`Removed: “${name}”. Its owner has been told why.`)

		const mail = await mailTo(member.email, /removed/i)
		expect(mail.text).toContain('The same flat is listed by its real owner.')
		expect(mail.text).toContain(name)
		const page = await member.visitor.get(`/listing/${id}`)
		expect(page.text('main')).toContain('Our team removed this listing')
		expect(page.text('main')).toContain('The same flat is listed by its real owner.')
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(404)
		expect((await member.visitor.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('removed')
	})
})

describe('who may see the administrators’ pages and API', () => {
	const pages = ['/admin', '/admin/log']
	const reads = ['/api/admin/queue', '/api/admin/log']
	const missing = '00000000-0000-4000-8000-000000000000'
	const writes = [
		`/api/admin/listing/${missing}/approve`,
		`/api/admin/listing/${missing}/remove`,
		`/api/admin/listing/${missing}/dismiss`,
		`/api/admin/user/${missing}/suspend`,
		`/api/admin/user/${missing}/restore`,
		`/api/admin/conversation/${missing}/dismiss`,
	]

	test('a visitor: 401 on every page and route', async () => {
		const visitor = newVisitor()
		for (const path of pages) {
			const page = await visitor.get(path)
			expect(page.status, path).toBe(401)
			expect(page.text('main'), path).toContain('Sign in as an administrator to see this page.')
		}
		for (const path of reads) expect((await visitor.api(path)).status, path).toBe(401)
		for (const path of writes) expect((await visitor.api(path, { reason: 'x' })).status, path).toBe(401)
		// The queue's form posts are refused the same way.
		const posted = await visitor.request('/admin', {
			method: 'POST',
			body: new URLSearchParams({ intent: 'approve', id: missing }),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		})
		expect(posted.status).toBe(401)
	})

	test('a member (and a listing owner): 403 on every page and route, and no queue link', async () => {
		const { visitor } = await newMember('nosy')
		await newListing(visitor)
		for (const path of pages) expect((await visitor.get(path)).status, path).toBe(403)
		for (const path of reads) expect((await visitor.api(path)).status, path).toBe(403)
		for (const path of writes) expect((await visitor.api(path, { reason: 'x' })).status, path).toBe(403)
		const posted = await visitor.request('/admin', {
			method: 'POST',
			body: new URLSearchParams({ intent: 'approve', id: missing }),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		})
		expect(posted.status).toBe(403)
		expect((await visitor.get('/')).links(/^Moderation queue/).length).toBe(0)
	})

	test('an administrator: the pages, the queue in the header, and 404 or 400 with a sentence for bad requests', async () => {
		const admin = await demoAdmin()
		for (const path of pages) expect((await admin.get(path)).status, path).toBe(200)
		const queue = await admin.api<{ items: Array<{ kind: string; id: string; reasons: string[]; createdAt: string }> }>(
			'/api/admin/queue',
		)
		expect(queue.status).toBe(200)
		const times = queue.body.items.map((item) => item.createdAt)
		expect(times).toEqual([...times].sort())
		const log = await admin.api<{ entries: unknown[] }>('/api/admin/log')
		expect(log.status).toBe(200)
		expect((await admin.get('/')).links(/^Moderation queue/).length).toBe(1)

		expect(await admin.api(`/api/admin/listing/${missing}/approve`, {})).toMatchObject({
			status: 404,
			body: { message: 'Listing not found!' },
		})
		expect(await admin.api(`/api/admin/user/${missing}/suspend`, { reason: 'spam' })).toMatchObject({
			status: 404,
			body: { message: 'User not found!' },
		})
		expect((await admin.api(`/api/admin/listing/not-an-id/remove`, { reason: 'scam' })).status).toBe(404)
		expect(await admin.api(`/api/admin/conversation/${missing}/dismiss`, {})).toMatchObject({ status: 404 })
		const { visitor } = await newMember('target')
		const listingId = await newListing(visitor)
		expect(await admin.api(`/api/admin/listing/${listingId}/remove`, {})).toMatchObject({ status: 400 })
		expect(await admin.api(`/api/admin/listing/${listingId}/remove`, { reason: 'x'.repeat(2001) })).toMatchObject({
			status: 400,
		})
		expect((await visitor.api<{ moderation: string }>(`/api/listing/get/${listingId}`)).body.moderation).toBe(
			'published',
		)
	})

	test('ADMIN_EMAILS makes a member an administrator once the address is verified', async () => {
		const visitor = newVisitor()
		const account = { ...newAccountDetails('site-admin'), email: 'site-admin@homestead.test' }
		expect((await visitor.api('/api/auth/signup', account)).status).toBe(201)
		expect((await visitor.api('/api/auth/signin', { email: account.email, password: account.password })).status).toBe(
			200,
		)
		expect((await visitor.get('/admin')).status).toBe(403)
		await verifyAddress({ ...account, visitor })
		expect((await visitor.get('/admin')).status).toBe(200)
		expect((await visitor.api('/api/admin/queue')).status).toBe(200)
	})
})

describe('reports', () => {
	test('a visitor reports a listing without JavaScript: mistakes come back with their message, then a thanks', async () => {
		const { visitor: owner } = await newMember('reported')
		const id = await newListing(owner, { name: `Reported flat ${unique()}` })
		const visitor = newVisitor()
		let page = await visitor.get(`/listing/${id}`)
		page = await page.form('Send the report').submit()
		expect(page.status).toBe(400)
		expect(page.path).toBe(`/listing/${id}/report`)
		expect(page.text('main')).toContain('Choose what is wrong')

		page = await page
			.form('Send the report')
			.check('It looks like a scam')
			.fill('Details (optional)', 'x'.repeat(2001))
			.submit()
		expect(page.status).toBe(400)
		expect(page.errorOf('Details (optional)')).toBe('Details must be at most 2,000 characters')

		page = await page
			.form('Send the report')
			.check('It looks like a scam')
			.fill('Details (optional)', 'y'.repeat(2000))
			.submit()
		expect(page.status).toBe(200)
		expect(page.text('main')).toContain('Thank you: our team will look at it. We do not tell anyone who reported it.')

		const queue = await (
			await demoAdmin()
		).api<{ items: Array<{ id: string; reasons: string[]; reports: unknown[] }> }>('/api/admin/queue')
		const item = queue.body.items.find((each) => each.id === id)
		expect(item?.reasons).toEqual(['reported'])
		expect(item?.reports).toHaveLength(1)
		// One report is not enough to hide it.
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(200)
	})

	test('visitors and new accounts cannot hide a listing; its owner sees it was reported and asks for a review', async () => {
		const { visitor: owner } = await newMember('reported-owner')
		const name = `Reported home ${unique()}`
		const id = await newListing(owner, { name })
		const report = { reason: 'scam', details: 'Asked me for a deposit by wire.' }
		// Five visitors on five networks, and three accounts made today (each verified): all in the queue, none hides it.
		const network = (index: number) => ({ 'X-Forwarded-For': `10.${200 + index}.${Math.floor(Math.random() * 250)}.7` })
		for (let index = 0; index < 5; index++)
			expect(await new Visitor(siteUrl, network(index)).api(`/api/listing/report/${id}`, report)).toMatchObject({
				status: 201,
				body: { message: 'Thank you: our team will look at it. We do not tell anyone who reported it.' },
			})
		for (let index = 0; index < 3; index++) {
			const member = await newMember('young-reporter')
			await verifyAddress(member)
			Object.assign(member.visitor.headers, network(5 + index))
			expect((await member.visitor.api(`/api/listing/report/${id}`, report)).status).toBe(201)
		}
		expect((await owner.api(`/api/listing/report/${id}`, report)).status).toBe(201)
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(200)
		expect((await owner.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('published')

		// Its owner reads that people reported it, and asks for a review without JavaScript.
		let page = await owner.get(`/listing/${id}`)
		expect(page.text('main')).toContain('People reported this listing')
		expect(page.text('main')).toContain('It stays on the site while our team looks at the reports.')
		page = await page
			.form('Ask for a review')
			.fill('What should our team know? (optional)', 'I live here and took every photo.')
			.submit()
		expect(page.path).toBe(`/listing/${id}`)
		expect(page.text()).toContain('Thank you: our team will look at the listing again.')
		expect(page.text('main')).toMatch(/You asked for a review on .*: we will look at it\./)
		// Nobody else reads of the reports.
		expect((await newVisitor().get(`/listing/${id}`)).text('main')).not.toContain('People reported this listing')

		const queue = await (
			await demoAdmin()
		).api<{
			items: Array<{
				id: string
				reports: unknown[]
				independentReporters: number
				reviewRequest: { note: string } | null
			}>
		}>('/api/admin/queue')
		const item = queue.body.items.find((each) => each.id === id)
		expect(item).toMatchObject({
			independentReporters: 8,
			reviewRequest: { note: 'I live here and took every photo.' },
		})
		expect(item!.reports).toHaveLength(8)
	})

	test('asking for a review: only the owner, only when something waits, and the API alike', async () => {
		const { visitor: owner } = await newMember('review-owner')
		const id = await newListing(owner)
		expect(await owner.api(`/api/listing/review/${id}`, { note: 'Please look.' })).toMatchObject({
			status: 404,
			body: { message: 'Nothing about this listing is waiting for our team' },
		})
		expect((await newVisitor().api(`/api/listing/report/${id}`, { reason: 'other' })).status).toBe(201)
		const { visitor: stranger } = await newMember('review-stranger')
		expect(await stranger.api(`/api/listing/review/${id}`, {})).toMatchObject({
			status: 403,
			body: { message: 'You can only update your own listings!' },
		})
		expect((await newVisitor().api(`/api/listing/review/${id}`, {})).status).toBe(401)
		const post = (visitor: Visitor) =>
			visitor.request(`/listing/${id}/review`, { method: 'POST', body: new URLSearchParams({ note: '' }) })
		expect((await post(stranger)).status).toBe(403)
		const visitorPage = await post(newVisitor())
		expect(visitorPage.path).toMatch(/^\/sign-in\?redirectTo=/)
		expect((await owner.api(`/api/listing/review/${id}`, { note: 'x'.repeat(1001) })).status).toBe(400)
		expect(await owner.api(`/api/listing/review/${id}`, { note: 'x'.repeat(1000) })).toMatchObject({
			status: 200,
			body: { message: 'Thank you: our team will look at the listing again.' },
		})
	})

	test('bad reports: an unknown reason, details too long, a missing listing', async () => {
		const visitor = newVisitor()
		const { visitor: owner } = await newMember('bad-reports')
		const id = await newListing(owner)
		expect(await visitor.api(`/api/listing/report/${id}`, { reason: 'boring' })).toMatchObject({
			status: 400,
			body: { message: expect.stringContaining('reason must be one of scam, wrong_details') },
		})
		expect(
			(await visitor.api(`/api/listing/report/${id}`, { reason: 'other', details: 'x'.repeat(2001) })).status,
		).toBe(400)
		expect(
			(await visitor.api(`/api/listing/report/${id}`, { reason: 'other', details: 'x'.repeat(2000) })).status,
		).toBe(201)
		expect(
			await visitor.api('/api/listing/report/00000000-0000-4000-8000-000000000000', { reason: 'scam' }),
		).toMatchObject({ status: 404, body: { message: 'Listing not found!' } })
		expect((await visitor.get('/listing/00000000-0000-4000-8000-000000000000/report')).status).toBe(404)
	})

	test('a member reports a conversation; someone outside it gets a 404', async () => {
		const { visitor: owner } = await newMember('conv-owner')
		const listingId = await newListing(owner, { name: `Talked about ${unique()}` })
		const { visitor: seeker } = await newMember('conv-seeker')
		const sent = await seeker.api<{ conversationId: string }>(`/api/listing/contact/${listingId}`, {
			message: 'Is it still available?',
		})
		expect(sent.status).toBe(201)
		const conversationId = sent.body.conversationId
		let page = await owner.get(`/messages/${conversationId}`)
		page = await page.form('Send the report').check('It is offensive').submit()
		expect(page.text('main')).toContain('Thank you: our team will look at it.')
		const queue = await (await demoAdmin()).api<{ items: Array<{ kind: string; id: string }> }>('/api/admin/queue')
		expect(queue.body.items.some((item) => item.kind === 'conversation' && item.id === conversationId)).toBe(true)

		const { visitor: stranger } = await newMember('conv-stranger')
		expect((await stranger.get(`/messages/${conversationId}/report`)).status).toBe(404)
	})
})

describe('money in messages', () => {
	test('a message asking for money outside the site is shown to its reader under the warning, and a new account’s flags the conversation', async () => {
		const { visitor: owner } = await newMember('warned')
		const listingId = await newListing(owner, { name: `Warned about ${unique()}` })
		const { visitor: seeker } = await newMember('scammer')
		const sent = await seeker.api<{ conversationId: string }>(`/api/listing/contact/${listingId}`, {
			message: 'I am abroad. Send the deposit by Western Union and I will post you the keys.',
		})
		expect(sent.status).toBe(201)
		const conversationId = sent.body.conversationId
		const read = await owner.get(`/messages/${conversationId}`)
		expect(read.text('main')).toContain('Never send money before you have seen the home and signed a contract.')
		// The writer is not warned about their own message.
		expect((await seeker.get(`/messages/${conversationId}`)).text('main li')).not.toContain('Never send money')
		const queue = await (
			await demoAdmin()
		).api<{ items: Array<{ kind: string; id: string; reasons: string[] }> }>('/api/admin/queue')
		expect(queue.body.items.find((item) => item.id === conversationId)?.reasons).toEqual(['money_request'])

		const plain = await seeker.api(`/api/messages/${conversationId}`, { message: 'Can I view it on Saturday?' })
		expect(plain.status).toBe(201)
	})

	test('the contact panel gives short safety advice', async () => {
		const { visitor: owner } = await newMember('advice')
		const listingId = await newListing(owner)
		const { visitor } = await newMember('reader')
		expect((await visitor.get(`/listing/${listingId}`)).text('main')).toContain('Never send money before')
	})
})

describe('suspension', () => {
	test('a suspended member is signed out, cannot sign in (told why), and their listings and messages say so; restore undoes it', async () => {
		const member = await newMember('suspended')
		const listingId = await newListing(member.visitor, { name: `Suspended owner's flat ${unique()}` })
		const { visitor: seeker } = await newMember('their-seeker')
		const sent = await seeker.api<{ conversationId: string }>(`/api/listing/contact/${listingId}`, {
			message: 'Hello, is it free in May?',
		})
		expect(sent.status).toBe(201)
		await member.visitor.api(`/api/messages/${sent.body.conversationId}`, { message: 'Yes it is.' })

		const admin = await demoAdmin()
		expect(await admin.api(`/api/admin/user/${member.id}/suspend`, {})).toMatchObject({ status: 400 })
		const suspended = await admin.api<{ suspendedAt: string | null }>(`/api/admin/user/${member.id}/suspend`, {
			reason: 'Listings copied from other sites.',
		})
		expect(suspended.status).toBe(200)
		expect(suspended.body.suspendedAt).not.toBeNull()

		// Every session has ended.
		expect((await member.visitor.api('/api/user/saved')).status).toBe(401)
		expect(
			await newVisitor().api('/api/auth/signin', { email: member.email, password: member.password }),
		).toMatchObject({
			status: 403,
			body: { message: 'This account is suspended. Reason: Listings copied from other sites.' },
		})
		let signIn = await newVisitor().get('/sign-in')
		signIn = await signIn.form('Sign in').fill('E-mail', member.email).fill('Password', member.password).submit()
		expect(signIn.status).toBe(403)
		expect(signIn.text('main')).toContain('This account is suspended. Reason: Listings copied from other sites.')

		expect((await newVisitor().get(`/listing/${listingId}`)).status).toBe(404)
		const conversation = await seeker.get(`/messages/${sent.body.conversationId}`)
		expect(conversation.text('main')).toMatch(/suspended/i)

		const adminPage = await admin.get('/admin')
		expect(adminPage.text('main')).toContain('Listings copied from other sites.')
		const restored = await adminPage.form(`Restore ${member.username}`).submit()
		expect(restored.text('main')).toContain(`Restored ${member.username}`)
		expect((await newVisitor().get(`/listing/${listingId}`)).status).toBe(200)
		const again = newVisitor()
		expect((await again.api('/api/auth/signin', { email: member.email, password: member.password })).status).toBe(200)

		const log = await admin.api<{ entries: Array<{ action: string; subjectId: string; reason: string }> }>(
			'/api/admin/log',
		)
		expect(log.body.entries.filter((entry) => entry.subjectId === member.id).map((entry) => entry.action)).toEqual([
			'restore',
			'suspend',
		])
	})

	test('an administrator cannot suspend their own account', async () => {
		const admin = await demoAdmin()
		const me = await admin.api<{ _id: string }>('/api/auth/signin', {
			email: 'admin@homestead.example',
			password: 'homestead-admin',
		})
		expect(await admin.api(`/api/admin/user/${me.body._id}/suspend`, { reason: 'oops' })).toMatchObject({
			status: 400,
			body: { message: 'You cannot suspend your own account' },
		})
	})
})

test('the listing removed mail links to the listing', async () => {
	const member = await newMember('mail-link')
	const { id } = await heldListing(member.visitor)
	const admin = await demoAdmin()
	expect((await admin.api(`/api/admin/listing/${id}/remove`, { reason: 'scam' })).status).toBe(200)
	const mail = await mailTo(member.email, /removed/i)
	expect(linkIn(mail, `/listing/${id}`)).toBe(`/listing/${id}`)
	expect(siteUrl).toBeTruthy()
})
