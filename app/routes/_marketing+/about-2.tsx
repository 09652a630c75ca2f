import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AboutBlock } from '~/components/marketing/about-block'
import { BlogPreview } from '~/components/marketing/blog-preview'
import { PageBanner } from '~/components/marketing/page-banner'
import { ProcessSteps } from '~/components/marketing/process-steps'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { SkillsSection } from '~/components/marketing/skills-section'
import { StatBand } from '~/components/marketing/stat-band'
import { TeamGrid } from '~/components/marketing/team-grid'
import { TestimonialCards } from '~/components/marketing/testimonial-cards'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { blogPosts, toBlogCard } from '~/content/blog'
import { team } from '~/content/team'
import { testimonials } from '~/content/testimonials'

export const meta: MetaFunction = () => [
	{ title: 'Quality renovations | Homestead' },
	{
		name: 'description',
		content:
			'Kitchens, bathrooms and whole-home remodels by Homestead’s own crews in Austin: fixed-price quotes, weekly updates and the team who will do the work.',
	},
]

export function loader() {
	return {
		posts: blogPosts
			.filter((post) => post.category === 'architecture')
			.slice(0, 3)
			.map((post) => toBlogCard(post)),
	}
}

export default function AboutTwo() {
	const { posts } = useLoaderData<typeof loader>()
	return (
		<>
			<PageBanner
				title="Quality renovations"
				text="Our own designers and crews, a fixed price agreed before we start and a finish date we keep. This is how we renovate."
				trail={[{ label: 'About us', to: '/about-us' }, { label: 'Quality renovations' }]}
			/>
			<SkillsSection
				title="Renovations done right the first time"
				text="Every project has one project manager from the first visit to the final walk-through. Clients score us on each part of the job; here is the past year."
			/>
			<ProcessSteps />
			<StatBand />
			<TeamGrid
				members={team.slice(3, 8).filter((member) => member.id !== 'marcus-bell')}
				title="The renovation team"
				text="The people who will design, plan and build your project."
			/>
			<ServicesGrid />
			<AboutBlock id="about-story-title" />
			<TestimonialCards testimonials={testimonials.slice(3, 6)} />
			<BlogPreview posts={posts} />
			<NewsletterBanner />
		</>
	)
}
