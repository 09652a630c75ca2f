import ICAL from 'ical.js'
import { expect, test, vi } from 'vitest'
import { addDays } from '~/utils/site-time'
import { VIEWING_SAFETY_LINE } from '~/utils/viewing-rules'
import { mailTo, newListing, newMember, newVisitor, siteUrl, verifyAddress } from '../support/site'
import { type Page, Visitor } from '../support/visitor'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** The next Saturday at least two days ahead, YYYY-MM-DD (the site's zone is Europe/London). */
function nextSaturday() {
	const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
	const date = day.toISOString().slice(0, 10)
	return addDays(date, (6 - day.getUTCDay() + 7) % 7)
}

/** The calendar part of a mail the site sent. */
function calendarOf(mail: { attachments: Array<{ contentType: string; content: string }> }) {
	const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))
	expect(part, 'an iCalendar part').toBeDefined()
	return part!.content
}

test('without JavaScript an owner offers a series of times, a member books one and cancels it, both are mailed; the dashboard shows it', async () => {
	const owner = await newMember('viewowner')
	const seeker = await newMember('viewseeker')
	await Promise.all([verifyAddress(owner), verifyAddress(seeker)])
	const name = `Viewable loft ${Date.now().toString(36)}`
	const id = await newListing(owner.visitor, { name })

	let page = await (await owner.visitor.get(`/listing/${id}`)).follow('Viewing times')
	expect(page.path).toBe(`/listing/${id}/viewings`)
	// A home without a position: the site's zone, named in words, and the owner is told how to use the home's own.
	expect(page.text('main')).toContain(
		'Times are in United Kingdom Time. Give the home its position on the edit page to offer times in its own time zone.',
	)

	// Bad input comes back beside its field, with a 4xx, and nothing is offered.
	page = await page
		.form('Offer these times')
		.fill('Date', '2020-01-04')
		.fill('Start time', '10:00')
		.fill('Length (minutes)', '30')
		.submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Start time')).toBe('Choose a time in the future')
	page = await page.form('Offer these times').fill('Date', nextSaturday()).fill('Length (minutes)', '10').submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Length (minutes)')).toBe('Length must be from 15 to 240 minutes')
	expect(page.text('main')).toContain('No open times.')

	// Saturdays 10:00–12:00 in 30-minute times for 4 weeks.
	page = await page
		.form('Offer these times')
		.fill('Date', nextSaturday())
		.fill('Start time', '10:00')
		.fill('Until (optional)', '12:00')
		.fill('Length (minutes)', '30')
		.fill('Weeks', '4')
		.submit()
	expect(page.text('main')).toContain('16 times offered.')
	expect(page.buttons(/^Take back /)).toHaveLength(16)

	// A visitor sees the times and is asked to sign in to book.
	const visitorPage = await newVisitor().get(`/listing/${id}/viewings`)
	expect(visitorPage.links('Sign in to book a viewing')).toHaveLength(1)

	page = await (await seeker.visitor.get(`/listing/${id}`)).follow('Book a viewing')
	const refused = await page.form('Book a viewing').submit()
	expect(refused.status).toBe(400)
	expect(refused.text('main')).toContain('Time is required')
	const firstTime = page.$('main input[type=radio]').first().closest('label').text().replace(/\s+/g, ' ').trim()
	expect(firstTime).toMatch(/^Saturday, .* 10:00–10:30 United Kingdom Time$/)
	page = await page.form('Book a viewing').check(firstTime).submit()
	expect(page.text('main')).toContain(`Viewing booked: ${firstTime}.`)
	expect(page.text('main')).toContain('Your viewing')

	const [seekerMail, ownerMail] = await Promise.all([
		mailTo(seeker.email, /^Viewing booked/),
		mailTo(owner.email, /^Viewing booked/),
	])
	for (const mail of [seekerMail, ownerMail]) {
		expect(mail.text).toContain(VIEWING_SAFETY_LINE)
		expect(mail.text).toContain(firstTime)
		expect(calendarOf(mail)).toContain('METHOD:REQUEST')
	}
	const uid = /UID:(\S+)/.exec(calendarOf(seekerMail))![1]

	// The owner's dashboard: the figures, the chart, the next viewing, the status control.
	page = await owner.visitor.get('/dashboard')
	expect(page.links('Dashboard')).toHaveLength(1)
	const card = `article[aria-labelledby="dashboard-${id}"]`
	const figure = (term: string) =>
		page
			.$(`${card} dt`)
			.filter((_, dt) => page.$(dt).text() === term)
			.next('dd')
			.text()
	expect([figure('Enquiries'), figure('Viewings booked')]).toEqual(['1', '1'])
	expect(page.$(`${card} svg[role=img]`).attr('aria-label')).toMatch(new RegExp(`^Views per day of ${name}, `))
	expect(page.text('main')).toContain(`${firstTime}: ${seeker.username} sees ${name}`)
	page = await page.form('Set', { within: card }).select(`Status of ${name}`, 'Under offer').submit()
	expect(page.path).toBe('/dashboard')
	expect(page.text('main')).toContain(`“${name}” is now under offer.`)

	// The seeker cancels with a word for the owner.
	page = await seeker.visitor.get('/viewings')
	page = await page
		.form('Cancel the viewing')
		.fill('A word for the other side (optional)', 'Something came up, sorry.')
		.submit()
	expect(page.text('main')).toContain('Viewing cancelled')
	expect(page.text('main')).toContain('No viewings booked.')
	const cancellation = await mailTo(owner.email, /^Viewing cancelled/)
	expect(cancellation.text).toContain('Something came up, sorry.')
	expect(calendarOf(cancellation)).toContain('METHOD:CANCEL')
	expect(calendarOf(cancellation)).toContain(`UID:${uid}`)
	// The time is open again for others.
	page = await seeker.visitor.get(`/listing/${id}/viewings`)
	expect(page.text('main')).toContain(firstTime)
})

/** The event of a mail's invitation, read by a parser with the zones the file carries. */
function invitedEvent(mail: { attachments: Array<{ contentType: string; content: string }> }) {
	const calendar = new ICAL.Component(ICAL.parse(calendarOf(mail)))
	for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
	return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
}

/** 'Saturday, December 5, 2026': a day (YYYY-MM-DD) as the pages write it (the default SITE_LOCALE, en-US). */
const dayInWords = (day: string) =>
	new Intl.DateTimeFormat('en-US', {
		timeZone: 'UTC',
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	}).format(new Date(`${day}T12:00:00Z`))

test('a home in Seattle offers, shows, books, mails and invites in Pacific Time, named; the API answers its zone and keeps a time’s instant', async () => {
	const owner = await newMember('tzowner')
	const seeker = await newMember('tzseeker')
	await Promise.all([verifyAddress(owner), verifyAddress(seeker)])
	const name = `Houseboat on Lake Union ${Date.now().toString(36)}`
	const id = await newListing(owner.visitor, {
		name,
		address: '2460 Westlake Ave N, Seattle',
		latitude: 47.6418,
		longitude: -122.3397,
	})

	// The owner offers 10:30, a wall-clock time where the home is (the site's zone is Europe/London).
	let page = await owner.visitor.get(`/listing/${id}/viewings`)
	expect(page.text('main')).toContain('Times are in Pacific Time, where the home is.')
	const day = nextSaturday()
	page = await page
		.form('Offer these times')
		.fill('Date', day)
		.fill('Start time', '10:30')
		.fill('Length (minutes)', '30')
		.submit()
	expect(page.text('main')).toContain('1 time offered.')
	const when = `${dayInWords(day)}, 10:30–11:00 Pacific Time`
	expect(page.buttons(`Take back ${when}`)).toHaveLength(1)

	// The API answers the time with the home's offset and names its zone; a time sent as an instant keeps it.
	const open = await newVisitor().api<Array<{ _id: string; start: string; end: string; timeZone: string }>>(
		`/api/viewing/slots/${id}`,
	)
	expect(open.body).toEqual([
		expect.objectContaining({
			start: expect.stringMatching(new RegExp(`^${day}T10:30:00-0[78]:00$`)),
			end: expect.stringMatching(new RegExp(`^${day}T11:00:00-0[78]:00$`)),
			timeZone: 'America/Los_Angeles',
		}),
	])
	const instant = `${addDays(day, 7)}T20:00:00Z`
	const sent = await owner.visitor.api<{ start: string; timeZone: string }>(`/api/viewing/slots/${id}`, {
		start: instant,
		durationMinutes: 30,
	})
	expect(sent.status).toBe(201)
	expect(sent.body.timeZone).toBe('America/Los_Angeles')
	expect(sent.body.start).toMatch(new RegExp(`^${addDays(day, 7)}T1[23]:00:00-0[78]:00$`))
	expect(Date.parse(sent.body.start)).toBe(Date.parse(instant))

	// A visitor reads the times in the home's zone.
	const visitorPage = await newVisitor().get(`/listing/${id}/viewings`)
	expect(visitorPage.text('main')).toContain('Times are in Pacific Time, where the home is.')
	expect(visitorPage.text('main')).toContain(when)

	// A member books it: the page, both mails and both invitations say 10:30 Pacific Time.
	page = await seeker.visitor.get(`/listing/${id}/viewings`)
	page = await page.form('Book a viewing').check(when).submit()
	expect(page.text('main')).toContain(`Viewing booked: ${when}.`)
	const [seekerMail, ownerMail] = await Promise.all([
		mailTo(seeker.email, /^Viewing booked/),
		mailTo(owner.email, /^Viewing booked/),
	])
	for (const mail of [seekerMail, ownerMail]) {
		expect(mail.subject).toBe(`Viewing booked: ${name}, ${when}`)
		expect(mail.text).toContain(`When: ${when}`)
		const event = invitedEvent(mail)
		expect(event.startDate.zone.tzid).toBe('America/Los_Angeles')
		expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 30])
		expect([event.endDate.hour, event.endDate.minute]).toEqual([11, 0])
		expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(open.body[0]!.start))
	}

	// Their lists of viewings, on the page and through the API.
	expect((await seeker.visitor.get('/viewings')).text('main')).toContain(when)
	expect((await owner.visitor.get('/dashboard')).text('main')).toContain(`${when}: ${seeker.username} sees ${name}`)
	const mine = await seeker.visitor.api<Array<{ start: string; timeZone: string }>>('/api/user/viewings')
	expect(mine.body).toEqual([{ ...mine.body[0], start: open.body[0]!.start, timeZone: 'America/Los_Angeles' }])
})

test('a stranger cannot offer or take back times of another’s listing; the owner cannot book their own', async () => {
	const owner = await newMember('viewowner2')
	const stranger = await newMember('viewstranger')
	const id = await newListing(owner.visitor)
	const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString()
	const offered = await owner.visitor.api<{ _id: string }>(`/api/viewing/slots/${id}`, { start, durationMinutes: 30 })
	expect(offered.status).toBe(201)
	const page = await stranger.visitor.get(`/listing/${id}/viewings`)
	expect(page.buttons('Offer these times')).toHaveLength(0)
	expect(
		(
			await stranger.visitor.api(`/api/viewing/slots/${id}`, {
				start: new Date(Date.now() + 4 * 86_400_000).toISOString(),
				durationMinutes: 30,
			})
		).status,
	).toBe(403)
	expect((await stranger.visitor.api(`/api/viewing/slot/${offered.body._id}`, undefined, 'DELETE')).status).toBe(403)
	const own = await owner.visitor.api<{ message: string }>(`/api/viewing/book/${offered.body._id}`, {})
	expect(own).toMatchObject({ status: 403, body: { message: 'You cannot book a viewing of your own listing' } })
	expect((await newVisitor().api(`/api/viewing/book/${offered.body._id}`, {})).status).toBe(401)
	// The member's pages ask a visitor to sign in first.
	for (const path of ['/dashboard', '/viewings']) {
		const asked = await newVisitor().get(path)
		expect(asked.path).toBe(`/sign-in?${new URLSearchParams({ redirectTo: path })}`)
	}
})

/** This listing's views in the last 30 days, as its owner's figures say. */
async function viewsOf(owner: Visitor, id: string) {
	const stats = await owner.api<Array<{ _id: string; views30d: number }>>('/api/user/listing-stats')
	return stats.body.find((listing) => listing._id === id)?.views30d
}

test('views: the owner and crawlers are not counted, a visitor once a day, also when the page comes from the page cache', async () => {
	const owner = await newMember('viewcounted')
	const id = await newListing(owner.visitor)
	const path = `/listing/${id}`
	// The owner in a browser, as any visitor who counts: their own views still do not.
	Object.assign(owner.visitor.headers, { 'User-Agent': BROWSER })
	await owner.visitor.get(path)
	await owner.visitor.get(path)
	await new Visitor(siteUrl, { 'User-Agent': CRAWLER }).get(path)

	const first = new Visitor(siteUrl, { 'User-Agent': BROWSER })
	await first.get(path)
	await first.get(path)
	// Other visitors until one is served from the page cache.
	let visitors = 1
	let cached: Page | undefined
	while (!cached && visitors < 8) {
		visitors++
		const page = await new Visitor(siteUrl, { 'User-Agent': BROWSER }).get(path)
		// 'stale': kept, and served while another listing's change is being caught up with.
		if (['hit', 'stale'].includes(page.headers.get('X-Page-Cache') ?? '')) cached = page
	}
	expect(cached, 'a page served from the cache').toBeDefined()
	await vi.waitFor(async () => expect(await viewsOf(owner.visitor, id)).toBe(visitors), {
		timeout: 15_000,
		interval: 250,
	})
	// Written every second here: a while later, still one per visitor.
	await new Promise((resolve) => setTimeout(resolve, 1500))
	expect(await viewsOf(owner.visitor, id)).toBe(visitors)
})
