import { LISTING_STATUSES, STATUS_DOES_NOT_FIT, statusFitsType } from '~/utils/listing-status'
import { flagField, photoUrlField, textField, wholeNumberField } from './fields'
import { z } from './zod'

export const MAX_PHOTOS = 6
export const PRICE_MAX = 10_000_000
export const REGULAR_PRICE_MIN = 50

/** The form's starting values (docs/product.md, Creating and editing a listing). */
export const listingDefaults = {
	type: 'rent',
	bedrooms: 1,
	bathrooms: 1,
	regularPrice: 50,
	discountPrice: 0,
	offer: false,
	parking: false,
	furnished: false,
} as const

export const statusField = z.enum(LISTING_STATUSES, {
	error: `Status must be ${LISTING_STATUSES.slice(0, -1).join(', ')} or ${LISTING_STATUSES.at(-1)}`,
})

/** The fields of a listing, each with its own rules (the browser's constraints come from here). */
export const listingFieldsSchema = z.object({
	name: textField('Name')
		.trim()
		.min(10, 'Name must be at least 10 characters')
		.max(62, 'Name must be at most 62 characters'),
	description: textField('Description')
		.trim()
		.min(1, 'Description is required')
		.max(5000, 'Description must be at most 5000 characters'),
	address: textField('Address').trim().min(1, 'Address is required').max(200, 'Address must be at most 200 characters'),
	type: z.enum(['sale', 'rent'], { error: 'Type must be sale or rent' }),
	parking: flagField('Parking'),
	furnished: flagField('Furnished'),
	offer: flagField('Offer'),
	bedrooms: wholeNumberField('Bedrooms', 1, 10),
	bathrooms: wholeNumberField('Bathrooms', 1, 10),
	regularPrice: wholeNumberField('Regular price', REGULAR_PRICE_MIN, PRICE_MAX, 'between $50 and $10,000,000'),
	// Read only with an offer: otherwise whatever the field holds is ignored, not an error.
	discountPrice: z.number().int().min(0).max(PRICE_MAX).optional().catch(undefined),
	imageUrls: z
		.array(photoUrlField, { error: 'Image addresses must be a list' })
		.default([])
		.refine((urls) => urls.length > 0, 'You must upload at least one image')
		.refine((urls) => urls.length <= MAX_PHOTOS, `You can only upload ${MAX_PHOTOS} images per listing`),
	/** Left out: a new listing is active, an edited one keeps its status. */
	status: statusField.optional(),
})

type Payload = { value: unknown }
const onOffer = (payload: Payload) => (payload.value as { offer?: unknown } | null)?.offer === true
const comparablePrices = (payload: Payload) => {
	const listing = payload.value as { regularPrice?: unknown; discountPrice?: unknown } | null
	return onOffer(payload) && typeof listing?.regularPrice === 'number' && typeof listing.discountPrice === 'number'
}

/**
 * Every rule and message of a listing (docs/product.md, Creating and editing a listing; docs/api.md),
 * for the create and edit pages (through Conform, which turns form text into numbers and booleans)
 * and for /api/listing (JSON) alike.
 * The discount rules run even when other fields are wrong (`when`), so every
 * problem shows at once.
 */
export const listingSchema = listingFieldsSchema
	.refine((listing) => !listing.status || statusFitsType(listing.status, listing.type), {
		path: ['status'],
		message: STATUS_DOES_NOT_FIT,
		when: (payload) => {
			const value = payload.value as { status?: unknown; type?: unknown } | null
			return typeof value?.status === 'string' && (value.type === 'rent' || value.type === 'sale')
		},
	})
	.refine((listing) => !listing.offer || listing.discountPrice !== undefined, {
		path: ['discountPrice'],
		message: 'Discount price must be a whole number between $0 and $10,000,000',
		when: onOffer,
	})
	.refine(
		(listing) => !listing.offer || listing.discountPrice === undefined || listing.discountPrice < listing.regularPrice,
		{
			path: ['discountPrice'],
			message: 'Discount price must be lower than regular price',
			when: comparablePrices,
		},
	)
	// Without an offer the discount is not part of the listing, whatever the field held.
	.transform((listing) =>
		listing.offer ? { ...listing, discountPrice: listing.discountPrice ?? 0 } : { ...listing, discountPrice: 0 },
	)

export type ListingInput = z.output<typeof listingSchema>

/** POST /listing/:id/status: the owner's choice, and where to go back to. */
export const listingStatusSchema = z.object({ status: statusField, redirectTo: z.string().optional() })

/** The value of the editor's Upload button (`intent`): store the chosen photos and show the form again. */
export const UPLOAD_INTENT = 'upload'

/** The create form's hidden field that makes a resubmission return the first listing (see createListing). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

/** An idempotency key as clients send it (header or form field): 1 to 255 visible ASCII characters. */
export function readIdempotencyKey(value: unknown) {
	return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? value : undefined
}
