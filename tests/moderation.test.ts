// The checks before publication at their edges (each setting passed explicitly, as the README names
// them), what a held listing never reaches (search, alerts), the administrators' mail, the audit log's
// guarantee and `npm run admin`'s signed request. The pages and the API as each kind of person meets
// them are in tests/pages/moderation.test.ts.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { auditLog, type Listing, listings, type NewListing, type User, users } from '~/db/schema'
import { deleteListing } from '~/models/listing.server'
import { sendToListingOwner } from '~/models/message.server'
import { openCase, openCaseOf } from '~/models/moderation.server'
import { saveSearch } from '~/models/saved-search.server'
import { searchListings } from '~/models/search.server'
import { getUserById, markAccountDeleted, markEmailVerified, restoreDeletedAccount } from '~/models/user.server'
import * as grantsApi from '~/routes/api+/admin.grants'
import { searchParamsSchema } from '~/schemas/search'
import { createOwnListing } from '~/services/own-listings.server'
import { runSearchAlerts } from '~/services/search-alerts.server'
import {
	approveListing,
	askForReview,
	checkAndHold,
	checkListing,
	type Holds,
	isAdministrator,
	readCasePhotos,
	readQueue,
	reportConversation,
	reportListing,
	restoreMember,
	suspendMember,
} from '~/services/trust-and-safety.server'
import { ADMIN_COMMAND_HEADER, signAdminCommand } from '~/utils/admin-command.server'
import { createListings, createUser } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { jsonRequest, responseOf, run } from './support/requests'

const delivery = await deliverMailToSink()

/** Every check on, at the README's defaults. */
const HOLDS: Holds = { newAccountListings: 3, priceRatio: 0.5, reports: 3, photoDistance: 6 }
const HOUR = 60 * 60 * 1000

/** A place of its own for each test (somewhere in the southern ocean), so no other test's homes are near. */
function aPlace() {
	return { latitude: -50 + Math.random() * 10, longitude: -150 + Math.random() * 60 }
}

/** An owner whose account is `ageHours` old. */
const anOwner = (ageHours = 24 * 30) => createUser({ createdAt: new Date(Date.now() - ageHours * HOUR) })

async function listingOf(owner: User, values: Partial<NewListing> = {}) {
	const [listing] = await createListings([{ userRef: owner.id, ...values }])
	return listing!
}

describe('price_outlier: below HOLD_PRICE_RATIO of the median of 5 comparable homes within 25 km, or far below farther ones', () => {
	async function neighbourhood(count: number, values: Partial<NewListing> = {}) {
		const place = aPlace()
		const neighbour = await anOwner()
		// Prices 1000, 1100, … : the median of five is 1200.
		await createListings(
			Array.from({ length: count }, (_, index) => ({
				userRef: neighbour.id,
				type: 'rent' as const,
				bedrooms: 2,
				regularPrice: 1000 + index * 100,
				...place,
				...values,
			})),
		)
		return place
	}

	test('half the median is not held; a dollar less is', async () => {
		const place = await neighbourhood(5)
		const owner = await anOwner()
		// Held themselves, neither counts as the other's comparable home.
		const atHalf = await listingOf(owner, {
			type: 'rent',
			bedrooms: 2,
			regularPrice: 600,
			moderation: 'pending',
			...place,
		})
		expect((await checkListing(atHalf, owner, HOLDS)).reasons).toEqual([])
		const below = await listingOf(owner, {
			type: 'rent',
			bedrooms: 2,
			regularPrice: 599,
			moderation: 'pending',
			...place,
		})
		const found = await checkListing(below, owner, HOLDS)
		expect(found.reasons).toEqual(['price_outlier'])
		expect(found.evidence.price_outlier).toMatchObject({
			price: 599,
			median: 1200,
			homes: 5,
			radiusKm: 25,
			prices: [1000, 1100, 1200, 1300, 1400],
		})
	})

	test('with fewer than 5 within 25 km, the 5 nearest judge, and only a price far below them is held', async () => {
		// Somewhere no other test puts homes (the Arctic): four close by, a fifth 60 km off.
		const place = { latitude: 70 + Math.random() * 5, longitude: Math.random() * 60 }
		const neighbour = await anOwner()
		await createListings([
			...[1000, 1100, 1200, 1300].map((regularPrice) => ({
				userRef: neighbour.id,
				type: 'rent' as const,
				bedrooms: 2,
				regularPrice,
				...place,
			})),
			{
				userRef: neighbour.id,
				type: 'rent',
				bedrooms: 2,
				regularPrice: 1400,
				...place,
				latitude: place.latitude + 0.54,
			},
		])
		const owner = await anOwner()
		// Against homes farther away, half of HOLD_PRICE_RATIO: a quarter of the median of 1200 (300) is not held.
		const atQuarter = await listingOf(owner, {
			type: 'rent',
			bedrooms: 2,
			regularPrice: 300,
			moderation: 'pending',
			...place,
		})
		expect((await checkListing(atQuarter, owner, HOLDS)).reasons).toEqual([])
		const below = await listingOf(owner, {
			type: 'rent',
			bedrooms: 2,
			regularPrice: 299,
			moderation: 'pending',
			...place,
		})
		const found = await checkListing(below, owner, HOLDS)
		expect(found.reasons).toEqual(['price_outlier'])
		expect(found.evidence.price_outlier).toMatchObject({ within: 'nearest', median: 1200, homes: 5, radiusKm: 61 })
	})

	test('a listing without a position is compared with the homes of its address’s town', async () => {
		// Seattle's centre in the bundled place list, and homes around it.
		const seattle = { latitude: 47.60621, longitude: -122.33207 }
		const neighbour = await anOwner()
		await createListings(
			[2000, 2100, 2200, 2300, 2400].map((regularPrice, index) => ({
				userRef: neighbour.id,
				type: 'rent' as const,
				bedrooms: 1,
				regularPrice,
				latitude: seattle.latitude + index * 0.01,
				longitude: seattle.longitude,
			})),
		)
		const owner = await anOwner()
		const unplaced = {
			type: 'rent' as const,
			bedrooms: 1,
			address: '1200 Pike Street, Seattle, WA',
			latitude: null,
			longitude: null,
		}
		const fair = await listingOf(owner, { ...unplaced, regularPrice: 1100, moderation: 'pending' })
		expect((await checkListing(fair, owner, HOLDS)).reasons).toEqual([])
		const cheap = await listingOf(owner, { ...unplaced, regularPrice: 300, moderation: 'pending' })
		const found = await checkListing(cheap, owner, HOLDS)
		expect(found.reasons).toEqual(['price_outlier'])
		expect(found.evidence.price_outlier).toMatchObject({
			within: 'nearby',
			town: 'Seattle, WA',
			median: 2200,
			homes: 5,
		})
	})

	test('a listing that cannot be placed is compared with the site’s homes like it, far below only', async () => {
		const owner = await anOwner()
		// Homes like it somewhere; the site's median for 7 bedrooms for sale is then 900,000.
		await createListings(
			[800_000, 850_000, 900_000, 950_000, 1_000_000].map((regularPrice) => ({
				userRef: owner.id,
				type: 'sale' as const,
				bedrooms: 7,
				regularPrice,
				...aPlace(),
			})),
		)
		const nowhere = { type: 'sale' as const, bedrooms: 7, address: 'Qxzvb Wqkdj', latitude: null, longitude: null }
		const atQuarter = await listingOf(owner, { ...nowhere, regularPrice: 225_000, moderation: 'pending' })
		expect((await checkListing(atQuarter, owner, HOLDS)).reasons).toEqual([])
		const cheap = await listingOf(owner, { ...nowhere, regularPrice: 224_999, moderation: 'pending' })
		const found = await checkListing(cheap, owner, HOLDS)
		expect(found.reasons).toEqual(['price_outlier'])
		expect(found.evidence.price_outlier).toMatchObject({ within: 'site', median: 900_000 })
	})

	test('only homes of the same kind, one bedroom either side, within 25 km compare as its neighbours', async () => {
		const place = await neighbourhood(5)
		const owner = await anOwner()
		// A third of the median: held by its neighbours, not by homes farther away (held only far below).
		const cheap = { type: 'rent' as const, bedrooms: 2, regularPrice: 400, moderation: 'pending' as const }
		// Three bedrooms compares with two (one either side); four does not, and a sale never compares with rents.
		const threeBeds = await listingOf(owner, { ...cheap, bedrooms: 3, ...place })
		expect((await checkListing(threeBeds, owner, HOLDS)).evidence.price_outlier).toMatchObject({
			within: 'nearby',
			homes: 5,
		})
		const fourBeds = await listingOf(owner, { ...cheap, bedrooms: 4, ...place })
		expect((await checkListing(fourBeds, owner, HOLDS)).reasons).toEqual([])
		const sale = await listingOf(owner, { ...cheap, type: 'sale', ...place })
		expect((await checkListing(sale, owner, HOLDS)).reasons).toEqual([])
		// About 27 km north (0.243° of latitude): the same five are the nearest, and only far below them holds.
		const north = { latitude: place.latitude + 0.243, longitude: place.longitude }
		const far = await listingOf(owner, { ...cheap, ...north })
		expect((await checkListing(far, owner, HOLDS)).reasons).toEqual([])
		const farBelow = await listingOf(owner, { ...cheap, regularPrice: 250, ...north })
		expect((await checkListing(farBelow, owner, HOLDS)).evidence.price_outlier).toMatchObject({
			within: 'nearest',
			homes: 5,
			radiusKm: 28,
		})
	})

	test('homes others cannot see do not count, and a ratio of 0 turns the check off', async () => {
		const place = await neighbourhood(5, { moderation: 'pending' })
		const owner = await anOwner()
		const cheap = await listingOf(owner, { type: 'rent', bedrooms: 2, regularPrice: 400, ...place })
		expect((await checkListing(cheap, owner, HOLDS)).evidence.price_outlier).toBeUndefined()
		const visible = await neighbourhood(5)
		const cheapToo = await listingOf(owner, { type: 'rent', bedrooms: 2, regularPrice: 400, ...visible })
		expect((await checkListing(cheapToo, owner, HOLDS)).reasons).toEqual(['price_outlier'])
		expect((await checkListing(cheapToo, owner, { ...HOLDS, priceRatio: 0 })).reasons).toEqual([])
	})
})

describe('new_account_burst: more than HOLD_NEW_ACCOUNT_LISTINGS listings in an account’s first day', () => {
	test('the third listing of a new account is not held; the fourth is', async () => {
		const owner = await anOwner(2)
		const made: Listing[] = []
		for (let index = 0; index < 3; index++) made.push(await listingOf(owner))
		expect((await checkListing(made[2]!, owner, HOLDS)).reasons).toEqual([])
		const fourth = await listingOf(owner)
		const found = await checkListing(fourth, owner, HOLDS)
		expect(found.reasons).toEqual(['new_account_burst'])
		expect(found.evidence.new_account_burst).toEqual({ listings: 4, accountAgeHours: 2 })
	})

	test('an account a day old, or the setting at 0, is not held', async () => {
		const old = await anOwner(24.1)
		for (let index = 0; index < 4; index++) await listingOf(old)
		expect((await checkListing(await listingOf(old), old, HOLDS)).reasons).toEqual([])
		const young = await anOwner(1)
		for (let index = 0; index < 4; index++) await listingOf(young)
		expect((await checkListing(await listingOf(young), young, { ...HOLDS, newAccountListings: 0 })).reasons).toEqual([])
	})

	test('listings it deleted count too: deleting three makes no room for more', async () => {
		const owner = await anOwner(2)
		for (let index = 0; index < 3; index++) await deleteListing((await listingOf(owner)).id)
		const fourth = await listingOf(owner)
		const found = await checkListing(fourth, owner, HOLDS)
		expect(found.reasons).toEqual(['new_account_burst'])
		expect(found.evidence.new_account_burst).toMatchObject({ listings: 4 })
	})
})

describe('contact_details', () => {
	test('in a photo description too; ordinary numbers are not contact details', async () => {
		const owner = await anOwner()
		const plain = await listingOf(owner, {
			name: 'Three-bed house, 1,850 sq ft, built 1987',
			description:
				'At 1234 Main Street, Austin TX 78701. $2,450 a month, deposit $2,450. Viewings Saturday 10:00–12:00.',
		})
		expect((await checkListing(plain, owner, HOLDS)).reasons).toEqual([])
		const described = await listingOf(owner, {
			imageUrls: ['/images/listing-fallback.webp'],
			imageAlts: ['The kitchen. WhatsApp me on +44 7700 900123'],
		})
		const found = await checkListing(described, owner, HOLDS)
		expect(found.reasons).toEqual(['contact_details'])
	})

	test('through the create path: the listing is pending, in the queue with its evidence, and in the audit log', async () => {
		const owner = await anOwner()
		const { listing } = await createOwnListing(owner, {
			name: 'Sunny flat',
			description: 'Mail me: sunny.flat.owner@example.com',
			address: '4 Test Street',
			type: 'rent',
			bedrooms: 1,
			bathrooms: 1,
			regularPrice: 1000,
			discountPrice: 0,
			offer: false,
			parking: false,
			furnished: false,
			imageUrls: ['/images/listing-fallback.webp'],
			imageAlts: [],
		} as never)
		expect(listing.moderation).toBe('pending')
		const db = await getDb()
		const logged = await db.select().from(auditLog).where(eq(auditLog.subjectId, listing.id))
		expect(logged.map((entry) => [entry.action, entry.reason])).toEqual([['hold', 'contact_details']])
	})
})

describe('reported: only reporters with standing, from HOLD_REPORTS networks, hide a listing before a decision', () => {
	const report = { reason: 'scam' as const, details: '' }
	const moderationOf = async (listing: Listing) =>
		(await getDb())
			.select({ moderation: listings.moderation })
			.from(listings)
			.where(eq(listings.id, listing.id))
			.then(([row]) => row!.moderation)
	/** A member with standing: a verified address, an account of 8 days. */
	async function aReporterWithStanding(overrides: Partial<User> = {}) {
		return createUser({ emailVerified: true, createdAt: new Date(Date.now() - 8 * 24 * HOUR), ...overrides })
	}

	test('three reporters with standing on three networks hold it; two do not; one network counts once', async () => {
		const listing = await listingOf(await anOwner())
		await reportListing({ user: await aReporterWithStanding(), address: '198.51.100.7' }, listing.id, report)
		// Another member on the same network (the same /24): the same household, office or provider.
		await reportListing({ user: await aReporterWithStanding(), address: '198.51.100.200' }, listing.id, report)
		await reportListing({ user: await aReporterWithStanding(), address: '2001:db8:5::1' }, listing.id, report)
		expect(await moderationOf(listing)).toBe('published')
		expect(await openCaseOf({ listingId: listing.id })).toMatchObject({ reasons: ['reported'] })
		await reportListing({ user: await aReporterWithStanding(), address: '203.0.113.9' }, listing.id, report)
		expect(await moderationOf(listing)).toBe('pending')
	})

	test('visitors on many networks, accounts made that week or unverified, never hide it', async () => {
		const listing = await listingOf(await anOwner())
		for (let network = 1; network <= 5; network++)
			await reportListing({ address: `192.0.${network}.1` }, listing.id, report)
		const young = { emailVerified: true, createdAt: new Date(Date.now() - (7 * 24 - 1) * HOUR) }
		for (let network = 1; network <= 3; network++)
			await reportListing({ user: await createUser(young), address: `10.0.${network}.1` }, listing.id, report)
		for (let network = 1; network <= 3; network++)
			await reportListing(
				{ user: await aReporterWithStanding({ emailVerified: false }), address: `10.1.${network}.1` },
				listing.id,
				report,
			)
		expect(await moderationOf(listing)).toBe('published')
		const [item] = (await readQueue()).filter((each) => each.id === listing.id)
		expect(item!.reports).toHaveLength(11)
		expect(item!.independentReporters).toBe(11)
	})

	test('one member counts once, from however many addresses', async () => {
		const listing = await listingOf(await anOwner())
		const member = await aReporterWithStanding()
		for (let network = 1; network <= 3; network++)
			await reportListing({ user: member, address: `172.16.${network}.1` }, listing.id, report)
		const two = [await aReporterWithStanding(), await aReporterWithStanding()]
		await reportListing({ user: two[0], address: '172.17.0.1' }, listing.id, report)
		expect(await moderationOf(listing)).toBe('published')
		await reportListing({ user: two[1], address: '172.18.0.1' }, listing.id, report)
		expect(await moderationOf(listing)).toBe('pending')
	})

	test('what several independent people reported comes first in the queue, then what an owner asked to review', async () => {
		const owner = await anOwner()
		const [older, asked, reported] = [await listingOf(owner), await listingOf(owner), await listingOf(owner)]
		await reportListing({ address: '100.64.0.1' }, older.id, report)
		await reportListing({ address: '100.64.1.1' }, asked.id, report)
		await askForReview(owner, asked, 'The home is mine: I took the photos.')
		await reportListing({ address: '100.64.2.1' }, reported.id, report)
		await reportListing({ address: '100.64.3.1' }, reported.id, report)
		const order = (await readQueue())
			.map((item) => item.id)
			.filter((id) => [older.id, asked.id, reported.id].includes(id))
		expect(order).toEqual([reported.id, asked.id, older.id])
	})
})

describe('a held listing', () => {
	test('is in no search, and its alert goes out once it is approved', async () => {
		const seeker = await createUser({ createdAt: new Date(Date.now() - 48 * HOUR) })
		await markEmailVerified(seeker.id, seeker.email)
		const word = `heldword${Math.random().toString(36).slice(2, 8)}`
		await saveSearch(seeker.id, { name: word, query: `searchTerm=${word}`, frequency: 'instant' })
		const owner = await anOwner()
		const [created] = await createListings([
			{ userRef: owner.id, name: `Flat ${word}`, description: 'Call me on +1 (512) 555-0199 today.' },
		])
		const held = await checkAndHold(created!, owner, HOLDS)
		expect(held.moderation).toBe('pending')
		await runSearchAlerts()
		const filters = searchParamsSchema.parse({ searchTerm: word })
		expect((await searchListings(filters)).listings).toEqual([])
		await delivery.allSent()
		expect(delivery.received().filter((mail) => mail.envelopeTo.includes(seeker.email))).toEqual([])

		const admin = await createUser({ isAdmin: true })
		await approveListing(admin, held.id)
		await runSearchAlerts()
		const [mail] = await delivery.mailsTo(seeker.email, 1)
		expect(mail!.text).toContain(`/listing/${held.id}`)
		expect((await searchListings(filters)).listings.map((listing) => listing.id)).toEqual([held.id])
	})
})

describe('administrators', () => {
	test('ADMIN_EMAILS counts a verified address only; a suspended administrator is none', () => {
		process.env.ADMIN_EMAILS ??= ''
		const base = {
			isAdmin: false,
			email: 'someone@example.com',
			emailVerified: true,
			suspendedAt: null,
			deletedAt: null,
		}
		expect(isAdministrator({ ...base, isAdmin: true })).toBe(true)
		expect(isAdministrator(base)).toBe(false)
		expect(isAdministrator({ ...base, isAdmin: true, suspendedAt: new Date() })).toBe(false)
		expect(isAdministrator({ ...base, isAdmin: true, deletedAt: new Date() })).toBe(false)
	})

	test('a case’s matching photos: every pair on its page, whatever the queue shows of them; an unknown case is a 404', async () => {
		const owner = await anOwner()
		const listing = await listingOf(owner)
		const pairs = Array.from({ length: 7 }, (_, index) => ({
			photo: `/uploads/own-${index}.webp`,
			otherListingId: listing.id,
			otherPhoto: `/uploads/other-${index}.webp`,
			distance: index,
		}))
		const opened = await openCase({ listingId: listing.id }, ['duplicate_photo'], { duplicate_photo: pairs })
		expect(await readCasePhotos(opened.id)).toMatchObject({
			caseId: opened.id,
			open: true,
			listing: { id: listing.id, name: listing.name },
			photos: pairs,
		})
		await expect(readCasePhotos('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 })
		await expect(readCasePhotos('not-an-id')).rejects.toMatchObject({ status: 404 })
	})

	test('the audit log cannot be changed, deleted from or emptied', async () => {
		const db = await getDb()
		await db.insert(auditLog).values({ actorName: 'test', action: 'test', subjectKind: 'listing', subjectId: 'x' })
		const refusal = (statement: Promise<unknown>) =>
			statement.then(
				() => 'done',
				(error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
			)
		expect(await refusal(db.execute(sql`update audit_log set reason = 'changed'`))).toMatch(/append-only/)
		expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/)
		expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/)
	})
})

describe('npm run admin: the signed request to the running server', () => {
	const post = (body: string, signature?: string) =>
		responseOf(
			run(
				grantsApi.action,
				jsonRequest('/api/admin/grants', body, {
					headers: signature ? { [ADMIN_COMMAND_HEADER]: signature } : {},
				}),
			),
		)

	test('grants and revokes with the site’s secret, logged; refuses anything unsigned, forged or stale', async () => {
		const member = await createUser({ email: `grantee-${Date.now()}@example.com` })
		const grant = JSON.stringify({ email: member.email.toUpperCase(), grant: true })
		expect((await post(grant)).status).toBe(403)
		expect((await post(grant, `t=${Math.floor(Date.now() / 1000)},v=${'0'.repeat(64)}`)).status).toBe(403)
		expect((await post(grant, signAdminCommand(grant, Math.floor(Date.now() / 1000) - 61))).status).toBe(403)
		// A signature is for its body only.
		const other = JSON.stringify({ email: 'someone-else@example.com', grant: true })
		expect((await post(other, signAdminCommand(grant))).status).toBe(403)
		expect((await getUserById(member.id))!.isAdmin).toBe(false)

		expect((await post(grant, signAdminCommand(grant))).status).toBe(200)
		expect((await getUserById(member.id))!.isAdmin).toBe(true)
		const revoke = JSON.stringify({ email: member.email, grant: false })
		expect((await post(revoke, signAdminCommand(revoke))).status).toBe(200)
		expect((await getUserById(member.id))!.isAdmin).toBe(false)

		const missing = JSON.stringify({ email: 'nobody-here@example.com', grant: true })
		const answer = await post(missing, signAdminCommand(missing))
		expect(answer.status).toBe(404)
		expect(await answer.json()).toEqual({
			success: false,
			statusCode: 404,
			message: 'No account uses nobody-here@example.com',
		})

		const db = await getDb()
		const logged = await db.select().from(auditLog).where(eq(auditLog.subjectId, member.id))
		expect(logged.map((entry) => entry.action)).toEqual(['grant-admin', 'revoke-admin'])
		const [stored] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, member.id))
		expect(stored!.isAdmin).toBe(false)
	})
})

describe('holds an owner’s edit cannot release', () => {
	const edited = async (listing: Listing, owner: User, values: Partial<NewListing> = {}) => {
		const db = await getDb()
		const [changed] = await db
			.update(listings)
			.set({ description: 'A plain home, described again.', ...values })
			.where(eq(listings.id, listing.id))
			.returning()
		return checkAndHold(changed!, owner, HOLDS)
	}

	test('held for reports: an edit keeps it held; one held only for contact details is released by an edit that clears them', async () => {
		const owner = await anOwner()
		const reported = await listingOf(owner)
		for (let network = 1; network <= 3; network++) {
			const reporter = await createUser({ emailVerified: true, createdAt: new Date(Date.now() - 8 * 24 * HOUR) })
			await reportListing({ user: reporter, address: `192.0.2${network}.1` }, reported.id, {
				reason: 'scam',
				details: '',
			})
		}
		expect((await edited(reported, owner)).moderation).toBe('pending')
		expect(await openCaseOf({ listingId: reported.id })).toMatchObject({ reasons: ['reported'] })

		const contact = await checkAndHold(
			await listingOf(owner, { description: 'Call me on +1 (512) 555-0199 today.' }),
			owner,
			HOLDS,
		)
		expect(contact.moderation).toBe('pending')
		expect((await edited(contact, owner)).moderation).toBe('published')
	})

	test('held for a new account’s burst: an edit keeps it held, also once the account is older', async () => {
		const owner = await anOwner(2)
		for (let index = 0; index < 3; index++) await listingOf(owner)
		const fourth = await checkAndHold(await listingOf(owner), owner, HOLDS)
		expect(fourth.moderation).toBe('pending')
		expect((await edited(fourth, owner)).moderation).toBe('pending')
		const older = { ...owner, createdAt: new Date(Date.now() - 48 * HOUR) }
		expect((await edited(fourth, older)).moderation).toBe('pending')
		expect(await openCaseOf({ listingId: fourth.id })).toMatchObject({ reasons: ['new_account_burst'] })
	})
})

describe('suspension and deletion', () => {
	const shown = async (listing: Listing) =>
		(await getDb())
			.select({ ownerActive: listings.ownerActive })
			.from(listings)
			.where(eq(listings.id, listing.id))
			.then(([row]) => row!.ownerActive)

	test('lifting a suspension brings the listings back, unless the owner deleted the account meanwhile', async () => {
		const admin = await createUser({ isAdmin: true })
		const kept = await anOwner()
		const keptListing = await listingOf(kept)
		await suspendMember(admin, kept.id, 'Fake listings')
		expect(await shown(keptListing)).toBe(false)
		await restoreMember(admin, kept.id)
		expect(await shown(keptListing)).toBe(true)

		const gone = await anOwner()
		const goneListing = await listingOf(gone)
		await suspendMember(admin, gone.id, 'Fake listings')
		await markAccountDeleted(gone.id)
		await restoreMember(admin, gone.id)
		expect(await shown(goneListing)).toBe(false)
	})

	test('restoring a deleted account that is suspended does not bring its listings back; lifting the suspension then does', async () => {
		const admin = await createUser({ isAdmin: true })
		const owner = await anOwner()
		const listing = await listingOf(owner)
		await markAccountDeleted(owner.id)
		await suspendMember(admin, owner.id, 'Fake listings')
		await restoreDeletedAccount(owner.id)
		expect(await shown(listing)).toBe(false)
		await restoreMember(admin, owner.id)
		expect(await shown(listing)).toBe(true)
	})
})

describe('report limits', () => {
	test('twenty reports an hour from one address; the twenty-first is refused and not recorded', async () => {
		const owner = await anOwner()
		const homes = await createListings(Array.from({ length: 21 }, () => ({ userRef: owner.id })))
		const report = { reason: 'scam' as const, details: '' }
		for (const home of homes.slice(0, 20)) await reportListing({ address: '203.0.113.250' }, home.id, report)
		await expect(reportListing({ address: '203.0.113.250' }, homes[20]!.id, report)).rejects.toMatchObject({
			status: 429,
		})
		expect(await openCaseOf({ listingId: homes[20]!.id })).toBeUndefined()
		// Another address is not held back by it.
		await reportListing({ address: '203.0.113.251' }, homes[20]!.id, report)
		expect(await openCaseOf({ listingId: homes[20]!.id })).toMatchObject({ reasons: ['reported'] })
	})

	test('only a member of a conversation can report it: a stranger is answered as if it did not exist', async () => {
		const [owner, seeker, stranger] = [await anOwner(), await anOwner(), await anOwner()]
		const home = await listingOf(owner)
		const { conversation } = await sendToListingOwner(home, seeker.id, 'Is it still available?')
		const conversationId = conversation.id
		const report = { reason: 'offensive' as const, details: '' }
		await expect(reportConversation(stranger, conversationId, '203.0.113.252', report)).rejects.toMatchObject({
			status: 404,
		})
		expect(await openCaseOf({ conversationId })).toBeUndefined()
		await reportConversation(seeker, conversationId, '203.0.113.253', report)
		expect(await openCaseOf({ conversationId })).toMatchObject({ reasons: ['reported'] })
	})
})
