import { z } from './zod'

/*
 * The search parameters (docs/api.md, Search parameters): their limits, the schema that reads
 * them, and the way back from parsed filters to a URL.
 */

export const DEFAULT_LIMIT = 9
export const MAX_LIMIT = 100
const MAX_START_INDEX = 1_000_000
const MAX_PRICE = 1_000_000_000

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
type SearchField = keyof z.input<typeof searchParamsSchema>

const SEARCH_FIELDS = [
	'searchTerm',
	'type',
	'offer',
	'parking',
	'furnished',
	'minPrice',
	'maxPrice',
	'bedrooms',
	'bathrooms',
	'sort',
	'order',
	'limit',
	'startIndex',
	'page',
] as const satisfies readonly SearchField[]

/** The search parameters of a URL, first value of each; unknown parameters are ignored. */
export function searchInput(params: URLSearchParams) {
	const input: Partial<Record<SearchField, string>> = {}
	for (const field of SEARCH_FIELDS) {
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
	for (let attempt = 0; attempt <= SEARCH_FIELDS.length; attempt++) {
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

/** The offset of the first result: `page` when given, else `startIndex`. */
export function firstIndex(filters: Pick<SearchFilters, 'page' | 'limit' | 'startIndex'>) {
	return filters.page ? (filters.page - 1) * filters.limit : filters.startIndex
}

/** The sort choices of the search form: the value is the sort and the order joined by `_`. */
export const SORT_CHOICES = [
	{ value: 'regularPrice_desc', label: 'Price high to low' },
	{ value: 'regularPrice_asc', label: 'Price low to high' },
	{ value: 'createdAt_desc', label: 'Latest' },
	{ value: 'createdAt_asc', label: 'Oldest' },
] as const

/**
 * The URL parameters of a search, without the values that are defaults anyway,
 * so links stay short and every page of a search has one address.
 */
export function searchUrlParams(filters: SearchFilters, overrides: Partial<Record<SearchField, string | number>> = {}) {
	const params = new URLSearchParams()
	const values: Partial<Record<SearchField, string | number | boolean | undefined>> = {
		searchTerm: filters.searchTerm || undefined,
		type: filters.type === 'all' ? undefined : filters.type,
		offer: filters.offer || undefined,
		parking: filters.parking || undefined,
		furnished: filters.furnished || undefined,
		minPrice: filters.minPrice,
		maxPrice: filters.maxPrice,
		bedrooms: filters.bedrooms,
		bathrooms: filters.bathrooms,
		sort: filters.sort === 'createdAt' && filters.order === 'desc' ? undefined : `${filters.sort}_${filters.order}`,
		limit: filters.limit === DEFAULT_LIMIT ? undefined : filters.limit,
		startIndex: firstIndex(filters) || undefined,
		...overrides,
	}
	for (const field of SEARCH_FIELDS) {
		const value = values[field]
		if (value !== undefined && value !== '') params.set(field, String(value))
	}
	return params
}
