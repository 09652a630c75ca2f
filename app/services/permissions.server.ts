import { type Listing, type User } from '~/db/schema'
import { getListingById } from '~/models/listing.server'
import { requireUser } from './auth.server'

/**
 * The one place that decides who may change a listing: only its owner.
 * Pages and the API turn the outcome into their own answer (403 page or API error).
 */
export async function findListingToChange(
	user: Pick<User, 'id'>,
	listingId: string,
): Promise<{ status: 'ok'; listing: Listing } | { status: 'not-found' } | { status: 'forbidden' }> {
	const listing = await getListingById(listingId)
	if (!listing) return { status: 'not-found' }
	if (listing.userRef !== user.id) return { status: 'forbidden' }
	return { status: 'ok', listing }
}

const refusals = {
	update: 'You can only update your own listings!',
	delete: 'You can only delete your own listings!',
}

/** For pages: the listing if the signed-in user owns it, else a 404 or 403 page (sign-in first if needed). */
export async function requireListingToChange(request: Request, listingId: string | undefined, change: 'update' | 'delete') {
	const user = await requireUser(request)
	const found = await findListingToChange(user, listingId ?? '')
	if (found.status === 'not-found') throw new Response('Listing not found!', { status: 404 })
	if (found.status === 'forbidden') throw new Response(refusals[change], { status: 403 })
	return found.listing
}
