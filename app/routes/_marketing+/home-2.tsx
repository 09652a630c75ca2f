import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogPreview } from '~/components/marketing/blog-preview'
import { CategoryCarousel } from '~/components/marketing/category-carousel'
import { ListingSection, OffersSection } from '~/components/marketing/listing-section'
import { TabbedHero } from '~/components/marketing/tabbed-hero'
import { TestimonialCarousel } from '~/components/marketing/testimonial-carousel'
import { VideoBlock } from '~/components/marketing/video-block'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { blogPosts, toBlogCard } from '~/content/blog'
import { countedCategories } from '~/content/categories'
import { testimonials } from '~/content/testimonials'
import { countHomesOfEachKind, getLatestListings } from '~/models/listing.server'

export const meta: MetaFunction = () => [
	{ title: 'Your dream home | Homestead' },
	{
		name: 'description',
		content:
			'Buy, rent or sell with Homestead: this week’s offers, homes for sale, categories to browse and a look at how our team works.',
	},
]

export async function loader() {
	const [featured, forSale, categories] = await Promise.all([
		getLatestListings(3, { offer: true }),
		getLatestListings(6, { type: 'sale' }),
		countHomesOfEachKind(),
	])
	return {
		featured,
		forSale,
		categories: countedCategories(categories),
		posts: blogPosts.slice(0, 3).map((post) => toBlogCard(post)),
	}
}

export default function HomeTwo() {
	const { featured, forSale, categories, posts } = useLoaderData<typeof loader>()
	return (
		<>
			<TabbedHero />
			<OffersSection listings={featured} />
			<CategoryCarousel categories={categories} />
			<ListingSection
				id="for-sale-title"
				eyebrow="For sale"
				title="Homes for sale"
				listings={forSale}
				moreHref="/search?type=sale"
				moreLabel="All homes for sale"
				tone="muted"
			/>
			<VideoBlock variant="banner" />
			<TestimonialCarousel testimonials={testimonials} />
			<BlogPreview posts={posts} />
			<NewsletterBanner />
		</>
	)
}
