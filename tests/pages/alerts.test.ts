import { expect, test } from 'vitest'
import { linkIn, mailsTo, mailTo, newListing, newMember, newVisitor, siteUrl, verifyAddress } from '../support/site'

/** A word no other test's listings or searches contain. */
const uniqueWord = () => `lark${Math.random().toString(36).slice(2, 8)}`

const SAVE_REGION = 'section[aria-labelledby="save-search-heading"]'
const CHECK_YOUR_MAIL = 'Check your mail: we have sent you a link to start the alert.'

/** The mails with this subject sent to `to` so far. */
const mailsWith = async (to: string, subject: string) => (await mailsTo(to)).filter((mail) => mail.subject === subject)

test('save a search, another member lists a matching home, the alert arrives and unsubscribes in one click', async () => {
	const member = await newMember('alerts')
	const visitor = member.visitor
	// Alerts go to verified addresses.
	await verifyAddress(member)

	const word = uniqueWord()
	const name = `Rent · "${word}"`
	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	expect(page.valueOf('Name', SAVE_REGION)).toBe(name)
	// A member is not offered the e-mail-only alert.
	expect(page.buttons('E-mail me new homes', SAVE_REGION)).toHaveLength(0)
	page = await page.form('Save this search', { within: SAVE_REGION }).select('E-mail me new homes', 'At once').submit()
	expect(page.path).toBe('/saved')
	expect(page.text('main')).toContain(`Saved “${name}”. New homes are mailed to you at once.`)
	expect(page.links(name, 'main')).toHaveLength(1)

	// Another member lists a matching home.
	const lister = await newMember('alertlister')
	await newListing(lister.visitor, { name: `Flat by the ${word} lane`, type: 'rent', regularPrice: 1400 })

	const subject = `1 new home for “${name}”`
	const alert = await mailTo(member.email, subject)
	expect(alert.text).toContain(`Flat by the ${word} lane`)
	page = await newVisitor().get(linkIn(alert, '/alerts/unsubscribe'))
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(`Stop alerts for “${name}”?`)
	page = await page.form('Unsubscribe').submit()
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(`Done: alerts for “${name}” are off.`)
	expect(page.buttons('Unsubscribe')).toHaveLength(0)

	page = await visitor.get('/saved')
	const card = page.$('main li').filter((_, item) => page.$(item).find('h3').text() === name)
	expect(card).toHaveLength(1)
	expect(card.text()).toContain('E-mail alerts are off')

	// Deleting asks once more: the button that deletes is inside a closed disclosure.
	const question = card.find('details')
	expect(question).toHaveLength(1)
	expect(question.attr('open')).toBeUndefined()
	expect(page.accessibleName(question.find('summary'))).toBe(`Delete the search ${name}`)
	expect(page.buttons(`Yes, delete the search ${name}`, 'main details')).toHaveLength(1)
	page = await page.form(`Yes, delete the search ${name}`).submit()
	expect(page.path).toBe('/saved')
	expect(page.text('main')).toContain('The search was deleted.')
	expect(page.links(name, 'main')).toHaveLength(0)

	// One alert mail for the one home.
	expect(await mailsWith(member.email, subject)).toHaveLength(1)
})

test('a visitor without an account gets an alert with an e-mail address alone, once confirmed', async () => {
	const word = uniqueWord()
	const email = `visitor-${word}@example.com`
	const visitor = newVisitor()
	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'sale', parking: 'true' })}`)
	page = await page.form('E-mail me new homes', { within: SAVE_REGION }).fill('Your e-mail address', email).submit()
	expect(page.path).toBe('/search/save')
	expect(page.text('main')).toContain(CHECK_YOUR_MAIL)

	const subject = `Confirm your Homestead alert: Sale · parking · "${word}"`
	page = await visitor.get(linkIn(await mailTo(email, subject), '/alerts/confirm'))
	expect(page.text('main')).toContain(`Start mailing new homes for Sale · parking · "${word}"?`)
	page = await page.form('Start the alert').submit()
	expect(page.text('main')).toContain(`Your alert “Sale · parking · "${word}"” is on`)
	expect(page.buttons('Start the alert')).toHaveLength(0)
	expect(await mailsWith(email, subject)).toHaveLength(1)
})

test('an address the server refuses comes back in the form, with the error beside it, for the same search', async () => {
	const word = uniqueWord()
	const visitor = newVisitor()
	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	// The browser's own check lets this through; the server's does not.
	page = await page.form('E-mail me new homes', { within: SAVE_REGION }).fill('Your e-mail address', 'a@b').submit()

	expect(page.status).toBe(400)
	expect(page.path).toBe('/search/save')
	expect(page.valueOf('Your e-mail address', 'main')).toBe('a@b')
	expect(page.field('Your e-mail address', 'main').attr('aria-invalid')).toBe('true')
	expect(page.errorOf('Your e-mail address', 'main')).toBe('Enter a valid e-mail address')
	expect(page.text('main')).toContain(`For the search Rent · "${word}"`)
	expect(page.text('main')).not.toContain(CHECK_YOUR_MAIL)

	const address = `visitor-${word}@example.com`
	page = await page.form('E-mail me new homes', { within: 'main' }).fill('Your e-mail address', address).submit()
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(CHECK_YOUR_MAIL)
	const subject = `Confirm your Homestead alert: Rent · "${word}"`
	await mailTo(address, subject)
	expect(await mailsWith(address, subject)).toHaveLength(1)
})

test('a HEAD request or a mail scanner’s GET of the alert links changes nothing; the person’s button and the one-click POST do', async () => {
	const scanner = newVisitor()
	const opened = async (link: string) => {
		expect((await scanner.request(link, { method: 'HEAD' })).status).toBe(200)
		return scanner.get(link)
	}

	// The confirmation link of an alert without an account.
	const word = uniqueWord()
	const email = `scanned-${word}@example.com`
	const visitor = newVisitor()
	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	page = await page.form('E-mail me new homes', { within: SAVE_REGION }).fill('Your e-mail address', email).submit()
	const confirmLink = linkIn(await mailTo(email, `Confirm your Homestead alert: Rent · "${word}"`), '/alerts/confirm')
	expect((await opened(confirmLink)).buttons('Start the alert')).toHaveLength(1)
	page = await visitor.get(confirmLink)
	expect(page.text('main')).toContain(`Start mailing new homes for Rent · "${word}"?`)
	page = await page.form('Start the alert').submit()
	expect(page.text('main')).toContain(`Your alert “Rent · "${word}"” is on`)

	// The unsubscribe link of a member's alert.
	const member = await newMember('scannedalerts')
	await verifyAddress(member)
	const name = `Rent · "${word}"`
	page = await member.visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	page = await page.form('Save this search', { within: SAVE_REGION }).select('E-mail me new homes', 'At once').submit()
	await newListing((await newMember('scannedlister')).visitor, { name: `Loft on ${word} row`, type: 'rent' })
	const unsubscribeLink = linkIn(await mailTo(member.email, `1 new home for “${name}”`), '/alerts/unsubscribe')
	expect((await opened(unsubscribeLink)).buttons('Unsubscribe')).toHaveLength(1)
	const alertsOff = async () => {
		const saved = await member.visitor.get('/saved')
		return saved
			.$('main li')
			.filter((_, item) => saved.$(item).find('h3').text() === name)
			.text()
	}
	expect(await alertsOff()).not.toContain('E-mail alerts are off')

	// A mail program's one-click unsubscribe (RFC 8058) posts from anywhere, without a cookie.
	const oneClick = await fetch(new URL(unsubscribeLink, siteUrl), {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
		body: 'List-Unsubscribe=One-Click',
	})
	expect(oneClick.status).toBe(200)
	expect(await alertsOff()).toContain('E-mail alerts are off')
})
