// Where a home is on the market: the owner sets it, search shows available and under-offer homes
// unless asked otherwise, the API reads and writes it.
import { describe, expect, test } from 'vitest'
import { type Listing } from '~/db/schema'
import { editableFields, getListingById, setListingStatus, updateListing } from '~/models/listing.server'
import { searchListings } from '~/models/search.server'
import * as statusRoute from '~/routes/_listings+/listing.$id_.status'
import * as profilePage from '~/routes/_profile+/profile'
import * as updateApi from '~/routes/api+/listing.update.$id'
import { searchParamsSchema } from '~/schemas/search'
import { ClientError } from '~/utils/client-error'
import { STATUS_DOES_NOT_FIT } from '~/utils/listing-status'
import { createListing } from './support/factories'
import { cookieOf, formRequest, getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

const tag = () => `statuscheck${Math.random().toString(36).slice(2, 8)}`

async function search(term: string, status?: string) {
	const { listings } = await searchListings(searchParamsSchema.parse({ searchTerm: term, status }))
	return listings.map((listing) => listing.name).sort()
}

describe('listing status', () => {
	test('a new listing is active; a change of status is stamped', async () => {
		const { user } = await createSignedInUser('statusowner')
		const listing = await createListing({ userRef: user.id, type: 'sale' })
		expect(listing.status).toBe('active')
		const changed = (await setListingStatus(listing, 'under_offer'))!
		expect(changed.status).toBe('under_offer')
		expect(changed.statusChangedAt.getTime()).toBeGreaterThanOrEqual(listing.statusChangedAt.getTime())
		expect(changed.statusChangedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
	})

	test('sold only for sale, let only for rent, also when the type changes', async () => {
		const { user } = await createSignedInUser('statusrules')
		const sale = await createListing({ userRef: user.id, type: 'sale' })
		await expect(setListingStatus(sale, 'let')).rejects.toThrow(STATUS_DOES_NOT_FIT)
		const sold = (await setListingStatus(sale, 'sold'))!
		const { imageUrls, ...fields } = editableFields(sold)
		const turnedToRent = updateListing(sold.id, { ...fields, imageUrls, type: 'rent', status: undefined } as never)
		await expect(turnedToRent).rejects.toBeInstanceOf(ClientError)
		expect((await getListingById(sold.id))!.type).toBe('sale')
	})

	test('search shows available and under-offer homes unless asked for others', async () => {
		const { user } = await createSignedInUser('statussearch')
		const name = tag()
		const make = async (suffix: string, type: Listing['type'], status: Listing['status']) => {
			const listing = await createListing({ userRef: user.id, type, name: `${name} ${suffix}` })
			if (status !== 'active') await setListingStatus(listing, status)
		}
		await make('active', 'sale', 'active')
		await make('offer', 'sale', 'under_offer')
		await make('sold', 'sale', 'sold')
		await make('let', 'rent', 'let')
		await make('withdrawn', 'rent', 'withdrawn')

		expect(await search(name)).toEqual([`${name} active`, `${name} offer`])
		expect(await search(name, 'sold')).toEqual([`${name} sold`])
		expect(await search(name, 'sold, LET')).toEqual([`${name} let`, `${name} sold`])
		expect(await search(name, 'all')).toHaveLength(5)
	})

	test('the status parameter refuses what it does not know, with the list', () => {
		const result = searchParamsSchema.safeParse({ status: 'sold,castle' })
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe(
			'status must be all or a comma-separated list of active, under_offer, sold, let, withdrawn',
		)
		// The same statuses in any order and case are the same search.
		expect(searchParamsSchema.parse({ status: 'LET,sold,let' }).status).toEqual(['sold', 'let'])
	})
})

describe('changing the status', () => {
	const post = (id: string, fields: Record<string, string>, cookie: string) =>
		responseOf(run(statusRoute.action, formRequest(`/listing/${id}/status`, fields, { cookie }), { id }))

	test('the owner sets it from a form and goes back where they were', async () => {
		const { user, cookie } = await createSignedInUser('statusform')
		const listing = await createListing({ userRef: user.id, type: 'rent' })
		const response = await post(listing.id, { status: 'let', redirectTo: '/profile' }, cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/profile')
		const profile = unwrap<{ flash: { message: string } | null }>(
			await run(profilePage.loader, getRequest('/profile', { cookie: `${cookie}; ${cookieOf(response)}` })),
		)
		expect(profile.data.flash?.message).toBe(`“${listing.name}” is now let.`)
		expect((await getListingById(listing.id))!.status).toBe('let')
	})

	test('anyone else is refused, and a status that does not fit or does not exist changes nothing', async () => {
		const { user, cookie } = await createSignedInUser('statusowner2')
		const other = await createSignedInUser('statusstranger')
		const listing = await createListing({ userRef: user.id, type: 'sale' })
		expect((await post(listing.id, { status: 'sold' }, other.cookie)).status).toBe(403)
		const unfit = await post(listing.id, { status: 'let' }, cookie)
		expect(unfit.status).toBe(400)
		expect(await unfit.text()).toBe(STATUS_DOES_NOT_FIT)
		expect((await post(listing.id, { status: 'castle' }, cookie)).status).toBe(400)
		expect((await getListingById(listing.id))!.status).toBe('active')
	})

	test('the API reads and writes it', async () => {
		const { user, cookie } = await createSignedInUser('statusapi')
		const listing = await createListing({ userRef: user.id, type: 'sale' })
		const update = (body: unknown) =>
			responseOf(
				run(updateApi.action, jsonRequest(`/api/listing/update/${listing.id}`, body, { cookie }), { id: listing.id }),
			)
		const sold = await update({ status: 'sold' })
		expect(sold.status).toBe(200)
		expect(await sold.json()).toMatchObject({ status: 'sold', statusChangedAt: expect.any(String) })

		const unfit = await update({ status: 'let' })
		expect(unfit.status).toBe(400)
		expect(await unfit.json()).toEqual({ success: false, statusCode: 400, message: STATUS_DOES_NOT_FIT })
		const unknown = await update({ status: 'castle' })
		expect(await unknown.json()).toMatchObject({
			statusCode: 400,
			message: 'Status must be active, under_offer, sold, let or withdrawn',
		})
		// A partial update that leaves the status out keeps it.
		expect(await (await update({ name: 'A renamed home for sale' })).json()).toMatchObject({ status: 'sold' })
	})
})
