import { BLOG_TAGS, tagSlug } from '~/content/blog-labels'
import { PROPERTY_TYPES } from '~/content/property-types'
import { z } from './zod'

/*
 * Query parameters of the property and blog pages. They come from links and GET forms
 * that anyone can edit, so a value that makes no sense falls back to "no filter"
 * instead of an error page.
 */

const page = z.coerce.number().int().min(1).max(1000).catch(1)
const keyword = z.string().trim().max(100).catch('').default('')
const atLeast = z.coerce.number().int().min(0).max(10).catch(0).default(0)

export const propertyFiltersSchema = z.object({
	q: keyword,
	purpose: z.enum(['any', 'sale', 'rent']).catch('any').default('any'),
	type: z
		.enum(['any', ...PROPERTY_TYPES])
		.catch('any')
		.default('any'),
	budget: z.enum(['any', 'low', 'medium', 'high']).catch('any').default('any'),
	beds: atLeast,
	baths: atLeast,
	sort: z.enum(['featured', 'price-asc', 'price-desc', 'area-desc']).catch('featured').default('featured'),
	view: z.enum(['grid', 'list']).optional().catch(undefined),
	page: page.default(1),
})

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
