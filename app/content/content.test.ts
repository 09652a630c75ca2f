import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseQuery, propertyFiltersSchema, propertySearchParams } from '~/schemas/marketing-filters'
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
import { heroSearchQuery, rentPriceBands, salePriceBands } from './hero-search'
import { marketingImages } from './images'
import { blogListData } from './list-pages'
import { services } from './services'
import { siteContent } from './site-content'
import { checkSiteContent, siteContentSchema } from './site-content.server'
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
		expect(pictures.length).toBeGreaterThan(80)
		expect(pictures.filter((url) => !url.startsWith('/images/'))).toEqual([])
		expect(pictures.filter((url) => !fs.existsSync(publicFile(url)))).toEqual([])
	})
})

describe('sample content', () => {
	test('six services, at least four team members, testimonials and six partner brands', () => {
		expect(services).toHaveLength(6)
		expect(team.length).toBeGreaterThanOrEqual(4)
		expect(testimonials.length).toBeGreaterThanOrEqual(3)
		expect(brands).toHaveLength(6)
		expect(categories.length).toBeGreaterThanOrEqual(6)
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

describe('property pages', () => {
	const search = (query: string) =>
		propertySearchParams(parseQuery(propertyFiltersSchema, `http://x/property?${query}`), 9)

	test('their filters are the listing search’s: keyword, purpose, kind of home, rooms, sort and a page of nine', () => {
		expect(search('q=loft&purpose=rent&type=apartment&beds=2&baths=1&sort=price-asc&page=3')).toEqual({
			limit: '9',
			startIndex: '18',
			searchTerm: 'loft',
			type: 'rent',
			propertyType: 'apartment',
			bedrooms: '2',
			bathrooms: '1',
			sort: 'regularPrice',
			order: 'asc',
		})
		expect(search('')).toEqual({ limit: '9', startIndex: '0' })
	})

	test('a budget is a price range of its purpose, and chooses that purpose when none is', () => {
		expect(search('budget=sale:300000-500000')).toMatchObject({ type: 'sale', minPrice: '300000', maxPrice: '500000' })
		expect(search('budget=rent:-1500')).toEqual({ limit: '9', startIndex: '0', type: 'rent', maxPrice: '1500' })
		// A budget to rent beside the purpose Buy is left out.
		expect(search('purpose=sale&budget=rent:1500-2500')).toEqual({ limit: '9', startIndex: '0', type: 'sale' })
	})

	test('values that make no sense in the address are ignored', () => {
		expect(search('type=villa&budget=huge&beds=lots&purpose=swap&sort=area-desc&page=0')).toEqual({
			limit: '9',
			startIndex: '0',
		})
	})
})

describe('hero search', () => {
	test('the choices become the filters of /search', () => {
		expect(
			heroSearchQuery({
				where: ' Seattle, WA ',
				purpose: 'sale',
				salePrice: '200000-300000',
				propertyType: 'apartment',
			}),
		).toBe('where=Seattle%2C+WA&type=sale&minPrice=200000&maxPrice=300000&propertyType=apartment')
		// Renting, the month's rent is read; the price to buy the form also sends is not.
		expect(heroSearchQuery({ purpose: 'rent', salePrice: '200000-300000', rentPrice: '1500-2500' })).toBe(
			'type=rent&minPrice=1500&maxPrice=2500',
		)
		expect(heroSearchQuery({ purpose: 'rent', rentPrice: '-1500' })).toBe('type=rent&maxPrice=1500')
		expect(heroSearchQuery({ purpose: 'sale', salePrice: '1000000-' })).toBe('type=sale&minPrice=1000000')
		expect(heroSearchQuery({ purpose: 'rent' })).toBe('type=rent')
		// Links of the earlier bar still work.
		expect(heroSearchQuery({ purpose: 'sale', price: '200000-300000', kind: 'apartments' })).toBe(
			'type=sale&minPrice=200000&maxPrice=300000&searchTerm=apartment',
		)
		expect(heroSearchQuery({ kind: 'real-estate' })).toBe('')
		expect(heroSearchQuery({ purpose: 'steal', salePrice: '1-2', propertyType: '<script>', kind: '<script>' })).toBe('')
	})

	test('prices to buy and a month’s rent', () => {
		expect(salePriceBands.map((band) => [band.minPrice, band.maxPrice])).toEqual([
			[40_000, 80_000],
			[80_000, 120_000],
			[120_000, 200_000],
			[200_000, 300_000],
			[300_000, 500_000],
			[500_000, 1_000_000],
			[1_000_000, undefined],
		])
		expect(rentPriceBands.map((band) => band.label)).toEqual([
			'Up to $1,500 a month',
			'$1,500 – $2,500 a month',
			'$2,500 – $3,500 a month',
			'$3,500 – $5,000 a month',
			'$5,000 and more a month',
		])
	})
})

describe('the operator’s site content (app/content/site.json)', () => {
	test('is read whole, and a mistake in it is refused naming the field', () => {
		expect(() => checkSiteContent()).not.toThrow()
		expect(siteContent.company.tagline).toBeTruthy()
		expect(siteContent.team.length).toBe(team.length)
		const withoutPhone = { ...siteContent, company: { ...siteContent.company, phoneHref: '+1 512' } }
		const result = siteContentSchema.safeParse(withoutPhone)
		expect(result.success).toBe(false)
		expect(result.error!.issues[0]!.path).toEqual(['company', 'phoneHref'])
		const badId = { ...siteContent, team: [{ ...siteContent.team[0]!, id: 'Maya Castillo' }] }
		expect(siteContentSchema.safeParse(badId).error!.issues[0]!.message).toBe(
			'an id is lower-case words joined by dashes',
		)
	})
})
