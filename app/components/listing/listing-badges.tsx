import { type Listing } from '~/db/schema'
import { formatPrice, purposeLabel } from '~/utils/format'

type Props = { listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountPrice'> }

/** 'For Rent' or 'For Sale', and with an offer the saving: '$150 OFF'. */
export function ListingBadges({ listing }: Props) {
	return (
		<ul className="flex flex-wrap gap-2" aria-label="Listing type">
			<li className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
				{purposeLabel(listing.type)}
			</li>
			{listing.offer ? (
				<li className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
					{`${formatPrice(listing.regularPrice - listing.discountPrice)} OFF`}
				</li>
			) : null}
		</ul>
	)
}
