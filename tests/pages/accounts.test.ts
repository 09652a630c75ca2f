import { expect, test } from 'vitest'
import { newAccountDetails, newVisitor } from '../support/site'
import { type Page } from '../support/visitor'

async function signUp(account: ReturnType<typeof newAccountDetails>) {
	const visitor = newVisitor()
	const page = await (
		await visitor.get('/sign-up')
	)
		.form('Sign up')
		.fill('Username', account.username)
		.fill('E-mail', account.email)
		.fill('Password', account.password)
		.submit()
	expect(page.path).toBe('/sign-in?signedUp=1')
	return { visitor, page }
}

const signIn = (page: Page, email: string, password: string) =>
	page.form('Sign in').fill('E-mail', email).fill('Password', password).submit()

test('sign up, sign in, update the profile, sign out, sign in with the new password, delete the account', async () => {
	const account = newAccountDetails('flow')
	const { visitor, page: signUpDone } = await signUp(account)
	expect(signUpDone.text('main')).toContain('Your account is ready. Sign in to continue.')

	let page = await signIn(signUpDone, account.email, account.password)
	expect(page.path).toBe('/')
	page = await page.follow(`${account.username}, your profile`, { within: 'header' })
	expect(page.$('h1').text()).toBe('Profile')

	const renamed = `${account.username}-x`
	// A new password needs the current one: a session alone is not enough.
	page = await page.form('Update').fill('Username', renamed).fill('New password', 'a brand new secret').submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Current password')).toContain(
		'Enter your current password to change your e-mail address or password',
	)
	page = await page
		.form('Update')
		.fill('Username', renamed)
		.fill('New password', 'a brand new secret')
		.fill('Current password', account.password)
		.submit()
	expect(page.text('main')).toContain('User is updated successfully!')
	expect(page.valueOf('Username')).toBe(renamed)

	page = await page.form('Sign out').submit()
	expect(page.path).toBe('/')
	expect(page.links('Sign in', 'header')).toHaveLength(1)

	page = await signIn(await visitor.get('/sign-in'), account.email, account.password)
	expect(page.text('main')).toContain('Wrong credentials!')
	page = await signIn(page, account.email, 'a brand new secret')
	expect(page.path).toBe('/')

	page = await (await visitor.get('/profile')).follow('Delete account')
	page = await page.form('Delete my account').fill('Current password', 'a brand new secret').submit()
	expect(page.path).toBe('/')
	expect(page.links('Sign in', 'header')).toHaveLength(1)
	// The right password now says how to restore the account, which can be undone for 7 days.
	page = await signIn(await visitor.get('/sign-in'), account.email, 'a brand new secret')
	expect(page.status).toBe(403)
	expect(page.text('main')).toContain(
		`This account was deleted. We have mailed a link to restore it to ${account.email}`,
	)
})

test('a protected page sends a signed-out visitor to sign in, then back', async () => {
	const account = newAccountDetails('back')
	const { visitor } = await signUp(account)
	let page = await visitor.get('/profile')
	expect(page.path).toBe('/sign-in?redirectTo=%2Fprofile')
	page = await signIn(page, account.email, account.password)
	expect(page.path).toBe('/profile')
	expect(page.valueOf('E-mail')).toBe(account.email)
})

test('sign-up problems are shown beneath the form and what was typed is kept', async () => {
	const page = await (
		await newVisitor().get('/sign-up')
	)
		.form('Sign up')
		.fill('Username', 'kept-name')
		.fill('E-mail', 'kept@example.com')
		.fill('Password', 'short')
		.submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Password')).toContain('Password must be at least 8 characters')
	expect(page.field('Password').attr('aria-invalid')).toBe('true')
	expect(page.valueOf('Username')).toBe('kept-name')
	expect(page.valueOf('E-mail')).toBe('kept@example.com')
})

test('Google sign-in through the OpenID provider creates the account and signs in', async () => {
	const visitor = newVisitor()
	let page = await visitor.get('/sign-in?redirectTo=%2Fprofile')
	page = await page.form('Continue with Google').submit()
	expect(page.path).toBe('/profile')
	expect(page.valueOf('E-mail')).toBe('jane.google@example.com')
	expect(page.valueOf('Username')).toMatch(/^janegoogle/)
})

test('after a wrong password the sign-up notice gives way to the error', async () => {
	let page = await newVisitor().get('/sign-in?signedUp=1')
	expect(page.text('main')).toContain('Your account is ready. Sign in to continue.')
	page = await signIn(page, newAccountDetails('nobody').email, 'not the password')
	expect(page.text('main')).toContain('Wrong credentials!')
	expect(page.text('main')).not.toContain('Your account is ready. Sign in to continue.')
})

test('a look-alike of a taken username (ᴅemo, with a small capital D, beside the demo owner’s demo) is refused', async () => {
	const account = newAccountDetails('lookalike')
	const page = await (
		await newVisitor().get('/sign-up')
	)
		.form('Sign up')
		.fill('Username', '\u1d05emo')
		.fill('E-mail', account.email)
		.fill('Password', account.password)
		.submit()
	expect(page.status).toBe(409)
	expect(page.errorOf('Username')).toContain('Username is already taken')
	expect(page.valueOf('Username')).toBe('\u1d05emo')
})
