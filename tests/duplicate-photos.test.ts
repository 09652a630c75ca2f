// Near copies of a photo in another member's listing (the duplicate_photo hold): each stored photo keeps
// its perceptual hashes (of the photo, of its centre at 95 % and 90 %, of it mirrored), computed on upload
// or afterwards in the background, and findDuplicatePhotos looks the listing's photos up through the
// hashes' band indexes (docs/decisions/031). The first member to have a photo keeps it. Over the API at
// the end: a mirrored copy, a cropped and brightened one, an honest photo, the owner's reuse.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { photos } from '~/db/schema'
import { openCaseOf } from '~/models/moderation.server'
import { findDuplicatePhotos, recordPhotos } from '~/models/photo.server'
import * as createApi from '~/routes/api+/listing.create'
import * as uploadApi from '~/routes/api+/upload'
import {
	hashUnhashedPhotos,
	parsePhotoForm,
	photoHashesOf,
	photoHashOf,
	processPhoto,
	processPhotoWithHash,
} from '~/services/photo-uploads.server'
import { getEnv, parseEnv } from '~/utils/env.server'
import { deletePhotos } from '~/utils/photo-store.server'
import { PHOTO_WIDTHS } from '~/utils/photos'
import { createListing, createUser } from './support/factories'
import { multipartBody, multipartHeaders, multipartRequest } from './support/multipart'
import { context, jsonRequest, responseOf } from './support/requests'
import { createSignedInUser } from './support/users'

const THRESHOLD = 7

/** A photo as an owner uploads it: one of the site's demo pictures as a JPEG. */
async function cameraPhoto(name: string) {
	return sharp(fs.readFileSync(`public/images/demo/${name}.webp`))
		.jpeg({ quality: 90 })
		.toBuffer()
}

/** Someone else's copy of a photo: half the size, re-encoded at a lower quality. */
async function copyOf(photo: Buffer) {
	const { width } = await sharp(photo).metadata()
	return sharp(photo)
		.resize({ width: Math.round(width! / 2) })
		.jpeg({ quality: 60 })
		.toBuffer()
}

/** Stores a photo as its uploader's (with its hash, as an upload does) and shows it in a new listing of theirs. */
async function listPhoto(ownerId: string, image: Buffer) {
	const { url, hashes } = await processPhotoWithHash(image)
	await recordPhotos(ownerId, [url], [hashes])
	const listing = await createListing({ userRef: ownerId, imageUrls: [url] })
	return { url, listingId: listing.id }
}

async function storedHash(url: string) {
	const db = await getDb()
	const [row] = await db.select({ phash: photos.phash }).from(photos).where(eq(photos.url, url))
	return row?.phash
}

function distance(a: bigint, b: bigint) {
	return BigInt.asUintN(64, a ^ b)
		.toString(2)
		.replaceAll('0', '').length
}

describe('hashes kept with the photos', () => {
	test('an upload records each photo with the hash of what it shows', async () => {
		const owner = await createUser()
		const image = await cameraPhoto('home-03-1')
		const { photos: urls } = await parsePhotoForm(
			multipartRequest([{ name: 'images', filename: 'front.jpg', type: 'image/jpeg', data: image }]),
			{ ownerId: owner.id, field: 'images', maxFiles: 6 },
		)
		expect(await storedHash(urls[0]!)).toBe(await photoHashOf(image))
	})

	test('photos stored before hashes were kept are hashed in the background, from their stored file', async () => {
		const owner = await createUser()
		const image = await cameraPhoto('home-05-2')
		const url = await processPhoto(image)
		await recordPhotos(owner.id, [url])
		const gone = await processPhoto(await cameraPhoto('home-07-3'))
		await recordPhotos(owner.id, [gone])
		await deletePhotos([gone])
		expect(await storedHash(url)).toBeNull()

		let result = await hashUnhashedPhotos(1000)
		// Other tests of this file may have left photos of their own to hash: at least these two were seen.
		expect(result.hashed).toBeGreaterThanOrEqual(1)
		expect(result.unreadable).toBeGreaterThanOrEqual(1)
		// The stored 400 px WebP hashes within a bit or two of the upload itself.
		expect(distance((await storedHash(url))!, await photoHashOf(image))).toBeLessThanOrEqual(2)
		// A photo whose file is gone stays without a hash and is not tried again.
		expect(await storedHash(gone)).toBeNull()
		result = await hashUnhashedPhotos(1000)
		expect(result).toEqual({ hashed: 0, unreadable: 0, failed: 0 })
	})

	test('a photo hashed before its mirrored and cropped forms were gets them in the background', async () => {
		const owner = await createUser()
		const image = await cameraPhoto('home-06-4')
		const url = await processPhoto(image)
		const db = await getDb()
		await db
			.insert(photos)
			.values({ url, ownerId: owner.id, widths: [...PHOTO_WIDTHS], phash: await photoHashOf(image) })
		await hashUnhashedPhotos(1000)
		const [row] = await db.select().from(photos).where(eq(photos.url, url))
		const expected = await photoHashesOf(image)
		for (const [column, hash] of [
			[row!.phashMirror, expected.mirror],
			[row!.phashCrop5, expected.crop5],
			[row!.phashCrop10, expected.crop10],
		] as const) {
			expect(distance(column!, hash)).toBeLessThanOrEqual(2)
		}
	})
})

describe('findDuplicatePhotos', () => {
	test("finds a copy, re-encoded and resized, in another member's listing", async () => {
		const [owner, copier] = [await createUser(), await createUser()]
		const original = await cameraPhoto('home-03-1')
		const theirs = await listPhoto(owner.id, original)
		const mine = await listPhoto(copier.id, await copyOf(original))

		const found = await findDuplicatePhotos([mine.url], copier.id, THRESHOLD)
		expect(found).toEqual([
			{ photo: mine.url, otherListingId: theirs.listingId, otherPhoto: theirs.url, distance: expect.any(Number) },
		])
		expect(found[0]!.distance).toBeLessThanOrEqual(THRESHOLD)
		// Not the other way round: the original came first, and its owner keeps it.
		expect(await findDuplicatePhotos([theirs.url], owner.id, THRESHOLD)).toEqual([])
	})

	test('does not find a different photo', async () => {
		const [someone, other] = [await createUser(), await createUser()]
		await listPhoto(someone.id, await cameraPhoto('home-12-2'))
		await listPhoto(someone.id, await cameraPhoto('home-20-1'))
		const mine = await listPhoto(other.id, await cameraPhoto('home-09-3'))
		expect(await findDuplicatePhotos([mine.url], other.id, THRESHOLD)).toEqual([])
	})

	test("does not count a member's own photo used again in another of their listings", async () => {
		const owner = await createUser()
		const original = await cameraPhoto('home-24-1')
		await listPhoto(owner.id, original)
		const again = await listPhoto(owner.id, await copyOf(original))
		expect(await findDuplicatePhotos([again.url], owner.id, THRESHOLD)).toEqual([])
	})

	test('finds hashes exactly at the threshold, however the differing bits fall in the bands, and not one bit further', async () => {
		const base = 0x0123_4567_89ab_cdefn
		// Differing bits per 16-bit band (from the top): spread as evenly as they can be, the hardest case
		// for the band lookup (a sum of 4r+3 leaves one band within r bits).
		const cases = [
			{ threshold: 7, at: [1, 2, 2, 2], past: [2, 2, 2, 2] },
			{ threshold: 10, at: [2, 3, 3, 2], past: [3, 3, 3, 2] },
			{ threshold: 3, at: [0, 1, 1, 1], past: [1, 1, 1, 1] },
			{ threshold: 0, at: [0, 0, 0, 0], past: [0, 0, 1, 0] },
			// Past the lookup's reach (4 bits in one band at least): every hashed photo is compared.
			{ threshold: 14, at: [4, 4, 3, 3], past: [4, 4, 4, 3] },
		]
		for (const { threshold, at, past } of cases) {
			const [owner, other] = [await createUser(), await createUser()]
			// The other member's photos first: only a photo someone else had before counts.
			const atThreshold = await hashedPhoto(other.id, flip(base, at))
			const pastThreshold = await hashedPhoto(other.id, flip(base, past))
			const mine = await hashedPhoto(owner.id, base)
			expect(distance(base, flip(base, at))).toBe(threshold)
			expect(distance(base, flip(base, past))).toBe(threshold + 1)

			const found = await findDuplicatePhotos([mine.url], owner.id, threshold)
			expect(found, `threshold ${threshold}`).toEqual([
				{ photo: mine.url, otherListingId: atThreshold.listingId, otherPhoto: atThreshold.url, distance: threshold },
			])
			expect(found.map((duplicate) => duplicate.otherPhoto)).not.toContain(pastThreshold.url)
			await removeHashes([mine.url, atThreshold.url, pastThreshold.url])
		}
	})

	test('-1 turns the check off, as HOLD_PHOTO_DISTANCE does by default in the tests', async () => {
		const [owner, copier] = [await createUser(), await createUser()]
		const original = await cameraPhoto('home-28-4')
		await listPhoto(owner.id, original)
		const mine = await listPhoto(copier.id, original)
		expect(await findDuplicatePhotos([mine.url], copier.id, THRESHOLD)).toHaveLength(1)
		expect(await findDuplicatePhotos([mine.url], copier.id, -1)).toEqual([])
		// vitest.config.ts sets HOLD_PHOTO_DISTANCE=-1, which is what the setting then gives.
		expect(await findDuplicatePhotos([mine.url], copier.id)).toEqual([])
		expect(parseEnv({ ...process.env, HOLD_PHOTO_DISTANCE: '-1' }).holds.photoDistance).toBe(-1)
		expect(parseEnv({ ...process.env, HOLD_PHOTO_DISTANCE: undefined }).holds.photoDistance).toBe(THRESHOLD)
		expect(() => parseEnv({ ...process.env, HOLD_PHOTO_DISTANCE: '-2' })).toThrow(/HOLD_PHOTO_DISTANCE/)
	})
})

/** Flips `counts[i]` bits of the hash's i-th 16-bit band (from the top). */
function flip(hash: bigint, counts: number[]) {
	let flipped = hash
	counts.forEach((count, band) => {
		for (let bit = 0; bit < count; bit++) flipped ^= 1n << BigInt((3 - band) * 16 + bit * 5)
	})
	return BigInt.asIntN(64, flipped)
}

/** A photo row with this hash (no file: only its hash matters here), shown in a new listing of its owner's. */
async function hashedPhoto(ownerId: string, hash: bigint) {
	const db = await getDb()
	const url = `/uploads/${randomUUID()}.webp`
	await db.insert(photos).values({ url, ownerId, widths: [...PHOTO_WIDTHS], phash: BigInt.asIntN(64, hash) })
	const listing = await createListing({ userRef: ownerId, imageUrls: [url] })
	return { url, listingId: listing.id }
}

/** Takes these made-up photos out of the next case's way. */
async function removeHashes(urls: string[]) {
	const db = await getDb()
	await db.delete(photos).where(inArray(photos.url, urls))
}

describe('over the API, with the check on at 7 bits: the first member to publish a photo keeps it', () => {
	let setting: number
	beforeAll(() => {
		setting = getEnv().holds.photoDistance
		getEnv().holds.photoDistance = THRESHOLD
	})
	afterAll(() => {
		getEnv().holds.photoDistance = setting
	})

	type Created = { _id: string; moderation: string }
	const call = (handler: unknown, request: Request) =>
		responseOf((handler as (args: object) => Promise<unknown>)({ request, params: {}, context: context() }))

	/** Uploads a photo through POST /api/upload as the member: its address. */
	async function upload(cookie: string, image: Buffer) {
		const response = await call(
			uploadApi.action,
			new Request('http://localhost/api/upload', {
				method: 'POST',
				headers: { ...multipartHeaders, Cookie: cookie },
				body: new Uint8Array(
					multipartBody([{ name: 'images', filename: 'photo.jpg', type: 'image/jpeg', data: image }]),
				),
			}),
		)
		expect(response.status).toBe(201)
		return ((await response.json()) as { urls: string[] }).urls[0]!
	}

	/** Publishes a listing of these photos through POST /api/listing/create: its id, and whether a check held it. */
	async function publish(cookie: string, imageUrls: string[]) {
		const response = await call(
			createApi.action,
			jsonRequest(
				'/api/listing/create',
				{
					name: 'Bright flat near the park',
					description: 'Two rooms, a balcony, a quiet street.',
					address: '12 Park Lane, Austin, TX',
					type: 'rent',
					bedrooms: 2,
					bathrooms: 1,
					regularPrice: 1800,
					discountPrice: 0,
					offer: false,
					parking: false,
					furnished: false,
					imageUrls,
				},
				{ cookie },
			),
		)
		expect(response.status).toBe(201)
		const created = (await response.json()) as Created
		const held = await openCaseOf({ listingId: created._id })
		return { id: created._id, moderation: created.moderation, reasons: held?.reasons ?? [] }
	}

	const mirrored = (photo: Buffer) => sharp(photo).flop().jpeg({ quality: 85 }).toBuffer()

	/** `share` of the photo cropped off (half on each side), then 10 % brighter. */
	async function croppedAndBrighter(photo: Buffer, share: number) {
		const { width, height } = await sharp(photo).metadata()
		const [left, top] = [Math.round((width! * share) / 2), Math.round((height! * share) / 2)]
		return sharp(photo)
			.extract({ left, top, width: width! - 2 * left, height: height! - 2 * top })
			.modulate({ brightness: 1.1 })
			.jpeg({ quality: 85 })
			.toBuffer()
	}

	test('a mirrored copy of another member’s photo is held', async () => {
		const [owner, copier] = [await createSignedInUser(), await createSignedInUser()]
		const original = await cameraPhoto('home-14-2')
		expect((await publish(owner.cookie, [await upload(owner.cookie, original)])).moderation).toBe('published')
		const copy = await publish(copier.cookie, [await upload(copier.cookie, await mirrored(original))])
		expect(copy).toMatchObject({ moderation: 'pending', reasons: ['duplicate_photo'] })
	})

	test('a copy cropped by 8 % and made 10 % brighter is held', async () => {
		const [owner, copier] = [await createSignedInUser(), await createSignedInUser()]
		const original = await cameraPhoto('home-15-2')
		await publish(owner.cookie, [await upload(owner.cookie, original)])
		const copy = await publish(copier.cookie, [await upload(copier.cookie, await croppedAndBrighter(original, 0.08))])
		expect(copy).toMatchObject({ moderation: 'pending', reasons: ['duplicate_photo'] })
	})

	test('a different photo is not held, nor its mirrored or cropped forms', async () => {
		const [someone, other] = [await createSignedInUser(), await createSignedInUser()]
		await publish(someone.cookie, [await upload(someone.cookie, await cameraPhoto('home-21-4'))])
		const honest = await cameraPhoto('home-26-1')
		const photos = [honest, await mirrored(honest), await croppedAndBrighter(honest, 0.08)]
		for (const photo of photos) {
			expect(await publish(other.cookie, [await upload(other.cookie, photo)])).toMatchObject({
				moderation: 'published',
				reasons: [],
			})
		}
	})

	test('the owner using their photo again after a scammer copied it is not held; the scammer’s copies are', async () => {
		const [owner, scammer] = [await createSignedInUser(), await createSignedInUser()]
		const original = await cameraPhoto('home-11-1')
		const photo = await upload(owner.cookie, original)
		expect((await publish(owner.cookie, [photo])).moderation).toBe('published')

		const copy = await publish(scammer.cookie, [await upload(scammer.cookie, await copyOf(original))])
		expect(copy).toMatchObject({ moderation: 'pending', reasons: ['duplicate_photo'] })

		// The same photo in a second listing, and the same file uploaded again for a third.
		expect(await publish(owner.cookie, [photo])).toMatchObject({ moderation: 'published', reasons: [] })
		const again = await upload(owner.cookie, original)
		expect(await publish(owner.cookie, [again])).toMatchObject({ moderation: 'published', reasons: [] })

		// The scammer's later copies are held still, also one made from the copy they already had.
		const later = await publish(scammer.cookie, [await upload(scammer.cookie, await mirrored(original))])
		expect(later).toMatchObject({ moderation: 'pending', reasons: ['duplicate_photo'] })
	})
})
