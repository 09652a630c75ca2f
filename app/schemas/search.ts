import { POLYGON_POINTS, ringCrossesAntimeridian, ringCrossesItself, ringRepeatsAPoint } from '~/utils/drawn-area'
import {
	type BoundingBox,
	DEFAULT_RADIUS_KM,
	LATITUDE_RANGE,
	LONGITUDE_RANGE,
	polygonParam,
	type Position,
	RADIUS_KM_RANGE,
} from '~/utils/geo'
import { FEATURES, type Feature, FLOOR_AREA_MAX, PROPERTY_TYPES, type PropertyType } from '~/utils/home-facts'
import { DEFAULT_SEARCH_STATUSES, LISTING_STATUSES, type ListingStatus } from '~/utils/listing-status'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_START_INDEX, SEARCH_FIELDS, WHERE_MAX_LENGTH } from '~/utils/search-params'
import { z } from './zod'

const MAX_PRICE = 1_000_000_000

const STATUS_PARAM_MESSAGE = `status must be all or a comma-separated list of ${LISTING_STATUSES.join(', ')}`

/** A blank form field ("minPrice=") means the filter is not set, not zero. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

type Bounds = { min: number; max: number; range?: boolean }

/** A whole number given as text in a URL, its messages naming the parameter. */
function wholeNumberParam(name: string, { min, max, range }: Bounds) {
	return z.coerce
		.number({ error: `${name} must be a number` })
		.int(`${name} must be a whole number`)
		.min(min, range ? `${name} must be between ${min} and ${max}` : `${name} must be at least ${min}`)
		.max(max, range ? `${name} must be between ${min} and ${max}` : `${name} is too large`)
}

/** The pattern of a decimal number as text (`-4`, `2.5`, `.5`). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/

/**
 * A number parameter's value: blank is unset, and text must be a decimal number (JavaScript's Number()
 * would also read `0x7D0`, `0b11` and `1e3`), else it is made NaN for the "must be a number" message.
 */
const numberInput = (value: unknown) => {
	const given = blankAsUnset(value)
	return typeof given === 'string' && !DECIMAL.test(given.trim()) ? Number.NaN : given
}

const optionalNumber = (name: string, bounds: Bounds) =>
	z.preprocess(numberInput, wholeNumberParam(name, bounds).optional())

const numberOr = (fallback: number, name: string, bounds: Bounds) =>
	z.preprocess(numberInput, wholeNumberParam(name, bounds).default(fallback))

const inRange = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max

/** Comma-separated numbers as a URL carries them (`-122.4,47.5`), or undefined when any is not a number. */
function numberList(value: string, count: number) {
	const parts = value.split(',').map((part) => part.trim())
	if (parts.length !== count || parts.some((part) => !DECIMAL.test(part))) return undefined
	return parts.map(Number)
}

type NumbersCheck = readonly [holds: (numbers: number[]) => boolean, message: string]

/**
 * A parameter of `count` comma-separated numbers (`bbox`, `near`): unset when blank; otherwise the
 * first problem (`shapeMessage` when they are not `count` numbers, then the message of the first
 * check that fails) is the parameter's error, or `read` turns the numbers into the value.
 */
function numbersParam<T>(count: number, shapeMessage: string, checks: NumbersCheck[], read: (numbers: number[]) => T) {
	return z.preprocess(
		blankAsUnset,
		z
			.string()
			.optional()
			.transform((value, context): T | undefined => {
				if (value === undefined) return undefined
				const fail = (message: string) => {
					context.addIssue({ code: 'custom', message })
					return z.NEVER
				}
				const numbers = numberList(value, count)
				if (!numbers) return fail(shapeMessage)
				const failed = checks.find(([holds]) => !holds(numbers))
				if (failed) return fail(failed[1])
				return read(numbers)
			}),
	)
}

const isLatitude = (value: number | undefined) => value !== undefined && inRange(value, LATITUDE_RANGE)
const isLongitude = (value: number | undefined) => value !== undefined && inRange(value, LONGITUDE_RANGE)

/** `bbox=west,south,east,north`: the map's view; west greater than east crosses the antimeridian. */
const bboxParam = numbersParam<BoundingBox>(
	4,
	'bbox must be four numbers: west,south,east,north',
	[
		[
			([, south, , north]) => isLatitude(south) && isLatitude(north),
			'bbox south and north must be latitudes between -90 and 90',
		],
		[
			([west, , east]) => isLongitude(west) && isLongitude(east),
			'bbox west and east must be longitudes between -180 and 180',
		],
		[([, south, , north]) => south! <= north!, 'bbox south must not be greater than north'],
	],
	([west, south, east, north]) => ({ west: west!, south: south!, east: east!, north: north! }),
)

/** `near=latitude,longitude`: the point a distance search measures from. */
const nearParam = numbersParam<Position>(
	2,
	'near must be two numbers: latitude,longitude',
	[
		[([latitude]) => isLatitude(latitude), 'near latitude must be between -90 and 90'],
		[([, longitude]) => isLongitude(longitude), 'near longitude must be between -180 and 180'],
	],
	([latitude, longitude]) => ({ latitude: latitude!, longitude: longitude! }),
)

const POLYGON_SHAPE_MESSAGE =
	'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…'

/**
 * `polygon=lng lat,lng lat,…`: an area drawn on the map, its ring closed (the first point repeated at
 * the end). Read into its 3 to 50 distinct points, without the repeat; each rule has a message naming
 * the parameter. Across the antimeridian it is refused (decision 033).
 */
const drawnAreaParam = z.preprocess(
	blankAsUnset,
	z
		.string()
		.optional()
		.transform((value, context): Position[] | undefined => {
			if (value === undefined) return undefined
			const fail = (message: string) => {
				context.addIssue({ code: 'custom', message })
				return z.NEVER
			}
			const pairs = value.split(',').map((pair) => pair.trim().split(/\s+/))
			if (pairs.some((pair) => pair.length !== 2 || !pair.every((part) => DECIMAL.test(part)))) {
				return fail(POLYGON_SHAPE_MESSAGE)
			}
			const ring = pairs.map(([longitude, latitude]) => ({ longitude: Number(longitude), latitude: Number(latitude) }))
			if (!ring.every((point) => isLongitude(point.longitude))) {
				return fail('polygon longitudes must be between -180 and 180')
			}
			if (!ring.every((point) => isLatitude(point.latitude))) {
				return fail('polygon latitudes must be between -90 and 90')
			}
			const [first, last] = [ring[0]!, ring.at(-1)!]
			const closed = first.longitude === last.longitude && first.latitude === last.latitude
			if (ring.length > 1 && !closed) return fail('polygon must be closed: its last point must repeat its first')
			const points = ring.length > 1 ? ring.slice(0, -1) : ring
			if (points.length < POLYGON_POINTS.min) return fail(`polygon must have at least ${POLYGON_POINTS.min} points`)
			if (points.length > POLYGON_POINTS.max) return fail(`polygon must have at most ${POLYGON_POINTS.max} points`)
			if (ringRepeatsAPoint(points)) return fail('polygon must not repeat a point (only the first, to close it)')
			if (ringCrossesAntimeridian(points)) {
				return fail('polygon must not cross the antimeridian: no side may span more than 180 degrees of longitude')
			}
			if (ringCrossesItself(points)) return fail('polygon must not cross itself')
			return points
		}),
)

const RADIUS_MESSAGE = `radiusKm must be between ${RADIUS_KM_RANGE.min} and ${RADIUS_KM_RANGE.max}`

/**
 * A comma-separated list of known words (`propertyType=house,townhouse`, `features=garden,lift`):
 * unset when blank, each once in the list's own order (the same words are the same search), or the
 * parameter's message naming the first unknown one.
 */
function wordListParam<Word extends string>(name: string, known: readonly Word[]) {
	return z.preprocess(
		blankAsUnset,
		z
			.string()
			.optional()
			.transform((value, context): Word[] | undefined => {
				if (value === undefined) return undefined
				const wanted = value
					.split(',')
					.map((part) => part.trim().toLowerCase())
					.filter(Boolean)
				const unknown = wanted.find((part) => !(known as readonly string[]).includes(part))
				if (unknown !== undefined) {
					context.addIssue({
						code: 'custom',
						message: `${name}: unknown value “${unknown}” (one of ${known.join(', ')})`,
					})
					return z.NEVER
				}
				const words = known.filter((word) => wanted.includes(word))
				return words.length ? words : undefined
			}),
	)
}

/** Only the text `true` filters; anything else means no filter (as old clients expect, docs/api.md). */
const flagParam = z
	.preprocess((value) => (typeof value === 'boolean' ? String(value) : value), z.string().optional())
	.transform((value) => value === 'true')

/**
 * The search parameters (docs/api.md, Search parameters), shared by the /search page, GET /api/listing/get
 * and the home pages. Values arrive as text (URL parameters); numbers are accepted too.
 */
export const searchParamsSchema = z
	.object({
		// Whitespace runs (line breaks included) read as one space: the term is matched as typed, never across fields.
		// NUL characters are dropped: PostgreSQL text cannot hold them.
		searchTerm: z.preprocess(
			(value) => (typeof value === 'string' ? value.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim() : value),
			z.string().max(200, 'searchTerm must be at most 200 characters').default(''),
		),
		/**
		 * A town, city, neighbourhood or (with GEOCODER_URL) postcode by name: resolved on the server into
		 * `near` (services/geocoding.server.ts, `resolveWhere`) when `near` is not given.
		 */
		where: z.preprocess(
			(value) =>
				typeof value === 'string'
					? value.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim() || undefined
					: blankAsUnset(value),
			z.string().max(WHERE_MAX_LENGTH, `where must be at most ${WHERE_MAX_LENGTH} characters`).optional(),
		),
		type: z.preprocess(
			blankAsUnset,
			z.enum(['all', 'rent', 'sale'], { error: 'type must be all, rent or sale' }).default('all'),
		),
		offer: flagParam,
		parking: flagParam,
		furnished: flagParam,
		/** Listings whose price was cut in the last 30 days (and not raised since). */
		reduced: flagParam,
		/** One status, a comma-separated list, or `all`; available and under-offer homes when left out. */
		status: z.preprocess(
			blankAsUnset,
			z
				.string()
				.default(DEFAULT_SEARCH_STATUSES.join(','))
				.transform((value, context) => {
					if (value.trim().toLowerCase() === 'all') return [...LISTING_STATUSES]
					const wanted = value.split(',').map((part) => part.trim().toLowerCase())
					if (!wanted.every((part): part is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(part))) {
						context.addIssue({ code: 'custom', message: STATUS_PARAM_MESSAGE })
						return z.NEVER
					}
					// In the one order of LISTING_STATUSES, each once: the same statuses are the same search.
					return LISTING_STATUSES.filter((status) => wanted.includes(status))
				}),
		),
		minPrice: optionalNumber('minPrice', { min: 0, max: MAX_PRICE }),
		maxPrice: optionalNumber('maxPrice', { min: 0, max: MAX_PRICE }),
		bedrooms: optionalNumber('bedrooms', { min: 1, max: 10, range: true }),
		/** One kind of property or several (any of them). */
		propertyType: wordListParam<PropertyType>('propertyType', PROPERTY_TYPES),
		/** Floor area in the site's unit (AREA_UNIT); listings that give none do not match an area filter. */
		minArea: optionalNumber('minArea', { min: 0, max: FLOOR_AREA_MAX }),
		maxArea: optionalNumber('maxArea', { min: 0, max: FLOOR_AREA_MAX }),
		/** Every feature listed must be there. */
		features: wordListParam<Feature>('features', FEATURES),
		bathrooms: optionalNumber('bathrooms', { min: 1, max: 10, range: true }),
		bbox: bboxParam,
		near: nearParam,
		/** Kilometres from `near`; read only with it. */
		radiusKm: z.preprocess(
			numberInput,
			z.coerce
				.number({ error: 'radiusKm must be a number' })
				.min(RADIUS_KM_RANGE.min, RADIUS_MESSAGE)
				.max(RADIUS_KM_RANGE.max, RADIUS_MESSAGE)
				.default(DEFAULT_RADIUS_KM),
		),
		/** An area drawn on the map: its points, the ring closing back to the first. */
		polygon: drawnAreaParam,
		sort: z.preprocess(
			blankAsUnset,
			z
				.enum(['createdAt', 'created_at', 'regularPrice', 'distance'], {
					error: 'sort must be createdAt, regularPrice or distance',
				})
				.default('createdAt')
				.transform((value) => (value === 'created_at' ? 'createdAt' : value)),
		),
		order: z.preprocess(blankAsUnset, z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc')),
		limit: numberOr(DEFAULT_LIMIT, 'limit', { min: 1, max: MAX_LIMIT, range: true }),
		startIndex: numberOr(0, 'startIndex', { min: 0, max: MAX_START_INDEX }),
		// 1-based; old clients ask for page 0 and mean the first.
		page: optionalNumber('page', { min: 0, max: MAX_START_INDEX }).transform((page) => (page === 0 ? 1 : page)),
	})
	.refine(
		(filters) =>
			filters.minPrice === undefined || filters.maxPrice === undefined || filters.minPrice <= filters.maxPrice,
		{
			message: 'maxPrice must not be lower than minPrice',
			path: ['maxPrice'],
		},
	)
	.refine(
		(filters) => filters.minArea === undefined || filters.maxArea === undefined || filters.minArea <= filters.maxArea,
		{ message: 'maxArea must not be lower than minArea', path: ['maxArea'] },
	)
	.refine((filters) => !filters.page || (filters.page - 1) * filters.limit <= MAX_START_INDEX, {
		message: 'page is too large',
		path: ['page'],
	})
	// A place named by `where` gives the point once resolved.
	.refine((filters) => filters.sort !== 'distance' || filters.near !== undefined || filters.where !== undefined, {
		message: 'sort=distance needs near=latitude,longitude',
		path: ['sort'],
	})
	// Nearest first is the one order of a distance sort: `order` is not read with it.
	.transform((filters) => (filters.sort === 'distance' ? { ...filters, order: 'asc' as const } : filters))

/** Parsed search parameters: what the one search query function takes. */
export type SearchFilters = z.output<typeof searchParamsSchema>
export type SearchField = keyof z.input<typeof searchParamsSchema>

/** The parameters the search reads, in the order its addresses list them: every one a field of the schema. */
const searchFields: readonly SearchField[] = SEARCH_FIELDS

/** The search parameters of a URL, first value of each (all of a list's); unknown parameters are ignored. */
export function searchInput(params: URLSearchParams) {
	const input: Partial<Record<SearchField, string>> = {}
	for (const field of searchFields) {
		// A form's checkboxes send a list parameter once per value; a link sends it comma-separated.
		const value =
			LIST_FIELDS.has(field) && params.getAll(field).length > 1 ? params.getAll(field).join(',') : params.get(field)
		if (value !== null) input[field] = value
	}
	return input
}

/** The parameters that take several values. */
const LIST_FIELDS = new Set<SearchField>(['propertyType', 'features'])

/** The first problem of a failed parse, in words (the API's 400 message). */
export function firstProblem(error: z.ZodError) {
	return error.issues[0]?.message ?? 'Invalid search parameters'
}

const sortChoice = /^(createdAt|created_at|regularPrice|distance)_(asc|desc)$/

/**
 * The search page's reading of a URL. The form's sort select sends its combined value
 * (`sort=regularPrice_asc`), which is split here into sort and order. A parameter that does
 * not parse is dropped (its default applies) and reported, so a mangled link still shows results;
 * `fieldProblems` has each dropped parameter's message, for the page to show beside its field.
 */
export function parseSearchPage(params: URLSearchParams) {
	const input: Record<string, string> = searchInput(params)
	const combined = input.sort ? sortChoice.exec(input.sort) : null
	if (combined) {
		input.sort = combined[1]!
		input.order = combined[2]!
	}
	const problems: string[] = []
	const fieldProblems: Partial<Record<SearchField, string>> = {}
	for (let attempt = 0; attempt <= searchFields.length; attempt++) {
		const result = searchParamsSchema.safeParse(input)
		if (result.success) return { filters: result.data, problems, fieldProblems }
		for (const issue of result.error.issues) {
			const field = String(issue.path[0])
			if (field in input) {
				problems.push(issue.message)
				fieldProblems[field as SearchField] = issue.message
				delete input[field]
				// The order came with the sort in one parameter (`distance_asc`): it goes with it.
				if (field === 'sort' && combined) delete input.order
			}
		}
	}
	return { filters: searchParamsSchema.parse({}), problems, fieldProblems }
}

/** A number as a saved query writes it: as short as it reads back the same. */
const numberText = (value: number) => String(value)

/**
 * A search as it is saved: the parsed filters' parameters with every default, the sort, the paging
 * and the view left out, in the one order of SEARCH_FIELDS; `status` as the schema normalised it.
 * Two addresses of the same search give the same text. A place named by `where` is kept as the `near`
 * it resolved to (resolveWhere), never as its name: a saved search keeps its meaning when the place
 * list changes.
 */
export function canonicalSearchQuery(filters: SearchFilters) {
	const statusIsDefault =
		filters.status.length === DEFAULT_SEARCH_STATUSES.length &&
		DEFAULT_SEARCH_STATUSES.every((status) => filters.status.includes(status))
	const values: Partial<Record<SearchField, string | undefined>> = {
		searchTerm: filters.searchTerm || undefined,
		type: filters.type === 'all' ? undefined : filters.type,
		offer: filters.offer ? 'true' : undefined,
		parking: filters.parking ? 'true' : undefined,
		furnished: filters.furnished ? 'true' : undefined,
		reduced: filters.reduced ? 'true' : undefined,
		status: statusIsDefault
			? undefined
			: filters.status.length === LISTING_STATUSES.length
				? 'all'
				: filters.status.join(','),
		minPrice: filters.minPrice === undefined ? undefined : numberText(filters.minPrice),
		maxPrice: filters.maxPrice === undefined ? undefined : numberText(filters.maxPrice),
		bedrooms: filters.bedrooms === undefined ? undefined : numberText(filters.bedrooms),
		bathrooms: filters.bathrooms === undefined ? undefined : numberText(filters.bathrooms),
		propertyType: filters.propertyType?.join(','),
		minArea: filters.minArea === undefined ? undefined : numberText(filters.minArea),
		maxArea: filters.maxArea === undefined ? undefined : numberText(filters.maxArea),
		features: filters.features?.join(','),
		bbox: filters.bbox
			? [filters.bbox.west, filters.bbox.south, filters.bbox.east, filters.bbox.north].map(numberText).join(',')
			: undefined,
		near: filters.near ? `${numberText(filters.near.latitude)},${numberText(filters.near.longitude)}` : undefined,
		radiusKm: filters.near && filters.radiusKm !== DEFAULT_RADIUS_KM ? numberText(filters.radiusKm) : undefined,
		polygon: filters.polygon ? polygonParam(filters.polygon) : undefined,
	}
	const params = new URLSearchParams()
	for (const field of searchFields) {
		const value = values[field]
		if (value !== undefined) params.set(field, value)
	}
	return params.toString()
}

/**
 * A query to save, strictly: a string of URL parameters (`type=rent&parking=true`) or an object of
 * them. Unknown parameters are ignored; a parameter the search refuses is the error.
 */
export function parseQueryToSave(query: unknown) {
	const fail = (message: string) => ({ success: false as const, message })
	let params: URLSearchParams
	if (typeof query === 'string') params = new URLSearchParams(query.replace(/^[^?]*\?/, ''))
	else if (query && typeof query === 'object' && !Array.isArray(query)) {
		const entries = Object.entries(query as Record<string, unknown>)
		const isText = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value)
		// A filter given as a list or an object would otherwise vanish and widen the search.
		const notText = entries.find(([key, value]) => (SEARCH_FIELDS as readonly string[]).includes(key) && !isText(value))
		if (notText) return fail(`${notText[0]} must be text`)
		params = new URLSearchParams(
			entries.filter(([, value]) => isText(value)).map(([key, value]) => [key, String(value)]),
		)
	} else return fail('query must be the search parameters, as text or an object')
	const result = searchParamsSchema.safeParse(searchInput(params))
	if (!result.success) return fail(firstProblem(result.error))
	return { success: true as const, filters: result.data, query: canonicalSearchQuery(result.data) }
}

/** The filters of a saved (canonical) query. */
export function savedQueryFilters(query: string) {
	return searchParamsSchema.parse(searchInput(new URLSearchParams(query)))
}
