import { and, desc, eq, lt } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '~/db/client.server'
import { idempotencyKeys, type Listing, listings } from '~/db/schema'
import { type ListingInput } from '~/schemas/listing'
import { type SearchFilters, searchParamsSchema } from '~/schemas/search'
import { ClientError } from '~/utils/client-error'
import { getLogger } from '~/utils/logger.server'
import { absolutePhotoUrl } from '~/utils/photo-store.server'
import { assertPhotosUsable, canonicalPhotoUrls, withPhotoChanges } from './photo.server'
import { searchListings } from './search.server'

/**
 * The newest listings matching `filters`, for a listing section of a home page, through the one
 * search query. A section whose query fails is left empty and the failure logged, so that it
 * does not take the whole page down.
 */
export async function getLatestListings(limit: number, filters: Partial<Pick<SearchFilters, 'type' | 'offer'>> = {}) {
	try {
		return (await searchListings(searchParamsSchema.parse({ ...filters, limit }))).listings
	} catch (error) {
		getLogger().error({ err: error }, 'a listing section could not be loaded')
		return []
	}
}

/** The fields an owner writes, in the order the API answers them. */
const EDITABLE_FIELDS = [
	'name',
	'description',
	'address',
	'type',
	'bedrooms',
	'bathrooms',
	'regularPrice',
	'discountPrice',
	'offer',
	'parking',
	'furnished',
	'imageUrls',
] as const satisfies ReadonlyArray<keyof Listing>

/**
 * The fields an owner writes, in one projection: what the listing page shows (with the id), what
 * the editor starts from, what a partial API update is laid over and what the API answers.
 */
export function editableFields(listing: Listing) {
	return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, listing[field]])) as Pick<
		Listing,
		(typeof EDITABLE_FIELDS)[number]
	>
}

/** A listing as the JSON API shows it (docs/api.md): `_id`, numbers, booleans, ISO dates and absolute photo addresses. */
export function toApiListing(listing: Listing) {
	return {
		_id: listing.id,
		...editableFields(listing),
		imageUrls: listing.imageUrls.map(absolutePhotoUrl),
		userRef: listing.userRef,
		createdAt: listing.createdAt.toISOString(),
		updatedAt: listing.updatedAt.toISOString(),
	}
}

/** The owner's listings, newest first, for the profile and GET /api/user/listings/:id. */
export async function getListingsByOwner(userId: string) {
	const db = await getDb()
	return db
		.select()
		.from(listings)
		.where(eq(listings.userRef, userId))
		.orderBy(desc(listings.createdAt), desc(listings.id))
}

/** The listing with this id, or undefined (also for ids that are not UUIDs). */
export async function getListingById(id: string) {
	if (!z.uuid().safeParse(id).success) return undefined
	const db = await getDb()
	const [listing] = await db.select().from(listings).where(eq(listings.id, id))
	return listing
}

/** How long a retry with the same Idempotency-Key gets the first result. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/** A retried creation whose first listing has been deleted since: nothing to return, nothing to create. */
export class IdempotencyConflictError extends ClientError {
	name = 'IdempotencyConflictError'
	constructor() {
		super('A listing was already created with this Idempotency-Key', 409)
	}
}

/**
 * Creates the owner's listing (its photos must be theirs: PhotoNotAllowedError). With an
 * idempotency key, a retry by the same owner within 24 hours returns the listing the first
 * request created (`replayed: true`) instead of creating another; two requests with the same key
 * at once create one listing (the key's row is written first, so the second waits for the first).
 */
export async function createListing(
	ownerId: string,
	input: ListingInput,
	{ idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<{ listing: Listing; replayed: boolean }> {
	const imageUrls = canonicalPhotoUrls(input.imageUrls)
	return withPhotoChanges(async (tx) => {
		if (idempotencyKey) {
			const key = and(eq(idempotencyKeys.userId, ownerId), eq(idempotencyKeys.key, idempotencyKey))
			await tx
				.delete(idempotencyKeys)
				.where(and(key, lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS))))
			const [claimed] = await tx
				.insert(idempotencyKeys)
				.values({ userId: ownerId, key: idempotencyKey })
				.onConflictDoNothing()
				.returning()
			if (!claimed) {
				const [first] = await tx.select().from(idempotencyKeys).where(key)
				const [listing] = first?.listingId
					? await tx.select().from(listings).where(eq(listings.id, first.listingId))
					: []
				if (!listing) throw new IdempotencyConflictError()
				return { listing, replayed: true }
			}
		}
		await assertPhotosUsable(tx, ownerId, imageUrls)
		const [listing] = await tx
			.insert(listings)
			.values({ ...input, imageUrls, userRef: ownerId })
			.returning()
		if (idempotencyKey) {
			await tx
				.update(idempotencyKeys)
				.set({ listingId: listing!.id })
				.where(and(eq(idempotencyKeys.userId, ownerId), eq(idempotencyKeys.key, idempotencyKey)))
		}
		return { listing: listing!, replayed: false }
	})
}

/**
 * Saves the changes (new photos must be the owner's: PhotoNotAllowedError); photos the listing
 * no longer shows are deleted when nothing else shows them.
 */
export async function updateListing(id: string, input: ListingInput) {
	const imageUrls = canonicalPhotoUrls(input.imageUrls)
	return withPhotoChanges(async (tx, release) => {
		const [before] = await tx
			.select({ imageUrls: listings.imageUrls, userRef: listings.userRef })
			.from(listings)
			.where(eq(listings.id, id))
			.for('update')
		if (!before) return undefined
		await assertPhotosUsable(tx, before.userRef, imageUrls, before.imageUrls)
		const [listing] = await tx
			.update(listings)
			.set({ ...input, imageUrls, updatedAt: new Date() })
			.where(eq(listings.id, id))
			.returning()
		release(before.imageUrls.filter((url) => !imageUrls.includes(url)))
		return listing
	})
}

/** Deletes the listing; its photos are deleted when nothing else shows them. */
export async function deleteListing(id: string) {
	return withPhotoChanges(async (tx, release) => {
		const [deleted] = await tx.delete(listings).where(eq(listings.id, id)).returning({ imageUrls: listings.imageUrls })
		if (deleted) release(deleted.imageUrls)
		return Boolean(deleted)
	})
}

/** Addresses and dates of the newest listings, for sitemap.xml (which holds at most 50,000 addresses). */
export async function getListingSitemapEntries(limit: number) {
	const db = await getDb()
	return db
		.select({ id: listings.id, updatedAt: listings.updatedAt })
		.from(listings)
		.orderBy(desc(listings.createdAt), desc(listings.id))
		.limit(limit)
}
