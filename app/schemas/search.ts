import { DEFAULT_SEARCH_STATUSES, LISTING_STATUSES, type ListingStatus } from '~/utils/listing-status'
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_START_INDEX, SEARCH_FIELDS } from '~/utils/search-params'
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

const optionalNumber = (name: string, bounds: Bounds) =>
	z.preprocess(blankAsUnset, wholeNumberParam(name, bounds).optional())

const numberOr = (fallback: number, name: string, bounds: Bounds) =>
	z.preprocess(blankAsUnset, wholeNumberParam(name, bounds).default(fallback))

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
		bathrooms: optionalNumber('bathrooms', { min: 1, max: 10, range: true }),
		sort: z.preprocess(
			blankAsUnset,
			z
				.enum(['createdAt', 'created_at', 'regularPrice'], { error: 'sort must be createdAt or regularPrice' })
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
	.refine((filters) => !filters.page || (filters.page - 1) * filters.limit <= MAX_START_INDEX, {
		message: 'page is too large',
		path: ['page'],
	})

/** Parsed search parameters: what the one search query function takes. */
export type SearchFilters = z.output<typeof searchParamsSchema>
export type SearchField = keyof z.input<typeof searchParamsSchema>

/** The parameters the search reads, in the order its addresses list them: every one a field of the schema. */
const searchFields: readonly SearchField[] = SEARCH_FIELDS

/** The search parameters of a URL, first value of each; unknown parameters are ignored. */
export function searchInput(params: URLSearchParams) {
	const input: Partial<Record<SearchField, string>> = {}
	for (const field of searchFields) {
		const value = params.get(field)
		if (value !== null) input[field] = value
	}
	return input
}

/** The first problem of a failed parse, in words (the API's 400 message). */
export function firstProblem(error: z.ZodError) {
	return error.issues[0]?.message ?? 'Invalid search parameters'
}

const sortChoice = /^(createdAt|created_at|regularPrice)_(asc|desc)$/

/**
 * The search page's reading of a URL. The form's sort select sends its combined value
 * (`sort=regularPrice_asc`), which is split here into sort and order. A parameter that does
 * not parse is dropped (its default applies) and reported, so a mangled link still shows results.
 */
export function parseSearchPage(params: URLSearchParams) {
	const input: Record<string, string> = searchInput(params)
	const combined = input.sort ? sortChoice.exec(input.sort) : null
	if (combined) {
		input.sort = combined[1]!
		input.order = combined[2]!
	}
	const problems: string[] = []
	for (let attempt = 0; attempt <= searchFields.length; attempt++) {
		const result = searchParamsSchema.safeParse(input)
		if (result.success) return { filters: result.data, problems }
		for (const issue of result.error.issues) {
			const field = String(issue.path[0])
			if (field in input) {
				problems.push(issue.message)
				delete input[field]
			}
		}
	}
	return { filters: searchParamsSchema.parse({}), problems }
}
