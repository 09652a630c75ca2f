import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AboutBlock } from '~/components/marketing/about-block'
import { BlogPreview } from '~/components/marketing/blog-preview'
import { BrandsStrip } from '~/components/marketing/brands-strip'
import { PageBanner } from '~/components/marketing/page-banner'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { SkillsSection } from '~/components/marketing/skills-section'
import { StatBand } from '~/components/marketing/stat-band'
import { TeamGrid } from '~/components/marketing/team-grid'
import { TestimonialCarousel } from '~/components/marketing/testimonial-carousel'
import { VideoBlock } from '~/components/marketing/video-block'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { blogPosts, toBlogCard } from '~/content/blog'
import { team } from '~/content/team'
import { testimonials } from '~/content/testimonials'

export const meta: MetaFunction = () => [
	{ title: 'About us | Homestead' },
	{
		name: 'description',
		content:
			'Homestead Realty has helped Austin buy, sell, rent and renovate homes since 1999. Meet the agents, designers and builders behind it.',
	},
]

export function loader() {
	return { posts: blogPosts.slice(0, 3).map((post) => toBlogCard(post)) }
}

export default function AboutUs() {
	const { posts } = useLoaderData<typeof loader>()
	return (
		<>
			<PageBanner
				title="About home decoration"
				text="We started with one office and a love of old Austin houses. Twenty-seven years later we still sell, rent and rebuild them, one street at a time."
				trail={[{ label: 'About us' }]}
			/>
			<AboutBlock readMore={false} />
			<StatBand />
			<SkillsSection />
			<VideoBlock />
			<ServicesGrid />
			<TeamGrid members={team} />
			<TestimonialCarousel testimonials={testimonials} />
			<BlogPreview posts={posts} />
			<BrandsStrip />
			<NewsletterBanner />
		</>
	)
}
