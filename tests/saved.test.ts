// Saved homes: the heart on cards and listing pages, the way back from signing in, and /saved.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, savedListings } from '~/db/schema'
import { deleteListing, editableFields, updateListing } from '~/models/listing.server'
import { MAX_SAVED_LISTINGS, TOO_MANY_SAVED } from '~/models/saved.server'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as saveRoute from '~/routes/_listings+/listing.$id_.save'
import * as searchPage from '~/routes/_listings+/search'
import * as savedPage from '~/routes/_saved+/saved'
import * as saveApi from '~/routes/api+/listing.save.$id'
import * as savedApi from '~/routes/api+/user.saved'
import { signInIntentCookie } from '~/utils/sign-in-intent.server'
import { createListing, createListings, createUser } from './support/factories'
import { cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

async function ownersListing(name = `Saved test ${Math.random().toString(36).slice(2, 8)}`) {
	const owner = await createUser()
	return createListing({ userRef: owner.id, name, regularPrice: 2000 })
}

const post = (id: string, fields: Record<string, string>, cookie?: string) =>
	run(saveRoute.action, formRequest(`/listing/${id}/save`, fields, { cookie }), { id })

async function savedRows(userId: string) {
	const db = await getDb()
	return db.select().from(savedListings).where(eq(savedListings.userId, userId))
}

describe('the heart', () => {
	test('saves and unsaves a home with a form post, back to the page it came from', async () => {
		const { user, cookie } = await createSignedInUser('saver')
		const listing = await ownersListing()
		const saved = await responseOf(post(listing.id, { intent: 'save', redirectTo: '/search?type=rent' }, cookie))
		expect(saved.status).toBe(303)
		expect(saved.headers.get('Location')).toBe('/search?type=rent')
		expect(await savedRows(user.id)).toEqual([expect.objectContaining({ listingId: listing.id, savedPrice: 2000 })])

		// Saving again changes nothing.
		await responseOf(post(listing.id, { intent: 'save' }, cookie))
		expect(await savedRows(user.id)).toHaveLength(1)

		const page = unwrap<{ saved: boolean }>(
			await run(listingPage.loader, getRequest(`/listing/${listing.id}`, { cookie }), { id: listing.id }),
		).data
		expect(page.saved).toBe(true)

		await responseOf(post(listing.id, { intent: 'unsave', redirectTo: `/listing/${listing.id}` }, cookie))
		expect(await savedRows(user.id)).toEqual([])
	})

	test('with JavaScript it answers in place', async () => {
		const { cookie } = await createSignedInUser('inplace')
		const listing = await ownersListing()
		expect(unwrap(await post(listing.id, { intent: 'save', inPlace: '1' }, cookie)).data).toEqual({ saved: true })
		expect(unwrap(await post(listing.id, { intent: 'unsave', inPlace: '1' }, cookie)).data).toEqual({ saved: false })
	})

	test('search results show the saver which homes they saved', async () => {
		const { cookie } = await createSignedInUser('searcher')
		const name = `Heart search ${Date.now()}`
		const listing = await ownersListing(`${name} one`)
		await ownersListing(`${name} two`)
		await responseOf(post(listing.id, { intent: 'save' }, cookie))
		const result = unwrap<{ listings: Array<{ name: string; saved: boolean }> }>(
			await run(searchPage.loader, getRequest(`/search?${new URLSearchParams({ searchTerm: name })}`, { cookie })),
		)
		expect(Object.fromEntries(result.data.listings.map((card) => [card.name, card.saved]))).toEqual({
			[`${name} one`]: true,
			[`${name} two`]: false,
		})
	})

	test('a visitor is sent to sign in to save this home; the way back saves it only when their sign-in chose it', async () => {
		const listing = await ownersListing()
		const anonymous = await responseOf(post(listing.id, { intent: 'save', redirectTo: '/search' }))
		const signIn = new URL(anonymous.headers.get('Location')!, 'http://localhost')
		expect(signIn.pathname).toBe('/sign-in')
		expect(signIn.searchParams.get('reason')).toBe('save-home')
		const back = signIn.searchParams.get('redirectTo')!
		expect(back).toBe(`/listing/${listing.id}/save?${new URLSearchParams({ intent: 'save', redirectTo: '/search' })}`)

		const { user, cookie } = await createSignedInUser('returning')
		// A link alone (from this site or another) only asks.
		const linked = unwrap<{ listing: { id: string } }>(
			await run(saveRoute.loader, getRequest(back, { cookie }), { id: listing.id }),
		)
		expect(linked.data.listing.id).toBe(listing.id)
		expect(await savedRows(user.id)).toEqual([])
		// Nor does a redirectTo leave the site through dot segments.
		const offSite = await responseOf(
			run(
				saveRoute.loader,
				getRequest(`/listing/${listing.id}/save?redirectTo=${encodeURIComponent('/.//evil.example/x')}`, { cookie }),
				{ id: listing.id },
			),
		)
		expect(offSite.headers.get('Location')).toBe(`/listing/${listing.id}`)
		// The member's sign-in for another reason, or for another address, chose nothing here.
		for (const [address, reason] of [
			[back, 'save-search'],
			[`/listing/${listing.id}/save?intent=save&redirectTo=%2F`, 'save-home'],
		] as const) {
			const chosenElsewhere = `${cookie}; ${cookieOf(new Headers({ 'Set-Cookie': await signInIntentCookie(address, reason) }))}`
			await run(saveRoute.loader, getRequest(back, { cookie: chosenElsewhere }), { id: listing.id })
		}
		expect(await savedRows(user.id)).toEqual([])

		const chosen = `${cookie}; ${cookieOf(new Headers({ 'Set-Cookie': await signInIntentCookie(back, 'save-home') }))}`
		const returned = await responseOf(run(saveRoute.loader, getRequest(back, { cookie: chosen }), { id: listing.id }))
		expect(returned.headers.get('Location')).toBe('/search')
		expect(returned.headers.get('Set-Cookie')).toMatch(/^sign-in-intent=; .*Max-Age=0/)
		expect(await savedRows(user.id)).toHaveLength(1)
	})

	test('a missing listing is a 404', async () => {
		const { cookie } = await createSignedInUser('missing')
		const id = '00000000-0000-4000-8000-000000000000'
		expect((await responseOf(post(id, { intent: 'save' }, cookie))).status).toBe(404)
	})

	test('at most 1,000 homes, with a message', async () => {
		const { user, cookie } = await createSignedInUser('collector')
		const owner = await createUser()
		const many = await createListings(Array.from({ length: MAX_SAVED_LISTINGS }, () => ({ userRef: owner.id })))
		const db = await getDb()
		await db
			.insert(savedListings)
			.values(many.map((listing) => ({ userId: user.id, listingId: listing.id, savedPrice: listing.effectivePrice })))
		const one = await ownersListing()
		const refused = unwrap<{ saved: boolean; error: string }>(
			await post(one.id, { intent: 'save', inPlace: '1' }, cookie),
		)
		expect(refused.status).toBe(400)
		expect(refused.data.error).toBe(TOO_MANY_SAVED)
		expect(await savedRows(user.id)).toHaveLength(MAX_SAVED_LISTINGS)
	})
})

describe('/saved', () => {
	test('the saved homes, newest saved first, with the change of price since saving', async () => {
		const { cookie } = await createSignedInUser('savedpage')
		const first = await ownersListing()
		const second = await ownersListing()
		await responseOf(post(first.id, { intent: 'save' }, cookie))
		await new Promise((resolve) => setTimeout(resolve, 5))
		await responseOf(post(second.id, { intent: 'save' }, cookie))
		const { imageUrls, ...fields } = editableFields(first)
		await updateListing(first.id, { ...fields, imageUrls, regularPrice: 1800 } as never)

		const page = unwrap<{ homes: Array<{ card: { id: string }; change: number }> }>(
			await run(savedPage.loader, getRequest('/saved', { cookie })),
		)
		expect(page.data.homes.map((home) => [home.card.id, home.change])).toEqual([
			[second.id, 0],
			[first.id, -200],
		])

		// A deleted home leaves the list.
		await deleteListing(second.id)
		const after = unwrap<{ homes: unknown[] }>(await run(savedPage.loader, getRequest('/saved', { cookie })))
		expect(after.data.homes).toHaveLength(1)
		const db = await getDb()
		expect(await db.select().from(listings).where(eq(listings.id, second.id))).toEqual([])
	})

	test('needs a signed-in member', async () => {
		const response = await responseOf(run(savedPage.loader, getRequest('/saved')))
		expect(response.headers.get('Location')).toBe('/sign-in?redirectTo=%2Fsaved')
	})
})

describe('the JSON API', () => {
	test('save, list with savedAt, unsave; a missing listing is a 404', async () => {
		const { cookie } = await createSignedInUser('apisaver')
		const listing = await ownersListing()
		const call = (method: string, id = listing.id) =>
			responseOf(run(saveApi.action, jsonRequest(`/api/listing/save/${id}`, undefined, { method, cookie }), { id }))
		const saved = await call('POST')
		expect(saved.status).toBe(200)
		expect(await saved.json()).toEqual({ saved: true })

		const list = await responseOf(run(savedApi.loader, getRequest('/api/user/saved', { cookie })))
		expect(await list.json()).toEqual([expect.objectContaining({ _id: listing.id, savedAt: expect.any(String) })])

		expect(await (await call('DELETE')).json()).toEqual({ saved: false })
		expect((await call('POST', '00000000-0000-4000-8000-000000000000')).status).toBe(404)
		expect((await call('DELETE', 'not-an-id')).status).toBe(404)
		expect((await responseOf(run(savedApi.loader, getRequest('/api/user/saved')))).status).toBe(401)
	})
})
