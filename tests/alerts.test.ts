// Saved searches and alerts: saving a search (canonical, once, at most 50), /saved, matching new and
// changed listings with the search's own conditions, instant mails and digests (every match once),
// saved-home mails, one-click unsubscribing, alerts without an account, and the JSON API. Mail goes
// through the job queue to an SMTP sink on loopback; the alert job is run by the tests.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, savedListings, savedSearches, searchAlertMatches, type User } from '~/db/schema'
import { setListingStatus } from '~/models/listing.server'
import { MAX_SAVED_SEARCHES, saveSearch, TOO_MANY_SEARCHES, updateSavedSearch } from '~/models/saved-search.server'
import { saveListing } from '~/models/saved.server'
import { searchListings } from '~/models/search.server'
import { markEmailVerified, updateUser } from '~/models/user.server'
import * as saveSearchPage from '~/routes/_listings+/search_.save'
import * as confirmPage from '~/routes/_saved+/alerts.confirm'
import * as unsubscribePage from '~/routes/_saved+/alerts.unsubscribe'
import * as savedPage from '~/routes/_saved+/saved'
import * as savedSearchRoute from '~/routes/_saved+/saved_.searches.$id'
import * as deleteApi from '~/routes/api+/search.delete.$id'
import * as saveApi from '~/routes/api+/search.save'
import * as updateApi from '~/routes/api+/search.update.$id'
import * as searchesApi from '~/routes/api+/user.searches'
import { describeSearch } from '~/schemas/saved-search'
import { savedQueryFilters, searchParamsSchema } from '~/schemas/search'
import { runSearchAlerts, sendSearchDigests } from '~/services/search-alerts.server'
import { HONEYPOT_FIELD } from '~/utils/honeypot'
import { signInIntentCookie } from '~/utils/sign-in-intent.server'
import { type AppServer, startAppServer, waitForHealthy } from './support/app-server'
import { createListing, createListings } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { context, cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { type ReceivedMail } from './support/smtp-sink'
import { createSignedInUser } from './support/users'

const delivery = await deliverMailToSink()

type Member = { user: User; cookie: string }

async function member(prefix = 'alerts', { verified = true } = {}): Promise<Member> {
	const { user, cookie } = await createSignedInUser(prefix)
	if (verified) await markEmailVerified(user.id, user.email)
	return { user, cookie }
}

/** A word no other test's listings contain, so a search for it finds only this test's homes. */
const uniqueWord = () => `word${Math.random().toString(36).slice(2, 9)}`

let owner: User | undefined
async function anOwner() {
	owner ??= (await member('alertowner')).user
	return owner
}

async function listing(word: string, values: Partial<typeof listings.$inferInsert> = {}) {
	return createListing({ userRef: (await anOwner()).id, name: `Garden flat ${word}`, regularPrice: 1500, ...values })
}

const saveFromPage = (fields: Record<string, string>, cookie?: string) =>
	responseOf(run(saveSearchPage.action, formRequest('/search/save', fields, { cookie })))

async function savedSearchesOf(userId: string) {
	const db = await getDb()
	return db.select().from(savedSearches).where(eq(savedSearches.userId, userId))
}

function header(mail: ReceivedMail, name: string) {
	return mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '')
}

/** The path and query of the unsubscribe link in a mail's List-Unsubscribe header (checked to be the visible one too). */
function unsubscribeLink(mail: ReceivedMail) {
	const value = header(mail, 'List-Unsubscribe')!
	const url = /^<(https:\/\/homestead\.example\/alerts\/unsubscribe\?[^>]+)>$/.exec(value)?.[1]
	expect(url, value).toBeDefined()
	expect(mail.text).toContain(url)
	expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
	return url!.replace('https://homestead.example', '')
}

/** The mails to `email`, once `count` have arrived and every mail queued so far has been sent. */
const mailsWith = async (email: string, count: number) => delivery.allMailsTo(email, count)

describe('saving a search', () => {
	test('the stored query is canonical: the same search saved twice is one, named by a summary', async () => {
		const { user, cookie } = await member('saver')
		const first = await saveFromPage(
			{ query: '?parking=true&type=rent&maxPrice=2000&searchTerm=garden&sort=regularPrice_asc&page=2', name: '' },
			cookie,
		)
		expect(first.status).toBe(302)
		expect(first.headers.get('Location')).toBe('/saved')
		await saveFromPage(
			{ query: 'searchTerm=%20garden%20&type=rent&parking=true&maxPrice=2000&limit=20&view=map', frequency: 'weekly' },
			cookie,
		)
		const rows = await savedSearchesOf(user.id)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			query: 'searchTerm=garden&type=rent&parking=true&maxPrice=2000',
			name: 'Rent · parking · up to $2,000 · "garden"',
			frequency: 'weekly',
		})
	})

	test('the summary reads the filters', () => {
		const summary = (query: string) =>
			describeSearch(searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query))))
		expect(summary('type=rent&parking=true&maxPrice=2000&searchTerm=garden')).toBe(
			'Rent · parking · up to $2,000 · "garden"',
		)
		expect(summary('type=sale&bedrooms=3&minPrice=100000')).toBe('Sale · from $100,000 · 3+ bedrooms')
		expect(summary('')).toBe('Rent or sale')
	})

	test('a visitor who is not signed in is sent to sign in, and the search is saved on the way back their sign-in chose', async () => {
		const away = await saveFromPage({ query: 'type=sale&furnished=true', name: 'Furnished', frequency: 'instant' })
		const signIn = new URL(away.headers.get('Location')!, 'http://localhost')
		expect(signIn.pathname).toBe('/sign-in')
		expect(signIn.searchParams.get('reason')).toBe('save-search')
		const back = signIn.searchParams.get('redirectTo')!
		const { user, cookie } = await member('backfromsignin')
		// The same address opened as a link (from another site or this one) asks, and saves nothing.
		const linked = unwrap<{ name: string; frequency: string }>(
			await run(saveSearchPage.loader, getRequest(back, { cookie })),
		)
		expect(linked.data).toMatchObject({ name: 'Furnished', frequency: 'instant' })
		expect(await savedSearchesOf(user.id)).toEqual([])
		const chosen = `${cookie}; ${cookieOf(new Headers({ 'Set-Cookie': await signInIntentCookie(back, 'save-search') }))}`
		const saved = await responseOf(run(saveSearchPage.loader, getRequest(back, { cookie: chosen })))
		expect(saved.headers.get('Location')).toBe('/saved')
		expect(await savedSearchesOf(user.id)).toEqual([
			expect.objectContaining({ name: 'Furnished', query: 'type=sale&furnished=true', frequency: 'instant' }),
		])
	})

	test(`at most ${MAX_SAVED_SEARCHES} searches per account, with a clear message`, async () => {
		const { user, cookie } = await member('limit')
		for (let index = 0; index < MAX_SAVED_SEARCHES; index++)
			await saveSearch(user.id, { name: `Search ${index}`, query: `minPrice=${index}`, frequency: 'daily' })
		const refused = await responseOf(
			run(saveApi.action, jsonRequest('/api/search/save', { query: 'minPrice=999', frequency: 'daily' }, { cookie })),
		)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ success: false, statusCode: 400, message: TOO_MANY_SEARCHES })
		// Saving one of the fifty again is no new search.
		const again = await responseOf(
			run(saveApi.action, jsonRequest('/api/search/save', { query: 'minPrice=3', frequency: 'weekly' }, { cookie })),
		)
		expect(again.status).toBe(201)
		expect(await savedSearchesOf(user.id)).toHaveLength(MAX_SAVED_SEARCHES)
		// The page says so on /saved.
		const page = await saveFromPage({ query: 'minPrice=1000' }, cookie)
		const saved = unwrap<{ flash: { message: string } }>(
			await run(
				savedPage.loader,
				getRequest('/saved', { cookie: `${cookie}; ${page.headers.get('Set-Cookie')!.split(';')[0]}` }),
			),
		)
		expect(saved.data.flash.message).toBe(TOO_MANY_SEARCHES)
	})
})

describe('/saved', () => {
	test('lists the searches with their new homes since last seen, changes the frequency and deletes', async () => {
		const { user, cookie } = await member('savedpage')
		const empty = unwrap<{ searches: unknown[] }>(await run(savedPage.loader, getRequest('/saved', { cookie })))
		expect(empty.data.searches).toEqual([])

		const word = uniqueWord()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'daily' })
		await listing(word)
		await listing(word)
		const page = unwrap<{ searches: Array<{ id: string; name: string; newMatches: string }> }>(
			await run(savedPage.loader, getRequest('/saved', { cookie })),
		)
		expect(page.data.searches).toEqual([
			expect.objectContaining({ id: search.id, name: word, newMatches: '2 new homes since you last looked' }),
		])

		const opened = await responseOf(
			run(savedSearchRoute.loader, getRequest(`/saved/searches/${search.id}`, { cookie }), { id: search.id }),
		)
		expect(opened.headers.get('Location')).toBe(`/search?searchTerm=${word}`)
		const seen = unwrap<{ searches: Array<{ newMatches: string }> }>(
			await run(savedPage.loader, getRequest('/saved', { cookie })),
		)
		expect(seen.data.searches[0]!.newMatches).toBe('No new homes since you last looked')

		const post = (fields: Record<string, string>, who = cookie) =>
			responseOf(
				run(savedSearchRoute.action, formRequest(`/saved/searches/${search.id}`, fields, { cookie: who }), {
					id: search.id,
				}),
			)
		expect((await post({ intent: 'frequency', frequency: 'instant' })).status).toBe(302)
		expect((await savedSearchesOf(user.id))[0]!.frequency).toBe('instant')
		const stranger = await member('stranger')
		expect((await post({ intent: 'delete' }, stranger.cookie)).status).toBe(404)
		expect((await post({ intent: 'delete' })).status).toBe(302)
		expect(await savedSearchesOf(user.id)).toEqual([])
	})
})

describe('alerts', () => {
	test('a new listing matching an instant search is mailed with exactly what /search shows, once', async () => {
		const { user } = await member('instant')
		const word = uniqueWord()
		const query = `searchTerm=${word}&type=rent&maxPrice=2000`
		await saveSearch(user.id, { name: `Flats ${word}`, query, frequency: 'instant' })
		const match = await listing(word, { regularPrice: 1800 })
		await listing(word, { regularPrice: 2500 })
		await listing(word, { type: 'sale', regularPrice: 1500 })
		await listing(word, { regularPrice: 1500, status: 'withdrawn' })
		await runSearchAlerts()

		const [mail] = await mailsWith(user.email, 1)
		expect(mail!.subject).toBe(`1 new home for “Flats ${word}”`)
		expect(mail!.text).toContain(`https://homestead.example/listing/${match.id}`)
		expect(mail!.text).toContain('$1,800 / month')
		expect(mail!.text).toContain('1 bed · 1 bath')
		expect(mail!.html).toContain('<img src=')
		unsubscribeLink(mail!)
		// The same homes as the search page.
		const shown = await searchListings(savedQueryFilters(query))
		expect(shown.listings.map((each) => each.id)).toEqual([match.id])

		// A change to a home already mailed is not mailed again; the next new home is, alone.
		const db = await getDb()
		await db.update(listings).set({ regularPrice: 1700 }).where(eq(listings.id, match.id))
		await runSearchAlerts()
		const next = await listing(word, { regularPrice: 1900 })
		await runSearchAlerts()
		const mails = await mailsWith(user.email, 2)
		expect(mails).toHaveLength(2)
		expect(mails[1]!.text).toContain(`/listing/${next.id}`)
		expect(mails[1]!.text).not.toContain(`/listing/${match.id}`)
	})

	test('an existing listing that comes to match is mailed: a price drop into range, a status back to active', async () => {
		const { user } = await member('comestomatch')
		const word = uniqueWord()
		const { search } = await saveSearch(user.id, {
			name: word,
			query: `searchTerm=${word}&maxPrice=2000`,
			frequency: 'instant',
		})
		const dear = await listing(word, { regularPrice: 2600 })
		const away = await listing(word, { regularPrice: 1200, status: 'withdrawn' })
		await runSearchAlerts()
		const db = await getDb()
		expect(await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, search.id))).toEqual([])

		await db.update(listings).set({ regularPrice: 1950 }).where(eq(listings.id, dear.id))
		await setListingStatus(away, 'active')
		await runSearchAlerts()
		const mails = await mailsWith(user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe(`2 new homes for “${word}”`)
		expect(mail!.text).toContain(`/listing/${dear.id}`)
		expect(mail!.text).toContain(`/listing/${away.id}`)
	})

	test('a home the search showed when it was saved is not mailed after an edit that leaves it matching', async () => {
		const { user } = await member('shownbefore')
		const word = uniqueWord()
		const shown = await listing(word)
		const elsewhere = await listing(uniqueWord())
		await runSearchAlerts()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'instant' })

		const db = await getDb()
		// A new description: the home matched before and still does. Another home is renamed into the search.
		await db.update(listings).set({ description: 'Freshly painted throughout.' }).where(eq(listings.id, shown.id))
		await db
			.update(listings)
			.set({ name: `Loft ${word}` })
			.where(eq(listings.id, elsewhere.id))
		await runSearchAlerts()
		const matched = await db
			.select({ listingId: searchAlertMatches.listingId })
			.from(searchAlertMatches)
			.where(eq(searchAlertMatches.searchId, search.id))
		expect(matched).toEqual([{ listingId: elsewhere.id }])
		const mails = await mailsWith(user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe(`1 new home for “${word}”`)
		expect(mail!.text).toContain(`/listing/${elsewhere.id}`)
		expect(mail!.text).not.toContain(`/listing/${shown.id}`)
	})

	test('daily and weekly searches get one digest with every match since the last', async () => {
		const { user } = await member('digest')
		const word = uniqueWord()
		await saveSearch(user.id, { name: `Daily ${word}`, query: `searchTerm=${word}`, frequency: 'daily' })
		const homes = await createListings(
			Array.from({ length: 55 }, (_, index) => ({
				userRef: owner?.id,
				name: `Digest home ${index} ${word}`,
				regularPrice: 1000 + index,
			})),
		)
		await runSearchAlerts()
		const db = await getDb()
		const matches = await db
			.select()
			.from(searchAlertMatches)
			.innerJoin(savedSearches, eq(savedSearches.id, searchAlertMatches.searchId))
			.where(eq(savedSearches.userId, user.id))
		expect(matches).toHaveLength(55)
		expect(matches.every((row) => row.search_alert_matches.mailedAt === null)).toBe(true)

		const unmailed = async () =>
			(
				await db
					.select()
					.from(searchAlertMatches)
					.innerJoin(savedSearches, eq(savedSearches.id, searchAlertMatches.searchId))
					.where(eq(savedSearches.userId, user.id))
			).filter((row) => row.search_alert_matches.mailedAt === null).length
		await sendSearchDigests('weekly')
		expect(await unmailed()).toBe(55)
		await sendSearchDigests('daily')
		expect(await unmailed()).toBe(0)
		const mails = await mailsWith(user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe(`55 new homes for “Daily ${word}”`)
		const linked = homes.filter((home) => mail!.text!.includes(`/listing/${home.id}`))
		expect(linked).toHaveLength(50)
		expect(mail!.text).toContain('And 5 more.')
		expect(mail!.text).toContain(`See all 55 on Homestead:\nhttps://homestead.example/search?searchTerm=${word}`)
	})

	test('a home that left the market before the digest waits, and is mailed if it comes back', async () => {
		const { user } = await member('leftmarket')
		const word = uniqueWord()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'weekly' })
		const home = await listing(word)
		await runSearchAlerts()
		await setListingStatus(home, 'withdrawn')
		await sendSearchDigests('weekly')
		const db = await getDb()
		const pair = () => db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, search.id))
		expect(await pair()).toEqual([expect.objectContaining({ listingId: home.id, mailedAt: null })])

		await setListingStatus(home, 'active')
		await sendSearchDigests('weekly')
		const [mail] = await mailsWith(user.email, 1)
		expect(mail!.text).toContain(`/listing/${home.id}`)
		expect((await pair())[0]!.mailedAt).not.toBeNull()
	})

	test('only verified addresses are mailed', async () => {
		const { user } = await member('unverified', { verified: false })
		const word = uniqueWord()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'instant' })
		await listing(word)
		await runSearchAlerts()
		const db = await getDb()
		expect(await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, search.id))).toEqual([])
	})

	test('a match recorded while the address was verified waits while a new address is unverified, and is mailed once it is verified', async () => {
		const { user } = await member('becameunverified')
		const word = uniqueWord()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'daily' })
		const home = await listing(word)
		await runSearchAlerts()
		const db = await getDb()
		const pair = () => db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, search.id))
		expect(await pair()).toEqual([expect.objectContaining({ listingId: home.id, mailedAt: null })])

		const newAddress = `moved-${word}@example.com`
		await updateUser(user.id, { email: newAddress })
		await sendSearchDigests('daily')
		await delivery.allSent()
		const toEither = delivery
			.received()
			.filter((mail) => mail.envelopeTo.includes(newAddress) || mail.envelopeTo.includes(user.email))
		expect(toEither).toEqual([])
		expect(await pair()).toEqual([expect.objectContaining({ listingId: home.id, mailedAt: null })])

		await markEmailVerified(user.id, newAddress)
		await sendSearchDigests('daily')
		const mails = await mailsWith(newAddress, 1)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain(`/listing/${home.id}`)
	})

	test('a home that changed just before the search was saved is not mailed for it; one that changed just after is', async () => {
		const { user } = await member('savedjustafter')
		const word = uniqueWord()
		// Changes the alert job has not looked at yet (it runs every minute): a new home and a renamed one.
		const newBefore = await listing(word)
		const renamedBefore = await listing(uniqueWord())
		const db = await getDb()
		await db
			.update(listings)
			.set({ name: `Loft ${word}` })
			.where(eq(listings.id, renamedBefore.id))
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'instant' })
		const newAfter = await listing(word)
		await runSearchAlerts()

		const matched = await db
			.select({ listingId: searchAlertMatches.listingId })
			.from(searchAlertMatches)
			.where(eq(searchAlertMatches.searchId, search.id))
		expect(matched).toEqual([{ listingId: newAfter.id }])
		const mails = await mailsWith(user.email, 1)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain(`/listing/${newAfter.id}`)
		expect(mails[0]!.text).not.toContain(`/listing/${newBefore.id}`)
		expect(mails[0]!.text).not.toContain(`/listing/${renamedBefore.id}`)
	})

	test('saved homes: a price drop and a status change are mailed to everyone who saved it', async () => {
		const seeker = await member('pricedrop')
		const unverified = await member('pricedropunverified', { verified: false })
		const home = await listing(uniqueWord(), { regularPrice: 2000 })
		await saveListing(seeker.user.id, home)
		await saveListing(unverified.user.id, home)
		const db = await getDb()
		await db.update(listings).set({ regularPrice: 1800 }).where(eq(listings.id, home.id))
		await runSearchAlerts()
		const [drop] = await mailsWith(seeker.user.email, 1)
		expect(drop!.text).toContain('The price fell from $2,000 to $1,800.')
		expect(drop!.text).toContain(`https://homestead.example/listing/${home.id}`)
		const unsubscribePath = unsubscribeLink(drop!)

		await setListingStatus(home, 'under_offer')
		await runSearchAlerts()
		const mails = await mailsWith(seeker.user.email, 2)
		expect(mails[1]!.text).toContain('It is now under offer.')
		await db.update(listings).set({ regularPrice: 1700, status: 'active' }).where(eq(listings.id, home.id))
		await runSearchAlerts()
		// Each change is mailed once, although the job's own worker runs alongside these calls.
		const sent = await mailsWith(seeker.user.email, 3)
		expect(sent.map((mail) => mail.subject).sort()).toEqual(
			[
				`${home.name}: the price fell from $2,000 to $1,800`,
				`${home.name}: it is now under offer`,
				`${home.name}: the price fell from $1,800 to $1,700; it is now available`,
			].sort(),
		)
		expect(sent.map((mail) => mail.text).join()).toContain('The price fell from $1,800 to $1,700. It is now available.')
		expect(delivery.received().filter((mail) => mail.envelopeTo.includes(unverified.user.email))).toEqual([])

		// The link of a saved home's mail turns off mails about that home, and only by POST.
		const opened = unwrap<{ found: { state: string; what: string } }>(
			await run(unsubscribePage.loader, getRequest(unsubscribePath)),
		)
		expect(opened.data.found).toEqual({ state: 'ready', what: `mails about “${home.name}”` })
		const done = unwrap<{ done: { state: string } }>(
			await run(
				unsubscribePage.action,
				new Request(`http://localhost${unsubscribePath}`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
					body: 'List-Unsubscribe=One-Click',
				}),
			),
		)
		expect(done.data.done.state).toBe('ready')
		const [row] = await db
			.select()
			.from(savedListings)
			.where(and(eq(savedListings.userId, seeker.user.id), eq(savedListings.listingId, home.id)))
		expect(row!.alertsOn).toBe(false)
	})

	test('runs of the job at the same time mail a change once', async () => {
		const seeker = await member('twice')
		const home = await listing(uniqueWord(), { regularPrice: 3000 })
		await saveListing(seeker.user.id, home)
		const db = await getDb()
		await db.update(listings).set({ regularPrice: 2500 }).where(eq(listings.id, home.id))
		// The job's own worker may take the change too; between them all, one mail.
		const runs = await Promise.all([runSearchAlerts(), runSearchAlerts(), runSearchAlerts()])
		expect(runs.reduce((sum, run) => sum + run.homeMails, 0)).toBeLessThanOrEqual(1)
		const mails = await mailsWith(seeker.user.email, 1)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail!.subject).toBe(`${home.name}: the price fell from $3,000 to $2,500`)
	})
})

describe('unsubscribing', () => {
	async function alertMail(prefix: string) {
		const { user } = await member(prefix)
		const word = uniqueWord()
		const { search } = await saveSearch(user.id, { name: word, query: `searchTerm=${word}`, frequency: 'instant' })
		await listing(word)
		await runSearchAlerts()
		const [mail] = await mailsWith(user.email, 1)
		return { user, search, path: unsubscribeLink(mail!) }
	}
	const alertsOn = async (id: string) => {
		const db = await getDb()
		return (await db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.alertsOn
	}
	const open = (path: string) =>
		run(unsubscribePage.loader, getRequest(path)).then((result) =>
			unwrap<{ found: { state: string; what?: string } }>(result),
		)
	const oneClick = (path: string) =>
		run(
			unsubscribePage.action,
			new Request(`http://localhost${path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'List-Unsubscribe=One-Click',
			}),
		).then((result) => unwrap<{ done: { state: string } }>(result))

	test('opening the link only shows a button; the one-click POST turns the alert off; using it again changes nothing', async () => {
		const { search, path } = await alertMail('unsub')
		const page = await open(path)
		expect(page.status).toBe(200)
		expect(page.data.found).toEqual({ state: 'ready', what: `alerts for “${search.name}”` })
		expect(await alertsOn(search.id)).toBe(true)

		const done = await oneClick(path)
		expect(done.status).toBe(200)
		expect(done.data.done.state).toBe('ready')
		expect(await alertsOn(search.id)).toBe(false)

		const reused = await oneClick(path)
		expect(reused.status).toBe(400)
		expect(reused.data.done.state).toBe('already')
	})

	test('a forged token or a deleted search changes nothing and says so', async () => {
		const { user, search, path } = await alertMail('forged')
		const forged = path.replace(/token=[^&]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
		const refused = await oneClick(forged)
		expect(refused.status).toBe(400)
		expect(refused.data.done.state).toBe('invalid')
		expect(await alertsOn(search.id)).toBe(true)

		const db = await getDb()
		await db.delete(savedSearches).where(eq(savedSearches.userId, user.id))
		const gone = await oneClick(path)
		expect(gone.status).toBe(404)
		expect((await open(path)).status).toBe(404)
	})

	test('a saved home’s link is checked by its token: a forged one, or another home’s, changes nothing', async () => {
		const seeker = await member('homeforged')
		const home = await listing(uniqueWord(), { regularPrice: 2000 })
		const other = await listing(uniqueWord(), { regularPrice: 2000 })
		await saveListing(seeker.user.id, home)
		await saveListing(seeker.user.id, other)
		const db = await getDb()
		await db
			.update(listings)
			.set({ regularPrice: 1800 })
			.where(inArray(listings.id, [home.id, other.id]))
		await runSearchAlerts()
		const mails = await mailsWith(seeker.user.email, 2)
		const linkAbout = (id: string) => unsubscribeLink(mails.find((mail) => mail.text!.includes(`/listing/${id}`))!)
		const path = linkAbout(home.id)
		const otherToken = new URL(linkAbout(other.id), 'http://localhost').searchParams.get('token')!
		const homeAlertsOn = async () => {
			const [row] = await db
				.select()
				.from(savedListings)
				.where(and(eq(savedListings.userId, seeker.user.id), eq(savedListings.listingId, home.id)))
			return row!.alertsOn
		}

		const forged = path.replace(/token=[^&]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
		const anotherHomes = path.replace(/token=[^&]+/, `token=${encodeURIComponent(otherToken)}`)
		for (const bad of [forged, anotherHomes]) {
			const page = await open(bad)
			expect(page.status).toBe(400)
			expect(page.data.found).toEqual({ state: 'invalid' })
			const refused = await oneClick(bad)
			expect(refused.status).toBe(400)
			expect(refused.data.done.state).toBe('invalid')
		}
		expect(await homeAlertsOn()).toBe(true)
		// The link as mailed still works.
		expect((await oneClick(path)).data.done.state).toBe('ready')
		expect(await homeAlertsOn()).toBe(false)
	})

	test('a frequency chosen again turns alerts back on and retires the old link', async () => {
		const { user, search, path } = await alertMail('resubscribe')
		await oneClick(path)
		await updateSavedSearch(user.id, search.id, { frequency: 'daily' })
		expect(await alertsOn(search.id)).toBe(true)
		const old = await oneClick(path)
		expect(old.status).toBe(400)
		expect(await alertsOn(search.id)).toBe(true)
	})
})

describe('the one-click POST over HTTP', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer()
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test('a mail provider posts from anywhere: no origin check, the token decides (here: nothing to unsubscribe)', async () => {
		const path = '/alerts/unsubscribe?search=6f1c2a52-8a43-4c52-9c43-3f0d3b1b9a11&token=forged'
		const urlencoded = await fetch(server.url + path, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
			body: 'List-Unsubscribe=One-Click',
		})
		expect(urlencoded.status).toBe(404)
		expect(await urlencoded.text()).toContain('There is nothing to unsubscribe from')
		const form = new FormData()
		form.set('List-Unsubscribe', 'One-Click')
		const multipart = await fetch(server.url + path, {
			method: 'POST',
			headers: { Origin: 'https://mail.example', 'Sec-Fetch-Site': 'cross-site' },
			body: form,
		})
		expect(multipart.status).toBe(404)
		// Every other form post from another site is still refused.
		const elsewhere = await fetch(server.url + '/search/save', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
			body: 'query=type%3Drent',
		})
		expect(elsewhere.status).toBe(403)
	})
})

describe('alerts without an account', () => {
	test('an e-mail address alone: a confirmation mail starts the alert (double opt-in), unsubscribing as for members', async () => {
		const email = `visitor-${uniqueWord()}@example.com`
		const word = uniqueWord()
		const sent = unwrap<{ sent: boolean }>(
			await run(
				saveSearchPage.action,
				formRequest('/search/save', { query: `searchTerm=${word}`, email, frequency: 'daily' }),
			),
		)
		expect(sent.data.sent).toBe(true)
		const [confirmation] = await mailsWith(email, 1)
		expect(confirmation!.subject).toBe(`Confirm your Homestead alert: Rent or sale · "${word}"`)
		const link = /https:\/\/homestead\.example(\/alerts\/confirm\?[^\s]+)/.exec(confirmation!.text!)![1]!

		// Nothing is matched for an address not yet confirmed.
		await listing(word)
		await runSearchAlerts()
		const db = await getDb()
		const [alert] = await db.select().from(savedSearches).where(eq(savedSearches.email, email))
		expect(alert!.confirmedAt).toBeNull()
		expect(await db.select().from(searchAlertMatches).where(eq(searchAlertMatches.searchId, alert!.id))).toEqual([])

		const page = unwrap<{ found: { state: string } }>(await run(confirmPage.loader, getRequest(link)))
		expect(page.data.found.state).toBe('ready')
		const params = new URL(link, 'http://localhost').searchParams
		const forged = unwrap<{ done: { state: string } }>(
			await run(confirmPage.action, formRequest('/alerts/confirm', { search: alert!.id, token: 'forged' })),
		)
		expect(forged.status).toBe(400)
		const started = unwrap<{ done: { state: string } }>(
			await run(
				confirmPage.action,
				formRequest('/alerts/confirm', { search: params.get('search')!, token: params.get('token')! }),
			),
		)
		expect(started.data.done.state).toBe('ready')

		const home = await listing(word)
		await runSearchAlerts()
		await sendSearchDigests('daily')
		const mails = await mailsWith(email, 2)
		expect(mails[1]!.text).toContain(`/listing/${home.id}`)
		unsubscribeLink(mails[1]!)
	})

	test('one e-mail address is sent at most 5 confirmations an hour, from however many client addresses', async () => {
		// docs/product.md: 5 requests per e-mail, 20 per address, per hour.
		const limit = 5
		const email = `popular-${uniqueWord()}@example.com`
		const ask = async (index: number) =>
			unwrap<{ sent: boolean; message: string }>(
				await saveSearchPage.action({
					request: formRequest('/search/save', { query: `searchTerm=${uniqueWord()}`, email, frequency: 'daily' }),
					params: {},
					context: context(`198.51.100.${index + 1}`),
				}),
			)
		for (let index = 0; index < limit; index++) {
			const answer = await ask(index)
			expect(answer.status).toBe(200)
			expect(answer.data.sent).toBe(true)
		}
		const refused = await ask(limit)
		expect(refused.status).toBe(429)
		expect(refused.data).toMatchObject({ sent: false, message: 'Too many attempts, try again later' })

		expect(await mailsWith(email, limit)).toHaveLength(limit)
		const db = await getDb()
		expect(await db.select().from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(limit)
	})

	test('a bot that fills the honeypot gets the same answer and no mail is queued', async () => {
		const email = `bot-${uniqueWord()}@example.com`
		const answer = unwrap<{ sent: boolean }>(
			await run(
				saveSearchPage.action,
				formRequest('/search/save', { query: 'type=rent', email, [HONEYPOT_FIELD]: 'http://spam.example' }),
			),
		)
		expect(answer.data.sent).toBe(true)
		const db = await getDb()
		expect(await db.select().from(savedSearches).where(eq(savedSearches.email, email))).toEqual([])
	})

	test('a wrong address is refused with the message on the field, what was typed and the search, to show the form again', async () => {
		const answer = unwrap<{ sent: boolean; message: string; field: string | null; email: string; search: unknown }>(
			await run(saveSearchPage.action, formRequest('/search/save', { query: 'type=rent', email: 'a@b' })),
		)
		expect(answer.status).toBe(400)
		expect(answer.data).toMatchObject({
			sent: false,
			message: 'Enter a valid e-mail address',
			field: 'email',
			email: 'a@b',
			search: { query: 'type=rent', summary: 'Rent' },
		})
	})
})

describe('JSON API', () => {
	const api = {
		list: (cookie?: string) => responseOf(run(searchesApi.loader, getRequest('/api/user/searches', { cookie }))),
		save: (body: unknown, cookie?: string) =>
			responseOf(run(saveApi.action, jsonRequest('/api/search/save', body, { cookie }))),
		update: (id: string, body: unknown, cookie?: string) =>
			responseOf(run(updateApi.action, jsonRequest(`/api/search/update/${id}`, body, { cookie }), { id })),
		remove: (id: string, cookie?: string) =>
			responseOf(
				run(deleteApi.action, jsonRequest(`/api/search/delete/${id}`, undefined, { method: 'DELETE', cookie }), { id }),
			),
	}

	test('save, list, update and delete a search', async () => {
		const { cookie } = await member('api')
		const created = await api.save({ query: { type: 'rent', parking: 'true', sort: 'regularPrice' } }, cookie)
		expect(created.status).toBe(201)
		const search = (await created.json()) as Record<string, unknown>
		expect(search).toMatchObject({ name: 'Rent · parking', query: 'type=rent&parking=true', frequency: 'daily' })
		expect(Object.keys(search)).toEqual(expect.arrayContaining(['_id', 'name', 'query', 'frequency', 'createdAt']))

		const same = await api.save({ query: 'parking=true&type=rent', frequency: 'instant' }, cookie)
		expect(((await same.json()) as { _id: string })._id).toBe(search._id)

		const listed = (await (await api.list(cookie)).json()) as Array<{ _id: string; frequency: string }>
		expect(listed).toEqual([expect.objectContaining({ _id: search._id, frequency: 'instant' })])

		const updated = await api.update(String(search._id), { name: 'Near the park', frequency: 'weekly' }, cookie)
		expect(updated.status).toBe(200)
		expect(await updated.json()).toMatchObject({ name: 'Near the park', frequency: 'weekly' })

		expect((await api.remove(String(search._id), cookie)).status).toBe(200)
		expect(await (await api.list(cookie)).json()).toEqual([])
	})

	test('bad input is a 400 with the schema message; another member’s search a 404; no session a 401', async () => {
		const { cookie } = await member('apibad')
		const castle = await api.save({ query: 'type=castle', frequency: 'daily' }, cookie)
		expect(castle.status).toBe(400)
		expect(await castle.json()).toEqual({ success: false, statusCode: 400, message: 'type must be all, rent or sale' })
		const hourly = await api.save({ query: 'type=rent', frequency: 'hourly' }, cookie)
		expect(hourly.status).toBe(400)
		expect(((await hourly.json()) as { message: string }).message).toBe('frequency must be instant, daily or weekly')

		const other = await member('apiother')
		const { search } = await saveSearch(other.user.id, { name: 'Theirs', query: 'type=sale', frequency: 'daily' })
		expect((await api.update(search.id, { frequency: 'weekly' }, cookie)).status).toBe(404)
		expect((await api.remove(search.id, cookie)).status).toBe(404)
		expect((await api.update(search.id, { frequency: 'hourly' }, other.cookie)).status).toBe(400)
		expect((await api.list()).status).toBe(401)
	})

	test('a missing, empty or mistyped field is a 400 in words, never a 500; a name is kept on one line', async () => {
		const { cookie } = await member('apiodd')
		const message = async (answer: Promise<Response>) => {
			const response = await answer
			return { status: response.status, message: ((await response.json()) as { message: string }).message }
		}
		expect(await message(api.save({}, cookie))).toEqual({ status: 400, message: 'query is required' })
		expect(await message(api.save({ query: null }, cookie))).toEqual({ status: 400, message: 'query is required' })
		expect(await message(api.save({ query: 'type=rent', name: 123 }, cookie))).toEqual({
			status: 400,
			message: 'The name must be text',
		})
		// A filter given as a list or an object would otherwise vanish and widen the search to every home.
		expect(await message(api.save({ query: { type: ['rent', 'sale'] } }, cookie))).toEqual({
			status: 400,
			message: 'type must be text',
		})
		expect(await message(api.save({ query: { searchTerm: { a: 1 } } }, cookie))).toEqual({
			status: 400,
			message: 'searchTerm must be text',
		})
		expect(await message(api.save({ query: 'maxPrice=0x7D0' }, cookie))).toEqual({
			status: 400,
			message: 'maxPrice must be a number',
		})

		const created = await api.save({ query: 'type=rent', name: 'a\u0000b\u0007c\n d' }, cookie)
		expect(created.status).toBe(201)
		const search = (await created.json()) as { _id: string; name: string }
		expect(search.name).toBe('a b c d')

		for (const body of [{}, { name: '' }, { name: '   ' }, { query: 'type=sale' }]) {
			expect(await message(api.update(search._id, body, cookie))).toEqual({
				status: 400,
				message: 'Give a new name or a frequency',
			})
		}
		expect(await message(api.update(search._id, { name: null }, cookie))).toEqual({
			status: 400,
			message: 'The name must be text',
		})
		const renamed = await api.update(search._id, { name: '\u0000Garden\u0001flat' }, cookie)
		expect(renamed.status).toBe(200)
		expect(((await renamed.json()) as { name: string }).name).toBe('Garden flat')
	})
})
