// An area drawn on the map (`polygon`): the search (inside, outside, on a side, on a corner, a concave
// shape), the API's answers to a polygon it refuses, saving it, and the alert of a saved search with one.
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type Listing, listings, type NewListing, searchAlertMatches } from '~/db/schema'
import { searchListings } from '~/models/search.server'
import { markEmailVerified } from '~/models/user.server'
import * as searchApi from '~/routes/api+/listing.get'
import * as saveApi from '~/routes/api+/search.save'
import { searchInput, searchParamsSchema } from '~/schemas/search'
import { runSearchAlerts } from '~/services/search-alerts.server'
import { type Position } from '~/utils/geo'
import { createListing, createListings } from './support/factories'
import { deliverMailToSink } from './support/mail-delivery'
import { getRequest, jsonRequest, responseOf, run } from './support/requests'
import { createSignedInUser } from './support/users'

const delivery = await deliverMailToSink()

const search = (polygon: string, input: Record<string, unknown> = {}) =>
	searchListings(searchParamsSchema.parse({ limit: 100, polygon, ...input }))
const names = (result: { listings: Listing[] }) => result.listings.map((listing) => listing.name).sort()

// A triangle with its corners at 10° E 50° N, 12° E 50° N and 11° E 52° N.
const TRIANGLE = '10 50,12 50,11 52,10 50'
// A U, open to the north: 3° wide and high, its notch 1° wide and 2° deep.
const U_SHAPE = '20 0,23 0,23 3,22 3,22 1,21 1,21 3,20 3,20 0'

const homes: Array<Partial<NewListing> & { name: string }> = [
	{ name: 'Inside', longitude: 11, latitude: 50.5, type: 'rent' },
	{ name: 'Inside for sale', longitude: 10.9, latitude: 51, type: 'sale' },
	// In the triangle's box, east of its right side (11.25° E at this latitude).
	{ name: 'In the box, outside', longitude: 11.9, latitude: 51.5 },
	{ name: 'On the south side', longitude: 11, latitude: 50 },
	// The right side, from 12° E 50° N to 11° E 52° N, passes through 11.5° E 51° N.
	{ name: 'On the slanted side', longitude: 11.5, latitude: 51 },
	{ name: 'On a corner', longitude: 12, latitude: 50 },
	{ name: 'Just outside the south side', longitude: 11, latitude: 49.9999 },
	{ name: 'Far away', longitude: 20, latitude: 40 },
	{ name: 'In the U', longitude: 20.5, latitude: 2 },
	{ name: 'In the notch of the U', longitude: 21.5, latitude: 2 },
	{ name: 'Unplaced', longitude: null, latitude: null },
]

// Scattered over 30–40° E, 10–20° N, where no other home of this file is, for areas drawn at random.
const scattered = Array.from({ length: 120 }, (_, index) => ({
	name: `Scattered ${index}`,
	longitude: 30 + ((index * 7.919) % 10),
	latitude: 10 + ((index * 3.141) % 10),
}))

beforeAll(async () => {
	const db = await getDb()
	await db.delete(listings)
	await createListings([...homes, ...scattered])
})

/** Whether a point is inside a ring (even-odd rule), or undefined when it lies within 10⁻⁵ degrees of a side. */
function insideRing(point: Position, ring: Position[]) {
	let inside = false
	for (let index = 0; index < ring.length; index++) {
		const [a, b] = [ring[index]!, ring[(index + 1) % ring.length]!]
		const [dx, dy] = [b.longitude - a.longitude, b.latitude - a.latitude]
		const along = Math.max(
			0,
			Math.min(1, ((point.longitude - a.longitude) * dx + (point.latitude - a.latitude) * dy) / (dx * dx + dy * dy)),
		)
		const gap = Math.hypot(a.longitude + along * dx - point.longitude, a.latitude + along * dy - point.latitude)
		if (gap < 1e-5) return undefined
		if (a.latitude > point.latitude !== b.latitude > point.latitude) {
			const crossing = a.longitude + ((point.latitude - a.latitude) / dy) * dx
			if (point.longitude < crossing) inside = !inside
		}
	}
	return inside
}

describe('the search in a drawn area', () => {
	test('finds the homes inside it, on its sides and corners too, and none outside it or without a position', async () => {
		expect(names(await search(TRIANGLE))).toEqual([
			'Inside',
			'Inside for sale',
			'On a corner',
			'On the slanted side',
			'On the south side',
		])
	})

	test('the same area drawn the other way round, or from another corner, finds the same homes', async () => {
		const clockwise = names(await search('11 52,12 50,10 50,11 52'))
		expect(clockwise).toEqual(names(await search(TRIANGLE)))
	})

	test('a concave area leaves out a home in its box but outside its shape', async () => {
		expect(names(await search(U_SHAPE))).toEqual(['In the U'])
	})

	test('areas drawn at random: refused with a message, or searched as the even-odd rule has it', async () => {
		const corner = fc.record({
			longitude: fc.integer({ min: 30, max: 40 }),
			latitude: fc.integer({ min: 10, max: 20 }),
		})
		let searched = 0
		await fc.assert(
			fc.asyncProperty(fc.array(corner, { minLength: 3, maxLength: 7 }), async (corners) => {
				const polygon = [...corners, corners[0]!].map((point) => `${point.longitude} ${point.latitude}`).join(',')
				const parsed = searchParamsSchema.safeParse(searchInput(new URLSearchParams({ polygon, limit: '100' })))
				if (!parsed.success) {
					expect(parsed.error.issues[0]?.message).toMatch(/^polygon must/)
					return
				}
				searched++
				const found = new Set((await searchListings(parsed.data)).listings.map((listing) => listing.name))
				for (const home of scattered) {
					const inside = insideRing(home, parsed.data.polygon!)
					if (inside !== undefined) expect(found.has(home.name), `${home.name} in ${polygon}`).toBe(inside)
				}
			}),
			{ numRuns: 40, seed: 33 },
		)
		expect(searched).toBeGreaterThan(5)
	})

	test('combines with the other filters, the sort and the paging', async () => {
		expect(names(await search(TRIANGLE, { type: 'sale' }))).toEqual(['Inside for sale'])
		const firstPage = await search(TRIANGLE, { limit: 2, sort: 'createdAt', order: 'asc' })
		expect(firstPage.listings).toHaveLength(2)
		expect(firstPage.total).toBe(5)
	})
})

describe('the API', () => {
	const api = async (query: string) => responseOf(run(searchApi.loader, getRequest(`/api/listing/get?${query}`)))

	test('GET /api/listing/get?polygon=… answers the homes in the area', async () => {
		const response = await api(`polygon=${encodeURIComponent(TRIANGLE)}&type=rent`)
		expect(response.status).toBe(200)
		const found = (await response.json()) as Array<{ name: string }>
		expect(found.map((listing) => listing.name).sort()).toEqual([
			'Inside',
			'On a corner',
			'On the slanted side',
			'On the south side',
		])
		// Spaces as `+`, as a form writes them.
		expect((await api('polygon=10+50,12+50,11+52,10+50')).status).toBe(200)
	})

	const fiftyOne = Array.from({ length: 51 }, (_, index) => {
		const angle = (2 * Math.PI * index) / 51
		return `${(10 + Math.cos(angle)).toFixed(5)} ${(50 + Math.sin(angle)).toFixed(5)}`
	})

	test.each([
		['not closed', '10 50,12 50,11 52', 'polygon must be closed: its last point must repeat its first'],
		['a bow-tie', '10 50,12 52,12 50,10 52,10 50', 'polygon must not cross itself'],
		['2 points', '10 50,12 50,10 50', 'polygon must have at least 3 points'],
		['51 points', [...fiftyOne, fiftyOne[0]].join(','), 'polygon must have at most 50 points'],
		['a latitude of 95', '10 50,12 50,11 95,10 50', 'polygon latitudes must be between -90 and 90'],
		['a longitude of 190', '10 50,190 50,11 52,10 50', 'polygon longitudes must be between -180 and 180'],
		[
			'only commas',
			'10,50,12,50,11,52,10,50',
			'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…',
		],
	])('a polygon of %s answers 400: %s', async (_what, polygon, message) => {
		const response = await api(`polygon=${encodeURIComponent(polygon)}&type=rent`)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ success: false, statusCode: 400, message })
	})
})

describe('saved searches and alerts', () => {
	test('a search with a drawn area is saved closed, in one form; one it refuses is a 400 naming polygon', async () => {
		const { cookie } = await createSignedInUser('polygonsaver')
		const save = (query: string) =>
			responseOf(run(saveApi.action, jsonRequest('/api/search/save', { query, frequency: 'weekly' }, { cookie })))
		const saved = await save('polygon=10+50,+12+50,11+52,10+50&type=rent')
		expect(saved.status).toBe(201)
		const search = (await saved.json()) as { query: string; name: string }
		expect(new URLSearchParams(search.query).get('polygon')).toBe('10 50,12 50,11 52,10 50')
		expect(search.name).toBe('Rent · drawn area')
		const refused = await save('polygon=10 50,12 52,12 50,10 52,10 50')
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ success: false, statusCode: 400, message: 'polygon must not cross itself' })
	})

	test('a saved search with a drawn area is alerted to a new home inside it, not to one outside', async () => {
		const { user, cookie } = await createSignedInUser('polygonalert')
		await markEmailVerified(user.id, user.email)
		const saved = await responseOf(
			run(
				saveApi.action,
				jsonRequest('/api/search/save', { query: `polygon=${U_SHAPE}`, frequency: 'instant' }, { cookie }),
			),
		)
		expect(saved.status).toBe(201)
		const search = (await saved.json()) as { _id: string }
		const inside = await createListing({ name: 'New in the U', longitude: 22.5, latitude: 2.5 })
		const notch = await createListing({ name: 'New in the notch', longitude: 21.5, latitude: 2.5 })
		await runSearchAlerts()

		const db = await getDb()
		const matched = await db
			.select({ listingId: searchAlertMatches.listingId })
			.from(searchAlertMatches)
			.where(eq(searchAlertMatches.searchId, search._id))
		expect(matched).toEqual([{ listingId: inside.id }])
		const [mail] = await delivery.allMailsTo(user.email, 1)
		expect(mail!.subject).toBe('1 new home for “Rent or sale · drawn area”')
		expect(mail!.text).toContain(`/listing/${inside.id}`)
		expect(mail!.text).not.toContain(`/listing/${notch.id}`)
	})
})
