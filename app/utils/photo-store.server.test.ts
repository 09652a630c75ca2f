import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parsePhotoForm, PhotoUploadError, processPhoto } from '~/services/photo-uploads.server'
import { testImage } from '../../tests/support/images'
import { multipartRequest } from '../../tests/support/multipart'
import { startUploadThingStandIn, type UploadThingStandIn } from '../../tests/support/uploadthing-stand-in'
import {
	createLocalPhotoStore,
	createUploadThingStore,
	getPhotoStore,
	canonicalPhotoUrl,
	isPhotoKey,
	type PhotoStore,
	deletePhotos,
	photoFileUrls,
} from './photo-store.server'

describe('canonicalPhotoUrl', () => {
	const local = createLocalPhotoStore(os.tmpdir())
	const uploadThing = { ...local, urlPrefix: 'https://app1.ufs.sh/f/' }
	test.each([
		['/uploads/abc.webp', local, '/uploads/abc.webp'],
		['/uploads/abc.w400.webp', local, '/uploads/abc.webp'],
		['https://homes.example/uploads/abc.w800.webp', local, '/uploads/abc.webp'],
		[' https://homes.example/uploads/abc.webp ', local, '/uploads/abc.webp'],
		['https://homes.example/profile', local, 'https://homes.example/profile'],
		// This site's photo under any spelling of its address is that photo.
		['https://homes.example/uploads/abc.webp?x=1', local, '/uploads/abc.webp'],
		['https://homes.example/uploads/abc.webp#top', local, '/uploads/abc.webp'],
		['HTTP://HOMES.EXAMPLE:8443/UPLOADS/abc.webp', local, '/uploads/abc.webp'],
		['http://127.0.0.1:3000/uploads/abc.webp', local, '/uploads/abc.webp'],
		['https://localhost:5173/uploads/abc.w400.webp?x=1', local, '/uploads/abc.webp'],
		['http://127.1:3000/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://2130706433/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://[::1]:3000/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://[::ffff:127.0.0.1]/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://app.localhost/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://localhost./uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://0.0.0.0:3000/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://localhost/images/../uploads/./abc.webp', local, '/uploads/abc.webp'],
		['http://localhost/uploads/%2e%2e/uploads/abc.webp', local, '/uploads/abc.webp'],
		['http://localhost/%75ploads/%61bc.webp', local, '/uploads/abc.webp'],
		['/uploads/./abc.webp', local, '/uploads/abc.webp'],
		['/uploads//abc.webp', local, '/uploads//abc.webp'],
		['http://localhost/uploads/a%2Fbc.webp', local, 'http://localhost/uploads/a%2Fbc.webp'],
		['https://app1.ufs.sh/f/abc.webp?x=1#y', uploadThing, 'https://app1.ufs.sh/f/abc.webp'],
		['HTTPS://APP1.UFS.SH/f/%61bc.w800.webp', uploadThing, 'https://app1.ufs.sh/f/abc.webp'],
		// Other hosts stay as they were sent.
		['https://photos.example/uploads/abc.webp?x=1', local, 'https://photos.example/uploads/abc.webp?x=1'],
		['http://128.0.0.1/uploads/abc.webp', local, 'http://128.0.0.1/uploads/abc.webp'],
		['http://localhost.example/uploads/abc.webp', local, 'http://localhost.example/uploads/abc.webp'],
		['/images/demo-1.w400.webp', local, '/images/demo-1.webp'],
		['https://photos.example/abc.w400.webp', local, 'https://photos.example/abc.w400.webp'],
		['https://app1.ufs.sh/f/abc.w400.webp', uploadThing, 'https://app1.ufs.sh/f/abc.webp'],
		['https://app1.ufs.sh/f/abc.w400.webp', local, 'https://app1.ufs.sh/f/abc.w400.webp'],
	])('%j → %j', (given, store, expected) => {
		expect(canonicalPhotoUrl(given, store, 'https://homes.example')).toBe(expected)
	})
})

describe('the local store', () => {
	const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-photos-'))
	const store = createLocalPhotoStore(path.join(directory, 'uploads'))
	afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

	test('writes a file under its key, leaving no temporary file, and publishes it under /uploads/', async () => {
		const url = await store.put('abc-123.w400.webp', Buffer.from('webp bytes'), 'image/webp')
		expect(url).toBe('/uploads/abc-123.w400.webp')
		expect(fs.readdirSync(path.join(directory, 'uploads'))).toEqual(['abc-123.w400.webp'])
		expect(fs.readFileSync(path.join(directory, 'uploads', 'abc-123.w400.webp'), 'utf8')).toBe('webp bytes')
	})

	test('refuses keys that could leave its folder or hide a file', async () => {
		for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'a..b.webp', '', 'a b.webp', 'a\\b.webp']) {
			expect(isPhotoKey(key)).toBe(false)
			await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid photo key/)
		}
		expect(fs.existsSync(path.join(directory, 'escape.webp'))).toBe(false)
	})

	test('deletes its own files, ignores other addresses and can delete twice', async () => {
		fs.writeFileSync(path.join(directory, 'outside.webp'), 'keep me')
		await store.put('doomed.webp', Buffer.from('x'), 'image/webp')
		await store.delete([
			'/uploads/doomed.webp',
			'/uploads/../outside.webp',
			'/uploads/..%2Foutside.webp',
			'https://example.com/uploads/abc-123.w400.webp',
			'/images/demo/01.webp',
		])
		expect(fs.existsSync(path.join(directory, 'uploads', 'doomed.webp'))).toBe(false)
		expect(fs.existsSync(path.join(directory, 'uploads', 'abc-123.w400.webp'))).toBe(true)
		expect(fs.readFileSync(path.join(directory, 'outside.webp'), 'utf8')).toBe('keep me')
		await expect(store.delete(['/uploads/doomed.webp'])).resolves.toBeUndefined()
	})
})

describe('the UploadThing store, against a stand-in of its services', () => {
	let standIn: UploadThingStandIn
	let store: PhotoStore
	beforeAll(async () => {
		standIn = await startUploadThingStandIn()
		store = createUploadThingStore({ token: standIn.token, ...standIn.options })
	})
	afterAll(() => standIn?.stop())
	beforeEach(() => {
		standIn.files.clear()
		standIn.requests.length = 0
	})

	const storedCustomIds = () => [...standIn.files.values()].map((file) => file.customId).sort()

	test('uploads a file with its key as custom id and returns the address of that id', async () => {
		const url = await store.put('f00d.w800.webp', Buffer.from('RIFF....WEBP'), 'image/webp')
		expect(url).toBe(`http://${standIn.options.ufsHost}/a/${standIn.appId}/f00d.w800.webp`)
		expect(standIn.requests).toEqual([expect.stringMatching(/^PUT \/[A-Za-z0-9]+$/)])
		expect([...standIn.files.values()]).toEqual([
			expect.objectContaining({ customId: 'f00d.w800.webp', name: 'f00d.w800.webp', type: 'image/webp' }),
		])
		const served = await fetch(url)
		expect(served.status).toBe(200)
		expect(served.headers.get('content-type')).toBe('image/webp')
		expect(await served.text()).toBe('RIFF....WEBP')
	})

	test('processPhoto stores every width there, and deletePhotos removes them all', async () => {
		const url = await processPhoto(await testImage('jpeg', 1600, 1000), store)
		const urls = photoFileUrls(url)
		expect(url).toMatch(new RegExp(`^http://${standIn.options.ufsHost}/a/${standIn.appId}/[0-9a-f-]{36}\\.webp$`))
		expect(storedCustomIds()).toEqual(urls.map((each) => each.split('/').pop()).sort())
		for (const [index, width] of [400, 800, 1200].entries()) {
			const served = await fetch(urls[index]!)
			expect(served.status).toBe(200)
			expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width)
		}

		await deletePhotos([url, 'https://firebasestorage.googleapis.com/v0/b/app/o/photo.webp'], store)
		expect(standIn.files.size).toBe(0)
		expect(standIn.requests.at(-1)).toBe('POST /v6/deleteFiles')
		expect((await fetch(url)).status).toBe(404)
		// Deleting again is harmless.
		await deletePhotos([url], store)
	})

	test('asks nothing of the API when none of the addresses are its own', async () => {
		await store.delete([
			'/uploads/abc.webp',
			'https://other-app.ufs.sh/f/abc.webp',
			`http://${standIn.options.ufsHost}/a/someoneelse/abc.webp`,
		])
		expect(standIn.requests).toEqual([])
	})

	test('a refused upload leaves nothing on UploadThing', async () => {
		const jpeg = await testImage('jpeg')
		const error = await parsePhotoForm(
			multipartRequest([
				{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
				{ name: 'images', filename: 'b.png', type: 'image/png', data: Buffer.from('not a picture') },
			]),
			{ ownerId: randomUUID(), field: 'images', maxFiles: 6, store },
		).catch((error: unknown) => error)
		expect(error).toBeInstanceOf(PhotoUploadError)
		expect(standIn.requests.filter((request) => request.startsWith('PUT'))).toHaveLength(3)
		expect(standIn.files.size).toBe(0)
	})

	test('an upload the service refuses is an error', async () => {
		await store.put('taken.webp', Buffer.from('first'), 'image/webp')
		await expect(store.put('taken.webp', Buffer.from('second'), 'image/webp')).rejects.toThrow(/taken\.webp/)
	})

	test('an option left out falls back to the SDK’s own reading of the UPLOADTHING_* variables', async () => {
		process.env.UPLOADTHING_INGEST_URL = standIn.options.ingestUrl
		try {
			const partial = createUploadThingStore({
				token: standIn.token,
				apiUrl: standIn.options.apiUrl,
				ufsHost: standIn.options.ufsHost,
				ufsAppIdLocation: 'path',
			})
			await partial.put('fallback.webp', Buffer.from('x'), 'image/webp')
			expect(storedCustomIds()).toEqual(['fallback.webp'])
		} finally {
			delete process.env.UPLOADTHING_INGEST_URL
		}
	})

	test('a token that is not an UploadThing token is refused at once', () => {
		expect(() => createUploadThingStore({ token: 'not-a-token' })).toThrow(/UPLOADTHING_TOKEN/)
	})

	test('getPhotoStore uses UploadThing when UPLOADTHING_TOKEN is set', async () => {
		// This file reads the configuration here first, so the variables below are the ones it sees.
		Object.assign(process.env, standIn.env)
		const url = await getPhotoStore().put('from-env.webp', Buffer.from('x'), 'image/webp')
		expect(url).toBe(`http://${standIn.options.ufsHost}/a/${standIn.appId}/from-env.webp`)
		expect(storedCustomIds()).toEqual(['from-env.webp'])
		for (const name of Object.keys(standIn.env)) delete process.env[name]
	})
})
