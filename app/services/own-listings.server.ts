import { type Listing, type User } from '~/db/schema'
import { createListing, deleteListing, updateListing } from '~/models/listing.server'
import { type ListingInput } from '~/schemas/listing'
import { checkAndHold } from './trust-and-safety.server'
import { cancelViewingsOfListing } from './viewing-bookings.server'

/*
 * An owner's listing, written and then checked before it is shown (services/trust-and-safety.server.ts):
 * the create and edit pages and the API all come through here, so no listing skips the checks.
 */

/**
 * Creates the owner's listing and checks it; a retry with the same idempotency key is not checked again.
 * `tellOwner` false: no mail for a hold (an import answers with what it held).
 */
export async function createOwnListing(
	owner: Pick<User, 'id' | 'createdAt' | 'username'>,
	input: ListingInput,
	options: { idempotencyKey?: string; reference?: string; tellOwner?: boolean } = {},
) {
	const { tellOwner, ...creating } = options
	const created = await createListing(owner.id, input, creating)
	if (created.replayed) return created
	return { ...created, listing: await checkAndHold(created.listing, owner, undefined, { tellOwner }) }
}

/** Updates the owner's listing and checks it again; undefined when it was deleted meanwhile. */
export async function updateOwnListing(
	listing: Pick<Listing, 'id'>,
	owner: Pick<User, 'id' | 'createdAt' | 'username'>,
	input: ListingInput,
	{ tellOwner }: { tellOwner?: boolean } = {},
) {
	const updated = await updateListing(listing.id, input)
	return updated ? checkAndHold(updated, owner, undefined, { tellOwner }) : undefined
}

/** Why the viewings of a deleted listing were cancelled, in the mails both members get. */
export const LISTING_DELETED_VIEWING_MESSAGE = 'The listing of this home has been deleted.'

/** Deletes a listing; its viewings still to come are cancelled first, with mails to both members. */
export async function deleteOwnListing(listing: Pick<Listing, 'id' | 'userRef'>) {
	await cancelViewingsOfListing(listing, LISTING_DELETED_VIEWING_MESSAGE)
	await deleteListing(listing.id)
}
