import { type Listing, type User } from '~/db/schema'
import { getListingById } from '~/models/listing.server'
import { apiError } from '~/utils/api.server'
import { requireApiUser, requireUser } from './auth.server'

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
	const listing = await getListingById(listingId ?? '')
	if (!listing) return { status: 'not-found' }
	if (listing.userRef !== user.id) return { status: 'forbidden' }
	return { status: 'ok', listing }
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
