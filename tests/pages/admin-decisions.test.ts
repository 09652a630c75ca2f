// An administrator's decisions on a listing's case beyond approve and remove (issue 43, item 6): closing
// it without action with a reason of the list, approving it with an edit of its texts (its owner told
// what changed), removing it with a reason of the list; each as a page without JavaScript and as the
// API, with each kind of person. tests/pages/moderation.test.ts has the queue's other decisions.
import { describe, expect, test } from 'vitest'
import { demoAdmin, mailTo, newListing, newMember, newVisitor, siteUrl } from '../support/site'
import { type Page, Visitor } from '../support/visitor'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A published listing one visitor reported: in the queue, shown to everyone. */
async function reportedListing(owner: Visitor, name = `Reported flat ${unique()}`) {
	const id = await newListing(owner, { name })
	expect((await newVisitor().api(`/api/listing/report/${id}`, { reason: 'wrong_details' })).status).toBe(201)
	return { id, name }
}

const PHONE_DESCRIPTION = 'Bright flat near the park. Call me on +1 512 555 0147 for the keys.'
const CLEAN_DESCRIPTION = 'Bright flat near the park. Write through the site for the keys.'

/** A listing held for the phone number in its description. */
async function heldListing(owner: Visitor, name = `Held flat ${unique()}`) {
	const id = await newListing(owner, { name, description: PHONE_DESCRIPTION })
	expect((await owner.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('pending')
	return { id, name }
}

type QueueAnswer = { items: Array<{ id: string }> }
const inQueue = async (admin: Visitor, id: string) =>
	(await admin.api<QueueAnswer>('/api/admin/queue')).body.items.some((item) => item.id === id)

type LogAnswer = {
	entries: Array<{ action: string; subjectId: string; reason: string; details: Record<string, unknown> }>
}
const logOf = async (admin: Visitor, id: string) =>
	(await admin.api<LogAnswer>('/api/admin/log')).body.entries.filter((entry) => entry.subjectId === id)

const caseOf = (id: string) => `article:has(a[href="/listing/${id}"])`

describe('closing a listing’s case without action', () => {
	test('POST /api/admin/listing/:id/dismiss: 401 for a visitor, 403 for a member and for the owner, 200 for an administrator', async () => {
		const owner = await newMember('dismiss-owner')
		const { id } = await reportedListing(owner.visitor)
		const body = { reason: 'reports_unfounded' }
		expect((await newVisitor().api(`/api/listing/dismiss/${id}`, body)).status).toBe(404)
		expect((await newVisitor().api(`/api/admin/listing/${id}/dismiss`, body)).status).toBe(401)
		const { visitor: member } = await newMember('dismiss-member')
		expect(await member.api(`/api/admin/listing/${id}/dismiss`, body)).toMatchObject({
			status: 403,
			body: { message: 'Only administrators may do this' },
		})
		expect((await owner.visitor.api(`/api/admin/listing/${id}/dismiss`, body)).status).toBe(403)

		const admin = await demoAdmin()
		expect(await inQueue(admin, id)).toBe(true)
		const closed = await admin.api<{ _id: string; moderation: string }>(`/api/admin/listing/${id}/dismiss`, body)
		expect(closed).toMatchObject({ status: 200, body: { _id: id, moderation: 'published' } })
		expect(await inQueue(admin, id)).toBe(false)
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(200)
		expect((await logOf(admin, id))[0]).toMatchObject({
			action: 'dismiss',
			reason: 'The reports are not borne out.',
			details: { reasonCode: 'reports_unfounded' },
		})
		// The case is closed: there is nothing left to close.
		expect(await admin.api(`/api/admin/listing/${id}/dismiss`, body)).toMatchObject({
			status: 404,
			body: { message: 'There is no open case about this' },
		})
	})

	test('a reason of the list is required; a held listing cannot be left hidden without a decision', async () => {
		const admin = await demoAdmin()
		const { visitor: owner } = await newMember('dismiss-rules')
		const { id } = await reportedListing(owner)
		expect(await admin.api(`/api/admin/listing/${id}/dismiss`, {})).toMatchObject({
			status: 400,
			body: { message: 'Choose a reason' },
		})
		expect(await admin.api(`/api/admin/listing/${id}/dismiss`, { reason: 'looks fine to me' })).toMatchObject({
			status: 400,
			body: { message: 'reason must be one of nothing_wrong, reports_unfounded, owner_explained, already_handled' },
		})
		expect(
			await admin.api('/api/admin/listing/00000000-0000-4000-8000-000000000000/dismiss', { reason: 'nothing_wrong' }),
		).toMatchObject({ status: 404, body: { message: 'Listing not found!' } })
		expect(await inQueue(admin, id)).toBe(true)

		const held = await heldListing(owner)
		expect(await admin.api(`/api/admin/listing/${held.id}/dismiss`, { reason: 'nothing_wrong' })).toMatchObject({
			status: 409,
			body: { message: 'This listing is held for a check: approve it (with an edit if need be) or remove it' },
		})
		expect(await inQueue(admin, held.id)).toBe(true)
	})

	test('without JavaScript: the case’s button asks for a reason, then closes it and the listing stays published', async () => {
		const { visitor: owner } = await newMember('dismiss-page')
		const { id, name } = await reportedListing(owner)
		const admin = await demoAdmin()
		let queue = await admin.get('/admin')
		const button = 'Close without action: keep it published'
		// A held listing offers no such button.
		const held = await heldListing(owner)
		queue = await admin.get('/admin')
		expect(queue.buttons(button, caseOf(held.id))).toHaveLength(0)

		queue = await queue.form(button, { within: caseOf(id) }).submit()
		expect(queue.status).toBe(400)
		expect(queue.errorOf('Why you close it without action', caseOf(id))).toBe('Choose a reason')
		queue = await queue
			.form(button, { within: caseOf(id) })
			.select('Why you close it without action', 'The reports are not borne out')
			.submit()
		expect(queue.path).toBe('/admin')
		expect(queue.text('main')).toContain(`Closed without action: “${name}” stays as it was.`)
		expect(queue.$(caseOf(id)).length).toBe(0)
		expect((await newVisitor().get(`/listing/${id}`)).status).toBe(200)
	})
})

describe('approving with an edit', () => {
	test('POST /api/admin/listing/:id/approve with texts: 401, 403 for a member and the owner; an administrator’s edit is saved, published and mailed to the owner', async () => {
		const owner = await newMember('edit-owner')
		const { id, name } = await heldListing(owner.visitor)
		const edit = { description: CLEAN_DESCRIPTION, reason: 'contact_details_removed' }
		expect((await newVisitor().api(`/api/admin/listing/${id}/approve`, edit)).status).toBe(401)
		const { visitor: member } = await newMember('edit-member')
		expect((await member.api(`/api/admin/listing/${id}/approve`, edit)).status).toBe(403)
		expect((await owner.visitor.api(`/api/admin/listing/${id}/approve`, edit)).status).toBe(403)
		expect((await owner.visitor.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('pending')

		const admin = await demoAdmin()
		const approved = await admin.api<{ moderation: string; description: string; name: string }>(
			`/api/admin/listing/${id}/approve`,
			edit,
		)
		expect(approved).toMatchObject({
			status: 200,
			body: { moderation: 'published', description: CLEAN_DESCRIPTION, name },
		})
		const page = await newVisitor().get(`/listing/${id}`)
		expect(page.status).toBe(200)
		expect(page.text('main')).toContain(CLEAN_DESCRIPTION)
		expect(page.text('main')).not.toContain('555 0147')

		const mail = await mailTo(owner.email, `Your listing “${name}” was changed and published`)
		expect(mail.text).toContain('after changing one thing in it')
		expect(mail.text).toContain('Description')
		expect(mail.text).toContain('Contact details taken out')
		expect(mail.text).toContain(`/listing/${id}`)
		expect((await logOf(admin, id))[0]).toMatchObject({
			action: 'approve',
			details: { changed: ['description'], before: { description: PHONE_DESCRIPTION } },
		})
	})

	test('an edit needs a reason of the list and follows the listing’s own rules; texts sent as they are change nothing', async () => {
		const owner = await newMember('edit-rules')
		const { id, name } = await heldListing(owner.visitor)
		const admin = await demoAdmin()
		expect(await admin.api(`/api/admin/listing/${id}/approve`, { description: CLEAN_DESCRIPTION })).toMatchObject({
			status: 400,
			body: { message: 'Choose why you changed it' },
		})
		expect(
			await admin.api(`/api/admin/listing/${id}/approve`, { name: 'Short', reason: 'details_corrected' }),
		).toMatchObject({ status: 400, body: { message: 'Name must be at least 10 characters' } })
		expect(
			await admin.api(`/api/admin/listing/${id}/approve`, { description: CLEAN_DESCRIPTION, reason: 'other' }),
		).toMatchObject({ status: 400, body: { message: 'Write the reason in the note' } })
		expect(
			await admin.api(`/api/admin/listing/${id}/approve`, { description: CLEAN_DESCRIPTION, reason: 'because' }),
		).toMatchObject({ status: 400, body: { message: expect.stringContaining('reason must be one of') } })
		expect((await owner.visitor.api<{ moderation: string }>(`/api/listing/get/${id}`)).body.moderation).toBe('pending')

		// The texts as they are, with no reason: a plain approval, and no mail of changes.
		expect(await admin.api(`/api/admin/listing/${id}/approve`, { name, description: PHONE_DESCRIPTION })).toMatchObject(
			{ status: 200, body: { moderation: 'published', description: PHONE_DESCRIPTION } },
		)
		expect((await logOf(admin, id))[0]).toMatchObject({ action: 'approve', reason: '', details: { name } })
	})

	test('without JavaScript: the approve form holds the texts, changed ones are saved, and the owner reads which', async () => {
		const owner = await newMember('edit-page')
		const { id, name } = await heldListing(owner.visitor)
		const admin = await demoAdmin()
		let queue = await admin.get('/admin')
		const within = caseOf(id)
		expect(queue.valueOf('Name', within)).toBe(name)
		expect(queue.valueOf('Description', within)).toBe(PHONE_DESCRIPTION)
		expect(queue.valueOf('Address', within)).toBe('3 Lark Lane')

		const newName = `Garden flat ${unique()}`
		queue = await queue
			.form('Approve and publish', { within })
			.fill('Name', newName)
			.fill('Description', CLEAN_DESCRIPTION)
			.submit()
		expect(queue.status).toBe(400)
		expect(queue.errorOf('Why you changed it (its owner reads this)', within)).toBe('Choose why you changed it')
		// What was written is kept.
		expect(queue.valueOf('Name', within)).toBe(newName)

		queue = await queue
			.form('Approve and publish', { within })
			.fill('Description', CLEAN_DESCRIPTION)
			.select('Why you changed it (its owner reads this)', 'other')
			.fill('A note for its owner (optional; needed with “Another reason”)', 'The name said “call now”.')
			.submit()
		expect(queue.path).toBe('/admin')
		expect(queue.text('main')).toContain(
			`Approved with your changes: “${newName}” is shown to everyone, and its owner has been told what changed.`,
		)
		const page = await newVisitor().get(`/listing/${id}`)
		expect(page.text('main h1')).toContain(newName)
		const mail = await mailTo(owner.email, `Your listing “${newName}” was changed and published`)
		expect(mail.text).toContain(`Name: now “${newName}”`)
		expect(mail.text).toContain('Description')
		expect(mail.text).not.toContain('Address')
		expect(mail.text).toContain('Another reason (in the note). The name said “call now”.')
	})
})

describe('removing with a reason of the list', () => {
	test('the API: a reason of the list and a note, both read by the owner; `other` needs the note', async () => {
		const owner = await newMember('remove-api')
		const { id, name } = await heldListing(owner.visitor)
		const admin = await demoAdmin()
		expect(await admin.api(`/api/admin/listing/${id}/remove`, { reason: 'Fake.', note: 'A note.' })).toMatchObject({
			status: 400,
			body: { message: expect.stringContaining('reason must be one of scam, contact_details, copied_photos') },
		})
		expect(await admin.api(`/api/admin/listing/${id}/remove`, { reason: 'other' })).toMatchObject({
			status: 400,
			body: { message: 'Write the reason in the note' },
		})
		const removed = await admin.api<{ moderation: string }>(`/api/admin/listing/${id}/remove`, {
			reason: 'copied_photos',
			note: 'The photos are from an agency’s site.',
		})
		expect(removed).toMatchObject({ status: 200, body: { moderation: 'removed' } })
		const mail = await mailTo(owner.email, `Your listing “${name}” was removed`)
		expect(mail.text).toContain(
			'Its photos are copied from another member’s listing. The photos are from an agency’s site.',
		)
		const page = await owner.visitor.get(`/listing/${id}`)
		expect(page.text('main')).toContain('Its photos are copied from another member’s listing.')
	})

	test('an old client’s reason in words of its own is kept as the note of `other`', async () => {
		const owner = await newMember('oldclient')
		const { id, name } = await heldListing(owner.visitor)
		const admin = await demoAdmin()
		const removed = await admin.api<{ moderation: string }>(`/api/admin/listing/${id}/remove`, {
			reason: 'The same flat is listed by its real owner.',
		})
		expect(removed).toMatchObject({ status: 200, body: { moderation: 'removed' } })
		const mail = await mailTo(owner.email, `Your listing “${name}” was removed`)
		expect(mail.text).toContain('The same flat is listed by its real owner.')
	})
})

/** The queue's reason choices, in words: none of the codes shows. */
test('the queue shows every reason in words', async () => {
	const { visitor: owner } = await newMember('words')
	const { id } = await heldListing(owner)
	const queue: Page = await (await demoAdmin()).get('/admin')
	const options = queue
		.$(`${caseOf(id)} select option`)
		.toArray()
		.map((option) => queue.$(option).text())
	expect(options).toContain('Its photos are copied from another member’s listing')
	expect(options.some((text) => /_/.test(text))).toBe(false)
})

describe('who reported, for administrators only', () => {
	test('the queue names the reporting member (linked, its age, verified or not) and a visitor’s network, never the address; the owner and reporters never learn who', async () => {
		const owner = await newMember('reported-owner')
		const name = `Reported home ${unique()}`
		const id = await newListing(owner.visitor, { name })
		const reporter = await newMember('reporter')
		expect((await reporter.visitor.api(`/api/listing/report/${id}`, { reason: 'scam' })).status).toBe(201)
		const third = 10 + Math.floor(Math.random() * 200)
		const address = `10.${third}.37.7`
		const visitor = new Visitor(siteUrl, { 'X-Forwarded-For': address })
		expect((await visitor.api(`/api/listing/report/${id}`, { reason: 'unavailable' })).status).toBe(201)

		const admin = await demoAdmin()
		const queue = await admin.get('/admin')
		const item = queue.$(caseOf(id))
		expect(item.text()).toContain(`by ${reporter.username}, an account under a day old, not verified`)
		expect(queue.href(reporter.username, { within: caseOf(id) })).toBe(`/admin/members/${reporter.id}`)
		expect(item.text()).toContain(`by a visitor on the network 10.${third}.37.0/24`)
		expect(queue.html).not.toContain(address)
		const api = await admin.api<{
			items: Array<{ id: string; reports: Array<{ reporter: { username: string } | null; network: string | null }> }>
		}>('/api/admin/queue')
		const reports = api.body.items.find((each) => each.id === id)!.reports
		expect(reports).toEqual([
			expect.objectContaining({
				reporter: expect.objectContaining({ username: reporter.username, verified: false }),
				network: null,
			}),
			expect.objectContaining({ reporter: null, network: `10.${third}.37.0/24` }),
		])
		expect(JSON.stringify(api.body)).not.toContain(address)

		// The owner, the reporter and anyone else: neither on the pages nor in the API.
		// (The reporting member's own pages carry their own name, in the header.)
		for (const who of [owner.visitor, reporter.visitor, visitor, newVisitor()]) {
			const page = await who.get(`/listing/${id}`)
			const read = await who.api(`/api/listing/get/${id}`)
			if (who !== reporter.visitor) {
				expect(page.html).not.toContain(reporter.username)
				expect(JSON.stringify(read.body)).not.toContain(reporter.username)
			}
			expect(page.html).not.toContain(`10.${third}.37.`)
			expect(JSON.stringify(read.body)).not.toContain(`10.${third}.37.`)
		}
		const dashboard = await owner.visitor.get('/dashboard')
		expect(dashboard.html).not.toContain(reporter.username)
		expect((await reporter.visitor.api('/api/admin/queue')).status).toBe(403)
		expect((await owner.visitor.api('/api/admin/queue')).status).toBe(403)
	})
})

describe('compact cases', () => {
	test('two cases of one member: every id on the queue is unique and each suspend box has its own name', async () => {
		const owner = await newMember('twice')
		const first = await reportedListing(owner.visitor)
		const second = await reportedListing(owner.visitor)
		const queue = await (await demoAdmin()).get('/admin')
		const ids = queue
			.$('[id]')
			.toArray()
			.map((element) => queue.$(element).attr('id'))
		expect(ids.length).toBe(new Set(ids).size)
		const label = `Why ${owner.username} is suspended (they read this when they sign in)`
		for (const { id } of [first, second]) expect(queue.field(label, caseOf(id)).is('textarea')).toBe(true)
	})

	test('the page of a case’s matching photos: 401 for a visitor, 403 for a member, 404 for an unknown case', async () => {
		const path = '/admin/case/00000000-0000-4000-8000-000000000000/photos'
		expect((await newVisitor().get(path)).status).toBe(401)
		const { visitor: member } = await newMember('photos-member')
		expect((await member.get(path)).status).toBe(403)
		const admin = await demoAdmin()
		expect((await admin.get(path)).status).toBe(404)
		expect((await admin.get('/admin/case/not-an-id/photos')).status).toBe(404)
	})
})

/** The contrast with white of a colour written as Tailwind's `oklch(L% C h)`, by WCAG's relative luminance. */
function contrastWithWhite(oklch: string) {
	const [lightness, chroma, hue] = oklch.match(/[\d.]+/g)!.map(Number) as [number, number, number]
	const L = lightness / 100
	const a = chroma * Math.cos((hue * Math.PI) / 180)
	const b = chroma * Math.sin((hue * Math.PI) / 180)
	const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
	const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
	const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
	const clamp = (value: number) => Math.min(1, Math.max(0, value))
	const red = clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s)
	const green = clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s)
	const blue = clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s)
	return 1.05 / (0.2126 * red + 0.7152 * green + 0.0722 * blue + 0.05)
}

test('the administrator’s badge of waiting cases reads at 4.5:1 or more (white on its colour, from the site’s stylesheet)', async () => {
	const { visitor: owner } = await newMember('badge')
	await reportedListing(owner)
	const admin = await demoAdmin()
	const page = await admin.get('/')
	const [link] = page.links(/^Moderation queue, \d+ waiting$/)
	expect(link, 'the queue link with its count').toBeDefined()
	const classes = link!.find('span[aria-hidden="true"]').attr('class')!.split(/\s+/)
	expect(classes).toContain('text-white')
	const background = classes.find((name) => /^bg-[a-z]+-\d+$/.test(name))!
	const stylesheets = page
		.$('link[rel="stylesheet"]')
		.toArray()
		.map((element) => page.$(element).attr('href')!)
	const css = (await Promise.all(stylesheets.map(async (href) => (await admin.get(href)).html))).join('\n')
	const colour = css.match(new RegExp(`--color-${background.slice(3)}:\\s*(oklch\\([^)]*\\))`))?.[1]
	expect(colour, `${background} in the stylesheet`).toBeDefined()
	// The colour before was 3.19:1; this is the check that it is 4.5:1 now.
	expect(contrastWithWhite('oklch(66.6% 0.179 58.318)')).toBeCloseTo(3.19, 1)
	expect(contrastWithWhite(colour!)).toBeGreaterThanOrEqual(4.5)
})
