import { and, arrayOverlaps, eq, inArray, isNotNull } from 'drizzle-orm'
import { getDb, type Transaction } from '~/db/client.server'
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

/** Records photos just stored as the user's. */
export async function recordPhotos(ownerId: string, urls: string[]) {
	if (!urls.length) return
	const db = await getDb()
	await db
		.insert(photos)
		.values(urls.map((url) => ({ url: canonicalPhotoUrl(url), ownerId, widths: [...PHOTO_WIDTHS] })))
		.onConflictDoNothing()
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
