import { type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { PageBanner } from '~/components/marketing/page-banner'
import { ProcessSteps } from '~/components/marketing/process-steps'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { SkillsSection } from '~/components/marketing/skills-section'
import { TestimonialCards } from '~/components/marketing/testimonial-cards'
import { VideoBlock } from '~/components/marketing/video-block'
import { NewsletterBanner } from '~/components/newsletter-banner'
import { testimonials } from '~/content/testimonials'

export const meta: MetaFunction = () => [
	{ title: 'Our services | Homestead' },
	{
		name: 'description',
		content:
			'Buying, selling, rentals, renovation, interior design and closing guidance: the six services of Homestead Realty in Austin, and how we deliver them.',
	},
]

export default function Services() {
	return (
		<>
			<PageBanner
				title="Making ideas into reality"
				text="Six services, one team. Start with one and we will coordinate the rest, so you only ever have one number to call."
				trail={[{ label: 'Services' }]}
			/>
			<ServicesGrid title="How we can help" eyebrow="Our services" />
			<SkillsSection />
			<VideoBlock />
			<ProcessSteps />
			<TestimonialCards testimonials={testimonials.slice(0, 3)} />
			<section aria-labelledby="services-cta-title" className="container-page pb-16">
				<div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-12 dark:bg-brand-900">
					<div>
						<h2 id="services-cta-title" className="text-2xl font-bold sm:text-3xl">
							Not sure where to start?
						</h2>
						<p className="mt-2 text-brand-50">Tell us what you have in mind. The first consultation is free.</p>
					</div>
					<Link to="/contact" className="btn shrink-0 bg-white px-6 py-3 text-base text-brand-900 hover:bg-brand-50">
						Contact us
						<Icon name="arrow-right" className="size-4" />
					</Link>
				</div>
			</section>
			<NewsletterBanner />
		</>
	)
}
