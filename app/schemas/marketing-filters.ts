import { BLOG_TAGS, tagSlug } from '~/content/blog-labels'
import { rentPriceBands, salePriceBands } from '~/content/hero-search'
import { PROPERTY_TYPES } from '~/utils/home-facts'
import { z } from './zod'

/*
 * Query parameters of the property and blog pages. They come from links and GET forms
 * that anyone can edit, so a value that makes no sense falls back to "no filter"
 * instead of an error page.
 */

const page = z.coerce.number().int().min(1).max(1000).catch(1)
const keyword = z.string().trim().max(100).catch('').default('')
const atLeast = z.coerce.number().int().min(0).max(10).catch(0).default(0)

/** A budget of the property pages: a price band to buy (`sale:…`) or a month's rent (`rent:…`), as the hero search's. */
export const PROPERTY_BUDGETS = [
	...salePriceBands.map((band) => ({ ...band, value: `sale:${band.value}`, purpose: 'sale' as const })),
	...rentPriceBands.map((band) => ({ ...band, value: `rent:${band.value}`, purpose: 'rent' as const })),
]

export const propertyFiltersSchema = z.object({
	q: keyword,
	purpose: z.enum(['any', 'sale', 'rent']).catch('any').default('any'),
	type: z
		.enum(['any', ...PROPERTY_TYPES])
		.catch('any')
		.default('any'),
	budget: z
		.enum(['any', ...PROPERTY_BUDGETS.map((budget) => budget.value)])
		.catch('any')
		.default('any'),
	beds: atLeast,
	baths: atLeast,
	sort: z.enum(['featured', 'price-asc', 'price-desc']).catch('featured').default('featured'),
	view: z.enum(['grid', 'list']).optional().catch(undefined),
	page: page.default(1),
})

export type PropertyFilters = z.output<typeof propertyFiltersSchema>

/**
 * The listing search's parameters for a property page's filters (and page of `pageSize`): the keyword is
 * the search term, the purpose its type, a budget a price range (and its purpose when none is chosen; a
 * budget of the other purpose is left out). "Our picks first" is the newest first.
 */
export function propertySearchParams(filters: PropertyFilters, pageSize: number): Record<string, string> {
	const params: Record<string, string> = { limit: String(pageSize), startIndex: String((filters.page - 1) * pageSize) }
	if (filters.q) params.searchTerm = filters.q
	const budget = PROPERTY_BUDGETS.find((each) => each.value === filters.budget)
	const purpose = filters.purpose === 'any' ? budget?.purpose : filters.purpose
	if (purpose) params.type = purpose
	if (budget && budget.purpose === purpose) {
		if (budget.minPrice !== undefined) params.minPrice = String(budget.minPrice)
		if (budget.maxPrice !== undefined) params.maxPrice = String(budget.maxPrice)
	}
	if (filters.type !== 'any') params.propertyType = filters.type
	if (filters.beds) params.bedrooms = String(filters.beds)
	if (filters.baths) params.bathrooms = String(filters.baths)
	if (filters.sort !== 'featured') {
		params.sort = 'regularPrice'
		params.order = filters.sort === 'price-asc' ? 'asc' : 'desc'
	}
	return params
}

const TAG_SLUGS = BLOG_TAGS.map(tagSlug) as [string, ...string[]]

export const blogQuerySchema = z.object({
	q: keyword,
	tag: z.enum(TAG_SLUGS).optional().catch(undefined),
	category: z.enum(['architecture', 'interior']).optional().catch(undefined),
	page: page.default(1),
})

/** Reads a URL's query string with one of the schemas above (empty fields count as absent). */
export function parseQuery<T extends z.ZodType>(schema: T, url: string | URL): z.output<T> {
	const params = new URL(url).searchParams
	const raw: Record<string, string> = {}
	for (const [name, value] of params) if (value !== '') raw[name] = value
	return schema.parse(raw)
}
