import { expect, test, vi } from 'vitest'
import { linkIn, mailsTo, mailTo, newAccountDetails, newMember, newVisitor } from '../support/site'

const RESET_SENT = 'If an account uses that address, we have sent a link to reset the password. It works for one hour.'
const LINK_EXPIRED = 'This link has expired or was already used. Ask for a new one.'

/** How many mails with this subject `to` has had so far. */
const countOf = async (to: string, subject: string) =>
	(await mailsTo(to)).filter((mail) => mail.subject === subject).length

test('a forgotten password is reset through the mailed link, which then stops working', async () => {
	const member = await newMember('forgot')
	const visitor = newVisitor()

	let page = await (await visitor.get('/sign-in')).follow('Forgot password?')
	expect(page.path).toBe('/forgot-password')
	expect(page.$('h1').text()).toBe('Forgot your password?')
	page = await page.form('Send the link').fill('E-mail', member.email).submit()
	expect(page.text('main')).toContain(RESET_SENT)

	const resetMail = await mailTo(member.email, 'Reset your Homestead password')
	const link = linkIn(resetMail, '/reset-password')
	page = await visitor.get(link)
	expect(page.$('h1').text()).toBe('Choose a new password')
	page = await page.form('Set the new password').fill('New password', 'short').submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('New password')).toContain('Password must be at least 8 characters')
	page = await page.form('Set the new password').fill('New password', 'a fresh password 456').submit()

	expect(page.path).toBe('/sign-in')
	expect(page.text('main')).toContain('Your password has been changed. Sign in with the new one.')
	page = await page.form('Sign in').fill('E-mail', member.email).fill('Password', 'a fresh password 456').submit()
	expect(page.path).toBe('/')
	expect(page.links(/your profile$/, 'header')).toHaveLength(1)
	await mailTo(member.email, 'Your Homestead password was changed')

	page = await visitor.get(link)
	expect(page.status).toBe(400)
	expect(page.text('main')).toContain(LINK_EXPIRED)
	expect(page.buttons('Set the new password')).toHaveLength(0)
	page = await page.follow('Ask for a new link')
	expect(page.path).toBe('/forgot-password')

	// One mail of each kind.
	expect(await countOf(member.email, 'Reset your Homestead password')).toBe(1)
	expect(await countOf(member.email, 'Your Homestead password was changed')).toBe(1)
})

test('an unknown address gets the same answer', async () => {
	const page = await (
		await newVisitor().get('/forgot-password')
	)
		.form('Send the link')
		.fill('E-mail', newAccountDetails('nobody').email)
		.submit()
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(RESET_SENT)
})

test('the address given at sign-up is verified through the mailed link', async () => {
	const member = await newMember('verify')
	const earlier = newVisitor()
	expect((await earlier.api('/api/auth/signin', { email: member.email, password: member.password })).status).toBe(200)
	const subject = 'Confirm your e-mail address for Homestead'
	let page = await member.visitor.get('/profile')
	expect(page.text('main')).toContain('Not verified yet')
	page = await page.form('Send the link again').submit()
	expect(page.path).toBe('/profile')
	expect(page.text('main')).toContain('We have sent a new link to your e-mail address.')

	// The link of the sign-up, then the one asked for again: both arrive, no more.
	await vi.waitFor(async () => expect(await countOf(member.email, subject)).toBe(2), { timeout: 30_000, interval: 100 })
	const link = linkIn(await mailTo(member.email, subject), '/verify-email')
	// Opening the link asks; the button verifies.
	page = await member.visitor.get(link)
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(`Confirm that ${member.email} is your e-mail address?`)
	// Whoever confirms owns the account: the member gives the password they signed up with, and carries on.
	let refused = await page.form('Confirm my e-mail address').submit()
	expect(refused.status).toBe(400)
	expect(refused.errorOf('Password')).toContain('Password is required')
	refused = await refused.form('Confirm my e-mail address').fill('Password', 'seven 7').submit()
	expect(refused.errorOf('Password')).toContain('Password must be at least 8 characters')
	page = await refused.form('Confirm my e-mail address').fill('Password', member.password).submit()
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain('Your e-mail address is verified.')
	expect(page.text('main')).toContain(`Mail for your account goes to ${member.email}.`)
	expect(page.text('main')).toContain(
		'You are signed in here with the password you entered; every other device was signed out.',
	)
	page = await page.follow('Go to your profile')
	expect(page.path).toBe('/profile')
	expect(page.text('main')).toContain('Your e-mail address is verified.')
	expect(page.text('main')).not.toContain('Not verified yet')
	expect(page.buttons('Send the link again')).toHaveLength(0)

	page = await member.visitor.get(link)
	expect(page.status).toBe(400)
	expect(page.text('main')).toContain(LINK_EXPIRED)
	expect(await countOf(member.email, subject)).toBe(2)

	// A device signed in before the confirmation is signed out; the password still signs in.
	expect((await earlier.api(`/api/user/${member.id}`)).status).toBe(401)
	expect((await newVisitor().api('/api/auth/signin', { email: member.email, password: member.password })).status).toBe(
		200,
	)
})

test('a HEAD request or a mail scanner’s GET of the verification link changes nothing: the person’s click still verifies', async () => {
	const member = await newMember('scanned')
	const link = linkIn(await mailTo(member.email, 'Confirm your e-mail address for Homestead'), '/verify-email')

	// A mail scanner, without the member's cookie, checks the link the way scanners do.
	const scanner = newVisitor()
	const head = await scanner.request(link, { method: 'HEAD' })
	expect(head.status).toBe(200)
	const scanned = await scanner.get(link)
	expect(scanned.status).toBe(200)
	expect(scanned.buttons('Confirm my e-mail address')).toHaveLength(1)
	expect(scanned.text('main')).not.toContain('Your e-mail address is verified.')
	expect((await member.visitor.api<{ emailVerified: boolean }>(`/api/user/${member.id}`)).body.emailVerified).toBe(
		false,
	)

	// The member clicks the same link afterwards: it still works.
	let page = await member.visitor.get(link)
	expect(page.status).toBe(200)
	expect(page.text('main')).not.toContain(LINK_EXPIRED)
	page = await page.form('Confirm my e-mail address').fill('Password', member.password).submit()
	expect(page.text('main')).toContain('Your e-mail address is verified.')
	expect((await member.visitor.api<{ emailVerified: boolean }>(`/api/user/${member.id}`)).body.emailVerified).toBe(true)

	// Used once, the link says so on GET and HEAD, and posting it again changes nothing.
	expect((await scanner.request(link, { method: 'HEAD' })).status).toBe(400)
	page = await scanner.get(link)
	expect(page.status).toBe(400)
	expect(page.text('main')).toContain(LINK_EXPIRED)
	expect(page.buttons('Confirm my e-mail address')).toHaveLength(0)
})
