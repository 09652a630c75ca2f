import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
	blogListPage,
	blogPosts,
	findBlogPosts,
	getBlogPost,
	HOME_PREVIEW_EXCERPT,
	relatedPosts,
	toBlogCard,
} from './blog'
import { BLOG_TAGS, tagSlug } from './blog-labels'
import { blogPages } from './blog-pages'
import { brands } from './brands'
import { categories } from './categories'
import { heroSearchQuery, priceRanges, propertyKinds } from './hero-search'
import { marketingImages } from './images'
import { blogListData, propertyListData } from './list-pages'
import { featuredProperties, findProperties, properties, propertyTypeCounts } from './properties'
import { budgetTiers } from './property-types'
import { services } from './services'
import { team } from './team'
import { testimonials } from './testimonials'

/** The list, after checking it has something in it: a loop over nothing asserts nothing. */
function nonEmpty<T>(list: readonly T[]) {
	expect(list.length).toBeGreaterThan(0)
	return list
}

/** A picture address of the site as a file under public/. */
const publicFile = (url: string) => path.join('public', url)
const variants = (url: string) => [url, url.replace(/\.webp$/, '.w400.webp')]

describe('every picture ships with the app', () => {
	const pictures = [
		...properties.map((property) => property.image),
		...categories.map((category) => category.image),
		...blogPosts.flatMap((post) => [post.image, post.author.avatar]),
		...team.flatMap((member) => [...variants(member.image.src), member.avatar]),
		...testimonials.map((testimonial) => testimonial.image),
		...brands.map((brand) => brand.logo),
		...Object.values(marketingImages).flatMap((image) => [
			...variants(image.src),
			image.src.replace(/\.webp$/, '.w800.webp'),
		]),
	]

	test('each one is a file of public/images, none on another host', () => {
		expect(pictures.length).toBeGreaterThan(100)
		expect(pictures.filter((url) => !url.startsWith('/images/'))).toEqual([])
		expect(pictures.filter((url) => !fs.existsSync(publicFile(url)))).toEqual([])
	})
})

describe('sample content', () => {
	test('25 sample properties with unique ids, real prices and a known agent', () => {
		expect(properties).toHaveLength(25)
		expect(new Set(properties.map((property) => property.id)).size).toBe(25)
		const agents = new Set(team.map((member) => member.id))
		for (const property of properties) {
			expect(property.price).toBeGreaterThan(0)
			expect(agents.has(property.contact)).toBe(true)
			expect(property.description.length).toBeGreaterThan(60)
		}
	})

	test('six services, at least four team members, testimonials and six partner brands', () => {
		expect(services).toHaveLength(6)
		expect(team.length).toBeGreaterThanOrEqual(4)
		expect(testimonials.length).toBeGreaterThanOrEqual(3)
		expect(brands).toHaveLength(6)
		expect(categories.length).toBeGreaterThanOrEqual(6)
	})

	test('property-type counts add up to the samples', () => {
		const counts = propertyTypeCounts()
		expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBe(properties.length)
		for (const entry of nonEmpty(counts)) expect(entry.count).toBeGreaterThan(0)
	})

	test('the budget tiers: low, medium and high purchase budgets', () => {
		expect(budgetTiers.map((tier) => [tier.id, tier.min, tier.max])).toEqual([
			['low', 100_000, 300_000],
			['medium', 300_000, 500_000],
			['high', 500_000, 1_000_000],
		])
	})

	test('featured items point at samples and carry a rating out of 5', () => {
		for (const item of nonEmpty(featuredProperties)) {
			expect(properties.some((property) => property.name === item.name)).toBe(true)
			expect(item.rating).toBeGreaterThan(0)
			expect(item.rating).toBeLessThanOrEqual(5)
		}
	})
})

describe('blog', () => {
	test('enough posts for more than three pages of six, newest first, each with a body', () => {
		expect(blogPosts.length).toBeGreaterThan(18)
		expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length)
		const dates = blogPosts.map((post) => post.datePosted)
		expect([...dates].sort().reverse()).toEqual(dates)
		for (const post of blogPosts) {
			expect(post.body.flatMap((section) => section.paragraphs).length).toBeGreaterThanOrEqual(3)
			expect(post.description.length).toBeGreaterThan(250)
			expect(post.tags.every((tag) => BLOG_TAGS.includes(tag))).toBe(true)
			expect(post.id).toMatch(/^[a-z0-9-]+$/)
		}
	})

	test('every month page of the menu has posts of its month', () => {
		for (const config of nonEmpty(Object.values(blogPages))) {
			const data = blogListData(`http://x${config.path}`, config)
			expect(data.monthPosts.length).toBeGreaterThan(0)
			for (const post of data.monthPosts) expect(Number(post.datePosted.slice(5, 7))).toBe(config.month)
		}
	})

	test('cards carry an excerpt of the description, not the body', () => {
		const post = blogPosts[0]!
		const card = toBlogCard(post)
		expect(card).not.toHaveProperty('body')
		expect(card.excerpt.length).toBeLessThanOrEqual(251)
		expect(card.excerpt.endsWith('…')).toBe(true)
		expect(toBlogCard(post, HOME_PREVIEW_EXCERPT).excerpt.length).toBeLessThanOrEqual(201)
	})

	test('pages of six: page 2 shows the next six posts', () => {
		const first = blogListPage({ page: 1 })
		const second = blogListPage({ page: 2 })
		expect(first.posts).toHaveLength(6)
		expect(first.pageCount).toBe(Math.ceil(blogPosts.length / 6))
		expect(second.posts.map((post) => post.id)).toEqual(blogPosts.slice(6, 12).map((post) => post.id))
	})

	test('the keyword search needs every word, in any part of the post; tags and categories filter', () => {
		expect(findBlogPosts({ q: 'HOA' }).map((post) => post.id)).toContain('buying-a-condo-read-these-hoa-documents')
		expect(findBlogPosts({ q: 'porch paint' }).map((post) => post.id)).toContain(
			'five-weekend-projects-for-a-better-front-porch',
		)
		expect(findBlogPosts({ q: 'zeppelin' })).toEqual([])
		for (const post of nonEmpty(findBlogPosts({ tag: 'Luxury Villa' }))) expect(post.tags).toContain('Luxury Villa')
		for (const post of nonEmpty(findBlogPosts({ category: 'interior' }))) expect(post.category).toBe('interior')
		// Both at once: only the interior posts tagged Apartment, fewer than either filter finds alone.
		const both = nonEmpty(findBlogPosts({ tag: 'Apartment', category: 'interior' }))
		expect(both.every((post) => post.tags.includes('Apartment') && post.category === 'interior')).toBe(true)
		expect(both.length).toBeLessThan(findBlogPosts({ tag: 'Apartment' }).length)
		expect(both.length).toBeLessThan(findBlogPosts({ category: 'interior' }).length)
		// No condo post is about interiors.
		expect(findBlogPosts({ tag: 'Condo', category: 'interior' })).toEqual([])
	})

	test('tags round-trip through their address form; unknown query values mean no filter', () => {
		expect(tagSlug('Interior Design')).toBe('interior-design')
		const data = blogListData('http://x/blog?tag=interior-design&page=2&category=nonsense', blogPages['/blog'])
		expect(data.tag).toBe('Interior Design')
		expect(data.query.category).toBeUndefined()
		const junk = blogListData('http://x/blog?page=abc&tag=zzz', blogPages['/blog'])
		expect(junk.page).toBe(1)
		expect(junk.tag).toBeNull()
	})

	test('a post is found by its id; related posts never include the post itself', () => {
		const post = getBlogPost('condo-or-townhouse')!
		expect(post.title).toMatch(/Condo or townhouse/)
		expect(getBlogPost('no-such-post')).toBeUndefined()
		const related = relatedPosts(post)
		expect(related).toHaveLength(3)
		expect(related.map((other) => other.id)).not.toContain(post.id)
	})
})

describe('property filters', () => {
	test('purpose, type, rooms and keyword narrow the samples', () => {
		expect(nonEmpty(findProperties({ purpose: 'rent' })).every((property) => property.purpose === 'rent')).toBe(true)
		expect(nonEmpty(findProperties({ type: 'villa' })).every((property) => property.type === 'villa')).toBe(true)
		expect(nonEmpty(findProperties({ beds: 4 })).every((property) => property.beds >= 4)).toBe(true)
		expect(findProperties({ q: 'zilker' }).map((property) => property.id)).toEqual(['zilker-townhouse'])
	})

	test('a budget tier only keeps homes for sale within its range', () => {
		for (const property of nonEmpty(findProperties({ budget: 'medium' }))) {
			expect(property.purpose).toBe('sale')
			expect(property.price).toBeGreaterThanOrEqual(300_000)
			expect(property.price).toBeLessThanOrEqual(500_000)
		}
	})

	test('sorting by price', () => {
		const prices = findProperties({ sort: 'price-asc' }).map((property) => property.price)
		expect(prices).toHaveLength(properties.length)
		expect(prices).toEqual([...prices].sort((a, b) => a - b))
	})

	test('the page data: view from the URL or the page default, nine per page, bad values ignored', () => {
		expect(propertyListData('http://x/property', 'grid').view).toBe('grid')
		expect(propertyListData('http://x/property?view=list', 'grid').view).toBe('list')
		expect(propertyListData('http://x/property-3?view=sideways', 'list').view).toBe('list')
		const second = propertyListData('http://x/property?page=2', 'grid')
		expect(second.properties).toHaveLength(9)
		expect(second.properties[0]!.id).toBe(properties[9]!.id)
		expect(propertyListData('http://x/property?beds=lots&purpose=swap', 'grid').total).toBe(25)
		expect(propertyListData('http://x/property?filters=open', 'grid').filtersOpen).toBe(true)
	})
})

describe('hero search', () => {
	test('the choices become the filters of /search', () => {
		expect(heroSearchQuery({ purpose: 'sale', price: '200000-300000', kind: 'apartments' })).toBe(
			'type=sale&minPrice=200000&maxPrice=300000&searchTerm=apartment',
		)
		expect(heroSearchQuery({ purpose: 'rent' })).toBe('type=rent')
		expect(heroSearchQuery({ kind: 'real-estate' })).toBe('')
		expect(heroSearchQuery({ purpose: 'steal', price: '1-2', kind: '<script>' })).toBe('')
	})

	test('the hero search price ranges and property types', () => {
		expect(priceRanges.map((range) => [range.minPrice, range.maxPrice])).toEqual([
			[40_000, 80_000],
			[80_000, 120_000],
			[120_000, 200_000],
			[200_000, 300_000],
			[300_000, 500_000],
			[500_000, 1_000_000],
		])
		expect(propertyKinds).toHaveLength(7)
	})
})
