import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { aboutHighlights, aboutParagraphs, company } from '~/content/company'
import { marketingImages } from '~/content/images'
import { MarketingPicture } from './marketing-picture'
import { SectionHeading } from './section-heading'

type Props = {
	/** On the about pages the block has no read-more link: the reader is already there. */
	readMore?: boolean
	id?: string
}

/** Who we are, in two paragraphs and a picture, with a read-more link to /about-us. */
export function AboutBlock({ readMore = true, id = 'about-title' }: Props) {
	const picture = marketingImages.aboutRenovation
	const yearsInBusiness = 2026 - company.founded
	return (
		<section aria-labelledby={id} className="container-page py-16 sm:py-20">
			<div className="grid items-center gap-12 lg:grid-cols-2">
				<div className="relative">
					<MarketingPicture
						image={picture}
						sizes="(min-width: 1024px) 600px, 100vw"
						alt="A living room halfway through a renovation: paint swatches on the wall, a ladder and a roller"
						className="aspect-[3/2] w-full rounded-3xl object-cover shadow-xl ring-1 ring-slate-200 dark:ring-slate-800"
					/>
					<p className="absolute right-6 -bottom-6 rounded-2xl bg-brand-700 px-6 py-4 text-white shadow-lg">
						<span className="block text-3xl font-bold">{yearsInBusiness}</span>
						<span className="text-sm text-brand-100">years of homes in Austin</span>
					</p>
				</div>
				<div>
					<SectionHeading
						id={id}
						eyebrow="About Homestead"
						title="One team from the first viewing to the last coat of paint"
					/>
					{aboutParagraphs.map((paragraph) => (
						<p key={paragraph.slice(0, 24)} className="mt-4 text-muted">
							{paragraph}
						</p>
					))}
					<ul className="mt-6 grid gap-3 sm:grid-cols-2">
						{aboutHighlights.map((highlight) => (
							<li key={highlight} className="flex gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
								<Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
								{highlight}
							</li>
						))}
					</ul>
					{readMore ? (
						<PlainLink to="/about-us" className="mt-8 btn-primary">
							Read more about us
							<Icon name="arrow-right" className="size-4" />
						</PlainLink>
					) : null}
				</div>
			</div>
		</section>
	)
}
