import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { idempotencyKeys, listings, users } from '~/db/schema'
import { recordPhotos } from '~/models/photo.server'
import * as createPage from '~/routes/_listings+/create-listing'
import * as deletePage from '~/routes/_listings+/listing.$id_.delete'
import * as updatePage from '~/routes/_listings+/update-listing.$id'
import * as avatarRoute from '~/routes/_profile+/profile_.avatar'
import * as createApi from '~/routes/api+/listing.create'
import * as deleteApi from '~/routes/api+/listing.delete.$id'
import * as getApi from '~/routes/api+/listing.get_.$id'
import * as updateApi from '~/routes/api+/listing.update.$id'
import * as uploadApi from '~/routes/api+/upload'
import * as deleteUserApi from '~/routes/api+/user.delete.$id'
import * as updateUserApi from '~/routes/api+/user.update.$id'
import { purgeExpiredAccounts } from '~/services/account.server'
import { processPhoto } from '~/services/photo-uploads.server'
import { getEnv } from '~/utils/env.server'
import { photoFileUrls } from '~/utils/photo-store.server'
import { testImage } from './support/images'
import { multipartBody, multipartHeaders, type MultipartPart } from './support/multipart'
import { context, getRequest, jsonRequest, responseOf, unwrap } from './support/requests'
import { createSignedInUser } from './support/users'

type Handler = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<unknown>
const call = (handler: unknown, request: Request, params: Record<string, string> = {}) =>
	(handler as Handler)({ request, params, context: context() })
const api = async (handler: unknown, request: Request, params: Record<string, string> = {}) =>
	responseOf(call(handler, request, params))
const message = async (response: Response) => ((await response.json()) as { message: string }).message

const uploadsDir = () => path.join(getEnv().dataDir, 'uploads')
const storedFiles = () =>
	fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).filter((name) => !name.startsWith('.')) : []
const fileOf = (url: string) => path.join(uploadsDir(), url.replace('/uploads/', ''))

function listingBody(overrides: Record<string, unknown> = {}) {
	return {
		name: 'Garden flat near the river',
		description: 'Quiet street, big windows, a small garden.',
		address: '4 River Walk, Austin, TX',
		type: 'rent',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1900,
		discountPrice: 0,
		offer: false,
		parking: true,
		furnished: false,
		imageUrls: ['https://photos.example/garden.jpg'],
		...overrides,
	}
}

/** A photo in the store, uploaded by this user. */
async function storedPhoto(ownerId: string) {
	const url = await processPhoto(await testImage('jpeg'))
	await recordPhotos(ownerId, [url])
	return url
}

/**
 * Other spellings of a photo of this site's address that a browser shows as that photo: the loopback
 * address and `localhost` on the site's port, over http or https, with a query or a fragment, another
 * case, `.` and `..` segments, percent-encoding.
 */
function otherSpellings(photo: string) {
	const site = new URL(getEnv().publicUrl)
	const port = site.port || (site.protocol === 'https:' ? '443' : '80')
	const key = photo.slice('/uploads/'.length)
	return [
		`http://127.0.0.1:${port}${photo}`,
		`https://localhost:${port}${photo}`,
		`${site.origin}${photo}?x=1`,
		`http://[::1]:${port}/UPLOADS/${key}#photo`,
		`${site.origin}/images/../uploads/./${key.replace('.webp', '.w800.webp')}`,
		`http://localhost:${port}/%75ploads/${encodeURIComponent(key).replace('-', '%2D')}`,
	]
}

async function createOwned(cookie: string, overrides: Record<string, unknown> = {}) {
	const response = await api(createApi.action, jsonRequest('/api/listing/create', listingBody(overrides), { cookie }))
	expect(response.status).toBe(201)
	return (await response.json()) as { _id: string; userRef: string; imageUrls: string[] }
}

async function listingCount() {
	const db = await getDb()
	return (await db.select({ id: listings.id }).from(listings)).length
}

function multipartPageRequest(url: string, parts: MultipartPart[], cookie: string) {
	return new Request(`http://localhost${url}`, {
		method: 'POST',
		headers: { ...multipartHeaders, Cookie: cookie },
		body: new Uint8Array(multipartBody(parts)),
	})
}

/** The photo addresses of the form as an answer sends it back. */
const photoUrlsOf = (values: Record<string, unknown>) =>
	(values.photos as Array<{ url: string }> | undefined)?.map((photo) => photo.url)

const textParts = (values: Record<string, string | string[]>): MultipartPart[] =>
	Object.entries(values).flatMap(([name, value]) =>
		(Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item })),
	)

describe('POST /api/listing/create', () => {
	test('creates the listing owned by the signed-in user, whatever userRef says', async () => {
		const { user, cookie } = await createSignedInUser()
		const { user: other } = await createSignedInUser()
		const created = await createOwned(cookie, { userRef: other.id })
		expect(created.userRef).toBe(user.id)
		expect(created).toMatchObject({
			name: 'Garden flat near the river',
			regularPrice: 1900,
			parking: true,
			offer: false,
		})
	})

	test('needs a session', async () => {
		const response = await api(createApi.action, jsonRequest('/api/listing/create', listingBody()))
		expect(response.status).toBe(401)
		expect(await message(response)).toBe('Unauthorized')
	})

	test.each([
		[{ regularPrice: 'two thousand' }, 'Regular price must be a number'],
		[
			{ imageUrls: Array.from({ length: 7 }, (_, i) => `https://photos.example/${i}.jpg`) },
			'You can only upload 6 images per listing',
		],
		[{ imageUrls: [] }, 'You must upload at least one image'],
		[{ offer: true, discountPrice: 1900 }, 'Discount price must be lower than regular price'],
		[{ name: 'Short' }, 'Name must be at least 10 characters'],
		[{ bedrooms: 11 }, 'Bedrooms must be between 1 and 10'],
	])('refuses %o with 400 and stores nothing', async (change, expected) => {
		const { cookie } = await createSignedInUser()
		const before = await listingCount()
		const response = await api(createApi.action, jsonRequest('/api/listing/create', listingBody(change), { cookie }))
		expect(response.status).toBe(400)
		expect(await message(response)).toBe(expected)
		expect(await listingCount()).toBe(before)
	})
})

describe('the permission matrix: anonymous, another user, the owner', () => {
	test('update and delete through the API', async () => {
		const owner = await createSignedInUser('owner')
		const other = await createSignedInUser('other')
		const { _id: id } = await createOwned(owner.cookie)
		const update = (cookie?: string) =>
			api(
				updateApi.action,
				jsonRequest(`/api/listing/update/${id}`, listingBody({ name: 'Renamed garden flat' }), { cookie }),
				{ id },
			)
		const remove = (cookie?: string) =>
			api(deleteApi.action, jsonRequest(`/api/listing/delete/${id}`, undefined, { method: 'DELETE', cookie }), { id })

		expect((await update()).status).toBe(401)
		const forbiddenUpdate = await update(other.cookie)
		expect(forbiddenUpdate.status).toBe(403)
		expect(await message(forbiddenUpdate)).toBe('You can only update your own listings!')
		expect((await remove()).status).toBe(401)
		const forbiddenDelete = await remove(other.cookie)
		expect(forbiddenDelete.status).toBe(403)
		expect(await message(forbiddenDelete)).toBe('You can only delete your own listings!')

		const db = await getDb()
		const [untouched] = await db.select().from(listings).where(eq(listings.id, id))
		expect(untouched!.name).toBe('Garden flat near the river')

		const updated = await update(owner.cookie)
		expect(updated.status).toBe(200)
		expect(((await updated.json()) as { name: string }).name).toBe('Renamed garden flat')
		const deleted = await remove(owner.cookie)
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toBe('Listing has been deleted!')
		expect(await db.select().from(listings).where(eq(listings.id, id))).toEqual([])
	})

	test('unknown and malformed ids are 404 on every listing route', async () => {
		const { cookie } = await createSignedInUser()
		for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
			const responses = await Promise.all([
				api(getApi.loader, getRequest(`/api/listing/get/${id}`), { id }),
				api(updateApi.action, jsonRequest(`/api/listing/update/${id}`, listingBody(), { cookie }), { id }),
				api(deleteApi.action, jsonRequest(`/api/listing/delete/${id}`, undefined, { method: 'DELETE', cookie }), {
					id,
				}),
			])
			for (const response of responses) {
				expect(response.status).toBe(404)
				expect(await message(response)).toBe('Listing not found!')
			}
		}
	})

	test('the edit and delete pages: sign-in first, 403 for another user, the form for the owner', async () => {
		const owner = await createSignedInUser('owner')
		const other = await createSignedInUser('other')
		const { _id: id } = await createOwned(owner.cookie)

		const anonymous = await responseOf(call(updatePage.loader, getRequest(`/update-listing/${id}`), { id }))
		expect(anonymous.headers.get('Location')).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/update-listing/${id}`)}`)
		const forbidden = await responseOf(
			call(updatePage.loader, getRequest(`/update-listing/${id}`, { cookie: other.cookie }), { id }),
		)
		expect(forbidden.status).toBe(403)
		const forbiddenDelete = await responseOf(
			call(
				deletePage.action,
				new Request(`http://localhost/listing/${id}/delete`, { method: 'POST', headers: { Cookie: other.cookie } }),
				{ id },
			),
		)
		expect(forbiddenDelete.status).toBe(403)
		expect(await listingCount()).toBeGreaterThan(0)

		const form = unwrap<{ listing: { name: string } }>(
			await call(updatePage.loader, getRequest(`/update-listing/${id}`, { cookie: owner.cookie }), { id }),
		)
		expect(form.data.listing.name).toBe('Garden flat near the river')
		const deleted = await responseOf(
			call(
				deletePage.action,
				new Request(`http://localhost/listing/${id}/delete`, { method: 'POST', headers: { Cookie: owner.cookie } }),
				{ id },
			),
		)
		expect(deleted.headers.get('Location')).toBe('/profile')
		const db = await getDb()
		expect(await db.select().from(listings).where(eq(listings.id, id))).toEqual([])
	})
})

describe('the edit page and a concurrent delete', () => {
	test('a listing deleted while its owner saves it is answered 404, not a server error', async () => {
		const owner = await createSignedInUser('owner')
		const { _id: id } = await createOwned(owner.cookie)
		// The form arrives slowly; before it is complete the listing is deleted (from another tab, say).
		let reading = () => {}
		const started = new Promise<void>((resolve) => (reading = resolve))
		let send = () => {}
		const sent = new Promise<void>((resolve) => (send = resolve))
		const form = new URLSearchParams({ ...createFormFields, imageUrls: 'https://photos.example/garden.jpg' })
		const body = new ReadableStream<Uint8Array>(
			{
				async pull(controller) {
					reading()
					await sent
					controller.enqueue(new TextEncoder().encode(form.toString()))
					controller.close()
				},
			},
			{ highWaterMark: 0 },
		)
		const request = new Request(`http://localhost/update-listing/${id}`, {
			method: 'POST',
			headers: { Cookie: owner.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
			body,
			duplex: 'half',
		} as RequestInit)
		const saving = responseOf(call(updatePage.action, request, { id }))
		await started
		const db = await getDb()
		await db.delete(listings).where(eq(listings.id, id))
		send()
		const response = await saving
		expect(response.status).toBe(404)
		expect(await response.text()).toBe('Listing not found!')
	})
})

describe('photos in the store', () => {
	test('photos removed from a listing, and those of a deleted listing, leave the store', async () => {
		const { user, cookie } = await createSignedInUser()
		const [kept, removed] = [await storedPhoto(user.id), await storedPhoto(user.id)]
		const { _id: id } = await createOwned(cookie, { imageUrls: [kept, removed] })
		expect(fs.existsSync(fileOf(removed))).toBe(true)

		await api(
			updateApi.action,
			jsonRequest(`/api/listing/update/${id}`, listingBody({ imageUrls: [kept] }), { cookie }),
			{ id },
		)
		expect(fs.existsSync(fileOf(removed))).toBe(false)
		expect(fs.existsSync(fileOf(removed.replace('.webp', '.w400.webp')))).toBe(false)
		expect(fs.existsSync(fileOf(kept))).toBe(true)

		await api(deleteApi.action, jsonRequest(`/api/listing/delete/${id}`, undefined, { method: 'DELETE', cookie }), {
			id,
		})
		expect(fs.existsSync(fileOf(kept))).toBe(false)
	})

	test('a photo also shown by another listing stays until nothing shows it', async () => {
		const { user, cookie } = await createSignedInUser()
		const shared = await storedPhoto(user.id)
		const first = await createOwned(cookie, { imageUrls: [shared] })
		const second = await createOwned(cookie, { imageUrls: [shared] })
		await api(
			deleteApi.action,
			jsonRequest(`/api/listing/delete/${first._id}`, undefined, { method: 'DELETE', cookie }),
			{ id: first._id },
		)
		expect(fs.existsSync(fileOf(shared))).toBe(true)
		await api(
			deleteApi.action,
			jsonRequest(`/api/listing/delete/${second._id}`, undefined, { method: 'DELETE', cookie }),
			{ id: second._id },
		)
		expect(fs.existsSync(fileOf(shared))).toBe(false)
	})

	test('an account deleted for good (7 days after its owner deleted it) takes the photos of its listings and its avatar', async () => {
		const { user, cookie } = await createSignedInUser()
		const photo = await storedPhoto(user.id)
		await createOwned(cookie, { imageUrls: [photo] })
		const avatar = await storedPhoto(user.id)
		const db = await getDb()
		await db.update(users).set({ avatar }).where(eq(users.id, user.id))
		const response = await api(
			deleteUserApi.action,
			jsonRequest(
				`/api/user/delete/${user.id}`,
				{ currentPassword: 'correct horse battery' },
				{ method: 'DELETE', cookie },
			),
			{ id: user.id },
		)
		expect(response.status).toBe(200)
		// Restorable for 7 days: the photos stay until the purge.
		expect(fs.existsSync(fileOf(photo))).toBe(true)
		await purgeExpiredAccounts(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000))
		expect(fs.existsSync(fileOf(photo))).toBe(false)
		expect(fs.existsSync(fileOf(avatar))).toBe(false)
	})
})

describe('POST /api/upload', () => {
	const upload = (parts: MultipartPart[], cookie?: string) =>
		api(
			uploadApi.action,
			new Request('http://localhost/api/upload', {
				method: 'POST',
				headers: { ...multipartHeaders, ...(cookie ? { Cookie: cookie } : {}) },
				body: new Uint8Array(multipartBody(parts)),
			}),
		)

	test('stores real images and answers their addresses (201)', async () => {
		const { cookie } = await createSignedInUser()
		const response = await upload(
			[
				{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: await testImage('jpeg') },
				{ name: 'images', filename: 'b.png', type: 'image/png', data: await testImage('png') },
			],
			cookie,
		)
		expect(response.status).toBe(201)
		const { urls } = (await response.json()) as { urls: string[] }
		expect(urls).toHaveLength(2)
		// Absolute, so a client served from another origin can show them.
		for (const url of urls) {
			expect(url).toMatch(new RegExp(`^${getEnv().publicUrl}/uploads/[\\w-]+\\.webp$`))
			expect(fs.existsSync(fileOf(new URL(url).pathname))).toBe(true)
		}
	})

	test('needs a session', async () => {
		expect((await upload([{ name: 'images', filename: 'a.jpg', data: await testImage('jpeg') }])).status).toBe(401)
	})

	test('a body that is not multipart (JSON, a form, nothing) is 415 "Send the photos as multipart/form-data"', async () => {
		const { cookie } = await createSignedInUser()
		const before = storedFiles().length
		const bodies: Array<[string | undefined, string | undefined]> = [
			['application/json', JSON.stringify({ images: ['data:image/png;base64,iVBORw0KGgo='] })],
			['application/x-www-form-urlencoded', 'images=a.jpg'],
			[undefined, undefined],
		]
		for (const [type, body] of bodies) {
			const response = await api(
				uploadApi.action,
				new Request('http://localhost/api/upload', {
					method: 'POST',
					headers: { ...(type ? { 'Content-Type': type } : {}), Cookie: cookie },
					body,
				}),
			)
			expect(response.status, type).toBe(415)
			expect(await response.json()).toEqual({
				success: false,
				statusCode: 415,
				message: 'Send the photos as multipart/form-data',
			})
		}
		// A multipart body that is broken is still the upload's own 400.
		const broken = await api(
			uploadApi.action,
			new Request('http://localhost/api/upload', {
				method: 'POST',
				headers: { 'Content-Type': 'multipart/form-data', Cookie: cookie },
				body: 'not multipart',
			}),
		)
		expect(broken.status).toBe(400)
		expect(await message(broken)).toBe('Image upload failed (2 mb max per image)')
		expect(storedFiles().length).toBe(before)
	})

	test('a .png that is really text, seven files, or nothing at all: 400 and no stray files', async () => {
		const { cookie } = await createSignedInUser()
		const before = storedFiles().length
		const fake = await upload(
			[{ name: 'images', filename: 'cat.png', type: 'image/png', data: new TextEncoder().encode('just text') }],
			cookie,
		)
		expect(fake.status).toBe(400)
		expect(await message(fake)).toBe('Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)')

		const jpeg = await testImage('jpeg')
		const seven = await upload(
			Array.from({ length: 7 }, (_, i) => ({ name: 'images', filename: `${i}.jpg`, type: 'image/jpeg', data: jpeg })),
			cookie,
		)
		expect(seven.status).toBe(400)
		expect(await message(seven)).toBe('You can only upload 6 images per listing')

		const none = await upload([{ name: 'images', filename: '', data: new Uint8Array() }], cookie)
		expect(none.status).toBe(400)
		expect(storedFiles().length).toBe(before)
	})
})

/** The create form's text fields as a browser sends them. */
const createFormFields = {
	name: 'Corner house with a garden',
	description: 'Three bedrooms, a garden and a garage.',
	address: '9 Elm Street, Austin, TX',
	type: 'sale',
	propertyType: 'house',
	bedrooms: '3',
	bathrooms: '2',
	regularPrice: '420000',
	parking: 'on',
}

describe('the create page without JavaScript', () => {
	const fields = createFormFields

	test('Upload stores the chosen photos and shows the form again with every value kept', async () => {
		const { cookie } = await createSignedInUser()
		const before = await listingCount()
		const response = await call(
			createPage.action,
			multipartPageRequest(
				'/create-listing',
				[
					...textParts({ ...fields, intent: 'upload' }),
					{ name: 'images', filename: 'front.jpg', type: 'image/jpeg', data: await testImage('jpeg') },
				],
				cookie,
			),
		)
		const { status, data } = unwrap<{ result: { initialValue: Record<string, unknown>; error?: unknown } }>(response)
		expect(status).toBe(200)
		expect(data.result.initialValue).toMatchObject({ name: fields.name, regularPrice: '420000', parking: 'on' })
		// A list even for one photo: the form lists its photos as photos[0].url, photos[0].alt...
		const imageUrls = photoUrlsOf(data.result.initialValue) ?? []
		expect(imageUrls).toEqual([expect.stringMatching(/^\/uploads\//)])
		expect(fs.existsSync(fileOf(imageUrls[0]!))).toBe(true)
		expect(await listingCount()).toBe(before)
	})

	test('Upload counts the photos the form lists already: six in all, the seventh is refused', async () => {
		const { user, cookie } = await createSignedInUser()
		const listed = await Promise.all([1, 2, 3, 4, 5].map(() => storedPhoto(user.id)))
		const jpeg = await testImage('jpeg')
		const upload = (files: number) =>
			call(
				createPage.action,
				multipartPageRequest(
					'/create-listing',
					[
						...textParts({ ...fields, intent: 'upload' }),
						// As the form names them.
						...listed.map((url, index) => ({ name: `photos[${index}].url`, value: url })),
						...Array.from({ length: files }, (_, index) => ({
							name: 'images',
							filename: `${index}.jpg`,
							type: 'image/jpeg',
							data: jpeg,
						})),
					],
					cookie,
				),
			)
		const before = storedFiles().length
		const tooMany = unwrap<{ result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } }>(
			await upload(2),
		)
		expect(tooMany.status).toBe(400)
		expect(tooMany.data.result.error.images).toEqual(['You can only upload 6 images per listing'])
		expect(photoUrlsOf(tooMany.data.result.initialValue)).toEqual(listed)
		expect(storedFiles().length).toBe(before)

		const sixth = unwrap<{ result: { initialValue: Record<string, unknown> } }>(await upload(1))
		expect(sixth.status).toBe(200)
		expect(photoUrlsOf(sixth.data.result.initialValue)).toEqual([...listed, expect.stringMatching(/^\/uploads\//)])
	})

	test('Create listing saves with the listed photos and goes to the listing', async () => {
		const { user, cookie } = await createSignedInUser()
		const photo = await storedPhoto(user.id)
		const response = await responseOf(
			call(
				createPage.action,
				multipartPageRequest(
					'/create-listing',
					[
						...textParts({
							...fields,
							'photos[0].url': photo,
							'photos[0].alt': '  The front door,\n in spring ',
							intent: 'save',
						}),
						{ name: 'images', filename: '', data: new Uint8Array() },
					],
					cookie,
				),
			),
		)
		expect(response.headers.get('Location')).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
		const db = await getDb()
		const [saved] = await db.select().from(listings).where(eq(listings.userRef, user.id))
		expect(saved).toMatchObject({
			name: fields.name,
			type: 'sale',
			regularPrice: 420000,
			parking: true,
			imageUrls: [photo],
			imageAlts: ['The front door, in spring'],
		})
	})

	test('a page from before photo descriptions (imageUrls fields) still saves its photos', async () => {
		const { user, cookie } = await createSignedInUser()
		const photo = await storedPhoto(user.id)
		const response = await responseOf(
			call(
				createPage.action,
				multipartPageRequest('/create-listing', textParts({ ...fields, imageUrls: [photo], intent: 'save' }), cookie),
			),
		)
		expect(response.status).toBe(302)
		const db = await getDb()
		const [saved] = await db.select().from(listings).where(eq(listings.userRef, user.id))
		expect(saved).toMatchObject({ imageUrls: [photo], imageAlts: [''] })
	})

	test('a file over 2 MB is refused with "Image upload failed (2 mb max per image)", the values kept, nothing stored', async () => {
		const { cookie } = await createSignedInUser()
		const before = storedFiles().length
		const response = await call(
			createPage.action,
			multipartPageRequest(
				'/create-listing',
				[
					...textParts({ ...fields, intent: 'upload' }),
					{ name: 'images', filename: 'huge.jpg', type: 'image/jpeg', data: new Uint8Array(2 * 1024 * 1024 + 10) },
				],
				cookie,
			),
		)
		const { status, data } = unwrap<{
			result: { initialValue: Record<string, unknown>; error: Record<string, string[]> }
		}>(response)
		expect(status).toBe(400)
		expect(data.result.error.images).toEqual(['Image upload failed (2 mb max per image)'])
		expect(data.result.initialValue).toMatchObject({ name: fields.name })
		expect(storedFiles().length).toBe(before)
	})

	describe('the name limits, 10 to 62 characters, on the page and in the API', () => {
		const named = (length: number) => 'N'.repeat(length)
		/** Create listing on the page, with a stored photo and this name. */
		const saveOnPage = async (name: string, { user, cookie }: { user: { id: string }; cookie: string }) =>
			call(
				createPage.action,
				multipartPageRequest(
					'/create-listing',
					[
						...textParts({ ...fields, name, imageUrls: [await storedPhoto(user.id)], intent: 'save' }),
						{ name: 'images', filename: '', data: new Uint8Array() },
					],
					cookie,
				),
			)

		test.each([10, 62])('a name of exactly %i characters is accepted', async (length) => {
			const owner = await createSignedInUser()
			const created = await createOwned(owner.cookie, { name: named(length) })
			expect(created).toMatchObject({ name: named(length) })

			const page = await responseOf(saveOnPage(named(length), owner))
			expect(page.headers.get('Location')).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
		})

		test.each([
			[9, 'Name must be at least 10 characters'],
			[63, 'Name must be at most 62 characters'],
		])('a name of %i characters is refused: %s', async (length, expected) => {
			const owner = await createSignedInUser()
			const { cookie } = owner
			const before = await listingCount()
			const response = await api(
				createApi.action,
				jsonRequest('/api/listing/create', listingBody({ name: named(length) }), { cookie }),
			)
			expect(response.status).toBe(400)
			expect(await message(response)).toBe(expected)

			const { status, data } = unwrap<{ result: { error: Record<string, string[]> } }>(
				await saveOnPage(named(length), owner),
			)
			expect(status).toBe(400)
			expect(data.result.error.name).toEqual([expected])
			expect(await listingCount()).toBe(before)
		})
	})
})

describe('avatar upload', () => {
	test('a new avatar replaces the old one, which leaves the store', async () => {
		const { user, cookie } = await createSignedInUser()
		const send = async () =>
			responseOf(
				call(
					avatarRoute.action,
					new Request('http://localhost/profile/avatar', {
						method: 'POST',
						headers: { ...multipartHeaders, Cookie: cookie, Accept: 'application/json' },
						body: new Uint8Array(
							multipartBody([
								{ name: 'avatar', filename: 'me.jpg', type: 'image/jpeg', data: await testImage('jpeg') },
							]),
						),
					}),
				),
			)
		const first = await send()
		expect(first.status).toBe(200)
		const { avatar: firstAvatar, message: text } = (await first.json()) as { avatar: string; message: string }
		expect(text).toBe('Image successfully uploaded!')
		const second = (await (await send()).json()) as { avatar: string }
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, user.id))
		expect(row!.avatar).toBe(second.avatar)
		expect(fs.existsSync(fileOf(firstAvatar))).toBe(false)
		expect(fs.existsSync(fileOf(second.avatar))).toBe(true)
	})

	const sendAvatar = async (cookie: string, data: Uint8Array) =>
		responseOf(
			call(
				avatarRoute.action,
				new Request('http://localhost/profile/avatar', {
					method: 'POST',
					headers: { ...multipartHeaders, Cookie: cookie, Accept: 'application/json' },
					body: new Uint8Array(multipartBody([{ name: 'avatar', filename: 'me.png', type: 'image/png', data }])),
				}),
			),
		)

	test('an avatar that is not an image says so; one over 2 MB gets "Error Image upload (image must be less than 2 mb)"', async () => {
		const { cookie } = await createSignedInUser()
		const text = await sendAvatar(cookie, new TextEncoder().encode('hello, this is a letter, not a picture'))
		expect(text.status).toBe(400)
		expect(await message(text)).toBe('Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)')

		const large = await sendAvatar(cookie, new Uint8Array(2 * 1024 * 1024 + 10))
		expect(large.status).toBe(400)
		expect(await message(large)).toBe('Error Image upload (image must be less than 2 mb)')
	})
})

/** The create form's text fields, saving. */
const pageFields = { ...createFormFields, intent: 'save' }

describe('photo ownership', () => {
	test('another user’s photo, at any width, cannot be shown (so not deleted): 400, nothing stored, the photo intact', async () => {
		const victim = await createSignedInUser()
		const photo = await storedPhoto(victim.user.id)
		await createOwned(victim.cookie, { imageUrls: [photo] })
		const attacker = await createSignedInUser()
		const own = await createOwned(attacker.cookie)
		const before = await listingCount()

		for (const stolen of [photo, photo.replace('.webp', '.w400.webp'), ...otherSpellings(photo)]) {
			const created = await api(
				createApi.action,
				jsonRequest('/api/listing/create', listingBody({ imageUrls: [stolen] }), { cookie: attacker.cookie }),
			)
			expect(created.status).toBe(400)
			expect(await message(created)).toBe('You can only use photos you uploaded')
			const updated = await api(
				updateApi.action,
				jsonRequest(`/api/listing/update/${own._id}`, listingBody({ imageUrls: [stolen] }), {
					cookie: attacker.cookie,
				}),
				{ id: own._id },
			)
			expect(updated.status).toBe(400)
			const avatar = await api(
				updateUserApi.action,
				jsonRequest(`/api/user/update/${attacker.user.id}`, { avatar: stolen }, { cookie: attacker.cookie }),
				{ id: attacker.user.id },
			)
			expect(avatar.status).toBe(400)
			const page = unwrap<{ result: { error?: Record<string, string[]> } }>(
				await call(
					createPage.action,
					multipartPageRequest(
						'/create-listing',
						textParts({ ...pageFields, 'photos[0].url': stolen }),
						attacker.cookie,
					),
				),
			)
			expect(page.status).toBe(400)
			expect(page.data.result.error?.photos).toEqual(['You can only use photos you uploaded'])
		}
		expect(await listingCount()).toBe(before)
		await api(
			deleteApi.action,
			jsonRequest(`/api/listing/delete/${own._id}`, undefined, { method: 'DELETE', cookie: attacker.cookie }),
			{
				id: own._id,
			},
		)
		for (const file of photoFileUrls(photo)) expect(fs.existsSync(fileOf(file))).toBe(true)
	})

	test('the owner’s photo under another spelling of its address is that photo: accepted, and stored as its one address', async () => {
		const owner = await createSignedInUser()
		const photo = await storedPhoto(owner.user.id)
		const [asLoopback, asLocalhost, withQuery] = otherSpellings(photo)
		const created = await createOwned(owner.cookie, { imageUrls: [asLoopback, 'https://photos.example/a.jpg?x=1'] })
		expect(created.imageUrls).toEqual([`${getEnv().publicUrl}${photo}`, 'https://photos.example/a.jpg?x=1'])
		const db = await getDb()
		const stored = async () =>
			(await db.select({ imageUrls: listings.imageUrls }).from(listings).where(eq(listings.id, created._id)))[0]!
				.imageUrls
		expect(await stored()).toEqual([photo, 'https://photos.example/a.jpg?x=1'])
		const updated = await api(
			updateApi.action,
			jsonRequest(`/api/listing/update/${created._id}`, listingBody({ imageUrls: [asLocalhost, withQuery] }), {
				cookie: owner.cookie,
			}),
			{ id: created._id },
		)
		expect(updated.status).toBe(200)
		expect(await stored()).toEqual([photo, photo])
	})

	test('a listing from before owners were recorded that shows another’s photo does not take it along when deleted', async () => {
		const victim = await createSignedInUser()
		const photo = await storedPhoto(victim.user.id)
		await createOwned(victim.cookie, { imageUrls: [photo] })
		const attacker = await createSignedInUser()
		const db = await getDb()
		const [old] = await db
			.insert(listings)
			.values({ ...listingBody(), type: 'rent', userRef: attacker.user.id, imageUrls: [photo] })
			.returning()
		// Kept while editing it (it was there already), released when the listing goes.
		const kept = await api(
			updateApi.action,
			jsonRequest(
				`/api/listing/update/${old!.id}`,
				listingBody({ imageUrls: [photo, 'https://photos.example/x.jpg'] }),
				{
					cookie: attacker.cookie,
				},
			),
			{ id: old!.id },
		)
		expect(kept.status).toBe(200)
		await api(
			deleteApi.action,
			jsonRequest(`/api/listing/delete/${old!.id}`, undefined, { method: 'DELETE', cookie: attacker.cookie }),
			{
				id: old!.id,
			},
		)
		for (const file of photoFileUrls(photo)) expect(fs.existsSync(fileOf(file))).toBe(true)
	})

	test('one’s own photo given at any width or as this site’s absolute address is stored as the photo itself', async () => {
		const { user, cookie } = await createSignedInUser()
		const [first, second] = [await storedPhoto(user.id), await storedPhoto(user.id)]
		const created = await createOwned(cookie, {
			imageUrls: [
				`${getEnv().publicUrl}${first}`,
				second.replace('.webp', '.w800.webp'),
				'https://photos.example/a.jpg',
				'/images/listing-fallback.webp',
			],
		})
		// Stored in one canonical form (this site's paths), answered as absolute addresses.
		const site = getEnv().publicUrl
		const [stored] = await (
			await getDb()
		)
			.select({ imageUrls: listings.imageUrls })
			.from(listings)
			.where(eq(listings.id, created._id))
		expect(stored!.imageUrls).toEqual([first, second, 'https://photos.example/a.jpg', '/images/listing-fallback.webp'])
		expect(created.imageUrls).toEqual([
			`${site}${first}`,
			`${site}${second}`,
			'https://photos.example/a.jpg',
			`${site}/images/listing-fallback.webp`,
		])
		// A photo shown in a listing and as the avatar stays until neither shows it.
		const avatar = await api(
			updateUserApi.action,
			jsonRequest(`/api/user/update/${user.id}`, { avatar: first.replace('.webp', '.w400.webp') }, { cookie }),
			{ id: user.id },
		)
		expect(((await avatar.json()) as { avatar: string }).avatar).toBe(`${site}${first}`)
		await api(
			deleteApi.action,
			jsonRequest(`/api/listing/delete/${created._id}`, undefined, { method: 'DELETE', cookie }),
			{
				id: created._id,
			},
		)
		expect(fs.existsSync(fileOf(first))).toBe(true)
		expect(fs.existsSync(fileOf(second))).toBe(false)
	})
})

describe('pictures of the site (/images/…)', () => {
	const NOT_A_PHOTO = 'Image address must be an http(s) URL or a photo uploaded to this site'

	test('only a file the site has may be shown: in a listing, its update, an avatar and the create page', async () => {
		const { user, cookie } = await createSignedInUser()
		const own = await createOwned(cookie, { imageUrls: ['/images/listing-fallback.webp'] })
		const before = await listingCount()
		const site = getEnv().publicUrl
		for (const missing of [
			'/images/no-such-photo.webp',
			'/images/demo/no-such-home.w400.webp',
			`${site}/images/no-such-photo.webp`,
			'/images/demo',
		]) {
			const created = await api(
				createApi.action,
				jsonRequest('/api/listing/create', listingBody({ imageUrls: [missing] }), { cookie }),
			)
			expect(created.status, missing).toBe(400)
			expect(await message(created)).toBe(NOT_A_PHOTO)
			const updated = await api(
				updateApi.action,
				jsonRequest(
					`/api/listing/update/${own._id}`,
					{ imageUrls: ['/images/listing-fallback.webp', missing] },
					{ cookie },
				),
				{ id: own._id },
			)
			expect(updated.status, missing).toBe(400)
			expect(await message(updated)).toBe(NOT_A_PHOTO)
			const avatar = await api(
				updateUserApi.action,
				jsonRequest(`/api/user/update/${user.id}`, { avatar: missing }, { cookie }),
				{ id: user.id },
			)
			expect(avatar.status, missing).toBe(400)
			expect(await message(avatar)).toBe(NOT_A_PHOTO)
			const page = unwrap<{ result: { error?: Record<string, string[]> } }>(
				await call(
					createPage.action,
					multipartPageRequest('/create-listing', textParts({ ...pageFields, 'photos[0].url': missing }), cookie),
				),
			)
			expect(page.status, missing).toBe(400)
			expect(page.data.result.error?.photos).toEqual([NOT_A_PHOTO])
		}
		expect(await listingCount()).toBe(before)
		const db = await getDb()
		const [row] = await db.select().from(users).where(eq(users.id, user.id))
		expect(row!.avatar).toBe('/images/avatar-default.svg')

		// Files the site has, at any width they are served in, are taken.
		const demo = await createOwned(cookie, {
			imageUrls: ['/images/demo/home-01-1.webp', `${site}/images/demo/home-01-2.w400.webp`],
		})
		expect(demo.imageUrls).toEqual([`${site}/images/demo/home-01-1.webp`, `${site}/images/demo/home-01-2.webp`])
		const avatar = await api(
			updateUserApi.action,
			jsonRequest(`/api/user/update/${user.id}`, { avatar: '/images/demo/owner.webp' }, { cookie }),
			{ id: user.id },
		)
		expect(avatar.status).toBe(200)
	})
})

describe('retries that do not duplicate', () => {
	const MINUTE = 60 * 1000
	const HOUR = 60 * MINUTE
	const create = (cookie: string, key?: string) =>
		api(
			createApi.action,
			jsonRequest('/api/listing/create', listingBody(), { cookie, headers: key ? { 'Idempotency-Key': key } : {} }),
		)

	test('POST /api/listing/create with the same Idempotency-Key returns the first listing, once per user and day', async () => {
		const { user, cookie } = await createSignedInUser()
		const before = await listingCount()
		const first = await create(cookie, 'retry-1')
		expect(first.status).toBe(201)
		const { _id } = (await first.json()) as { _id: string }
		const retries = await Promise.all([create(cookie, 'retry-1'), create(cookie, 'retry-1')])
		for (const retry of retries) {
			expect(retry.status).toBe(201)
			expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
			expect(((await retry.json()) as { _id: string })._id).toBe(_id)
		}
		expect(await listingCount()).toBe(before + 1)

		// Another user's key is theirs; another key is another listing; after 24 hours the key is new again.
		const other = await createSignedInUser()
		expect(((await (await create(other.cookie, 'retry-1')).json()) as { _id: string })._id).not.toBe(_id)
		expect((await create(cookie, 'retry-2')).status).toBe(201)
		const db = await getDb()
		await db
			.update(idempotencyKeys)
			.set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
			.where(eq(idempotencyKeys.userId, user.id))
		const later = await create(cookie, 'retry-1')
		expect(later.headers.get('Idempotent-Replayed')).toBeNull()
		expect(((await later.json()) as { _id: string })._id).not.toBe(_id)
		expect(await listingCount()).toBe(before + 4)

		const bad = await create(cookie, 'x'.repeat(300))
		expect(bad.status).toBe(400)
	})

	test('a retry returns the first listing until 24 hours after the key was first used, and creates one after', async () => {
		const { user, cookie } = await createSignedInUser()
		const first = await create(cookie, 'window-1')
		const { _id } = (await first.json()) as { _id: string }
		const db = await getDb()
		const firstUsedAgo = (ms: number) =>
			db
				.update(idempotencyKeys)
				.set({ createdAt: new Date(Date.now() - ms) })
				.where(eq(idempotencyKeys.userId, user.id))

		for (const ago of [MINUTE, 24 * HOUR - MINUTE]) {
			await firstUsedAgo(ago)
			const retry = await create(cookie, 'window-1')
			expect(retry.status).toBe(201)
			expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
			expect(((await retry.json()) as { _id: string })._id).toBe(_id)
		}
		await firstUsedAgo(24 * HOUR + MINUTE)
		const late = await create(cookie, 'window-1')
		expect(late.status).toBe(201)
		expect(late.headers.get('Idempotent-Replayed')).toBeNull()
		expect(((await late.json()) as { _id: string })._id).not.toBe(_id)
		expect(await db.select().from(listings).where(eq(listings.userRef, user.id))).toHaveLength(2)
	})

	test('the create form posted twice with its key makes one listing and both go to it', async () => {
		const { user, cookie } = await createSignedInUser()
		const loaded = (await call(createPage.loader, getRequest('/create-listing', { cookie }))) as {
			idempotencyKey: string
		}
		expect(loaded.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
		const photo = await storedPhoto(user.id)
		const post = () =>
			responseOf(
				call(
					createPage.action,
					multipartPageRequest(
						'/create-listing',
						textParts({ ...pageFields, imageUrls: [photo], idempotencyKey: loaded.idempotencyKey }),
						cookie,
					),
				),
			)
		const [first, second] = [await post(), await post()]
		expect(first.headers.get('Location')).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
		expect(second.headers.get('Location')).toBe(first.headers.get('Location'))
		const db = await getDb()
		expect(await db.select().from(listings).where(eq(listings.userRef, user.id))).toHaveLength(1)
	})
})
