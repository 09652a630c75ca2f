/** The small, shared part of the blog: tags and categories (light enough for the browser bundle). */
export const BLOG_TAGS = [
	'Popular',
	'Luxury Villa',
	'Apartment',
	'Interior Design',
	'Architect',
	'Condo',
	'Home',
] as const
export type BlogTag = (typeof BLOG_TAGS)[number]
export type BlogCategory = 'architecture' | 'interior'

export const categoryLabels: Record<BlogCategory, string> = { architecture: 'Architecture', interior: 'Interior' }

/** The form of a tag in addresses: 'Luxury Villa' is luxury-villa. */
export function tagSlug(tag: BlogTag) {
	return tag.toLowerCase().replace(/\s+/g, '-')
}
