/*
 * The limits and names of the search parameters (docs/api.md, Search parameters), shared by the
 * schema that reads them (schemas/search.ts) and the search page's browser code, which must not
 * load the schema.
 */

export const DEFAULT_LIMIT = 9
export const MAX_LIMIT = 100
export const MAX_START_INDEX = 1_000_000

/** The longest place name `where` takes. */
export const WHERE_MAX_LENGTH = 100

/** The parameters, in the order a search's address lists them. */
export const SEARCH_FIELDS = [
	'searchTerm',
	'where',
	'type',
	'offer',
	'parking',
	'furnished',
	'reduced',
	'status',
	'minPrice',
	'maxPrice',
	'bedrooms',
	'bathrooms',
	'propertyType',
	'minArea',
	'maxArea',
	'features',
	'bbox',
	'near',
	'radiusKm',
	'polygon',
	'sort',
	'order',
	'limit',
	'startIndex',
	'page',
] as const

/** The sort choices of the search form: the value is the sort and the order joined by `_`. */
export const SORT_CHOICES = [
	{ value: 'regularPrice_desc', label: 'Price high to low' },
	{ value: 'regularPrice_asc', label: 'Price low to high' },
	{ value: 'createdAt_desc', label: 'Latest' },
	{ value: 'createdAt_asc', label: 'Oldest' },
] as const

/** The sort choice offered once a search has a `near` point. */
export const DISTANCE_SORT_CHOICE = { value: 'distance_asc', label: 'Nearest first' } as const

/** The offset of the first result: `page` when given, else `startIndex`. */
export function firstIndex(filters: { page?: number; limit: number; startIndex: number }) {
	return filters.page ? (filters.page - 1) * filters.limit : filters.startIndex
}
