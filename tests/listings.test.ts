import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { listings, users } from '~/db/schema'
import * as createApi from '~/routes/api.listing.create'
import * as deleteApi from '~/routes/api.listing.delete.$id'
import * as getApi from '~/routes/api.listing.get_.$id'
import * as updateApi from '~/routes/api.listing.update.$id'
import * as uploadApi from '~/routes/api.upload'
import * as deleteUserApi from '~/routes/api.user.delete.$id'
import * as createPage from '~/routes/create-listing'
import * as deletePage from '~/routes/listing.$id_.delete'
import * as avatarRoute from '~/routes/profile_.avatar'
import * as updatePage from '~/routes/update-listing.$id'
import { getEnv } from '~/utils/env.server'
import { processPhoto } from '~/utils/photos.server'
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

async function storedPhoto() {
	return processPhoto(await testImage('jpeg'))
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

describe('photos in the store', () => {
	test('photos removed from a listing, and those of a deleted listing, leave the store', async () => {
		const { cookie } = await createSignedInUser()
		const [kept, removed] = [await storedPhoto(), await storedPhoto()]
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
		const { cookie } = await createSignedInUser()
		const shared = await storedPhoto()
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

	test('deleting an account deletes the photos of its listings and its avatar', async () => {
		const { user, cookie } = await createSignedInUser()
		const photo = await storedPhoto()
		await createOwned(cookie, { imageUrls: [photo] })
		const avatar = await storedPhoto()
		const db = await getDb()
		await db.update(users).set({ avatar }).where(eq(users.id, user.id))
		const response = await api(
			deleteUserApi.action,
			jsonRequest(`/api/user/delete/${user.id}`, undefined, { method: 'DELETE', cookie }),
			{ id: user.id },
		)
		expect(response.status).toBe(200)
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
		for (const url of urls) {
			expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/)
			expect(fs.existsSync(fileOf(url))).toBe(true)
		}
	})

	test('needs a session', async () => {
		expect((await upload([{ name: 'images', filename: 'a.jpg', data: await testImage('jpeg') }])).status).toBe(401)
	})

	test('a .png that is really text, seven files, or nothing at all: 400 and no stray files', async () => {
		const { cookie } = await createSignedInUser()
		const before = storedFiles().length
		const fake = await upload(
			[{ name: 'images', filename: 'cat.png', type: 'image/png', data: new TextEncoder().encode('just text') }],
			cookie,
		)
		expect(fake.status).toBe(400)
		expect(await message(fake)).toBe('Image upload failed (2 mb max per image)')

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

describe('the create page without JavaScript', () => {
	const fields = {
		name: 'Corner house with a garden',
		description: 'Three bedrooms, a garden and a garage.',
		address: '9 Elm Street, Austin, TX',
		type: 'sale',
		bedrooms: '3',
		bathrooms: '2',
		regularPrice: '420000',
		parking: 'on',
	}

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
		// One value comes back as a string, several as a list (Conform's form payload).
		const imageUrls = ([] as string[]).concat(data.result.initialValue.imageUrls as string | string[])
		expect(imageUrls).toHaveLength(1)
		expect(fs.existsSync(fileOf(imageUrls[0]!))).toBe(true)
		expect(await listingCount()).toBe(before)
	})

	test('Create listing saves with the listed photos and goes to the listing', async () => {
		const { user, cookie } = await createSignedInUser()
		const photo = await storedPhoto()
		const response = await responseOf(
			call(
				createPage.action,
				multipartPageRequest(
					'/create-listing',
					[
						...textParts({ ...fields, imageUrls: [photo], intent: 'save' }),
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
		})
	})

	test('a file over 2 MB is refused with the spec’s message, the values kept, nothing stored', async () => {
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

	test('a file that is not an image gets the avatar message', async () => {
		const { cookie } = await createSignedInUser()
		const response = await responseOf(
			call(
				avatarRoute.action,
				new Request('http://localhost/profile/avatar', {
					method: 'POST',
					headers: { ...multipartHeaders, Cookie: cookie, Accept: 'application/json' },
					body: new Uint8Array(
						multipartBody([
							{ name: 'avatar', filename: 'me.png', type: 'image/png', data: new TextEncoder().encode('hello') },
						]),
					),
				}),
			),
		)
		expect(response.status).toBe(400)
		expect(await message(response)).toBe('Error Image upload (image must be less than 2 mb)')
	})
})
