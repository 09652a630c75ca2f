import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AboutBlock } from '~/components/marketing/about-block'
import { BlogPreview } from '~/components/marketing/blog-preview'
import { BrandsStrip } from '~/components/marketing/brands-strip'
import { CategoryGrid } from '~/components/marketing/category-grid'
import { HomeHero } from '~/components/marketing/home-hero'
import { ListPropertyBox } from '~/components/marketing/list-property-box'
import { ListingSection } from '~/components/marketing/listing-section'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { StatBand } from '~/components/marketing/stat-band'
import { TestimonialCards } from '~/components/marketing/testimonial-cards'
import { TestimonialCarousel } from '~/components/marketing/testimonial-carousel'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { RenderedOnce } from '~/components/rendered-once'
import { blogPosts, HOME_PREVIEW_EXCERPT, toBlogCard } from '~/content/blog'
import { countedCategories } from '~/content/categories'
import { testimonials } from '~/content/testimonials'
import { countHomesOfEachKind, getLatestListings } from '~/models/listing.server'
import { type PageCacheHandle } from '~/page-cache'

/** Reads nothing of its address: `/?utm_source=…` is the same page (app/page-cache/). */
export const handle = { pageCache: { query: [] } satisfies PageCacheHandle }

export const meta: MetaFunction = () => [
	{ title: 'Homestead | Find your property in Austin' },
	{
		name: 'description',
		content:
			'Buy, sell, rent or renovate with Homestead, Austin’s home team since 1999: homes for sale and for rent, our services, client reviews and advice from our blog.',
	},
]

export async function loader() {
	const [latest, categories] = await Promise.all([getLatestListings(6), countHomesOfEachKind()])
	return {
		latest,
		categories: countedCategories(categories),
		posts: blogPosts.slice(0, 4).map((post) => toBlogCard(post, HOME_PREVIEW_EXCERPT)),
	}
}

export default function Home() {
	const { latest, categories, posts } = useLoaderData<typeof loader>()
	return (
		<>
			<HomeHero />
			<RenderedOnce name="home:about">
				<AboutBlock />
			</RenderedOnce>
			<RenderedOnce name="home:services">
				<ServicesGrid />
			</RenderedOnce>
			<RenderedOnce name="home:stats">
				<StatBand />
			</RenderedOnce>
			<CategoryGrid categories={categories} />
			<ListingSection
				id="latest-title"
				eyebrow="On the market"
				title="Latest homes"
				text="The newest homes listed by their owners, for sale and for rent."
				listings={latest}
				moreHref="/search"
				moreLabel="See all listings"
				tone="muted"
			/>
			<RenderedOnce name="home:blog">
				<BlogPreview posts={posts} />
			</RenderedOnce>
			<RenderedOnce name="home:testimonials">
				<TestimonialCarousel testimonials={testimonials} />
			</RenderedOnce>
			<RenderedOnce name="home:reviews">
				<TestimonialCards testimonials={testimonials.slice(0, 3)} />
			</RenderedOnce>
			<RenderedOnce name="home:brands">
				<BrandsStrip />
			</RenderedOnce>
			<ListPropertyBox />
			<NewsletterBanner />
		</>
	)
}
