import { ModerationState } from '~/components/moderation/moderation-state'
import { type Listing } from '~/db/schema'
import { formatPrice } from '~/utils/format'
import { isOnTheMarket, marketLabel, showsOffer } from '~/utils/listing-status'

type Props = {
	listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountPrice' | 'status'>
	/** The price was cut in the last 30 days. */
	reduced?: boolean
	/** For its owner and administrators: where it stands with our team ('Held for a check'), beside its market status. */
	moderationState?: string | null
}

/**
 * 'For Rent' or 'For Sale' while the home is available, else where it stands in their place ('Under
 * offer', 'Sold', 'Let', 'Withdrawn'); while it can be had, an offer's saving ('$150 OFF') and 'Price
 * reduced' after a recent cut. A home sold, let or withdrawn advertises nothing. Its owner also reads
 * its moderation state there.
 */
export function ListingBadges({ listing, reduced = false, moderationState = null }: Props) {
	return (
		<ul className="flex flex-wrap gap-2" aria-label="Listing type">
			<li
				className={
					listing.status === 'active'
						? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white'
						: 'badge-status px-3 py-1 text-sm'
				}
			>
				{marketLabel(listing)}
			</li>
			{showsOffer(listing) ? (
				<li className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
					{`${formatPrice(listing.regularPrice - listing.discountPrice)} OFF`}
				</li>
			) : null}
			{reduced && isOnTheMarket(listing.status) ? <li className="badge-reduced">Price reduced</li> : null}
			{moderationState ? (
				<li>
					<ModerationState label={moderationState} />
				</li>
			) : null}
		</ul>
	)
}
