import type { SearchField, SearchFilters } from '~/schemas/search'

export const SORT_FIELDS = ['createdAt', 'regularPrice'] as const
export const DEFAULT_LIMIT = 9
export const MAX_LIMIT = 100
export const MAX_START_INDEX = 1_000_000

export const SEARCH_FIELDS = [
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
