import { blogQuerySchema, parseQuery } from '~/schemas/marketing-filters'
import { blogListPage, categoryCounts, postsOfMonth, tagFromSlug, toBlogCard } from './blog'
import { type BlogPageConfig } from './blog-pages'

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
