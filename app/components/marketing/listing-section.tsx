import { Link } from '@remix-run/react'
import { type ComponentProps } from 'react'
import { Icon } from '~/components/icon'
import { ListingCard } from '~/components/listing-card'
import { SectionHeading } from './section-heading'

type Props = {
	id: string
	eyebrow: string
	title: string
	text?: string
	listings: Array<ComponentProps<typeof ListingCard>['listing']>
	/** The search showing all of them. */
	moreHref: string
	moreLabel: string
	tone?: 'plain' | 'muted'
}

/** Listings from the database in a grid, with a link to the search that shows them all; nothing when there are none. */
export function ListingSection({ id, eyebrow, title, text, listings, moreHref, moreLabel, tone = 'plain' }: Props) {
	if (!listings.length) return null
	return (
		<section aria-labelledby={id} className={tone === 'muted' ? 'bg-slate-50 dark:bg-slate-900/60' : ''}>
			<div className="container-page py-16 sm:py-20">
				<div className="flex flex-wrap items-end justify-between gap-4">
					<SectionHeading id={id} eyebrow={eyebrow} title={title} text={text} />
					<Link to={moreHref} className="inline-flex items-center gap-1 link">
						{moreLabel}
						<Icon name="arrow-right" className="size-4" />
					</Link>
				</div>
				<div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{listings.map((listing) => (
						<ListingCard key={listing.id} listing={listing} />
					))}
				</div>
			</div>
		</section>
	)
}

/** This week's offers: listings whose owners have lowered the price, with a link to all of them. */
export function OffersSection({ listings }: Pick<Props, 'listings'>) {
	return (
		<ListingSection
			id="featured-title"
			eyebrow="Featured"
			title="Special offers this week"
			text="Homes whose owners have lowered the price."
			listings={listings}
			moreHref="/search?offer=true"
			moreLabel="All offers"
		/>
	)
}
