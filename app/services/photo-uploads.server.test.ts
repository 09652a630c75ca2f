import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getEnv } from '~/utils/env.server'
import { deletePhotos, getPhotoStore, type PhotoStore, photoFileUrls } from '~/utils/photo-store.server'
import { photoSources } from '~/utils/photos'
import { createUser } from '../../tests/support/factories'
import { isBluish, isReddish, pixel, pngDeclaring, sidewaysJpegWithGps, testImage } from '../../tests/support/images'
import {
	closingBoundary,
	filePartHeader,
	multipartBody,
	multipartRequest,
	streamingRequest,
	type MultipartPart,
} from '../../tests/support/multipart'
import { MAX_PHOTO_BYTES, NOT_AN_IMAGE, parsePhotoForm, PhotoUploadError, processPhoto } from './photo-uploads.server'

const uploadsDir = () => path.join(getEnv().dataDir, 'uploads')
/** Every file in the local store, temporary ones included. */
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : [])
const readStored = (url: string) => fs.readFileSync(path.join(uploadsDir(), url.replace(/^\/uploads\//, '')))

const LISTING_FAILED = 'Image upload failed (2 mb max per image)'
const TOO_MANY = 'You can only upload 6 images per listing'
const AVATAR_FAILED = 'Error Image upload (image must be less than 2 mb)'

async function refusal(promise: Promise<unknown>) {
	const error = await promise.then(
		() => undefined,
		(error: unknown) => error,
	)
	expect(error).toBeInstanceOf(PhotoUploadError)
	return error as PhotoUploadError
}

/** The uploader of every photo of these tests (parsePhotoForm records its photos as theirs). */
const ownerId = randomUUID()
beforeAll(async () => {
	await createUser({ id: ownerId })
})

beforeEach(() => {
	fs.rmSync(uploadsDir(), { recursive: true, force: true })
})

describe('processPhoto', () => {
	test('stores three WebP widths under one new name and returns the 1200 px one', async () => {
		const url = await processPhoto(await testImage('png', 1800, 1200))
		expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/)
		const name = url.slice('/uploads/'.length, -'.webp'.length)
		expect(storedFiles()).toEqual([`${name}.w400.webp`, `${name}.w800.webp`, `${name}.webp`].sort())

		for (const [file, width, height] of [
			[`${name}.w400.webp`, 400, 267],
			[`${name}.w800.webp`, 800, 533],
			[`${name}.webp`, 1200, 800],
		] as const) {
			const metadata = await sharp(readStored(`/uploads/${file}`)).metadata()
			expect(metadata.format).toBe('webp')
			expect([metadata.width, metadata.height]).toEqual([width, height])
		}
		// The page helper finds every width from the URL we keep.
		expect(photoSources(url).srcSet).toBe(
			`/uploads/${name}.w400.webp 400w, /uploads/${name}.w800.webp 800w, /uploads/${name}.webp 1200w`,
		)
	})

	test('turns a sideways phone photo upright and drops its EXIF data and GPS position', async () => {
		const input = await sidewaysJpegWithGps()
		const before = await sharp(input).metadata()
		expect(before.orientation).toBe(6)
		expect(before.exif?.toString('latin1')).toContain('HomesteadTestCam')
		// The GPS IFD pointer (tag 0x8825, little-endian) and the position's N/W references.
		expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

		const url = await processPhoto(input)
		for (const file of photoFileUrls(url)) {
			const output = readStored(file)
			const metadata = await sharp(output).metadata()
			expect(metadata.exif).toBeUndefined()
			expect(metadata.orientation).toBeUndefined()
			expect(metadata.icc).toBeUndefined()
			expect(metadata.xmp).toBeUndefined()
			expect(output.toString('latin1')).not.toContain('HomesteadTestCam')
			// Upright: 200 × 300 (never enlarged), red on top, blue below.
			expect([metadata.width, metadata.height]).toEqual([200, 300])
			expect(isReddish(await pixel(output, 100, 30))).toBe(true)
			expect(isBluish(await pixel(output, 100, 270))).toBe(true)
		}
	})

	test.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('accepts a %s image', async (format) => {
		const url = await processPhoto(await testImage(format, 480, 320))
		const output = readStored(url)
		const metadata = await sharp(output).metadata()
		expect(metadata.format).toBe('webp')
		expect([metadata.width, metadata.height]).toEqual([480, 320])
		expect(isReddish(await pixel(output, 60, 160))).toBe(true)
		expect(isBluish(await pixel(output, 420, 160))).toBe(true)
	})

	test.each([
		['a text file', Buffer.from('hello, this is not a picture at all\n'.repeat(20))],
		['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
		['an empty file', Buffer.alloc(0)],
	])('refuses %s as not an image, with a message that says so', async (_, data) => {
		const error = await refusal(processPhoto(data))
		expect(error.reason).toBe('not-an-image')
		expect(error.message).toBe(NOT_AN_IMAGE)
		expect(error.status).toBe(400)
		expect(storedFiles()).toEqual([])
	})

	test.each([
		[
			'a PNG signature followed by junk',
			async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]),
		],
		[
			'a JPEG cut off half way',
			async () => {
				const jpeg = await sharp(await testImage('png', 800, 600))
					.jpeg({ progressive: false })
					.toBuffer()
				return jpeg.subarray(0, Math.floor(jpeg.length / 2))
			},
		],
	])('refuses %s as an image that does not read', async (_, data) => {
		const error = await refusal(processPhoto(await data()))
		expect(error.reason).toBe('unreadable')
		expect(error.message).toBe(LISTING_FAILED)
		expect(storedFiles()).toEqual([])
	})

	test.each([
		['20000 × 20000 (a decompression bomb)', 20_000, 20_000],
		['8000 × 5000 (over 25 megapixels)', 8000, 5000],
		['12000 × 100 (too long a side)', 12_000, 100],
	])('refuses a PNG declaring %s pixels before decoding it', async (_, width, height) => {
		const png = await pngDeclaring(width, height)
		expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ width, height })
		const error = await refusal(processPhoto(png))
		expect(error.reason).toBe('too-large')
		expect(storedFiles()).toEqual([])
	})

	test('takes back the widths already stored when the store fails half way', async () => {
		const local = getPhotoStore()
		let puts = 0
		const failing: PhotoStore = {
			put: (...args) => (++puts === 3 ? Promise.reject(new Error('disk full')) : local.put(...args)),
			urlPrefix: local.urlPrefix,
			delete: (urls) => local.delete(urls),
		}
		await expect(processPhoto(await testImage('jpeg'), failing)).rejects.toThrow('disk full')
		expect(storedFiles()).toEqual([])
	})
})

describe('deletePhotos', () => {
	test('removes every width of our photos and leaves other addresses alone', async () => {
		const first = await processPhoto(await testImage('jpeg'))
		const second = await processPhoto(await testImage('png'))
		expect(storedFiles()).toHaveLength(6)
		fs.writeFileSync(path.join(getEnv().dataDir, 'keep.webp'), 'not ours to delete')

		await deletePhotos([
			first,
			'https://firebasestorage.googleapis.com/v0/b/app/o/photo.webp',
			'/images/demo/01-front.webp',
			'/uploads/../keep.webp',
		])
		expect(storedFiles()).toEqual(
			photoFileUrls(second)
				.map((url) => url.slice('/uploads/'.length))
				.sort(),
		)
		expect(fs.existsSync(path.join(getEnv().dataDir, 'keep.webp'))).toBe(true)

		// Any width names the photo; deleting again is harmless.
		await deletePhotos([photoFileUrls(second)[0]!])
		await deletePhotos([first, photoFileUrls(second)[0]!])
		expect(storedFiles()).toEqual([])
	})

	test('photoFileUrls lists the three widths of a stored photo and nothing for a foreign one', () => {
		expect(photoFileUrls('/uploads/abc-123.webp')).toEqual([
			'/uploads/abc-123.w400.webp',
			'/uploads/abc-123.w800.webp',
			'/uploads/abc-123.webp',
		])
		expect(photoFileUrls('https://x.ufs.sh/f/abc.w800.webp')).toEqual([
			'https://x.ufs.sh/f/abc.w400.webp',
			'https://x.ufs.sh/f/abc.w800.webp',
			'https://x.ufs.sh/f/abc.webp',
		])
		expect(photoFileUrls('https://example.com/photo.jpg')).toEqual(['https://example.com/photo.jpg'])
	})
})

describe('parsePhotoForm', () => {
	const listing = { ownerId, field: 'images', maxFiles: 6 }

	test('returns the text fields and the stored photos in the order sent', async () => {
		const jpeg = await testImage('jpeg')
		const png = await testImage('png', 900, 600)
		const { fields, photos } = await parsePhotoForm(
			multipartRequest([
				{ name: 'name', value: 'A bright flat by the river' },
				{ name: 'imageUrls', value: '/uploads/existing.webp' },
				{ name: 'images', filename: 'front.jpg', type: 'image/jpeg', data: jpeg },
				{ name: 'images', filename: 'garden.png', type: 'image/png', data: png },
				{ name: 'description', value: 'Zwei Zimmer, Küche, Bad ✓' },
			]),
			listing,
		)
		expect(fields.get('name')).toBe('A bright flat by the river')
		expect(fields.get('description')).toBe('Zwei Zimmer, Küche, Bad ✓')
		expect(fields.getAll('imageUrls')).toEqual(['/uploads/existing.webp'])
		expect(fields.has('images')).toBe(false)
		expect(photos).toHaveLength(2)
		expect(storedFiles()).toHaveLength(6)
		expect((await sharp(readStored(photos[1]!)).metadata()).width).toBe(900)
	})

	test('ignores file inputs with no file chosen', async () => {
		const { fields, photos } = await parsePhotoForm(
			multipartRequest([
				{ name: 'name', value: 'Cottage' },
				{ name: 'images', filename: '', data: new Uint8Array() },
			]),
			listing,
		)
		expect(photos).toEqual([])
		expect(fields.get('name')).toBe('Cottage')
		expect(storedFiles()).toEqual([])
	})

	test('refuses a seventh file with "You can only upload 6 images per listing", keeping none of the six', async () => {
		const jpeg = await testImage('jpeg', 300, 200)
		const files: MultipartPart[] = Array.from({ length: 7 }, (_, i) => ({
			name: 'images',
			filename: `photo-${i}.jpg`,
			type: 'image/jpeg',
			data: jpeg,
		}))
		const error = await refusal(parsePhotoForm(multipartRequest(files), listing))
		expect(error.message).toBe(TOO_MANY)
		expect(error.status).toBe(400)
		expect(storedFiles()).toEqual([])
	})

	test('counts the photos the listing has already, given or read from the form', async () => {
		const jpeg = await testImage('jpeg', 300, 200)
		const file = { name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: jpeg }
		const existing = (count: number) =>
			Array.from({ length: count }, (_, i) => ({ name: 'imageUrls', value: `/uploads/old-${i}.webp` }))
		const countUrls = (fields: FormData) => fields.getAll('imageUrls').length

		const given = await refusal(parsePhotoForm(multipartRequest([file, file]), { ...listing, existingCount: 5 }))
		expect(given.message).toBe(TOO_MANY)
		const read = await refusal(
			parsePhotoForm(multipartRequest([...existing(5), file, file]), { ...listing, existingCount: countUrls }),
		)
		expect(read.message).toBe(TOO_MANY)
		// Hidden inputs placed after the file input are counted too.
		const after = await refusal(
			parsePhotoForm(multipartRequest([file, file, ...existing(5)]), { ...listing, existingCount: countUrls }),
		)
		expect(after.message).toBe(TOO_MANY)
		expect(storedFiles()).toEqual([])

		const { photos } = await parsePhotoForm(multipartRequest([...existing(5), file]), {
			...listing,
			existingCount: countUrls,
		})
		expect(photos).toHaveLength(1)
	})

	test('refuses a file over 2 MB and takes back the photos stored before it', async () => {
		const good = await testImage('jpeg')
		const error = await refusal(
			parsePhotoForm(
				multipartRequest([
					{ name: 'images', filename: 'good.jpg', type: 'image/jpeg', data: good },
					{ name: 'images', filename: 'big.jpg', type: 'image/jpeg', data: new Uint8Array(MAX_PHOTO_BYTES + 1) },
				]),
				listing,
			),
		)
		expect(error.message).toBe(LISTING_FAILED)
		expect(error.reason).toBe('too-large')
		expect(storedFiles()).toEqual([])
	})

	test('accepts a file of exactly 2 MB', async () => {
		// A real JPEG padded with trailing bytes to the limit, which decoders ignore.
		const jpeg = await testImage('jpeg')
		const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES - jpeg.length)])
		const { photos } = await parsePhotoForm(
			multipartRequest([{ name: 'images', filename: 'exact.jpg', type: 'image/jpeg', data: padded }]),
			listing,
		)
		expect(photos).toHaveLength(1)
	})

	test('refuses a 50 MB upload as soon as its file passes 2 MB, reading no further and keeping nothing', async () => {
		const size = 50 * 1024 * 1024
		const upload = streamingRequest(filePartHeader('images', 'huge.jpg'), size, closingBoundary)
		const error = await refusal(parsePhotoForm(upload.request, listing))
		expect(error.message).toBe(LISTING_FAILED)
		expect(error.reason).toBe('too-large')
		expect(upload.pulled()).toBeLessThan(MAX_PHOTO_BYTES + 1024 * 1024)
		// Left, not cancelled: the server reads and drops the rest once it answers (tests/hardening.test.ts).
		expect(upload.cancelled()).toBe(false)
		expect(storedFiles()).toEqual([])
	})

	test('refuses a .png that is really text, and keeps none of the photos before it', async () => {
		const error = await refusal(
			parsePhotoForm(
				multipartRequest([
					{ name: 'images', filename: 'real.webp', type: 'image/webp', data: await testImage('webp') },
					{ name: 'images', filename: 'fake.png', type: 'image/png', data: Buffer.from('just some text\n') },
				]),
				listing,
			),
		)
		expect(error.message).toBe(NOT_AN_IMAGE)
		expect(error.reason).toBe('not-an-image')
		expect(storedFiles()).toEqual([])
	})

	test('refuses a decompression bomb', async () => {
		const error = await refusal(
			parsePhotoForm(
				multipartRequest([
					{ name: 'images', filename: 'bomb.png', type: 'image/png', data: await pngDeclaring(20_000, 20_000) },
				]),
				listing,
			),
		)
		expect(error.message).toBe(LISTING_FAILED)
		expect(storedFiles()).toEqual([])
	})

	test.each([
		['cut off in the middle of a file', (body: Buffer) => body.subarray(0, body.length - 2000)],
		['cut off before the closing boundary', (body: Buffer) => body.subarray(0, body.length - 8)],
		[
			'with a broken part header',
			(body: Buffer) => Buffer.from(body.toString('latin1').replace('Content-Disposition', 'X'), 'latin1'),
		],
	])('answers a multipart body %s with a 400, keeping nothing', async (_, cut) => {
		const jpeg = await testImage('jpeg')
		const body = multipartBody([
			{ name: 'name', value: 'Cottage' },
			{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
			{ name: 'images', filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
		])
		const error = await refusal(parsePhotoForm(multipartRequest(cut(body)), listing))
		expect(error.status).toBe(400)
		expect(error.message).toBe(LISTING_FAILED)
		expect(storedFiles()).toEqual([])
	})

	test('answers a body that is not multipart with a 400', async () => {
		const json = new Request('http://localhost/upload', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"images":[]}',
		})
		expect((await refusal(parsePhotoForm(json, listing))).status).toBe(400)
		const noBoundary = new Request('http://localhost/upload', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data' },
			body: 'x',
		})
		expect((await refusal(parsePhotoForm(noBoundary, listing))).status).toBe(400)
	})

	test('refuses a file in another field than the photo input', async () => {
		const error = await refusal(
			parsePhotoForm(
				multipartRequest([{ name: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: await testImage('jpeg') }]),
				listing,
			),
		)
		expect(error.status).toBe(400)
		expect(storedFiles()).toEqual([])
	})

	test('limits the text fields in size and number', async () => {
		const huge = await refusal(
			parsePhotoForm(multipartRequest([{ name: 'description', value: 'x'.repeat(200 * 1024) }]), listing),
		)
		expect(huge.status).toBe(413)
		const many = await refusal(
			parsePhotoForm(
				multipartRequest(Array.from({ length: 51 }, (_, i) => ({ name: `field${i}`, value: 'x' }))),
				listing,
			),
		)
		expect(many.status).toBe(413)
	})

	test('an avatar upload answers with the avatar message, or says the file is not an image', async () => {
		const jpeg = await testImage('jpeg', 300, 300)
		const avatar = { ownerId, field: 'avatar', maxFiles: 1, kind: 'avatar' as const }
		const two = await refusal(
			parsePhotoForm(
				multipartRequest([
					{ name: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
					{ name: 'avatar', filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
				]),
				avatar,
			),
		)
		expect(two.message).toBe(AVATAR_FAILED)
		const big = await refusal(
			parsePhotoForm(
				multipartRequest([
					{ name: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: new Uint8Array(3 * 1024 * 1024) },
				]),
				avatar,
			),
		)
		expect(big.message).toBe(AVATAR_FAILED)
		const text = await refusal(
			parsePhotoForm(multipartRequest([{ name: 'avatar', filename: 'a.png', data: Buffer.from('text') }]), avatar),
		)
		expect(text.message).toBe(NOT_AN_IMAGE)
		const { photos } = await parsePhotoForm(
			multipartRequest([{ name: 'avatar', filename: 'a.jpg', type: 'image/jpeg', data: jpeg }]),
			avatar,
		)
		expect(photos).toHaveLength(1)
	})

	test('a failing store is a server error, not the user’s, and leaves no photo behind', async () => {
		const local = getPhotoStore()
		let puts = 0
		const failing: PhotoStore = {
			put: (...args) => (++puts === 5 ? Promise.reject(new Error('disk full')) : local.put(...args)),
			urlPrefix: local.urlPrefix,
			delete: (urls) => local.delete(urls),
		}
		const jpeg = await testImage('jpeg')
		const error = await parsePhotoForm(
			multipartRequest([
				{ name: 'images', filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
				{ name: 'images', filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
			]),
			{ ...listing, store: failing },
		).catch((error: unknown) => error)
		expect(error).not.toBeInstanceOf(PhotoUploadError)
		expect((error as Error).message).toBe('disk full')
		expect(storedFiles()).toEqual([])
	})

	test('several uploads at once all succeed', async () => {
		const jpeg = await testImage('jpeg', 1600, 1200)
		const results = await Promise.all(
			Array.from({ length: 4 }, () =>
				parsePhotoForm(
					multipartRequest(
						Array.from({ length: 3 }, (_, i) => ({
							name: 'images',
							filename: `${i}.jpg`,
							type: 'image/jpeg',
							data: jpeg,
						})),
					),
					listing,
				),
			),
		)
		expect(results.flatMap((result) => result.photos)).toHaveLength(12)
		expect(storedFiles()).toHaveLength(36)
	})
})
