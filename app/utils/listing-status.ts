import { purposeLabel } from './format'

/** Where a home is on the market (docs/product.md, Status). */
export const LISTING_STATUSES = ['active', 'under_offer', 'sold', 'let', 'withdrawn'] as const

export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** How each status reads on badges and in the owner's choices. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
	active: 'Available',
	under_offer: 'Under offer',
	sold: 'Sold',
	let: 'Let',
	withdrawn: 'Withdrawn',
}

/** Whether the home was sold or let: its history may hold the price it closed at. */
export const isClosed = (status: ListingStatus) => status === 'sold' || status === 'let'

/** Whether the home can still be had: available, or under offer. */
export const isOnTheMarket = (status: ListingStatus) => status === 'active' || status === 'under_offer'

/**
 * What a home's badge says it is: 'For Sale' or 'For Rent' while it is available; otherwise where it
 * stands ('Under offer', 'Sold', 'Let', 'Withdrawn'), so a sold home never still advertises itself.
 */
export function marketLabel(listing: { type: 'rent' | 'sale'; status: ListingStatus }) {
	return listing.status === 'active' ? purposeLabel(listing.type) : STATUS_LABELS[listing.status]
}

/** Whether an offer's saving and the struck-out price are shown: only while the home can be had. */
export const showsOffer = (listing: { offer: boolean; status: ListingStatus }) =>
	listing.offer && isOnTheMarket(listing.status)

/** What search shows unless asked for other statuses. */
export const DEFAULT_SEARCH_STATUSES: readonly ListingStatus[] = ['active', 'under_offer']

/** A home can be sold only when it is for sale, and let only when it is for rent. */
export function statusFitsType(status: ListingStatus, type: 'rent' | 'sale') {
	return (status !== 'sold' || type === 'sale') && (status !== 'let' || type === 'rent')
}

/** The statuses an owner may choose for a listing of this type. */
export function statusesFor(type: 'rent' | 'sale') {
	return LISTING_STATUSES.filter((status) => statusFitsType(status, type))
}

export const STATUS_DOES_NOT_FIT = 'Only a home for sale can be sold, and only a home for rent can be let'
