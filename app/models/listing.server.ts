import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm'
import { getDb, preparedQuery, type Transaction } from '~/db/client.server'
import { idempotencyKeys, type Listing, listingArchive, listingPrices, listings } from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { type ListingInput } from '~/schemas/listing'
import { type SearchFilters, searchParamsSchema } from '~/schemas/search'
import { ClientError } from '~/utils/client-error'
import { PROPERTY_TYPES } from '~/utils/home-facts'
import { isClosed, type ListingStatus, STATUS_DOES_NOT_FIT, statusFitsType } from '~/utils/listing-status'
import { getLogger } from '~/utils/logger.server'
import { pick } from '~/utils/misc'
import { absolutePhotoUrl } from '~/utils/photo-store.server'
import { carryPhotoAlts, photoAlts, withoutDefaultAlts } from '~/utils/photos'
import { signalWorkers } from './jobs.server'
import { assertPhotosUsable, canonicalPhotoUrls, withPhotoChanges } from './photo.server'
import { countMatches, searchListings, shownToEveryone } from './search.server'

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

/** Counted up to this many, a kind of home reads "1,000+ homes". */
const KIND_COUNT_CAP = 1000

/**
 * The kinds of home on the market now (property types), with how many homes the search for each finds
 * (counted up to 1,000: `capped` past it); kinds with none are left out. None when the counts cannot be read.
 */
export async function countHomesOfEachKind() {
	try {
		const searches = PROPERTY_TYPES.map((type) => searchParamsSchema.parse({ propertyType: type }))
		const counts = await countMatches(searches, KIND_COUNT_CAP)
		return PROPERTY_TYPES.map((type, index) => ({ type, ...counts[index]! })).filter((kind) => kind.homes > 0)
	} catch (error) {
		getLogger().error({ err: error }, 'the kinds of home could not be counted')
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
	'imageAlts',
	'status',
	'closePrice',
	'latitude',
	'longitude',
	'locationApproximate',
	'propertyType',
	'floorArea',
	'yearBuilt',
	'features',
	'deposit',
	'availableFrom',
	'minimumTermMonths',
] as const satisfies ReadonlyArray<keyof Listing>

/**
 * The fields an owner writes, in one projection: what the listing page shows (with the id), what
 * the editor starts from, what a partial API update is laid over and what the API answers.
 */
export function editableFields(listing: Listing) {
	return pick(listing, EDITABLE_FIELDS)
}

/**
 * A row of a listing's history: a price asked (`status` null: the price it was listed at, or a change of
 * it), or a change of status with the price asked then and, for a sale or a let, the price it closed at.
 */
export type HistoryPoint = { price: number; at: Date; status: ListingStatus | null; closePrice: number | null }

/** The order of a history: by time; at one time, a price before a change of status. */
const HISTORY_ORDER = [asc(listingPrices.at), sql`${listingPrices.status} nulls first`, asc(listingPrices.id)]

const selectPriceHistories = preparedQuery('price_histories', (db) =>
	db
		.select()
		.from(listingPrices)
		.where(sql`${listingPrices.listingId} = any(${sql.placeholder('ids')}::uuid[])`)
		.orderBy(...HISTORY_ORDER),
)

/** Each listing's history, oldest first (the first is the price it was listed at), by listing id. */
export async function getPriceHistories(listingIds: string[]) {
	const histories = new Map<string, HistoryPoint[]>(listingIds.map((id) => [id, []]))
	if (!listingIds.length) return histories
	const rows = await selectPriceHistories({ ids: listingIds })
	for (const { listingId, price, at, status, closePrice } of rows)
		histories.get(listingId)!.push({ price, at, status, closePrice })
	return histories
}

/**
 * Listings as the JSON API shows them (docs/api.md): `_id`, numbers, booleans, ISO dates, absolute
 * photo addresses, and each one's price history (one query for all of them).
 */
export async function toApiListings(rows: Listing[]) {
	const histories = await getPriceHistories(rows.map((listing) => listing.id))
	return rows.map((listing) => ({
		_id: listing.id,
		...editableFields(listing),
		imageUrls: listing.imageUrls.map(absolutePhotoUrl),
		// What each photo says to those who cannot see it: its description, else the name and its number.
		imageAlts: photoAlts(listing),
		userRef: listing.userRef,
		listedAt: listing.listedAt.toISOString(),
		statusChangedAt: listing.statusChangedAt.toISOString(),
		confirmedAt: listing.confirmedAt.toISOString(),
		// The prices asked, as old clients read them; the changes of status apart.
		priceHistory: histories
			.get(listing.id)!
			.filter((point) => point.status === null)
			.map(({ price, at }) => ({ price, at: at.toISOString() })),
		statusHistory: histories
			.get(listing.id)!
			.filter((point) => point.status !== null)
			.map(({ status, at, closePrice }) => ({ status, at: at.toISOString(), closePrice })),
		// published, pending (held for a check) or removed; only the owner and administrators see the other two.
		moderation: listing.moderation,
		...(listing.removalReason ? { removalReason: listing.removalReason } : {}),
		createdAt: listing.createdAt.toISOString(),
		updatedAt: listing.updatedAt.toISOString(),
	}))
}

/** One listing as the JSON API shows it. */
export async function toApiListing(listing: Listing) {
	const [answer] = await toApiListings([listing])
	return answer!
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

/**
 * Up to `limit` homes like this one that are on the market: of the same kind (sale or rent), within
 * 50 km when its position is known, nearest first; for the page of a home that cannot be had any more.
 */
export async function getSimilarListings(listing: Listing, limit: number) {
	const near =
		listing.latitude !== null && listing.longitude !== null
			? { near: `${listing.latitude},${listing.longitude}`, radiusKm: 50, sort: 'distance' }
			: {}
	try {
		const filters = searchParamsSchema.parse({ type: listing.type, ...near, limit: limit + 1 })
		const { listings: found } = await searchListings(filters)
		return found.filter((other) => other.id !== listing.id).slice(0, limit)
	} catch (error) {
		getLogger().error({ err: error }, 'similar listings could not be loaded')
		return []
	}
}

/**
 * The listing with this id as everyone may see it, or undefined: also for ids that are not UUIDs, and
 * for a listing held for a check, removed, or of an account deleted or suspended (`shownToEveryone`).
 */
export async function getListingById(id: string) {
	if (!isUuid(id)) return undefined
	const db = await getDb()
	const [listing] = await db
		.select()
		.from(listings)
		.where(and(eq(listings.id, id), shownToEveryone))
	return listing
}

/**
 * The listing with this id whether or not others may see it: for its owner (who edits and reads a held
 * or removed one) and administrators. Callers decide who may see it (`services/permissions.server.ts`).
 */
export async function findListing(id: string) {
	if (!isUuid(id)) return undefined
	const [listing] = await selectListing({ id })
	return listing
}

const selectListing = preparedQuery('find_listing', (db) =>
	db
		.select()
		.from(listings)
		.where(eq(listings.id, sql.placeholder('id'))),
)

/**
 * A listing and its history (getPriceHistories) in one statement, for its page: one round trip to
 * PostgreSQL where two ran side by side.
 */
export async function findListingWithHistory(id: string) {
	if (!isUuid(id)) return undefined
	const [found] = await selectListingWithHistory({ id })
	if (!found) return undefined
	const { history, ...listing } = found
	return {
		...listing,
		history: (history ?? []).map((point): HistoryPoint => ({ ...point, at: new Date(point.at) })),
	}
}

const selectListingWithHistory = preparedQuery('find_listing_with_history', (db) => {
	// Each point as getPriceHistories reads it, in its order, the time in JSON's text (ISO 8601).
	const history = db
		.select({
			listingId: listingPrices.listingId,
			points: sql<Array<Omit<HistoryPoint, 'at'> & { at: string }>>`json_agg(json_build_object(
				'price', ${listingPrices.price}, 'at', ${listingPrices.at},
				'status', ${listingPrices.status}, 'closePrice', ${listingPrices.closePrice}
			) order by ${sql.join(HISTORY_ORDER, sql`, `)})`.as('points'),
		})
		.from(listingPrices)
		.where(eq(listingPrices.listingId, sql.placeholder('id')))
		.groupBy(listingPrices.listingId)
		.as('history')
	return db
		.select({ ...getTableColumns(listings), history: history.points })
		.from(listings)
		.leftJoin(history, eq(history.listingId, listings.id))
		.where(eq(listings.id, sql.placeholder('id')))
})

/** How long a retry with the same Idempotency-Key gets the first result. */
const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

/** A retried creation whose first listing has been deleted since: nothing to return, nothing to create. */
export class IdempotencyConflictError extends ClientError {
	name = 'IdempotencyConflictError'
	constructor() {
		super('A listing was already created with this Idempotency-Key', 409)
	}
}

/** The owner has another listing with the reference an import gives (its ListingId). */
export class ReferenceTakenError extends ClientError {
	name = 'ReferenceTakenError'
	constructor(reference: string) {
		super(`You already have a listing with the ListingId ${reference}`, 409, 'reference')
	}
}

/** A unique index's refusal of a reference that another of the owner's listings has, as the client's mistake. */
function rethrowReferenceTaken(error: unknown, reference: string | undefined): never {
	const cause = (error as { cause?: { code?: string; constraint?: string; constraint_name?: string } }).cause
	const details = cause ?? (error as { code?: string; constraint?: string; constraint_name?: string })
	const constraint = details?.constraint ?? details?.constraint_name ?? ''
	if (reference !== undefined && details?.code === '23505' && constraint === 'listings_owner_reference_unique')
		throw new ReferenceTakenError(reference)
	throw error
}

/**
 * Creates the owner's listing (its photos must be theirs: PhotoNotAllowedError). With an
 * idempotency key, a retry by the same owner within 24 hours returns the listing the first
 * request created (`replayed: true`) instead of creating another; two requests with the same key
 * at once create one listing (the key's row is written first, so the second waits for the first).
 * `reference` is the owner's own for it (an import's ListingId): ReferenceTakenError when another of
 * their listings has it.
 */
export async function createListing(
	ownerId: string,
	input: ListingInput,
	{ idempotencyKey, reference }: { idempotencyKey?: string; reference?: string } = {},
): Promise<{ listing: Listing; replayed: boolean }> {
	const imageUrls = canonicalPhotoUrls(input.imageUrls)
	const imageAlts = withoutDefaultAlts(input.imageAlts ?? imageUrls.map(() => ''), [input.name])
	const created = await withPhotoChanges(async (tx) => {
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
		const [inserted] = await tx
			.insert(listings)
			.values({ ...input, imageUrls, imageAlts, userRef: ownerId, reference })
			.returning()
		const listing = await carryHistoryOver(tx, inserted!)
		if (idempotencyKey) {
			await tx
				.update(idempotencyKeys)
				.set({ listingId: listing!.id })
				.where(and(eq(idempotencyKeys.userId, ownerId), eq(idempotencyKeys.key, idempotencyKey)))
		}
		return { listing: listing!, replayed: false }
	}).catch((error: unknown) => rethrowReferenceTaken(error, reference))
	if (!created.replayed) await signalWorkers('listings-changed')
	return created
}

/** How long a deleted or withdrawn listing's history waits for its owner to list the home again. */
const RELIST_WINDOW = sql`interval '180 days'`

/**
 * A home listed again by its owner (the same address, in any case, spacing and punctuation) within
 * 180 days of deleting, withdrawing, selling or letting it keeps its past: the new listing takes the
 * earlier one's listing date and history (its prices and changes of status, a sale or a let with the
 * price it closed at), and its own listing is a change of status: listed again. The listing, with its
 * listing date as it now is.
 */
async function carryHistoryOver(tx: Transaction, listing: Listing) {
	await tx.delete(listingArchive).where(sql`${listingArchive.endedAt} < now() - ${RELIST_WINDOW}`)
	const key = sql`listing_address_key(${listing.address})`
	const [archived] = await tx
		.select()
		.from(listingArchive)
		.where(
			and(
				eq(listingArchive.ownerId, listing.userRef),
				eq(listingArchive.addressKey, key),
				sql`${listingArchive.endedAt} > now() - ${RELIST_WINDOW}`,
			),
		)
		.orderBy(desc(listingArchive.endedAt))
		.limit(1)
	const [withdrawn] = await tx
		.select({ id: listings.id, listedAt: listings.listedAt, endedAt: listings.statusChangedAt })
		.from(listings)
		.where(
			and(
				eq(listings.userRef, listing.userRef),
				inArray(listings.status, ['withdrawn', 'sold', 'let']),
				sql`${listings.id} <> ${listing.id}`,
				sql`listing_address_key(${listings.address}) = ${key}`,
				sql`${listings.statusChangedAt} > now() - ${RELIST_WINDOW}`,
			),
		)
		.orderBy(desc(listings.statusChangedAt))
		.limit(1)
	const fromArchive = Boolean(archived && (!withdrawn || archived.endedAt > withdrawn.endedAt))
	const earlier =
		archived && fromArchive
			? {
					listedAt: archived.listedAt,
					prices: archived.prices.map(({ price, at, status, closePrice }) => ({
						price,
						at: new Date(at),
						status: status ?? null,
						closePrice: closePrice ?? null,
					})),
				}
			: withdrawn
				? {
						listedAt: withdrawn.listedAt,
						prices: await tx
							.select({
								price: listingPrices.price,
								at: listingPrices.at,
								status: listingPrices.status,
								closePrice: listingPrices.closePrice,
							})
							.from(listingPrices)
							.where(eq(listingPrices.listingId, withdrawn.id))
							.orderBy(...HISTORY_ORDER),
					}
				: undefined
	if (!earlier?.prices.length) return listing
	await tx.insert(listingPrices).values(earlier.prices.map((point) => ({ ...point, listingId: listing.id })))
	// Its listing again, at its own listing time (an available home's: another status has its own row).
	await tx.execute(sql`
		insert into ${listingPrices} (listing_id, price, at, status)
		select id, effective_price, listed_at, status from ${listings} where id = ${listing.id} and status = 'active'
	`)
	// Listed again at the price it last asked: no change to record.
	const lastAsked = earlier.prices.filter((point) => point.status === null).at(-1) ?? earlier.prices.at(-1)!
	if (lastAsked.price === listing.effectivePrice) {
		await tx
			.delete(listingPrices)
			// Compared in the database: its times are finer than a JavaScript Date.
			.where(
				and(
					eq(listingPrices.listingId, listing.id),
					isNull(listingPrices.status),
					sql`${listingPrices.at} = (select listed_at from listings where id = ${listing.id})`,
				),
			)
	}
	if (archived && earlier.listedAt === archived.listedAt)
		await tx.delete(listingArchive).where(eq(listingArchive.id, archived.id))
	const [updated] = await tx
		.update(listings)
		.set({ listedAt: earlier.listedAt })
		.where(eq(listings.id, listing.id))
		.returning()
	return updated!
}

/**
 * Saves the changes (new photos must be the owner's: PhotoNotAllowedError); photos the listing
 * no longer shows are deleted when nothing else shows them. Without `imageAlts` each photo keeps
 * the description it had (a new one has none).
 */
export async function updateListing(id: string, input: ListingInput) {
	const imageUrls = canonicalPhotoUrls(input.imageUrls)
	const updated = await withPhotoChanges(async (tx, release) => {
		const [before] = await tx
			.select({
				name: listings.name,
				imageUrls: listings.imageUrls,
				imageAlts: listings.imageAlts,
				userRef: listings.userRef,
				status: listings.status,
			})
			.from(listings)
			.where(eq(listings.id, id))
			.for('update')
		if (!before) return undefined
		// A home sold cannot turn into one for rent (nor one let into one for sale) without a new status.
		if (!statusFitsType(input.status ?? before.status, input.type)) throw new ClientError(STATUS_DOES_NOT_FIT)
		await assertPhotosUsable(tx, before.userRef, imageUrls, before.imageUrls)
		// A default text sent back as read (under the old name too) stays a default.
		const imageAlts = withoutDefaultAlts(input.imageAlts ?? carryPhotoAlts(before, imageUrls), [
			input.name,
			before.name,
		])
		const [listing] = await tx
			.update(listings)
			// An edit by the owner says the home is still on offer as described.
			.set({ ...input, imageUrls, imageAlts, updatedAt: new Date(), confirmedAt: new Date(), reminderSentAt: null })
			.where(eq(listings.id, id))
			.returning()
		release(before.imageUrls.filter((url) => !imageUrls.includes(url)))
		return listing
	})
	if (updated) await signalWorkers('listings-changed')
	return updated
}

/**
 * An administrator's edit of a listing's texts (approving it with an edit): only the fields given change,
 * and the owner's confirmation of the listing stays as it was. The listing, or undefined.
 */
export async function editListingTexts(
	id: string,
	changes: Partial<Pick<Listing, 'name' | 'description' | 'address'>>,
) {
	const db = await getDb()
	const [listing] = await db
		.update(listings)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(listings.id, id))
		.returning()
	if (listing) await signalWorkers('listings-changed')
	return listing
}

/**
 * Sets the listing's status (the database stamps when, and writes it into the history) and, for a sale
 * or a let, the price it closed at when given (left out: kept; for another status it is ignored, and
 * the database clears it). ClientError when the status does not fit the listing's type.
 */
export async function setListingStatus(
	listing: Pick<Listing, 'id' | 'type'>,
	status: ListingStatus,
	closePrice?: number | null,
) {
	if (!statusFitsType(status, listing.type)) throw new ClientError(STATUS_DOES_NOT_FIT)
	const db = await getDb()
	const [updated] = await db
		.update(listings)
		.set({
			status,
			...(closePrice !== undefined && isClosed(status) ? { closePrice } : {}),
			updatedAt: new Date(),
			confirmedAt: new Date(),
			reminderSentAt: null,
		})
		.where(eq(listings.id, listing.id))
		.returning()
	await signalWorkers('listings-changed')
	return updated
}

const ON_MARKET = inArray(listings.status, ['active', 'under_offer'])

/**
 * Listings on the market that nobody has confirmed since `cutoff` and whose owner has not been asked
 * since: each is marked asked (now) and returned with its owner, a batch at a time.
 */
export async function claimListingsToConfirm(cutoff: Date, limit = 500) {
	const db = await getDb()
	return db.transaction(async (tx) => {
		const due = await tx
			.select({ id: listings.id })
			.from(listings)
			.where(and(ON_MARKET, lt(listings.confirmedAt, cutoff), isNull(listings.reminderSentAt)))
			.orderBy(asc(listings.confirmedAt))
			.limit(limit)
			.for('update', { skipLocked: true })
		if (!due.length) return []
		return tx
			.update(listings)
			.set({ reminderSentAt: new Date() })
			.where(
				inArray(
					listings.id,
					due.map((row) => row.id),
				),
			)
			.returning()
	})
}

/** Withdraws the listings whose owner was asked before `cutoff` and has not confirmed since; the ones withdrawn. */
export async function withdrawUnconfirmed(cutoff: Date) {
	const db = await getDb()
	return db
		.update(listings)
		.set({ status: 'withdrawn', updatedAt: new Date() })
		.where(and(ON_MARKET, lt(listings.reminderSentAt, cutoff)))
		.returning({ id: listings.id, name: listings.name })
}

/** The owner says the home is still available: the clock starts again. */
export async function confirmListing(id: string) {
	const db = await getDb()
	const [listing] = await db
		.update(listings)
		.set({ confirmedAt: new Date(), reminderSentAt: null })
		.where(eq(listings.id, id))
		.returning()
	return listing
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
		.where(shownToEveryone)
		.orderBy(desc(listings.createdAt), desc(listings.id))
		.limit(limit)
}
