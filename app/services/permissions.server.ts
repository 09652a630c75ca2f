import { type Listing, type User } from '~/db/schema'
import { findListing } from '~/models/listing.server'
import { apiError } from '~/utils/api.server'
import { ClientError } from '~/utils/client-error'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { VIEWING_MESSAGES } from '~/utils/viewing-rules'
import { getUser, requireApiUser, requireUser } from './auth.server'
import { isAdministrator } from './trust-and-safety.server'

/*
 * The one place that decides who may do what, and what is answered when they may not: only its
 * owner may change a listing, and only the account's user may change or delete it or list its
 * listings through the API. Pages answer with a 404 or 403 page, the API in its error shape.
 */

export const LISTING_NOT_FOUND = 'Listing not found!'

const refusals = {
	listing: {
		update: 'You can only update your own listings!',
		delete: 'You can only delete your own listings!',
		'offer viewings': VIEWING_MESSAGES.notOwner,
	},
	account: {
		update: 'You can only update your own account!',
		delete: 'You can only delete your own account!',
		'list listings': 'You can only view your own listings!',
	},
}

type ListingChange = keyof typeof refusals.listing
type AccountUse = keyof typeof refusals.account

async function findListingToChange(
	user: Pick<User, 'id'>,
	listingId: string | undefined,
): Promise<{ status: 'ok'; listing: Listing } | { status: 'not-found' } | { status: 'forbidden' }> {
	// The owner edits a listing others cannot see (held for a check, removed) as well.
	const listing = await findListing(listingId ?? '')
	if (!listing) return { status: 'not-found' }
	if (listing.userRef !== user.id) return { status: 'forbidden' }
	return { status: 'ok', listing }
}

/**
 * For services that pages and the API share (viewings): a ClientError 403 unless `user` owns the
 * listing, answered by each in its own way.
 */
export function assertListingOwner(listing: Pick<Listing, 'userRef'>, user: Pick<User, 'id'>, change: ListingChange) {
	if (listing.userRef !== user.id) throw new ClientError(refusals.listing[change], 403)
}

/** The 404 page of a listing that is not there (or was deleted while its owner was saving it). */
export function listingNotFound() {
	return new Response(LISTING_NOT_FOUND, { status: 404 })
}

/** For pages: the listing if the signed-in user owns it, else a 404 or 403 page (sign-in first if needed). */
export async function requireListingToChange(request: Request, listingId: string | undefined, change: ListingChange) {
	const found = await findListingToChange(await requireUser(request), listingId)
	if (found.status === 'not-found') throw listingNotFound()
	if (found.status === 'forbidden') throw new Response(refusals.listing[change], { status: 403 })
	return found.listing
}

/** For the JSON API: the listing if the signed-in user owns it, else a 401, 404 or 403 in the API's error shape. */
export async function requireApiListingToChange(
	request: Request,
	listingId: string | undefined,
	change: ListingChange,
) {
	const found = await findListingToChange(await requireApiUser(request), listingId)
	if (found.status === 'not-found') throw apiError(404, LISTING_NOT_FOUND)
	if (found.status === 'forbidden') throw apiError(403, refusals.listing[change])
	return found.listing
}

/** For the JSON API: the signed-in user if `userId` is theirs, else a 401 or 403 in the API's error shape. */
export async function requireApiAccount(request: Request, userId: string | undefined, use: AccountUse) {
	const user = await requireApiUser(request)
	if (userId !== user.id) throw apiError(403, refusals.account[use])
	return user
}

const ADMINISTRATORS_ONLY = 'Only administrators may do this'

/**
 * For the administrators' pages: the signed-in administrator; anyone else gets a 401 page (signed
 * out) or a 403 page (signed in), never the page.
 */
export async function requireAdministrator(request: Request) {
	const user = await getUser(request)
	if (!user) throw new Response(ADMIN_SIGN_IN_PAGE.message, { status: 401 })
	if (!isAdministrator(user)) throw new Response(ADMINISTRATORS_ONLY, { status: 403 })
	return user
}

/** For the administrators' JSON API: the signed-in administrator, else 401 or 403 in the API's error shape. */
export async function requireApiAdministrator(request: Request) {
	const user = await requireApiUser(request)
	if (!isAdministrator(user)) throw apiError(403, ADMINISTRATORS_ONLY)
	return user
}

/**
 * Whether `viewer` may see this listing: everyone may see a published listing of an active account;
 * its owner and administrators see it whatever its state (with a banner that says why others cannot).
 */
export function maySeeListing(listing: Pick<Listing, 'userRef' | 'ownerActive' | 'moderation'>, viewer: User | null) {
	if (listing.ownerActive && listing.moderation === 'published') return true
	if (!viewer) return false
	return viewer.id === listing.userRef || isAdministrator(viewer)
}
