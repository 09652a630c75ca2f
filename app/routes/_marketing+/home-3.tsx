import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogPreview } from '~/components/marketing/blog-preview'
import { BrandsStrip } from '~/components/marketing/brands-strip'
import { ContactForm } from '~/components/marketing/contact-form'
import { DarkHero } from '~/components/marketing/dark-hero'
import { ListPropertyBox } from '~/components/marketing/list-property-box'
import { OffersSection } from '~/components/marketing/listing-section'
import { Section } from '~/components/marketing/section-heading'
import { ServicesGrid } from '~/components/marketing/services-grid'
import { StatBand } from '~/components/marketing/stat-band'
import { TeamGrid } from '~/components/marketing/team-grid'
import { blogPosts, toBlogCard } from '~/content/blog'
import { company } from '~/content/company'
import { team } from '~/content/team'
import { getLatestListings } from '~/models/listing.server'

export const meta: MetaFunction = () => [
	{ title: 'Home environment | Homestead' },
	{
		name: 'description',
		content:
			'Homes designed around the way you live: search by budget and type, see this week’s offers, meet the Homestead team and send us a message.',
	},
]

export async function loader() {
	return {
		featured: await getLatestListings(3, { offer: true }),
		posts: blogPosts.slice(0, 3).map((post) => toBlogCard(post)),
	}
}

export default function HomeThree() {
	const { featured, posts } = useLoaderData<typeof loader>()
	return (
		<>
			<DarkHero />
			<ServicesGrid />
			<OffersSection listings={featured} />
			<StatBand />
			<TeamGrid members={team.slice(0, 4)} />
			<Section
				id="contact-title"
				background="band"
				className="grid gap-10 lg:grid-cols-2"
				eyebrow="Get in touch"
				title="Tell us about the home you want"
				text="A budget, a neighbourhood, a room that needs work: write a few lines and one of us will answer within one working day."
				intro={
					<p className="text-slate-700 dark:text-slate-200">
						Prefer to talk? Call{' '}
						<a href={company.phoneHref} className="link">
							{company.phone}
						</a>
						.
					</p>
				}
			>
				<div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
					<ContactForm />
				</div>
			</Section>
			<BlogPreview posts={posts} />
			<BrandsStrip />
			<ListPropertyBox />
		</>
	)
}
