import { randomUUID } from 'node:crypto'
import { unstable_parseMultipartFormData } from '@remix-run/node'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import phash from 'sharp-phash'
import { type PhotoHashes, photosWithoutHash, recordPhotos, savePhotoHash } from '~/models/photo.server'
import { ClientError } from '~/utils/client-error'
import { getLogger } from '~/utils/logger.server'
import { deletePhotos, getPhotoStore, type PhotoStore, readStoredPhoto } from '~/utils/photo-store.server'
import { PHOTO_WIDTHS } from '~/utils/photos'

/*
 * The photo pipeline: a multipart form is read as a stream, each file is copied into one buffer of at
 * most MAX_PHOTO_BYTES (reading stops the moment a file crosses it), checked to be a real image,
 * re-encoded by sharp into WebP at PHOTO_WIDTHS without metadata, and stored with its perceptual hash
 * (docs/decisions/031), computed from the pixels of the narrowest width on their way to WebP.
 *
 * Memory bound: a request holds at most one file buffer (2 MB) and the text fields (MAX_TEXT_BYTES)
 * at a time; the server decodes at most PROCESSING_SLOTS photos at once, each at most
 * MAX_PHOTO_PIXELS (decoded by libvips: at worst about 4 bytes per pixel, ~100 MB, for the
 * formats it cannot decode in strips), plus their small WebP outputs. So N concurrent uploads
 * need about N × 2 MB + PROCESSING_SLOTS × 100 MB in the worst case, and far less for photos.
 */

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024
const MAX_PHOTO_PIXELS = 25_000_000
const MAX_PHOTO_SIDE = 10_000
const MAX_FIELD_BYTES = 100 * 1024
const MAX_FIELDS = 50
const MAX_TEXT_BYTES = 1024 * 1024
/** Part headers, boundaries and the like around the files and fields. */
const MULTIPART_OVERHEAD = 64 * 1024
const PROCESSING_SLOTS = 2

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif'])

// Every pipeline runs once; libvips' operation cache would only hold on to memory.
sharp.cache(false)

/** A file of another kind (a document, an SVG drawing...): its own message, for listings and avatars alike. */
export const NOT_AN_IMAGE = 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)'

const MESSAGES = {
	listing: {
		tooMany: (max: number) => `You can only upload ${max} images per listing`,
		failed: 'Image upload failed (2 mb max per image)',
	},
	avatar: {
		tooMany: () => 'Error Image upload (image must be less than 2 mb)',
		failed: 'Error Image upload (image must be less than 2 mb)',
	},
}

/**
 * Why an upload was refused: `not-an-image` (another kind of file), `too-large` (over 2 MB, or too
 * many pixels), `unreadable` (an image file that does not decode), `malformed` (a broken request).
 */
type PhotoUploadErrorReason = 'too-many' | 'too-large' | 'not-an-image' | 'unreadable' | 'malformed' | 'form-too-large'

/** A refused upload: the user's mistake, answered with `status` and `message` (never a 500). */
export class PhotoUploadError extends ClientError {
	name = 'PhotoUploadError'
	/** The text fields read before the refusal, so a form can be shown again as it was typed. */
	fields = new FormData()
	constructor(
		message: string,
		readonly reason: PhotoUploadErrorReason,
		status = 400,
	) {
		super(message, status)
	}
}

/**
 * Checks that `data` is a JPEG, PNG, WebP, AVIF/HEIF or GIF image of sane dimensions, re-encodes it
 * (orientation applied, EXIF, GPS and every other metadata dropped) to WebP at 400, 800 and 1200 px
 * wide (never wider than the original), stores `<uuid>.w400.webp`, `<uuid>.w800.webp` and
 * `<uuid>.webp` and returns the URL of the last, the canonical one (see `photoSources`).
 * Throws PhotoUploadError when `data` is not an image it accepts.
 */
export async function processPhoto(data: Buffer, store: PhotoStore = getPhotoStore()): Promise<string> {
	return (await processPhotoWithHash(data, store)).url
}

/** processPhoto, also answering the photo's perceptual hashes (for recordPhotos). */
export async function processPhotoWithHash(
	data: Buffer,
	store: PhotoStore = getPhotoStore(),
): Promise<{ url: string; hashes: PhotoHashes }> {
	const notAnImage = () => new PhotoUploadError(NOT_AN_IMAGE, 'not-an-image')
	const refused = (reason: 'too-large' | 'unreadable') => new PhotoUploadError(MESSAGES.listing.failed, reason)
	// Only the decoders of the accepted formats ever see the bytes (no SVG, PDF, TIFF...).
	if (!hasImageSignature(data)) throw notAnImage()

	const encoded = await withProcessingSlot(async () => {
		const input = () => sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS })
		let metadata: Metadata
		try {
			// The header only: too many pixels is then refused as too large, not as unreadable.
			metadata = await sharp(data, { limitInputPixels: false }).metadata()
		} catch {
			throw refused('unreadable')
		}
		const width = metadata.width ?? 0
		const height = metadata.pageHeight ?? metadata.height ?? 0
		if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !width || !height) throw notAnImage()
		if (width * height > MAX_PHOTO_PIXELS || Math.max(width, height) > MAX_PHOTO_SIDE) throw refused('too-large')

		const outputs: Buffer[] = []
		let hash: PhotoHashes | undefined
		try {
			for (const targetWidth of PHOTO_WIDTHS) {
				const resized = input().autoOrient().resize({ width: targetWidth, withoutEnlargement: true })
				if (hash !== undefined) {
					outputs.push(await resized.webp({ quality: 80 }).toBuffer())
					continue
				}
				// The narrowest width as pixels: encoded to WebP from them (the same bytes as straight from the
				// decoder) and hashed from them, so the photo is not decoded once more for its hash.
				const { data: pixels, info } = await resized.raw().toBuffer({ resolveWithObject: true })
				outputs.push(
					await sharp(pixels, { raw: rawLayout(info) })
						.webp({ quality: 80 })
						.toBuffer(),
				)
				hash = await hashPixels(pixels, info)
			}
		} catch {
			// A file that passes the header check but does not decode (truncated, corrupt) is refused too.
			throw refused('unreadable')
		}
		return { outputs, hash: hash! }
	})

	const id = randomUUID()
	const keys = PHOTO_WIDTHS.map((width) => (width === 1200 ? `${id}.webp` : `${id}.w${width}.webp`))
	const stored: string[] = []
	try {
		for (const [index, key] of keys.entries()) {
			stored.push(await store.put(key, encoded.outputs[index]!, 'image/webp'))
		}
	} catch (error) {
		await store.delete(stored).catch(() => {})
		throw error
	}
	return { url: stored[stored.length - 1]!, hashes: encoded.hash }
}

/*
 * The perceptual hashes (docs/decisions/031): sharp-phash's DCT hash, 64 bits read as a signed bigint (the
 * column's type), of the photo, of its centre (95 % and 90 % of its width and height) and of it mirrored.
 * A photo is hashed from its pixels at the narrowest stored width (400 px); copies of it re-encoded,
 * resized or brightened hash a few bits away, a copy cropped by up to 10 % near one of its centres, a
 * mirrored copy near its mirrored hash; other photos are about half of the 64 bits away.
 */

type RawInfo = Pick<OutputInfo, 'width' | 'height' | 'channels'>

function rawLayout(info: RawInfo) {
	return { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 }
}

async function hashPixels(pixels: Buffer, info: RawInfo): Promise<PhotoHashes> {
	const [phash, crop5, crop10, mirror] = await Promise.all([
		hashOf(pixels, info),
		hashChanged(pixels, info, (image) => image.extract(centre(info, 0.95))),
		hashChanged(pixels, info, (image) => image.extract(centre(info, 0.9))),
		hashChanged(pixels, info, (image) => image.flop()),
	])
	return { phash, crop5, crop10, mirror }
}

async function hashOf(pixels: Buffer, info: RawInfo) {
	const bits = await phash(pixels, { raw: rawLayout(info) })
	return BigInt.asIntN(64, BigInt(`0b${bits}`))
}

async function hashChanged(pixels: Buffer, info: RawInfo, change: (image: Sharp) => Sharp) {
	const changed = await change(sharp(pixels, { raw: rawLayout(info) }))
		.raw()
		.toBuffer({ resolveWithObject: true })
	return hashOf(changed.data, changed.info)
}

/** The centre of an image, `share` of its width and height. */
function centre(info: RawInfo, share: number) {
	const [left, top] = [Math.round((info.width * (1 - share)) / 2), Math.round((info.height * (1 - share)) / 2)]
	return { left, top, width: info.width - 2 * left, height: info.height - 2 * top }
}

/**
 * The perceptual hashes of an image file as an upload of it would get: oriented, at most 400 px wide, then
 * hashed. For a stored photo's file, a copy's upload, a test. Throws when `data` does not decode.
 */
export async function photoHashesOf(data: Buffer): Promise<PhotoHashes> {
	const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS })
		.autoOrient()
		.resize({ width: PHOTO_WIDTHS[0], withoutEnlargement: true })
		.raw()
		.toBuffer({ resolveWithObject: true })
	return hashPixels(pixels, info)
}

/** The perceptual hash of an image file (of the whole picture) as an upload of it would get. */
export async function photoHashOf(data: Buffer): Promise<bigint> {
	return (await photoHashesOf(data)).phash
}

/**
 * Hashes up to `limit` photos stored before their hashes were kept (oldest first), reading each one's file
 * from the photo store; a photo whose file is gone or does not decode is marked and not tried again. For
 * a background job: call it again while it hashed or marked any. A photo whose store could not be
 * reached is left for a later call. Running it on several servers at once only hashes some twice.
 */
export async function hashUnhashedPhotos(limit = 100, store: PhotoStore = getPhotoStore()) {
	const result = { hashed: 0, unreadable: 0, failed: 0 }
	for (const url of await photosWithoutHash(limit)) {
		let data: Buffer | undefined
		try {
			data = await readStoredPhoto(url, store)
		} catch (error) {
			getLogger().warn({ err: error, url }, 'could not read a photo to hash it; trying again later')
			result.failed++
			continue
		}
		const hash = data ? await withProcessingSlot(() => photoHashesOf(data)).catch(() => null) : null
		await savePhotoHash(url, hash)
		if (hash === null) {
			getLogger().warn(
				{ url },
				data ? 'a stored photo does not decode: not hashed' : 'a stored photo has no file: not hashed',
			)
			result.unreadable++
		} else {
			result.hashed++
		}
	}
	return result
}

type PhotoFormOptions = {
	/** Who uploads: the stored photos are recorded as theirs (only they can show them). */
	ownerId: string
	/** The name of the file input. */
	field: string
	/** Most photos the thing may have in all (6 for a listing, 1 for an avatar). */
	maxFiles: number
	/**
	 * Photos it has already: a number, or read from the text fields parsed so far (a form lists its
	 * current photos in hidden inputs before the file input, so the count is known before any file).
	 */
	existingCount?: number | ((fields: FormData) => number)
	/** Which set of messages to answer with (a listing's photos or an avatar; docs/api.md, Photos). */
	kind?: 'listing' | 'avatar'
	store?: PhotoStore
}

/**
 * Reads a multipart/form-data request as a stream with hard limits and stores its photos,
 * recorded as the uploader's.
 * Returns the text fields and the URLs of the stored photos (in the order sent); throws
 * PhotoUploadError for anything the user can cause (too many or too large files, files that are
 * not images, an oversized or broken body). Whatever goes wrong, photos already stored from this
 * request are deleted again. Empty file inputs (no file chosen) are ignored.
 */
export async function parsePhotoForm(
	request: Request,
	options: PhotoFormOptions,
): Promise<{ fields: FormData; photos: string[] }> {
	const { field, maxFiles, kind = 'listing', store = getPhotoStore() } = options
	const messages = MESSAGES[kind]
	const failed = (reason: PhotoUploadErrorReason) =>
		new PhotoUploadError(reason === 'not-an-image' ? NOT_AN_IMAGE : messages.failed, reason)
	const tooMany = () => new PhotoUploadError(messages.tooMany(maxFiles), 'too-many')
	const formTooLarge = () => new PhotoUploadError('The form is too large', 'form-too-large', 413)
	const existing = (fields: FormData) =>
		typeof options.existingCount === 'function' ? options.existingCount(fields) : (options.existingCount ?? 0)

	const boundary = multipartBoundary(request.headers.get('Content-Type'))
	if (!boundary || !request.body) throw failed('malformed')
	const fileAllowance = Math.max(0, maxFiles - existing(new FormData())) * (MAX_PHOTO_BYTES + 1024)
	const bodyLimit = fileAllowance + MAX_TEXT_BYTES + MULTIPART_OVERHEAD
	const source = request.body.getReader()
	const fields = new FormData()
	const photos: string[] = []
	const hashes: PhotoHashes[] = []
	let fileCount = 0
	let fieldCount = 0
	let textBytes = 0

	try {
		if (Number(request.headers.get('Content-Length') ?? 0) > bodyLimit) throw failed('too-large')
		let received = 0
		// highWaterMark 0: nothing is read ahead of what the parser asks for.
		const body = new ReadableStream<Uint8Array>(
			{
				async pull(controller) {
					const { done, value } = await source.read()
					if (done) return controller.close()
					received += value.byteLength
					if (received > bodyLimit) return controller.error(failed('too-large'))
					controller.enqueue(value)
				},
			},
			{ highWaterMark: 0 },
		)
		const limited = new Request(request.url, {
			method: 'POST',
			headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
			body,
			duplex: 'half',
		} as RequestInit)

		await unstable_parseMultipartFormData(limited, async (part) => {
			if (typeof part.filename !== 'string') {
				if (++fieldCount > MAX_FIELDS) throw formTooLarge()
				const value = await readAtMost(part.data, MAX_FIELD_BYTES, formTooLarge)
				textBytes += value.length
				if (textBytes > MAX_TEXT_BYTES) throw formTooLarge()
				fields.append(part.name, new TextDecoder().decode(value))
				return undefined
			}
			if (part.name !== field) throw failed('malformed')
			// A file input with no file chosen is sent as an empty part with the file name "".
			if (part.filename !== '' && ++fileCount > maxFiles - existing(fields)) throw tooMany()
			const data = await readAtMost(part.data, MAX_PHOTO_BYTES, () => failed('too-large'))
			if (part.filename === '') {
				if (!data.length) return undefined
				if (++fileCount > maxFiles - existing(fields)) throw tooMany()
			}
			try {
				const { url, hashes: photoHashes } = await processPhotoWithHash(data, store)
				photos.push(url)
				hashes.push(photoHashes)
			} catch (error) {
				if (error instanceof PhotoUploadError) throw failed(error.reason)
				// A failing store is our problem, not a broken body: marked so it is not answered as one.
				throw new StoreFailure(error)
			}
			return undefined
		})
		// Fields may also come after the files: count again with all of them.
		if (photos.length > maxFiles - existing(fields)) throw tooMany()
		await recordPhotos(options.ownerId, photos, hashes)
		return { fields, photos }
	} catch (error) {
		// What is left of the body is not read here: once the answer starts, the server reads and drops
		// it (server.js, dropRestOfBody), so a browser still sending gets the answer on a usable connection.
		await deletePhotos(photos, store).catch((cleanupError) =>
			getLogger().error({ err: cleanupError, urls: photos }, 'could not delete the photos of a refused upload'),
		)
		if (error instanceof PhotoUploadError) {
			error.fields = fields
			throw error
		}
		if (error instanceof StoreFailure) throw error.cause
		// Anything else comes from reading the body: cut short, malformed or the client gone.
		const malformed = failed('malformed')
		malformed.fields = fields
		throw malformed
	}
}

class StoreFailure {
	constructor(readonly cause: unknown) {}
}

function multipartBoundary(contentType: string | null) {
	const [type, ...parameters] = (contentType ?? '').split(';')
	if (type?.trim().toLowerCase() !== 'multipart/form-data') return undefined
	for (const parameter of parameters) {
		const match = /^\s*boundary=(?:"([^"]{1,70})"|([^\s"]{1,70}))\s*$/i.exec(parameter)
		if (match) return match[1] ?? match[2]
	}
	return undefined
}

/** Copies a part into one buffer, throwing as soon as it grows past `limit` (the rest is never read). */
async function readAtMost(data: AsyncIterable<Uint8Array>, limit: number, tooLarge: () => Error) {
	let buffer: Buffer | undefined
	let length = 0
	for await (const chunk of data) {
		if (length + chunk.byteLength > limit) throw tooLarge()
		buffer ??= Buffer.allocUnsafe(limit)
		buffer.set(chunk, length)
		length += chunk.byteLength
	}
	return buffer ? buffer.subarray(0, length) : Buffer.alloc(0)
}

/** Magic numbers of JPEG, PNG, GIF, WebP and AVIF/HEIF (ISO BMFF `ftyp` with an image brand). */
function hasImageSignature(data: Buffer) {
	const ascii = (start: number, end: number) => data.toString('latin1', start, end)
	if (data.length < 12) return false
	if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true
	if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return true
	if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return true
	if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return true
	if (ascii(4, 8) === 'ftyp') {
		return ['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(ascii(8, 12))
	}
	return false
}

let active = 0
const waiting: Array<() => void> = []

/** Runs `task` when fewer than PROCESSING_SLOTS photos are being decoded, bounding sharp's memory. */
async function withProcessingSlot<T>(task: () => Promise<T>): Promise<T> {
	if (active < PROCESSING_SLOTS) active++
	else await new Promise<void>((resolve) => waiting.push(resolve))
	try {
		return await task()
	} finally {
		const next = waiting.shift()
		if (next) next()
		else active--
	}
}
