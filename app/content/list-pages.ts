import { blogQuerySchema, parseQuery, propertyFiltersSchema } from '~/schemas/marketing-filters'
import { paginate } from '~/utils/pagination'
import { blogListPage, categoryCounts, postsOfMonth, tagFromSlug, toBlogCard } from './blog'
import { type BlogPageConfig } from './blog-pages'
import { featuredProperties, findProperties, propertyTypeCounts } from './properties'

export const PROPERTY_PAGE_SIZE = 9

/** What a property list page shows for its URL: the filters, one page of matching samples and the side panel. */
export function propertyListData(url: string, defaultView: 'grid' | 'list') {
	const filters = parseQuery(propertyFiltersSchema, url)
	const found = findProperties(filters)
	const { items, ...paging } = paginate(found, filters.page, PROPERTY_PAGE_SIZE)
	return {
		filters,
		view: filters.view ?? defaultView,
		properties: items,
		...paging,
		typeCounts: propertyTypeCounts(),
		featured: featuredProperties,
		filtersOpen: new URL(url).searchParams.get('filters') === 'open',
	}
}

/** What a blog list page shows for its URL: search, tag and category filters, one page of cards, the side panel. */
export function blogListData(url: string, config: BlogPageConfig) {
	const query = parseQuery(blogQuerySchema, url)
	const tag = tagFromSlug(query.tag)
	const list = blogListPage({ q: query.q, tag, category: query.category, page: query.page })
	return {
		...list,
		query,
		tag: tag ?? null,
		monthPosts: postsOfMonth(config.month).map((post) => toBlogCard(post, 120)),
		categories: categoryCounts(),
	}
}
