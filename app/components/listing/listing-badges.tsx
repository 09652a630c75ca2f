import { type Listing } from '~/db/schema'
import { formatPrice, purposeLabel } from '~/utils/format'
import { STATUS_LABELS } from '~/utils/listing-status'

type Props = {
	listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountPrice' | 'status'>
	/** The price was cut in the last 30 days. */
	reduced?: boolean
}

/**
 * 'For Rent' or 'For Sale', with an offer the saving ('$150 OFF'), 'Price reduced' after a recent cut,
 * and where the home is on the market unless it is simply available ('Under offer', 'Sold', 'Let').
 */
export function ListingBadges({ listing, reduced = false }: Props) {
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
			{reduced ? <li className="badge-reduced">Price reduced</li> : null}
			{listing.status === 'active' ? null : <li className="badge-status">{STATUS_LABELS[listing.status]}</li>}
		</ul>
	)
}
