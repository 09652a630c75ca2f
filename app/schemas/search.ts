import { z } from './zod'

export const SORT_FIELDS = ['createdAt', 'regularPrice'] as const
export const DEFAULT_LIMIT = 9
export const MAX_LIMIT = 100

/**
 * The search parameters of API.md, shared by the /search page, GET /api/listing/get
 * and the home pages. Values arrive as text (URL parameters).
 */
export const searchParamsSchema = z.object({
	searchTerm: z.string().trim().max(200, 'searchTerm must be at most 200 characters').default(''),
	type: z.enum(['all', 'rent', 'sale'], { error: 'type must be all, rent or sale' }).default('all'),
	// Only the text `true` filters; anything else means no filter (the seed's rule).
	offer: z.string().optional().transform((value) => value === 'true'),
	parking: z.string().optional().transform((value) => value === 'true'),
	furnished: z.string().optional().transform((value) => value === 'true'),
	minPrice: z.coerce.number({ error: 'minPrice must be a number' }).int('minPrice must be a whole number').min(0, 'minPrice must be at least 0').optional(),
	maxPrice: z.coerce.number({ error: 'maxPrice must be a number' }).int('maxPrice must be a whole number').min(0, 'maxPrice must be at least 0').optional(),
	bedrooms: z.coerce.number({ error: 'bedrooms must be a number' }).int('bedrooms must be a whole number').min(1, 'bedrooms must be between 1 and 10').max(10, 'bedrooms must be between 1 and 10').optional(),
	bathrooms: z.coerce.number({ error: 'bathrooms must be a number' }).int('bathrooms must be a whole number').min(1, 'bathrooms must be between 1 and 10').max(10, 'bathrooms must be between 1 and 10').optional(),
	sort: z
		.enum(['createdAt', 'created_at', 'regularPrice'], { error: 'sort must be createdAt or regularPrice' })
		.default('createdAt')
		.transform((value) => (value === 'created_at' ? 'createdAt' : value)),
	order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
	limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, `limit must be between 1 and ${MAX_LIMIT}`).max(MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`).default(DEFAULT_LIMIT),
	startIndex: z.coerce.number({ error: 'startIndex must be a number' }).int('startIndex must be a whole number').min(0, 'startIndex must be at least 0').max(1_000_000, 'startIndex is too large').default(0),
	page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(100_000, 'page is too large').optional(),
})

/** Parsed search parameters: what the one search query function takes. */
export type SearchFilters = z.output<typeof searchParamsSchema>
