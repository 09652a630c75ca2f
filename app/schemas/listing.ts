import { approximatePosition, LATITUDE_RANGE, LONGITUDE_RANGE, roundDegrees } from '~/utils/geo'
import {
	FEATURES,
	FLOOR_AREA_MAX,
	latestYearBuilt,
	MINIMUM_TERM_MAX,
	PROPERTY_TYPES,
	YEAR_BUILT_MIN,
} from '~/utils/home-facts'
import {
	isClosed,
	LISTING_STATUSES,
	type ListingStatus,
	STATUS_DOES_NOT_FIT,
	statusFitsType,
} from '~/utils/listing-status'
import { singleLine } from '~/utils/misc'
import { PHOTO_ALT_MAX } from '~/utils/photos'
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

/** A coordinate of the listing's position: optional (old listings have none), null to clear it. */
function degreesField(label: string, { min, max }: { min: number; max: number }) {
	return z
		.number({ error: `${label} must be a number` })
		.min(min, `${label} must be between ${min} and ${max}`)
		.max(max, `${label} must be between ${min} and ${max}`)
		.nullable()
		.optional()
}

/** A whole number a listing may leave out (null clears it). */
const optionalWholeNumber = (label: string, min: number, max: number, range?: string) =>
	wholeNumberField(label, min, max, range).nullable().optional()

const PROPERTY_TYPE_MESSAGE = `Property type must be one of ${PROPERTY_TYPES.join(', ')}`

/** The facts of a home (utils/home-facts.ts): optional for the API, whose old clients know none of them. */
const homeFacts = {
	propertyType: z.enum(PROPERTY_TYPES, { error: PROPERTY_TYPE_MESSAGE }).nullable().optional(),
	floorArea: optionalWholeNumber(
		'Floor area',
		1,
		FLOOR_AREA_MAX,
		`between 1 and ${FLOOR_AREA_MAX.toLocaleString('en-US')}`,
	),
	yearBuilt: wholeNumberField('Year built', YEAR_BUILT_MIN, 9999)
		// Next year at the time of the check: a home sold before it is finished.
		.refine((year) => year <= latestYearBuilt(), {
			error: () => `Year built must be between ${YEAR_BUILT_MIN} and ${latestYearBuilt()}`,
		})
		.nullable()
		.optional(),
	features: z
		.array(
			z.enum(FEATURES, {
				error: (issue) =>
					typeof issue.input === 'string'
						? `Features: unknown feature “${issue.input}” (one of ${FEATURES.join(', ')})`
						: 'Features must be a list of text',
			}),
			{ error: 'Features must be a list' },
		)
		.optional(),
	/** A rent's: ignored (and stored as none) for a sale. */
	deposit: optionalWholeNumber('Deposit', 0, PRICE_MAX, 'between $0 and $10,000,000'),
	availableFrom: z
		.string({ error: 'Available from must be a date (YYYY-MM-DD)' })
		.regex(/^\d{4}-\d{2}-\d{2}$/, 'Available from must be a date (YYYY-MM-DD)')
		.refine(
			(text) =>
				!Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
			{
				message: 'Available from must be a real date',
			},
		)
		.nullable()
		.optional(),
	minimumTermMonths: optionalWholeNumber(
		'Minimum term',
		1,
		MINIMUM_TERM_MAX,
		`between 1 and ${MINIMUM_TERM_MAX} months`,
	),
}

/** The price a home sold or let at, when its owner gives it: the same range as an asking price. */
const closePriceField = wholeNumberField(
	'Sold or let price',
	REGULAR_PRICE_MIN,
	PRICE_MAX,
	'between $50 and $10,000,000',
)

/** The photos, at least one and at most MAX_PHOTOS: addresses for the API, objects in the form. */
function photoList<Photo extends z.ZodType>(photo: Photo, message: string) {
	return z
		.array(photo, { error: message })
		.default([])
		.refine((photos) => photos.length > 0, 'You must upload at least one image')
		.refine((photos) => photos.length <= MAX_PHOTOS, `You can only upload ${MAX_PHOTOS} images per listing`)
}

/** The fields of a listing but its photos, each with its own rules. */
const listingFields = {
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
	/** Left out: a new listing is active, an edited one keeps its status. */
	status: statusField.optional(),
	/** The price a sale or a let closed at: read only with the status Sold or Let (null: not given). */
	closePrice: closePriceField.nullable().optional(),
	/** Where the home is, in WGS 84 degrees: both or neither. */
	latitude: degreesField('Latitude', LATITUDE_RANGE),
	longitude: degreesField('Longitude', LONGITUDE_RANGE),
	/** Show the position only to about 300 m: only that coarse position is kept. */
	locationApproximate: flagField('Approximate location'),
	...homeFacts,
}

/**
 * A listing as the API writes it: the photos' addresses in order and, optionally, their
 * descriptions (`imageAlts`, as many; left out, a new listing has none and an edited one keeps
 * each photo's own). A description is checked with the photos (listingSchema), so that its
 * message can say which one.
 */
export const listingFieldsSchema = z.object({
	...listingFields,
	imageUrls: photoList(photoUrlField, 'Image addresses must be a list'),
	imageAlts: z
		.array(z.string({ error: 'Image descriptions must be text' }).transform(singleLine), {
			error: 'Image descriptions must be a list of text',
		})
		.optional(),
})

/** A photo's description in the editor: optional, at most PHOTO_ALT_MAX characters. */
const photoAltField = z
	.string({ error: 'Description must be text' })
	.optional()
	.transform((text) => singleLine(text ?? ''))
	.refine((text) => text.length <= PHOTO_ALT_MAX, `Description must be at most ${PHOTO_ALT_MAX} characters`)

/**
 * The editor's fields: the photos are a list of objects (`photos[0].url`, `photos[0].alt`...), so
 * that a description moves with its photo when the list is rearranged (Conform's list intents).
 */
export const listingFormFieldsSchema = z.object({
	...listingFields,
	// Required in the editor; old API clients leave it out.
	propertyType: z.enum(PROPERTY_TYPES, {
		error: (issue) => (issue.input === undefined ? 'Choose the kind of property' : PROPERTY_TYPE_MESSAGE),
	}),
	photos: photoList(z.object({ url: photoUrlField, alt: photoAltField }), 'Photos must be a list'),
})

type ListingRuleFields = {
	type: 'sale' | 'rent'
	features?: ReadonlyArray<(typeof FEATURES)[number]>
	deposit?: number | null
	availableFrom?: string | null
	minimumTermMonths?: number | null
	status?: ListingStatus
	closePrice?: number | null
	offer: boolean
	regularPrice: number
	discountPrice?: number
	latitude?: number | null
	longitude?: number | null
	locationApproximate: boolean
}

type Payload = { value: unknown }
const onOffer = (payload: Payload) => (payload.value as { offer?: unknown } | null)?.offer === true
const comparablePrices = (payload: Payload) => {
	const listing = payload.value as { regularPrice?: unknown; discountPrice?: unknown } | null
	return onOffer(payload) && typeof listing?.regularPrice === 'number' && typeof listing.discountPrice === 'number'
}

/** An offer without a usable discounted price, as the JSON API words it (docs/api.md). */
const DISCOUNT_PRICE_MESSAGE = 'Discount price must be a whole number between $0 and $10,000,000'

/** The same in the editor, where it is most often a field left blank with Offer ticked. */
const FORM_DISCOUNT_PRICE_MESSAGE = 'Enter the discounted price (a whole number up to $10,000,000), or untick Offer'

/**
 * The rules between fields, shared by the API and the editor. They run even when other fields are
 * wrong (`when`), so every problem shows at once.
 */
function withListingRules<Schema extends z.ZodType<ListingRuleFields>>(
	schema: Schema,
	discountPriceMessage = DISCOUNT_PRICE_MESSAGE,
) {
	return schema
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
			message: discountPriceMessage,
			when: onOffer,
		})
		.refine(
			(listing) =>
				!listing.offer || listing.discountPrice === undefined || listing.discountPrice < listing.regularPrice,
			{
				path: ['discountPrice'],
				message: 'Discount price must be lower than regular price',
				when: comparablePrices,
			},
		)
		.refine((listing) => (listing.latitude == null) === (listing.longitude == null), {
			path: ['latitude'],
			message: 'Give both latitude and longitude, or neither',
			when: (payload) => {
				const value = payload.value as { latitude?: unknown; longitude?: unknown } | null
				return (typeof value?.latitude === 'number') !== (typeof value?.longitude === 'number')
			},
		})
}

/** The listing's position as it is kept: rounded to 0.1 m, or to its cell of about 300 m when approximate. */
function keptPosition(listing: { latitude?: number | null; longitude?: number | null; locationApproximate: boolean }) {
	if (listing.latitude == null || listing.longitude == null) return { latitude: null, longitude: null }
	const position = { latitude: roundDegrees(listing.latitude), longitude: roundDegrees(listing.longitude) }
	return listing.locationApproximate ? approximatePosition(position) : position
}

/**
 * The listing as it is kept: without an offer the discount is not part of it, whatever the field
 * held, and its position is rounded (or made approximate).
 */
function settle<Listing extends ListingRuleFields>(listing: Listing) {
	const rent = listing.type === 'rent'
	return {
		...listing,
		discountPrice: listing.offer ? (listing.discountPrice ?? 0) : 0,
		// Read only with Sold or Let (as the discount with an offer); left out, an edit keeps it.
		closePrice:
			listing.closePrice === undefined
				? undefined
				: listing.status && isClosed(listing.status)
					? listing.closePrice
					: null,
		...keptPosition(listing),
		// Each once, in the list's order: the same features are the same listing.
		...(listing.features ? { features: FEATURES.filter((feature) => listing.features!.includes(feature)) } : {}),
		// A rent's terms are not part of a sale, whatever the fields held.
		...(rent
			? {}
			: {
					deposit: listing.deposit === undefined ? undefined : null,
					availableFrom: listing.availableFrom === undefined ? undefined : null,
					minimumTermMonths: listing.minimumTermMonths === undefined ? undefined : null,
				}),
	}
}

/**
 * Every rule and message of a listing as the JSON API writes it (docs/api.md; docs/product.md,
 * Creating and editing a listing): the editor's listingFormSchema gives the same result.
 */
export const listingSchema = withListingRules(listingFieldsSchema)
	.superRefine((listing, context) => {
		const alts = listing.imageAlts
		if (!alts) return
		if (alts.length !== listing.imageUrls.length) {
			context.addIssue({
				code: 'custom',
				path: ['imageAlts'],
				message: `imageAlts must have one description per image: ${alts.length} given for ${listing.imageUrls.length} ${listing.imageUrls.length === 1 ? 'image' : 'images'}`,
			})
		}
		alts.forEach((alt, index) => {
			if (alt.length > PHOTO_ALT_MAX) {
				context.addIssue({
					code: 'custom',
					path: ['imageAlts', index],
					message: `Image description ${index + 1} must be at most ${PHOTO_ALT_MAX} characters`,
				})
			}
		})
	})
	.transform(settle)

/**
 * The create and edit pages' form (through Conform, which turns form text into numbers and
 * booleans), with the same rules and the same result as listingSchema.
 */
export const listingFormSchema = withListingRules(listingFormFieldsSchema, FORM_DISCOUNT_PRICE_MESSAGE).transform(
	({ photos, ...listing }) =>
		settle({
			...listing,
			// The form holds every fact: one left blank (a box unticked) is cleared, not kept.
			floorArea: listing.floorArea ?? null,
			yearBuilt: listing.yearBuilt ?? null,
			features: listing.features ?? [],
			deposit: listing.deposit ?? null,
			availableFrom: listing.availableFrom ?? null,
			minimumTermMonths: listing.minimumTermMonths ?? null,
			imageUrls: photos.map((photo) => photo.url),
			imageAlts: photos.map((photo) => photo.alt),
		}),
)

export type ListingInput = z.output<typeof listingSchema>

/**
 * POST /listing/:id/status: the owner's choice, the price a sale or a let closed at (optional, read only
 * with Sold or Let), and where to go back to.
 */
export const listingStatusSchema = z.object({
	status: statusField,
	closePrice: closePriceField.optional(),
	redirectTo: z.string().optional(),
})

/** The value of the editor's Upload button (`intent`): store the chosen photos and show the form again. */
export const UPLOAD_INTENT = 'upload'

/** The value of the editor's 'Find from the address' button (`intent`): fill in the position and show the form again. */
export const LOCATE_INTENT = 'locate'

/** The create form's hidden field that makes a resubmission return the first listing (see createListing). */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

/** An idempotency key as clients send it (header or form field): 1 to 255 visible ASCII characters. */
export function readIdempotencyKey(value: unknown) {
	return typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value) ? value : undefined
}
