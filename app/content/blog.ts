import { type z } from 'zod'
import { type blogQuerySchema } from '~/schemas/marketing-filters'
import { excerpt } from '~/utils/excerpt'
import { paginate } from '~/utils/pagination'
import { BLOG_TAGS, type BlogCategory, type BlogTag, categoryLabels, tagSlug } from './blog-labels'
import { type BlogPostSource, blogPostSources } from './blog-posts'
import { getTeamMember } from './team'

const BLOG_PAGE_SIZE = 6
/** Blog cards show this much of the description; the home page preview shows less. */
const CARD_EXCERPT = 250
export const HOME_PREVIEW_EXCERPT = 200

export type BlogPost = Omit<BlogPostSource, 'author'> & {
	author: { id: string; name: string; role: string; avatar: string }
}

export const blogPosts: BlogPost[] = blogPostSources
	.map((post) => {
		const person = getTeamMember(post.author)
		return { ...post, author: { id: person.id, name: person.name, role: person.role, avatar: person.avatar } }
	})
	.sort((a, b) => b.datePosted.localeCompare(a.datePosted))

/** What a blog card needs: everything but the body, with the description cut to `length`. */
export function toBlogCard(post: BlogPost, length = CARD_EXCERPT) {
	const { body: _body, description, ...card } = post
	return { ...card, excerpt: excerpt(description, length) }
}
export type BlogCard = ReturnType<typeof toBlogCard>

export function getBlogPost(id: string | undefined) {
	return blogPosts.find((post) => post.id === id)
}

export function tagFromSlug(slug: string | null | undefined) {
	return BLOG_TAGS.find((tag) => tagSlug(tag) === slug)
}

/** The words a post can be found by: title, description, category, tags, author and body. */
function searchableText(post: BlogPost) {
	return [
		post.title,
		post.description,
		categoryLabels[post.category],
		post.author.name,
		...post.tags,
		...post.body.flatMap((section) => [section.heading ?? '', ...section.paragraphs]),
	]
		.join(' ')
		.toLowerCase()
}

/** The filters of the blog pages (see blogQuerySchema), with the tag read from its slug; what is left out does not filter. */
type BlogQuery = Partial<Omit<z.output<typeof blogQuerySchema>, 'tag'> & { tag: BlogTag }>

/** The posts matching a keyword search (every word must appear), a tag and a category, newest first. */
export function findBlogPosts({ q, tag, category }: BlogQuery) {
	const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
	return blogPosts.filter(
		(post) =>
			(!tag || post.tags.includes(tag)) &&
			(!category || post.category === category) &&
			words.every((word) => searchableText(post).includes(word)),
	)
}

/** One page of blog cards for a blog list page. */
export function blogListPage(query: BlogQuery) {
	const found = findBlogPosts(query)
	const { items, ...paging } = paginate(found, query.page ?? 1, BLOG_PAGE_SIZE)
	return { posts: items.map((post) => toBlogCard(post)), ...paging }
}

/** Posts published in a month (1..12) of any year, newest first. */
export function postsOfMonth(month: number) {
	return blogPosts.filter((post) => Number(post.datePosted.slice(5, 7)) === month)
}

export function categoryCounts() {
	return (Object.keys(categoryLabels) as BlogCategory[]).map((category) => ({
		category,
		label: categoryLabels[category],
		count: blogPosts.filter((post) => post.category === category).length,
	}))
}

/** Other posts sharing the most tags with this one, for the end of a post. */
export function relatedPosts(post: BlogPost, count = 3) {
	return blogPosts
		.filter((other) => other.id !== post.id)
		.map((other) => ({
			other,
			shared: other.tags.filter((tag) => post.tags.includes(tag)).length + (other.category === post.category ? 1 : 0),
		}))
		.sort((a, b) => b.shared - a.shared || b.other.datePosted.localeCompare(a.other.datePosted))
		.slice(0, count)
		.map(({ other }) => toBlogCard(other, 140))
}
