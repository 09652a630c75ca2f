// Near copies of a photo in another member's listing (the duplicate_photo hold): each stored photo keeps
// its perceptual hash, computed on upload or afterwards in the background, and findDuplicatePhotos looks
// the listing's photos up through the hash's band indexes (docs/decisions/031).
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { photos } from '~/db/schema'
import { findDuplicatePhotos, recordPhotos } from '~/models/photo.server'
import {
	hashUnhashedPhotos,
	parsePhotoForm,
	photoHashOf,
	processPhoto,
	processPhotoWithHash,
} from '~/services/photo-uploads.server'
import { parseEnv } from '~/utils/env.server'
import { deletePhotos } from '~/utils/photo-store.server'
import { PHOTO_WIDTHS } from '~/utils/photos'
import { createListing, createUser } from './support/factories'
import { multipartRequest } from './support/multipart'

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
	const { url, phash } = await processPhotoWithHash(image)
	await recordPhotos(ownerId, [url], [phash])
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
		// And the other way round: the original's owner would be told of the copy's listing.
		expect(await findDuplicatePhotos([theirs.url], owner.id, THRESHOLD)).toMatchObject([
			{ photo: theirs.url, otherListingId: mine.listingId, otherPhoto: mine.url },
		])
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
			const mine = await hashedPhoto(owner.id, base)
			const atThreshold = await hashedPhoto(other.id, flip(base, at))
			const pastThreshold = await hashedPhoto(other.id, flip(base, past))
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
