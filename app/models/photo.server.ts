import { and, arrayOverlaps, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { getDb, selectRows, type Transaction } from '~/db/client.server'
import { listings, photos, users } from '~/db/schema'
import { NOT_A_PHOTO_ADDRESS } from '~/schemas/fields'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'
import { canonicalPhotoUrl, deletePhotos, getPhotoStore, isStoredPhotoUrl } from '~/utils/photo-store.server'
import { PHOTO_WIDTHS } from '~/utils/photos'
import { isSiteImage } from '~/utils/site-images.server'

/*
 * Who may show which photo, and when a photo is deleted. Every photo the site stores is recorded
 * with its uploader (`photos`). A listing or an avatar may show this site's photos only when the
 * acting user uploaded them (or already shows them there), and addresses of other hosts, which
 * are never deleted. A photo is deleted only when no listing and no avatar shows it any more, and
 * only here: `withPhotoChanges` checks that in the transaction that removed the last reference,
 * with the photo's row locked, so a concurrent save that starts showing it either waits for the
 * deletion (and is then refused) or is seen by it (and the photo is kept).
 */

const PHOTO_NOT_YOURS = 'You can only use photos you uploaded'

/**
 * A photo of this site that the user did not upload (or a picture of the site that does not exist):
 * answered with 400 and the message above (or the one given).
 */
export class PhotoNotAllowedError extends ClientError {
	name = 'PhotoNotAllowedError'
	constructor(message = PHOTO_NOT_YOURS) {
		// In the listing editor, the photos' field; the API answers the message.
		super(message, 400, 'photos')
	}
}

/**
 * The perceptual hashes kept for a photo (docs/decisions/031): of the photo itself, of its centre (95 % and
 * 90 % of its width and height) and of it mirrored left to right. 64-bit DCT hashes, stored signed.
 */
export type PhotoHashes = { phash: bigint; crop5: bigint; crop10: bigint; mirror: bigint }

/**
 * Records photos just stored as the user's, each with its perceptual hashes when they are given
 * (`hashes[i]` for `urls[i]`, as processPhotoWithHash computed them); a photo recorded without them is
 * hashed later in the background (hashUnhashedPhotos).
 */
export async function recordPhotos(ownerId: string, urls: string[], hashes: Array<PhotoHashes | undefined> = []) {
	if (!urls.length) return
	const db = await getDb()
	await db
		.insert(photos)
		.values(
			urls.map((url, index) => ({
				url: canonicalPhotoUrl(url),
				ownerId,
				widths: [...PHOTO_WIDTHS],
				...hashColumns(hashes[index]),
			})),
		)
		.onConflictDoNothing()
}

function hashColumns(hashes: PhotoHashes | undefined) {
	return {
		phash: hashes?.phash ?? null,
		phashCrop5: hashes?.crop5 ?? null,
		phashCrop10: hashes?.crop10 ?? null,
		phashMirror: hashes?.mirror ?? null,
	}
}

/**
 * Photos recorded without their perceptual hashes (stored before hashes were kept, or before the
 * mirrored and cropped forms were hashed too), oldest first.
 */
export async function photosWithoutHash(limit: number) {
	const db = await getDb()
	const rows = await db
		.select({ url: photos.url })
		.from(photos)
		.where(and(or(isNull(photos.phash), isNull(photos.phashMirror)), isNull(photos.phashFailedAt)))
		.orderBy(asc(photos.createdAt))
		.limit(limit)
	return rows.map((row) => row.url)
}

/**
 * Keeps a photo's perceptual hashes; `null` when they cannot be computed (its file gone or not an image),
 * for good (a hash it had already is kept).
 */
export async function savePhotoHash(url: string, hashes: PhotoHashes | null) {
	const db = await getDb()
	await db
		.update(photos)
		.set(hashes === null ? { phashFailedAt: new Date() } : { ...hashColumns(hashes), phashFailedAt: null })
		.where(eq(photos.url, url))
}

/** Photo addresses in the form they are stored in (see canonicalPhotoUrl). */
export function canonicalPhotoUrls(urls: string[]) {
	return urls.map((url) => canonicalPhotoUrl(url))
}

/**
 * Throws PhotoNotAllowedError unless every photo of this site among `urls` (canonical) was
 * uploaded by `userId` or is among `shownAlready` (what the listing or avatar shows now), and every
 * picture of the site (`/images/…`) is a file it has. Locks the photos' rows until the transaction
 * ends, so none of them can be deleted meanwhile.
 */
export async function assertPhotosUsable(tx: Transaction, userId: string, urls: string[], shownAlready: string[] = []) {
	const pictures = urls.filter((url) => url.startsWith('/images/') && !shownAlready.includes(url))
	for (const url of new Set(pictures)) {
		if (!(await isSiteImage(url))) throw new PhotoNotAllowedError(NOT_A_PHOTO_ADDRESS)
	}
	const store = getPhotoStore()
	const ours = [...new Set(urls.filter((url) => isStoredPhotoUrl(url, store)))]
	if (!ours.length) return
	const rows = await tx
		.select({ url: photos.url, ownerId: photos.ownerId })
		.from(photos)
		.where(inArray(photos.url, ours))
		.for('share')
	const owners = new Map(rows.map((row) => [row.url, row.ownerId]))
	// A photo shown there already may stay (also one from before photos had owners).
	const allowed = (url: string) => owners.get(url) === userId || shownAlready.includes(url)
	if (!ours.every(allowed)) throw new PhotoNotAllowedError()
}

/**
 * Runs `change` in a transaction; `release(urls)` marks photos it stopped showing. Before the
 * transaction commits, those that nothing shows any more lose their row; after it commits, their
 * files are deleted from the store. The only way photos in use are ever deleted.
 */
export async function withPhotoChanges<T>(change: (tx: Transaction, release: (urls: string[]) => void) => Promise<T>) {
	const db = await getDb()
	const { result, unused } = await db.transaction(async (tx) => {
		const released: string[] = []
		const result = await change(tx, (urls) => released.push(...urls))
		return { result, unused: await takeUnusedPhotos(tx, released) }
	})
	if (unused.length) {
		try {
			await deletePhotos(unused)
		} catch (error) {
			// The data is already saved; a photo left behind in the store is only wasted space.
			getLogger().error({ err: error, urls: unused }, 'could not delete photos from the store')
		}
	}
	return result
}

/** The user's uploads, for deleting them with the account (those still shown elsewhere stay). */
export async function photosOwnedBy(tx: Transaction, userId: string) {
	const rows = await tx.select({ url: photos.url }).from(photos).where(eq(photos.ownerId, userId))
	return rows.map((row) => row.url)
}

/** Of these photos, those recorded here that nothing shows any more: their rows are deleted. */
async function takeUnusedPhotos(tx: Transaction, urls: string[]) {
	const candidates = [...new Set(canonicalPhotoUrls(urls))]
	if (!candidates.length) return []
	const recorded = await tx
		.select({ url: photos.url })
		.from(photos)
		.where(inArray(photos.url, candidates))
		.for('update')
	if (!recorded.length) return []
	// Also as absolute addresses and at any width, as rows from before canonical addresses may hold them.
	const origin = new URL(getEnv().publicUrl).origin
	const spellings = new Map<string, string>()
	for (const { url } of recorded) {
		for (const spelling of photoSpellings(url)) {
			spellings.set(spelling, url)
			if (spelling.startsWith('/')) spellings.set(origin + spelling, url)
		}
	}
	const forms = [...spellings.keys()]
	const [inListings, inAvatars] = await Promise.all([
		tx.select({ imageUrls: listings.imageUrls }).from(listings).where(arrayOverlaps(listings.imageUrls, forms)),
		tx
			.select({ avatar: users.avatar })
			.from(users)
			.where(and(inArray(users.avatar, forms), isNotNull(users.avatar))),
	])
	const inUse = new Set(
		[...inListings.flatMap((row) => row.imageUrls), ...inAvatars.map((row) => row.avatar)].map((url) =>
			spellings.get(url),
		),
	)
	const unused = recorded.map((row) => row.url).filter((url) => !inUse.has(url))
	if (unused.length) await tx.delete(photos).where(inArray(photos.url, unused))
	return unused
}

/** The photo and each of its width variants. */
function photoSpellings(url: string) {
	const base = url.replace(/\.webp$/, '')
	return [url, ...PHOTO_WIDTHS.filter((width) => width !== 1200).map((width) => `${base}.w${width}.webp`)]
}

export type DuplicatePhoto = {
	/** The listing's photo (its address as the listing keeps it). */
	photo: string
	/** A listing of another member that shows a photo nearly the same… */
	otherListingId: string
	/** …that photo… */
	otherPhoto: string
	/** …and how many bits of the two perceptual hashes differ (0: the same picture, as far as the hash can tell). */
	distance: number
}

/**
 * The hash's four 16-bit bands, by how far each is shifted right: the same expressions as the indexes
 * photos_phash_band0_idx … band3_idx of app/db/schema.ts (PostgreSQL uses an index on an expression
 * only for that very expression), and their likes for the centre crops' hashes.
 */
const HASH_BANDS = [48, 32, 16, 0] as const
/**
 * The hashes of a stored photo a listing's photo is compared with, each indexed by its bands: the photo,
 * and its centre at 95 % and 90 %, so that a copy cropped by up to 10 % is near one of them.
 */
const STORED_HASHES = ['phash', 'phash_crop5', 'phash_crop10'] as const
/**
 * Up to this many differing bits within a band, the values near a band are looked up in its index
 * (1 + 16 + 120 = 137 per band and photo at 2); past it (a distance over 11) every hashed photo is
 * compared, which no sensible threshold needs.
 */
const MAX_BAND_RADIUS = 2
/**
 * At most this many near photos are looked at, and this many duplicates reported, nearest first (a photo
 * that many members have, a plain wall say, would otherwise list them all; a hold needs a few).
 */
const MAX_NEAR_PHOTOS = 200
const MAX_DUPLICATES = 50

/** A hash a listing's photo is looked up by: its own, or that of it mirrored. */
type Probe = { url: string; hash: bigint }
type NearPhoto = { photo: string; otherPhoto: string; otherOwner: string; distance: number }

/**
 * The photos of `imageUrls` (a listing's, as `listings.image_urls` keeps them) that are copies of a photo
 * another member than `ownerId` published first, shown in a listing of theirs: the photo, or it mirrored,
 * is at most `maxDistance` bits (HOLD_PHOTO_DISTANCE; -1 finds nothing) from that photo's hash or from
 * the hash of its centre at 95 % or 90 %. A copy re-encoded, resized, brightened, mirrored or cropped by
 * up to 10 % is found (docs/decisions/031). The first member to have a photo keeps it: a photo is not
 * counted against the owner when the owner had it (or a near copy of it) first, so their own photo used
 * again is never a duplicate of a later copy by someone else. Only this site's stored photos take part
 * (addresses of other hosts and the bundled /images/ have no hash), and of those only the hashed ones. A
 * stored photo can only be shown by its uploader (assertPhotosUsable), so the other listings are looked
 * for among the listings of the uploader of each near photo.
 */
export async function findDuplicatePhotos(
	imageUrls: string[],
	ownerId: string,
	maxDistance: number = getEnv().holds.photoDistance,
): Promise<DuplicatePhoto[]> {
	if (maxDistance < 0) return []
	const given = storedPhotosAmong(imageUrls)
	if (!given.size) return []
	const probes = await probesOf([...given.keys()])
	if (!probes.length) return []
	const near = await earlierNearPhotos(probes, ownerId, maxDistance)
	if (!near.length) return []
	const shown = await listingsShowing(near, ownerId)
	return near
		.flatMap((row) =>
			shown
				.filter((listing) => listing.userRef === row.otherOwner && listing.imageUrls.includes(row.otherPhoto))
				.map((listing) => ({
					photo: given.get(row.photo)!,
					otherListingId: listing.id,
					otherPhoto: row.otherPhoto,
					distance: row.distance,
				})),
		)
		.slice(0, MAX_DUPLICATES)
}

/** This site's stored photos among these addresses: each one's canonical address and the address given. */
function storedPhotosAmong(imageUrls: string[]) {
	const store = getPhotoStore()
	const given = new Map<string, string>()
	for (const url of imageUrls) {
		const canonical = canonicalPhotoUrl(url, store)
		if (isStoredPhotoUrl(canonical, store) && !given.has(canonical)) given.set(canonical, url)
	}
	return given
}

/** The hashes these photos are looked up by: each hashed one's own, and that of it mirrored once known. */
async function probesOf(urls: string[]): Promise<Probe[]> {
	const db = await getDb()
	const hashed = await db
		.select({ url: photos.url, phash: photos.phash, mirror: photos.phashMirror })
		.from(photos)
		.where(and(inArray(photos.url, urls), isNotNull(photos.phash)))
	return hashed.flatMap(({ url, phash, mirror }) => [
		{ url, hash: phash! },
		...(mirror === null ? [] : [{ url, hash: mirror }]),
	])
}

/**
 * The stored photos of other members within `maxDistance` bits of a probe (by any of STORED_HASHES),
 * nearest first, leaving out those that came after the owner's own first photo near the same probe.
 *
 * The search: each hash is split in four bands of 16 bits, each indexed; two hashes within 4r+3 bits
 * agree to within r bits on some band, so the rows with a band equal to one of the values within r bits
 * of a probe's band are the only candidates, and their whole distance is checked with bit_count.
 */
async function earlierNearPhotos(probes: Probe[], ownerId: string, maxDistance: number) {
	const db = await getDb()
	const values = sql.join(
		probes.map(({ url, hash }) => sql`(${url}, ${hash.toString()}::bigint)`),
		sql`, `,
	)
	const distance = sql.raw(
		`least(${STORED_HASHES.map((column) => `bit_count((p.${column} # q.hash)::bit(64))`).join(', ')})`,
	)
	return selectRows<NearPhoto>(
		db,
		sql`
			with q(photo, hash) as (values ${values}),
			near as (
				select q.photo, p.url, p.owner_id, p.created_at, ${distance} as distance
				from photos p join q on ${distance} <= ${maxDistance}
				where p.phash is not null and (${bandLookup(probes, maxDistance)})
			),
			claims as (select photo, min(created_at) as since from near where owner_id = ${ownerId} group by photo)
			select n.photo, n.url as "otherPhoto", n.owner_id as "otherOwner", min(n.distance)::int as distance
			from near n left join claims c on c.photo = n.photo
			where n.owner_id <> ${ownerId} and (c.since is null or n.created_at < c.since)
			group by n.photo, n.url, n.owner_id
			order by distance, n.photo, n.url
			limit ${MAX_NEAR_PHOTOS}`,
	)
}

/** The condition that picks the candidate rows out of the band indexes (every hashed photo past MAX_BAND_RADIUS). */
function bandLookup(probes: Probe[], maxDistance: number): SQL {
	const radius = Math.floor(Math.min(maxDistance, 64) / HASH_BANDS.length)
	if (radius > MAX_BAND_RADIUS) return sql`true`
	const lookups = HASH_BANDS.map((shift) => {
		const values = new Set(probes.flatMap(({ hash }) => nearBandValues(hashBand(hash, shift), radius)))
		const list = `{${[...values].join(',')}}`
		return STORED_HASHES.map((column) => sql`${bandOf(column, shift)} = any(${list}::bigint[])`)
	})
	return sql.join(lookups.flat(), sql` or `)
}

/** The listings of the near photos' owners (not `ownerId`) that show one of them, oldest first. */
async function listingsShowing(near: NearPhoto[], ownerId: string) {
	const db = await getDb()
	const owners = [...new Set(near.map((row) => row.otherOwner))]
	return db
		.select({ id: listings.id, userRef: listings.userRef, imageUrls: listings.imageUrls })
		.from(listings)
		.where(
			and(
				inArray(listings.userRef, owners),
				ne(listings.userRef, ownerId),
				arrayOverlaps(
					listings.imageUrls,
					near.map((row) => row.otherPhoto),
				),
			),
		)
		.orderBy(asc(listings.createdAt))
}

/** A band of a hash column as its index reads it: `shift` bits from the right, 16 wide, 0 to 65535. */
function bandOf(column: (typeof STORED_HASHES)[number], shift: number): SQL {
	return sql.raw(shift === 0 ? `(p.${column} & 65535)` : `((p.${column} >> ${shift}) & 65535)`)
}

function hashBand(hash: bigint, shift: number) {
	return Number((BigInt.asUintN(64, hash) >> BigInt(shift)) & 0xffffn)
}

/** Every 16-bit value that differs from `value` in at most `radius` bits. */
function nearBandValues(value: number, radius: number): number[] {
	const values = [value]
	if (radius >= 1) for (let i = 0; i < 16; i++) values.push(value ^ (1 << i))
	if (radius >= 2) {
		for (let i = 0; i < 16; i++) for (let j = i + 1; j < 16; j++) values.push(value ^ (1 << i) ^ (1 << j))
	}
	return values
}
