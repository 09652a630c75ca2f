import { skills } from '~/content/company'
import { marketingImages } from '~/content/images'
import { MarketingPicture } from './marketing-picture'
import { ProgressBars } from './progress-bars'
import { SectionHeading } from './section-heading'

type Props = { id?: string; title?: string; text?: string; reverse?: boolean }

/** Our strengths as progress bars, beside the drawing of a plan on the desk. */
export function SkillsSection({
	id = 'skills-title',
	title = 'Experience you can measure',
	text = 'We track how our clients rate each part of our work after every project. These are the scores of the last twelve months.',
	reverse = false,
}: Props) {
	const picture = marketingImages.aboutPlans
	return (
		<section aria-labelledby={id} className="container-page py-16 sm:py-20">
			<div className="grid items-center gap-12 lg:grid-cols-2">
				<div className={reverse ? 'lg:order-last' : ''}>
					<SectionHeading id={id} eyebrow="Why Homestead" title={title} text={text} />
					<div className="mt-8">
						<ProgressBars skills={skills} />
					</div>
				</div>
				<MarketingPicture
					image={picture}
					sizes="(min-width: 1024px) 600px, 100vw"
					alt="House plans on a desk with a set of keys, a tape measure and a cup of coffee"
					className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl ring-1 ring-slate-200 dark:ring-slate-800"
				/>
			</div>
		</section>
	)
}
