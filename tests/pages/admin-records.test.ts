// An administrator's day one, as each kind of person meets it over HTTP without JavaScript: the search
// for members and listings, a member's record (with suspend and restore), a listing's history, and the
// audit log in words, narrowed and paged (and its API). The rules behind them are in tests/admin-records.test.ts.
import { describe, expect, test } from 'vitest'
import { demoAdmin, newListing, newMember, newVisitor } from '../support/site'
import { type Page, type Visitor } from '../support/visitor'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const CONTACT = 'Bright flat near the park. Write to me at jo.landlord@gmail.com for the keys.'
const PLAIN = 'Bright flat near the park. Write to me through the site.'

/** The owner's edit of a listing through the API, with this description. */
async function edit(owner: Visitor, id: string, name: string, description: string) {
	const updated = await owner.api(`/api/listing/update/${id}`, {
		name,
		description,
		address: '3 Lark Lane',
		type: 'rent',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1400,
		imageUrls: ['/images/listing-fallback.webp'],
	})
	expect(updated.status).toBe(200)
}

/** The section of a page under the heading that starts with `heading`. */
const section = (page: Page, heading: string) =>
	page
		.$('main section')
		.filter((_, element) => page.$(element).find('h2').first().text().trim().startsWith(heading))
		.first()

/** The log's entries as they read: one line each. */
const logLines = (page: Page) =>
	page
		.$('main ol > li')
		.toArray()
		.map((item) => page.$(item).text().replace(/\s+/g, ' ').trim())

describe('who may use the administrators’ search, records and log', () => {
	const missing = '00000000-0000-4000-8000-000000000000'

	test('a visitor is asked to sign in (401), a member refused (403), an administrator served, with 404 for what does not exist', async () => {
		const member = await newMember('record-nosy')
		const listingId = await newListing(member.visitor)
		const pages = [
			'/admin/search?q=member',
			`/admin/members/${member.id}`,
			`/admin/listings/${listingId}`,
			`/admin/log?member=${member.id}`,
		]
		const visitor = newVisitor()
		for (const path of pages) {
			const page = await visitor.get(path)
			expect(page.status, path).toBe(401)
			expect(page.text('main'), path).toContain('Sign in as an administrator to see this page.')
		}
		for (const path of pages) expect((await member.visitor.get(path)).status, path).toBe(403)
		// Their own record's form cannot suspend anyone either.
		const { id: targetId, visitor: target } = await newMember('record-target')
		const posted = (who: Visitor) =>
			who.request(`/admin/members/${targetId}`, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'suspend', id: targetId, reason: 'spam' }),
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			})
		expect((await posted(visitor)).status).toBe(401)
		expect((await posted(member.visitor)).status).toBe(403)
		expect((await target.api('/api/messages')).status).toBe(200)
		expect((await member.visitor.api(`/api/admin/log?member=${member.id}`)).status).toBe(403)
		expect((await visitor.api(`/api/admin/log?member=${member.id}`)).status).toBe(401)

		const admin = await demoAdmin()
		for (const path of pages) expect((await admin.get(path)).status, path).toBe(200)
		const noMember = await admin.get(`/admin/members/${missing}`)
		expect(noMember.status).toBe(404)
		expect(noMember.text('main')).toContain('We could not find this member.')
		expect((await admin.get('/admin/members/not-an-id')).status).toBe(404)
		const noListing = await admin.get(`/admin/listings/${missing}`)
		expect(noListing.status).toBe(404)
		expect(noListing.text('main')).toContain('We could not find this listing.')
	})
})

describe('the search at /admin', () => {
	test('finds members by e-mail, username and id, and listings (held ones too) by name, address and id, from the queue’s form', async () => {
		const member = await newMember('findable')
		const tag = unique()
		const name = `Findable flat ${tag}`
		const address = `${tag} Quarry Road`
		const id = await newListing(member.visitor, { name, address, description: CONTACT })
		const admin = await demoAdmin()

		let page = await (
			await admin.get('/admin')
		)
			.form('Search')
			.fill(/^Find a member/, member.email)
			.submit()
		expect(page.path).toBe(`/admin/search?${new URLSearchParams({ q: member.email })}`)
		let members = section(page, 'Members')
		expect(members.text()).toContain(member.email)
		expect(members.find(`a[href="/admin/members/${member.id}"]`).text()).toBe(member.username)
		expect(members.text()).toContain('1 listing')

		for (const query of [member.username.slice(0, -2).toUpperCase(), member.id]) {
			page = await page
				.form('Search')
				.fill(/^E-mail, username/, query)
				.submit()
			members = section(page, 'Members')
			expect(members.find(`a[href="/admin/members/${member.id}"]`).length, query).toBe(1)
		}
		for (const query of [name.toLowerCase(), address.slice(0, 12), id]) {
			page = await page
				.form('Search')
				.fill(/^E-mail, username/, query)
				.submit()
			const listings = section(page, 'Listings')
			expect(listings.find(`a[href="/admin/listings/${id}"]`).text(), query).toBe(name)
			expect(listings.text(), query).toContain('held for a check')
			expect(listings.find(`a[href="/admin/members/${member.id}"]`).length, query).toBe(1)
		}
		page = await page
			.form('Search')
			.fill(/^E-mail, username/, `nobody-${unique()}`)
			.submit()
		expect(page.text('main')).toContain('No member matches')
		expect(page.text('main')).toContain('No listing matches')
	})
})

describe('a member’s page', () => {
	test('shows their listings, conversations (messages only when reported), reports made and about them, holds and decisions, and suspends and restores them', async () => {
		const owner = await newMember('record-owner')
		const seeker = await newMember('record-seeker')
		const quiet = await newMember('record-quiet')
		const tag = unique()
		const heldName = `Held cottage ${tag}`
		const heldId = await newListing(owner.visitor, { name: heldName, description: CONTACT })
		const openName = `Open cottage ${tag}`
		const openId = await newListing(owner.visitor, { name: openName })

		// Two conversations about the open one: one reported by the seeker, one not.
		const reported = await seeker.visitor.api<{ conversationId: string }>(`/api/listing/contact/${openId}`, {
			message: `Please send the deposit first ${tag}`,
		})
		expect(reported.status).toBe(201)
		const reportedPage = await seeker.visitor.request(`/messages/${reported.body.conversationId}/report`, {
			method: 'POST',
			body: new URLSearchParams({ reason: 'scam', details: 'Asked for money' }),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		})
		expect(reportedPage.status).toBe(200)
		const privateWords = `A private question ${tag}`
		expect((await quiet.visitor.api(`/api/listing/contact/${openId}`, { message: privateWords })).status).toBe(201)
		// The owner reports another member's listing; a member reports the owner's.
		const elsewhere = await newMember('record-elsewhere')
		const elsewhereId = await newListing(elsewhere.visitor, { name: `Elsewhere ${tag}` })
		expect(
			(await owner.visitor.api(`/api/listing/report/${elsewhereId}`, { reason: 'duplicate', details: 'Copied' }))
				.status,
		).toBe(201)
		expect(
			(await quiet.visitor.api(`/api/listing/report/${openId}`, { reason: 'unavailable', details: 'Let already' }))
				.status,
		).toBe(201)

		const admin = await demoAdmin()
		let page = await admin.get(`/admin/members/${owner.id}`)
		expect(page.status).toBe(200)
		expect(page.text('h1')).toBe(owner.username)
		expect(page.text('main')).toContain(`${owner.email} (not verified)`)

		const listings = section(page, 'Listings')
		expect(listings.find(`a[href="/admin/listings/${heldId}"]`).text()).toBe(heldName)
		expect(listings.find(`a[href="/admin/listings/${openId}"]`).text()).toBe(openName)
		expect(listings.text()).toContain('held for a check')

		const conversations = section(page, 'Conversations')
		expect(conversations.find(`a[href="/admin/members/${seeker.id}"]`).text()).toBe(seeker.username)
		expect(conversations.find(`a[href="/admin/members/${quiet.id}"]`).text()).toBe(quiet.username)
		expect(conversations.text()).toContain('1 message')
		expect(conversations.text()).toContain(`Please send the deposit first ${tag}`)
		expect(conversations.text()).not.toContain(privateWords)

		const made = section(page, 'Reports made')
		expect(made.text()).toContain('It is a duplicate of another listing')
		expect(made.find(`a[href="/admin/listings/${elsewhereId}"]`).length).toBe(1)
		const about = section(page, 'Reports about them')
		expect(about.text()).toContain('The home is not available')
		expect(about.find(`a[href="/admin/members/${quiet.id}"]`).text()).toBe(quiet.username)
		expect(about.text()).toContain('It looks like a scam')
		expect(about.find(`a[href="/admin/members/${seeker.id}"]`).text()).toBe(seeker.username)

		const cases = section(page, 'Holds and decisions')
		expect(cases.text()).toContain('Contact details')
		expect(cases.text()).not.toContain('contact_details')
		expect(cases.find(`a[href="/admin/listings/${heldId}"]`).length).toBe(1)

		// Suspend: a reason is required, then the member is out and their page says so.
		page = await page.form(`Suspend ${owner.username}`).submit()
		expect(page.status).toBe(400)
		expect(page.errorOf(`Why ${owner.username} is suspended (they read this when they sign in)`)).toBe(
			'Reason is required',
		)
		page = await page
			.form(`Suspend ${owner.username}`)
			.fill(`Why ${owner.username} is suspended (they read this when they sign in)`, 'Asked seekers for deposits')
			.submit()
		expect(page.path).toBe(`/admin/members/${owner.id}`)
		expect(page.text('main')).toContain(
			`Suspended ${owner.username}: their listings are hidden and they are signed out.`,
		)
		expect(page.text('main')).toContain('Asked seekers for deposits')
		expect((await owner.visitor.api('/api/messages')).status).toBe(401)
		expect((await newVisitor().get(`/listing/${openId}`)).status).toBe(404)
		expect(section(page, 'Audit log').text()).toContain('Suspended')

		page = await page.form(`Restore ${owner.username}`).submit()
		expect(page.text('main')).toContain(`Restored ${owner.username}: their account and listings are back.`)
		expect((await newVisitor().get(`/listing/${openId}`)).status).toBe(200)
		expect(page.buttons(`Suspend ${owner.username}`).length).toBe(1)

		// Nobody suspends themselves from their own page.
		expect((await admin.get(`/admin/members/${admin.id}`)).text('main')).toContain('This is your own account.')
	})
})

describe('a listing’s page for administrators', () => {
	test('tells its history: the hold and its reason in words, the reports and who made them, the decision and who made it', async () => {
		const owner = await newMember('history-owner')
		const reporter = await newMember('history-reporter')
		const name = `History flat ${unique()}`
		const id = await newListing(owner.visitor, { name, description: CONTACT })
		expect((await reporter.visitor.api(`/api/listing/report/${id}`, { reason: 'scam', details: 'Odd' })).status).toBe(
			201,
		)
		expect((await newVisitor().api(`/api/listing/report/${id}`, { reason: 'other' })).status).toBe(201)
		const admin = await demoAdmin()
		expect((await admin.api(`/api/admin/listing/${id}/approve`, {})).status).toBe(200)

		const page = await admin.get(`/admin/listings/${id}`)
		expect(page.text('h1')).toBe(name)
		expect(page.$(`main a[href="/admin/members/${owner.id}"]`).text()).toBe(owner.username)
		const cases = section(page, 'Holds and decisions')
		expect(cases.text()).toContain('Contact details, Reported')
		expect(cases.text()).toMatch(/approved .* by demo-admin/)
		const reports = section(page, 'Reports')
		expect(reports.text()).toContain('It looks like a scam')
		expect(reports.find(`a[href="/admin/members/${reporter.id}"]`).text()).toBe(reporter.username)
		expect(reports.text()).toContain('by a visitor')
		const log = logLines(page)
		expect(log.some((line) => line.startsWith(`Approved · ${name}`))).toBe(true)
		expect(log.some((line) => line.startsWith(`Held for a check · ${name}`) && line.endsWith('Contact details'))).toBe(
			true,
		)
		expect(page.href('The whole log, narrowed to this')).toBe(`/admin/log?listing=${id}`)
	})
})

describe('the audit log in words', () => {
	test('reasons in words, linked names, narrowed by listing, member, action and days, paged; a hold logged once while it stands', async () => {
		const owner = await newMember('log-owner')
		const name = `Logged flat ${unique()}`
		const id = await newListing(owner.visitor, { name, description: CONTACT })
		// Edits that keep the contact details add nothing to the log.
		await edit(owner.visitor, id, name, `${CONTACT} Now with a garden.`)
		await edit(owner.visitor, id, name, `${CONTACT} Now with a shed.`)
		const admin = await demoAdmin()
		let page = await admin.get(`/admin/log?listing=${id}`)
		expect(logLines(page)).toHaveLength(1)
		const [line] = logLines(page)
		expect(line).toContain(`Held for a check · ${name}`)
		expect(line).toContain('Homestead (automatic check)')
		expect(line).toContain('Contact details')
		expect(page.text('main')).not.toContain('contact_details')
		expect(page.$(`main ol a[href="/admin/listings/${id}"]`).text()).toBe(name)

		// Released, then held again: a new hold is logged. 26 rounds make 53 entries: two pages.
		await edit(owner.visitor, id, name, PLAIN)
		await edit(owner.visitor, id, name, CONTACT)
		for (let round = 0; round < 25; round++) {
			await edit(owner.visitor, id, name, PLAIN)
			await edit(owner.visitor, id, name, CONTACT)
		}
		page = await admin.get(`/admin/log?listing=${id}`)
		expect(page.text('main')).toContain('53 entries')
		expect(logLines(page)).toHaveLength(50)
		expect(logLines(page)[0]).toContain('Held for a check')
		expect(logLines(page)[1]).toContain('Shown again after an edit')
		const second = page.href('Page 2')
		expect(second).toBe(`/admin/log?listing=${id}&page=2`)
		page = await admin.get(second)
		expect(logLines(page)).toHaveLength(3)
		expect(logLines(page).at(-1)).toContain('Held for a check')

		// By action, by member (their username in the form), by days.
		page = await (
			await admin.get('/admin/log')
		)
			.form('Show entries')
			.fill('Listing (id)', id)
			.select('Action', 'Shown again after an edit')
			.submit()
		expect(page.text('main')).toContain('26 entries')
		page = await (
			await admin.get('/admin/log')
		)
			.form('Show entries')
			.fill('Member (username, e-mail or id)', owner.username)
			.submit()
		expect(page.text('main')).toContain(`53 entries about or by ${owner.username}`)
		const today = new Date().toISOString().slice(0, 10)
		const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
		page = await admin.get(`/admin/log?listing=${id}&from=${today}&to=${today}`)
		expect(page.text('main')).toContain('53 entries')
		page = await admin.get(`/admin/log?listing=${id}&from=${tomorrow}`)
		expect(page.text('main')).toContain('0 entries')
		page = await admin.get(`/admin/log?member=nobody-${unique()}`)
		expect(page.text('main')).toContain('No member is called')
		expect(logLines(page)).toHaveLength(0)

		// A suspension: the member linked by name, the administrator too.
		expect((await admin.api(`/api/admin/user/${owner.id}/suspend`, { reason: 'Tests' })).status).toBe(200)
		page = await admin.get(`/admin/log?member=${owner.id}&action=suspend`)
		expect(logLines(page)[0]).toContain(`Suspended · ${owner.username}`)
		expect(page.$(`main ol a[href="/admin/members/${owner.id}"]`).text()).toBe(owner.username)
		expect(page.$(`main ol a[href="/admin/members/${admin.id}"]`).text()).toBe('demo-admin')
	})

	test('the API keeps its fields and adds the words, the names and the filters', async () => {
		const owner = await newMember('api-log')
		const name = `Api logged flat ${unique()}`
		const id = await newListing(owner.visitor, { name, description: CONTACT })
		const admin = await demoAdmin()
		const log = await admin.api<{ entries: Array<Record<string, unknown>>; next: number | null; total: number }>(
			`/api/admin/log?listing=${id}`,
		)
		expect(log.status).toBe(200)
		expect(log.body).toMatchObject({ next: null, total: 1 })
		expect(log.body.entries).toEqual([
			{
				id: expect.any(Number),
				at: expect.any(String),
				actor: null,
				action: 'hold',
				actionLabel: 'Held for a check',
				subjectKind: 'listing',
				subjectId: id,
				subject: { kind: 'listing', id, name, path: `/admin/listings/${id}` },
				reason: 'contact_details',
				reasonLabel: 'Contact details',
				details: expect.objectContaining({ name }),
			},
		])
		const byAction = await admin.api<{ total: number }>(`/api/admin/log?member=${owner.id}&action=approve`)
		expect(byAction.body.total).toBe(0)
		expect((await admin.api<{ total: number }>(`/api/admin/log?member=${owner.id}`)).body.total).toBe(1)
		// The cursor of old clients still pages.
		const everything = await admin.api<{ entries: Array<{ id: number }>; next: number | null }>('/api/admin/log')
		expect(everything.body.entries.length).toBeGreaterThan(0)
	})
})
