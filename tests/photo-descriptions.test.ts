// Photos the owner arranges, each with a description used as its alt text: through the JSON API,
// the editor without JavaScript (its list buttons post the form) and what the pages say.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings } from '~/db/schema'
import { recordPhotos } from '~/models/photo.server'
import * as listingPage from '~/routes/_listings+/listing.$id'
import * as updatePage from '~/routes/_listings+/update-listing.$id'
import * as createApi from '~/routes/api+/listing.create'
import * as searchApi from '~/routes/api+/listing.get'
import * as getApi from '~/routes/api+/listing.get_.$id'
import * as updateApi from '~/routes/api+/listing.update.$id'
import * as ownerListingsApi from '~/routes/api+/user.listings.$id'
import { processPhoto } from '~/services/photo-uploads.server'
import { listingJsonLd, listingMeta } from '~/utils/listing-meta'
import { testImage } from './support/images'
import { multipartBody, multipartHeaders, type MultipartPart } from './support/multipart'
import { getRequest, jsonRequest, responseOf, run, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

type ApiListing = { _id: string; name: string; imageUrls: string[]; imageAlts: string[] }

const NAME = 'Sunny loft by the canal'
const [FRONT, KITCHEN, GARDEN] = [1, 2, 3].map((n) => `https://photos.example/loft-${n}.jpg`) as [
	string,
	string,
	string,
]

function listingBody(overrides: Record<string, unknown> = {}) {
	return {
		name: NAME,
		description: 'Open plan, high windows, a view over the water.',
		address: '8 Canal Walk, Austin, TX',
		type: 'rent',
		bedrooms: 1,
		bathrooms: 1,
		regularPrice: 2100,
		imageUrls: [FRONT, KITCHEN, GARDEN],
		...overrides,
	}
}

async function create(cookie: string, body: Record<string, unknown>) {
	return responseOf(run(createApi.action, jsonRequest('/api/listing/create', body, { cookie })))
}

async function update(cookie: string, id: string, body: Record<string, unknown>) {
	return responseOf(run(updateApi.action, jsonRequest(`/api/listing/update/${id}`, body, { cookie }), { id }))
}

async function read(id: string) {
	return (await (
		await responseOf(run(getApi.loader, getRequest(`/api/listing/get/${id}`), { id }))
	).json()) as ApiListing
}

async function stored(id: string) {
	const db = await getDb()
	const [row] = await db.select().from(listings).where(eq(listings.id, id))
	return row!
}

async function createdListing(cookie: string, overrides: Record<string, unknown> = {}) {
	const response = await create(cookie, listingBody(overrides))
	expect(response.status).toBe(201)
	return (await response.json()) as ApiListing
}

describe('photo descriptions in the API', () => {
	test('written with the photos and answered in their order; an empty one reads as the name and the number', async () => {
		const { cookie } = await createSignedInUser('alts')
		const created = await createdListing(cookie, {
			imageAlts: ['  The front,\n\twith its blue door ', '', 'The garden'],
		})
		expect(created.imageAlts).toEqual(['The front, with its blue door', `${NAME}, photo 2`, 'The garden'])
		expect(await read(created._id)).toMatchObject({
			imageUrls: [FRONT, KITCHEN, GARDEN],
			imageAlts: ['The front, with its blue door', `${NAME}, photo 2`, 'The garden'],
		})
		// The database keeps only what the owner wrote: the default follows the photo's place and the name.
		expect((await stored(created._id)).imageAlts).toEqual(['The front, with its blue door', '', 'The garden'])
	})

	test('left out on creation: every photo has the default', async () => {
		const { cookie } = await createSignedInUser('alts')
		const created = await createdListing(cookie)
		expect(created.imageAlts).toEqual([`${NAME}, photo 1`, `${NAME}, photo 2`, `${NAME}, photo 3`])
		expect((await stored(created._id)).imageAlts).toEqual(['', '', ''])
	})

	test('left out on an update, each remaining photo keeps its own, wherever it moves; a new one has none', async () => {
		const { cookie } = await createSignedInUser('alts')
		const { _id: id } = await createdListing(cookie, { imageAlts: ['The front', 'The kitchen', 'The garden'] })
		const newPhoto = 'https://photos.example/loft-4.jpg'
		const answer = await update(cookie, id, { imageUrls: [GARDEN, newPhoto, FRONT] })
		expect(answer.status).toBe(200)
		expect(await answer.json()).toMatchObject({
			imageUrls: [GARDEN, newPhoto, FRONT],
			imageAlts: ['The garden', `${NAME}, photo 2`, 'The front'],
		})
		// An update that names neither keeps both.
		await update(cookie, id, { bedrooms: 2 })
		expect((await read(id)).imageAlts).toEqual(['The garden', `${NAME}, photo 2`, 'The front'])
		// The descriptions alone, for the photos as they are.
		await update(cookie, id, { imageAlts: ['Garden at dusk', 'Bathroom', ''] })
		expect(await read(id)).toMatchObject({
			imageUrls: [GARDEN, newPhoto, FRONT],
			imageAlts: ['Garden at dusk', 'Bathroom', `${NAME}, photo 3`],
		})
	})

	test('defaults sent back as read stay defaults, also when the listing is renamed in the same update', async () => {
		const { cookie } = await createSignedInUser('alts')
		const listing = await createdListing(cookie, { imageAlts: ['The front', '', ''] })
		const renamed = 'Bright loft by the canal'
		await update(cookie, listing._id, {
			name: renamed,
			imageUrls: [KITCHEN, FRONT, GARDEN],
			imageAlts: [listing.imageAlts[1], listing.imageAlts[0], listing.imageAlts[2]],
		})
		expect((await read(listing._id)).imageAlts).toEqual([`${renamed}, photo 1`, 'The front', `${renamed}, photo 3`])
		expect((await stored(listing._id)).imageAlts).toEqual(['', 'The front', ''])
	})

	test.each([
		[{ imageAlts: ['Front', 'Kitchen'] }, 'imageAlts must have one description per image: 2 given for 3 images'],
		[{ imageAlts: ['Front', 'x'.repeat(151), 'Garden'] }, 'Image description 2 must be at most 150 characters'],
		[{ imageAlts: 'The front' }, 'Image descriptions must be a list of text'],
		[{ imageAlts: ['Front', 7, 'Garden'] }, 'Image descriptions must be text'],
	])('%o is refused with 400: %s, and nothing is stored', async (change, message) => {
		const { user, cookie } = await createSignedInUser('alts')
		const refused = await create(cookie, listingBody(change))
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ success: false, statusCode: 400, message })
		const db = await getDb()
		expect(await db.select().from(listings).where(eq(listings.userRef, user.id))).toEqual([])
	})

	test('an update whose descriptions do not fit its photos is refused and changes nothing', async () => {
		const { cookie } = await createSignedInUser('alts')
		const { _id: id } = await createdListing(cookie, { imageAlts: ['The front', 'The kitchen', 'The garden'] })
		const fewer = await update(cookie, id, { imageUrls: [FRONT], imageAlts: ['The front', 'The kitchen'] })
		expect(fewer.status).toBe(400)
		expect(((await fewer.json()) as { message: string }).message).toBe(
			'imageAlts must have one description per image: 2 given for 1 image',
		)
		const tooLong = await update(cookie, id, { imageAlts: ['The front', 'y'.repeat(151), 'The garden'] })
		expect(tooLong.status).toBe(400)
		expect(await read(id)).toMatchObject({
			imageUrls: [FRONT, KITCHEN, GARDEN],
			imageAlts: ['The front', 'The kitchen', 'The garden'],
		})
	})

	test('search results and an owner’s listings carry them too', async () => {
		const { user, cookie } = await createSignedInUser('alts')
		const name = `Canal loft ${user.id.slice(0, 8)}`
		await createdListing(cookie, { name, imageAlts: ['The front', '', 'The garden'] })
		const expected = { name, imageAlts: ['The front', `${name}, photo 2`, 'The garden'] }
		const found = (await (
			await responseOf(run(searchApi.loader, getRequest(`/api/listing/get?searchTerm=${encodeURIComponent(name)}`)))
		).json()) as ApiListing[]
		expect(found).toEqual([expect.objectContaining(expected)])
		const owned = (await (
			await responseOf(
				run(ownerListingsApi.loader, getRequest(`/api/user/listings/${user.id}`, { cookie }), { id: user.id }),
			)
		).json()) as ApiListing[]
		expect(owned).toEqual([expect.objectContaining(expected)])
	})
})

describe('the listing page', () => {
	test('gives each photo of the gallery its description, in order, and the cover’s to the link preview and JSON-LD', async () => {
		const { cookie } = await createSignedInUser('alts')
		const { _id: id } = await createdListing(cookie, { imageAlts: ['', 'The kitchen', 'The garden'] })
		await update(cookie, id, { imageUrls: [GARDEN, FRONT, KITCHEN] })
		const { data } = unwrap<Parameters<typeof listingJsonLd>[1] & { listing: Parameters<typeof listingJsonLd>[0] }>(
			await run(listingPage.loader, getRequest(`/listing/${id}`), { id }),
		)
		const meta = listingMeta(data.listing, data)
		expect(meta).toContainEqual({ property: 'og:image', content: GARDEN })
		expect(meta).toContainEqual({ property: 'og:image:alt', content: 'The garden' })
		expect(meta).toContainEqual({ name: 'twitter:image:alt', content: 'The garden' })
		expect(listingJsonLd(data.listing, data).image).toEqual([
			{ '@type': 'ImageObject', contentUrl: GARDEN, description: 'The garden' },
			{ '@type': 'ImageObject', contentUrl: FRONT, description: `${NAME}, photo 2` },
			{ '@type': 'ImageObject', contentUrl: KITCHEN, description: 'The kitchen' },
		])
	})
})

/** A photo in the store, uploaded by this user. */
async function storedPhoto(ownerId: string) {
	const url = await processPhoto(await testImage('jpeg'))
	await recordPhotos(ownerId, [url])
	return url
}

function editorPost(id: string, parts: MultipartPart[], cookie: string) {
	return run(
		updatePage.action,
		new Request(`http://localhost/update-listing/${id}`, {
			method: 'POST',
			headers: { ...multipartHeaders, Cookie: cookie },
			body: new Uint8Array(multipartBody(parts)),
		}),
		{ id },
	)
}

type EditorAnswer = {
	result: { initialValue: { photos?: Array<{ url: string; alt?: string }> }; error?: Record<string, string[]> }
}

describe('the editor without JavaScript', () => {
	const fields = {
		name: NAME,
		description: 'Open plan, high windows, a view over the water.',
		address: '8 Canal Walk, Austin, TX',
		type: 'rent',
		propertyType: 'apartment',
		bedrooms: '1',
		bathrooms: '1',
		regularPrice: '2100',
	}
	const textParts = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }))
	const photoParts = (photos: Array<[string, string]>) =>
		photos.flatMap(([url, alt], index) => [
			{ name: `photos[${index}].url`, value: url },
			{ name: `photos[${index}].alt`, value: alt },
		])
	const intent = (type: string, payload: Record<string, unknown>) => ({
		name: '__intent__',
		value: JSON.stringify({ type, payload }),
	})

	test('Move up, Make cover and Remove take each photo’s description along; Save stores them in that order', async () => {
		const { user, cookie } = await createSignedInUser('alts')
		const [a, b, c] = await Promise.all([1, 2, 3].map(() => storedPhoto(user.id)))
		const { _id: id } = await createdListing(cookie, { imageUrls: [a, b, c] })
		const photos: Array<[string, string]> = [
			[a!, 'The front'],
			[b!, ''],
			[c!, 'The garden'],
		]

		const moved = unwrap<EditorAnswer>(
			await editorPost(
				id,
				[...textParts(fields), ...photoParts(photos), intent('reorder', { name: 'photos', from: 2, to: 1 })],
				cookie,
			),
		)
		expect(moved.status).toBe(200)
		expect(moved.data.result.initialValue.photos).toEqual([
			{ url: a, alt: 'The front' },
			{ url: c, alt: 'The garden' },
			// An empty field is left out of the answer, as Conform reads forms.
			{ url: b },
		])

		const cover = unwrap<EditorAnswer>(
			await editorPost(
				id,
				[
					...textParts(fields),
					...photoParts([
						[a!, 'The front'],
						[c!, 'The garden'],
						[b!, 'The kitchen'],
					]),
					intent('reorder', { name: 'photos', from: 2, to: 0 }),
				],
				cookie,
			),
		)
		expect(cover.data.result.initialValue.photos).toEqual([
			{ url: b, alt: 'The kitchen' },
			{ url: a, alt: 'The front' },
			{ url: c, alt: 'The garden' },
		])

		const removed = unwrap<EditorAnswer>(
			await editorPost(
				id,
				[
					...textParts(fields),
					...photoParts([
						[b!, 'The kitchen'],
						[a!, 'The front'],
						[c!, 'The garden'],
					]),
					intent('remove', { name: 'photos', index: 1 }),
				],
				cookie,
			),
		)
		expect(removed.data.result.initialValue.photos).toEqual([
			{ url: b, alt: 'The kitchen' },
			{ url: c, alt: 'The garden' },
		])

		const saved = await responseOf(
			editorPost(
				id,
				[
					...textParts({ ...fields, intent: 'save' }),
					...photoParts([
						[b!, 'The kitchen'],
						[c!, 'The garden'],
					]),
				],
				cookie,
			),
		)
		expect(saved.headers.get('Location')).toBe(`/listing/${id}`)
		expect(await stored(id)).toMatchObject({ imageUrls: [b, c], imageAlts: ['The kitchen', 'The garden'] })
	})

	test('Upload adds the new photos after the listed ones, every description kept', async () => {
		const { user, cookie } = await createSignedInUser('alts')
		const photo = await storedPhoto(user.id)
		const { _id: id } = await createdListing(cookie, { imageUrls: [photo] })
		const answer = unwrap<EditorAnswer>(
			await editorPost(
				id,
				[
					...textParts({ ...fields, intent: 'upload' }),
					...photoParts([[photo, 'The front']]),
					{ name: 'images', filename: 'garden.jpg', type: 'image/jpeg', data: await testImage('jpeg') },
				],
				cookie,
			),
		)
		expect(answer.status).toBe(200)
		expect(answer.data.result.initialValue.photos).toEqual([
			{ url: photo, alt: 'The front' },
			{ url: expect.stringMatching(/^\/uploads\//), alt: '' },
		])
	})

	test('a description over 150 characters is refused beside its photo, and nothing typed is lost', async () => {
		const { user, cookie } = await createSignedInUser('alts')
		const photo = await storedPhoto(user.id)
		const { _id: id } = await createdListing(cookie, { imageUrls: [photo], imageAlts: ['The front'] })
		const tooLong = 'z'.repeat(151)
		const answer = unwrap<EditorAnswer>(
			await editorPost(id, [...textParts({ ...fields, intent: 'save' }), ...photoParts([[photo, tooLong]])], cookie),
		)
		expect(answer.status).toBe(400)
		expect(answer.data.result.error?.['photos[0].alt']).toEqual(['Description must be at most 150 characters'])
		expect(answer.data.result.initialValue.photos).toEqual([{ url: photo, alt: tooLong }])
		expect((await stored(id)).imageAlts).toEqual(['The front'])
	})
})
