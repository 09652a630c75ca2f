// Signing in finishes the job: each way to sign in says why, carries the way back through sign-up,
// verification and Google, and the visitor lands where they were with the home saved, the search
// saved, the message form open with their text, or on the listing form. A link alone never acts.
import { expect, test } from 'vitest'
import { linkIn, mailsTo, mailTo, newAccountDetails, newListing, newMember, newVisitor } from '../support/site'
import { type Page, type Visitor } from '../support/visitor'

/** A word no other test's listings or searches contain. */
const uniqueWord = () => `finch${Math.random().toString(36).slice(2, 8)}`

/** A home of a member of its own, which a search for its word finds alone. */
async function aHome(prefix: string) {
	const word = uniqueWord()
	const owner = await newMember(`${prefix}owner`)
	const name = `Cottage by the ${word} green`
	const id = await newListing(owner.visitor, { name, type: 'rent', regularPrice: 1500 })
	return { id, name, word, search: `/search?searchTerm=${word}`, owner }
}

/** The heart of the home's card on a page of results: its name and whether it is pressed. */
function heartOf(page: Page, id: string) {
	const button = page.$(`main article[id="listing-${id}"] button`)
	expect(button, `the heart of ${id} on ${page.path}`).toHaveLength(1)
	return { name: page.accessibleName(button), pressed: button.attr('aria-pressed') }
}

/** The names of the homes under Saved homes. */
async function savedHomes(visitor: Visitor) {
	const page = await visitor.get('/saved')
	return page
		.$('main article h3')
		.toArray()
		.map((heading) => page.$(heading).text())
}

const signIn = (page: Page, account: { email: string; password: string }) =>
	page.form('Sign in').fill('E-mail', account.email).fill('Password', account.password).submit()

const signUp = (page: Page, account: ReturnType<typeof newAccountDetails>) =>
	page
		.form('Sign up')
		.fill('Username', account.username)
		.fill('E-mail', account.email)
		.fill('Password', account.password)
		.submit()

/** The sign-in page's lead, what it is for. */
const leadOf = (page: Page) => page.text('main h1 + p')

test('a visitor taps the heart, signs up from the sign-in page, signs in and finds the home saved on the results', async () => {
	const home = await aHome('heartsignup')
	const visitor = newVisitor()
	let page = await visitor.get(home.search)
	page = await page.form(`Save ${home.name}`).submit()
	expect(page.url.pathname).toBe('/sign-in')
	expect(page.url.searchParams.get('reason')).toBe('save-home')
	expect(leadOf(page)).toBe('Sign in to save this home')
	const signInPage = page.path

	// Sign up keeps the way back and the reason, and its 'Sign in' link leads back to the same page.
	page = await page.follow('Sign up', { within: 'main' })
	expect(page.url.pathname).toBe('/sign-up')
	expect(leadOf(page)).toBe('Sign up to save this home')
	expect(page.href('Sign in', { within: 'main' })).toBe(signInPage)

	const account = newAccountDetails('heartsignup')
	page = await signUp(page, account)
	expect(page.url.pathname).toBe('/sign-in')
	expect(page.text('main')).toContain('Your account is ready.')
	expect(leadOf(page)).toBe('Sign in to save this home')

	page = await signIn(page, account)
	expect(page.path).toBe(`${home.search}#listing-${home.id}`)
	expect(heartOf(page, home.id)).toEqual({ name: `Remove ${home.name} from saved homes`, pressed: 'true' })
	expect(await savedHomes(visitor)).toEqual([home.name])
})

test('the verification link leads back to where the member signed up, which asks before it saves', async () => {
	const home = await aHome('heartverify')
	const visitor = newVisitor()
	let page = await (await visitor.get(home.search)).form(`Save ${home.name}`).submit()
	page = await page.follow('Sign up', { within: 'main' })
	const account = newAccountDetails('heartverify')
	await signUp(page, account)

	// The member reads the mail before signing in, and confirms in the same browser.
	const link = linkIn(await mailTo(account.email, 'Confirm your e-mail address for Homestead'), '/verify-email')
	page = await (await visitor.get(link)).form('Confirm my e-mail address').fill('Password', account.password).submit()
	expect(page.text('main')).toContain('Your e-mail address is verified.')
	expect(page.links('Go to your profile', 'main')).toHaveLength(1)

	// A link in a mail chooses nothing: the page asks, and its button saves.
	page = await page.follow('Continue where you left off')
	expect(page.text('main')).toContain(`Save ${home.name} to your saved homes?`)
	expect(await savedHomes(visitor)).toEqual([])
	page = await page.form('Save this home').submit()
	expect(page.path).toBe(`${home.search}#listing-${home.id}`)
	expect(heartOf(page, home.id).pressed).toBe('true')
	expect(await savedHomes(visitor)).toEqual([home.name])
})

test('a link that saves a home asks a signed-in member first; so does a sign-in page that said something else', async () => {
	const home = await aHome('crafted')
	const save = `/listing/${home.id}/save?${new URLSearchParams({ intent: 'save', redirectTo: home.search })}`
	const member = await newMember('crafted')

	// Opened by a member who is signed in (a link in a message, on another site, in a mail).
	let page = await member.visitor.get(save)
	expect(page.status).toBe(200)
	expect(page.text('main')).toContain(`Save ${home.name} to your saved homes?`)
	expect(await savedHomes(member.visitor)).toEqual([])
	expect(page.href('Back without saving', { within: 'main' })).toBe(home.search)

	// A sign-in page whose reason is not saving a home: signing in there saves nothing either.
	const visitor = newVisitor()
	page = await visitor.get(`/sign-in?${new URLSearchParams({ redirectTo: save, reason: 'list-property' })}`)
	expect(leadOf(page)).toBe('Sign in to list your property')
	page = await signIn(page, member)
	expect(page.url.pathname).toBe(`/listing/${home.id}/save`)
	expect(page.text('main')).toContain(`Save ${home.name} to your saved homes?`)
	// Nor does a reason the site does not know, which the page does not show.
	page = await newVisitor().get(`/sign-in?${new URLSearchParams({ redirectTo: save, reason: 'Free money' })}`)
	expect(page.$('main h1 + p')).toHaveLength(0)
	expect(page.text('main')).not.toContain('Free money')
	page = await signIn(page, member)
	expect(page.text('main')).toContain(`Save ${home.name} to your saved homes?`)
	expect(await savedHomes(member.visitor)).toEqual([])

	// Google sign-in started by a link (Google may answer without asking) saves nothing.
	const google = newVisitor()
	page = await google.get(`/auth/google?${new URLSearchParams({ redirectTo: save })}`)
	expect(page.text('main')).toContain(`Save ${home.name} to your saved homes?`)
	expect(await savedHomes(google)).not.toContain(home.name)

	// The member's own button does.
	page = await page.form('Save this home').submit()
	expect(page.path).toBe(home.search)
	expect(await savedHomes(google)).toContain(home.name)
})

test('Continue with Google from the heart comes back with the home saved', async () => {
	const home = await aHome('heartgoogle')
	const visitor = newVisitor()
	let page = await (await visitor.get(home.search)).form(`Save ${home.name}`).submit()
	expect(leadOf(page)).toBe('Sign in to save this home')
	page = await page.form('Continue with Google').submit()
	expect(page.path).toBe(`${home.search}#listing-${home.id}`)
	expect(heartOf(page, home.id)).toEqual({ name: `Remove ${home.name} from saved homes`, pressed: 'true' })
})

test('a signed-in member who opens the sign-in page goes on to where it leads', async () => {
	const member = await newMember('alreadyin')
	let page = await member.visitor.get(`/sign-in?${new URLSearchParams({ redirectTo: '/saved' })}`)
	expect(page.path).toBe('/saved')
	page = await member.visitor.get(`/sign-up?${new URLSearchParams({ redirectTo: '/saved', reason: 'save-home' })}`)
	expect(page.path).toBe('/saved')
	// Only addresses of this site.
	page = await member.visitor.get(`/sign-in?${new URLSearchParams({ redirectTo: '//evil.example/x' })}`)
	expect(page.path).toBe('/')
})

test('Save this search signs the visitor in and saves it with the name and frequency they chose', async () => {
	const word = uniqueWord()
	const member = await newMember('searchsaver')
	const visitor = newVisitor()
	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, type: 'rent' })}`)
	const region = 'section[aria-labelledby="save-search-heading"]'
	const name = `Green flats ${word}`
	page = await page
		.form('Save this search', { within: region })
		.fill('Name', name)
		.select('E-mail me new homes', 'At once')
		.submit()
	expect(page.url.pathname).toBe('/sign-in')
	expect(leadOf(page)).toBe('Sign in to save this search')
	page = await signIn(page, member)
	expect(page.path).toBe('/saved')
	expect(page.text('main')).toContain(`Saved “${name}”. New homes are mailed to you at once.`)
	expect(page.links(name, 'main')).toHaveLength(1)
})

test('a link that saves a search asks a signed-in member first, with the form filled in', async () => {
	const word = uniqueWord()
	const member = await newMember('searchlink')
	const name = `Offered ${word}`
	const link = `/search/save?${new URLSearchParams({ query: `searchTerm=${word}&type=sale`, name, frequency: 'weekly', intent: 'save' })}`
	let page = await member.visitor.get(link)
	expect(page.status).toBe(200)
	expect(page.$('main h1').text()).toBe('Save this search')
	expect(page.valueOf('Name')).toBe(name)
	expect(page.valueOf('E-mail me new homes')).toBe('weekly')
	expect((await member.visitor.get('/saved')).links(name, 'main')).toHaveLength(0)
	page = await page.form('Save this search').submit()
	expect(page.path).toBe('/saved')
	expect(page.text('main')).toContain(`Saved “${name}”. New homes are mailed to you once a week.`)
})

/** The listing page's contact panel, as a visitor who is not signed in sees it; the form's page after Send. */
async function writeAsVisitor(visitor: Visitor, home: { id: string; name: string }, text: string) {
	const page = await visitor.get(`/listing/${home.id}`)
	expect(page.text('main details')).toContain(`Write to the owner of ${home.name}`)
	expect(page.text('main details')).toContain('You will be asked to sign in')
	return page.form('Send message', { within: 'main details' }).fill('Message', text).submit()
}

test('a visitor writes to the owner, signs up and in, and finds the message on the form, sent only when they press Send', async () => {
	const home = await aHome('draft')
	const visitor = newVisitor()
	const text = `Hello! Is the cottage free from June? We are two, with a quiet dog.\n\nThanks, Sam (${home.word})`
	let page = await writeAsVisitor(visitor, home, text)
	expect(page.url.pathname).toBe('/sign-in')
	expect(leadOf(page)).toBe('Sign in to send your message')

	page = await page.follow('Sign up', { within: 'main' })
	expect(leadOf(page)).toBe('Sign up to send your message')
	const account = newAccountDetails('draft')
	page = await signIn(await signUp(page, account), account)
	expect(page.path).toBe(`/listing/${home.id}/contact`)
	expect(page.valueOf('Message')).toBe(text)
	expect(page.text('main')).toContain('Your message is below, not sent yet')
	// Nothing was sent: no conversation, no mail to the owner.
	expect((await visitor.get('/messages')).text('main')).not.toContain(home.name)
	expect((await mailsTo(home.owner.email)).filter((mail) => mail.subject.startsWith('New message'))).toEqual([])

	page = await page.form('Send message').submit()
	expect(page.path).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
	expect(page.text('main ol[aria-label="Messages"]')).toContain(`Thanks, Sam (${home.word})`)

	// The draft is shown once: the form is empty the next time, and an address puts no words in it.
	page = await visitor.get(`/listing/${home.id}/contact?${new URLSearchParams({ message: 'Send me money' })}`)
	expect(page.valueOf('Message')).toBe('')
	expect(page.text('main')).not.toContain('not sent yet')
})

test('a message as long as the form takes is kept whole across signing in', async () => {
	const home = await aHome('longdraft')
	const member = await newMember('longdraft')
	const visitor = newVisitor()
	const words = ['garden', 'quiet', 'lease', 'June', 'parking', 'viewing', 'deposit', 'school', 'bus', 'morning']
	let text = `About ${home.word}:`
	for (let seed = 3; text.length < 5000; seed = (seed * 31 + 7) % 101) text += ` ${words[seed % words.length]}`
	text = `${text.slice(0, 4999)}.`
	expect(text).toHaveLength(5000)
	let page = await writeAsVisitor(visitor, home, text)
	page = await signIn(page, member)
	expect(page.valueOf('Message')).toBe(text)
	expect(page.text('main')).not.toContain('too long to keep whole')
})

test('a long message that does not fit the browser’s cookie keeps its beginning, and the form says so', async () => {
	const home = await aHome('cutdraft')
	const member = await newMember('cutdraft')
	const visitor = newVisitor()
	// Characters in no order compress poorly: 5,000 of them do not fit in 4 kB.
	let seed = 7
	const text = Array.from({ length: 5000 }, () => {
		seed = (seed * 1103515245 + 12345) % 2 ** 31
		return String.fromCodePoint(0x4e00 + (seed % 20000))
	}).join('')
	let page = await writeAsVisitor(visitor, home, text)
	page = await signIn(page, member)
	const kept = page.valueOf('Message')
	expect(kept.length).toBeGreaterThan(900)
	expect(kept.length).toBeLessThan(5000)
	expect(text.startsWith(kept)).toBe(true)
	expect(page.text('main')).toContain(
		`It was too long to keep whole while you signed in: only its first ${kept.length.toLocaleString('en-US')} characters are here.`,
	)
})

test('List your property leads to the listing form, through sign-in for a visitor', async () => {
	const member = await newMember('lister')
	const visitor = newVisitor()
	const home = await visitor.get('/')
	const box = 'section[aria-labelledby="list-property-title"]'
	expect(home.href('List your property', { within: box })).toBe('/create-listing')
	let page = await home.follow('List your property', { within: box })
	expect(page.url.pathname).toBe('/sign-in')
	expect(leadOf(page)).toBe('Sign in to list your property')
	page = await signIn(page, member)
	expect(page.path).toBe('/create-listing')
	expect(page.$('main h1').text()).toBe('Create a Listing')

	// Signed in, the box goes straight to the form.
	page = await (await member.visitor.get('/')).follow('Create a listing', { within: box })
	expect(page.path).toBe('/create-listing')
})

test('the menu’s Sell asks a visitor to sign in to list their property, and signing up leads there too', async () => {
	const visitor = newVisitor()
	let page = await (await visitor.get('/about-us')).follow('Sell', { within: 'header', first: true })
	expect(page.url.pathname).toBe('/sign-in')
	expect(leadOf(page)).toBe('Sign in to list your property')
	page = await page.follow('Sign up', { within: 'main' })
	expect(leadOf(page)).toBe('Sign up to list your property')
	const account = newAccountDetails('newlister')
	page = await signIn(await signUp(page, account), account)
	expect(page.path).toBe('/create-listing')
})
