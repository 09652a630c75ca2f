/** The small, shared part of the blog: tags, categories and dates (light enough for the browser bundle). */
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

/** "October 21, 2026" from "2026-10-21", the same on server and browser (no time zone involved). */
export function formatPostDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		timeZone: 'UTC',
	})
}
