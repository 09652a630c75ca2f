import { useAreaUnit } from '~/components/use-area-unit'
import { type Listing } from '~/db/schema'
import { formatPrice } from '~/utils/format'
import { formatPricePerArea } from '~/utils/home-facts'
import { effectivePrice } from '~/utils/listing-meta'
import { showsOffer } from '~/utils/listing-status'

type Props = {
	listing: Pick<Listing, 'type' | 'offer' | 'regularPrice' | 'discountPrice' | 'status' | 'floorArea'>
	className?: string
	/** One line, smaller: the phone's bar at the bottom of a listing. */
	compact?: boolean
}

/**
 * What a visitor pays: the discount price on offer (the regular one struck through while the home can
 * be had), per month for rent.
 */
export function PriceTag({ listing, className = '', compact = false }: Props) {
	const areaUnit = useAreaUnit()
	if (compact) {
		return (
			<p className={`min-w-0 truncate text-lg font-bold text-strong ${className}`}>
				{formatPrice(effectivePrice(listing))}
				{listing.type === 'rent' ? <span className="text-sm font-medium text-muted"> / month</span> : null}
			</p>
		)
	}
	return (
		<p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
			<span className="text-3xl font-extrabold tracking-tight text-strong">
				{formatPrice(effectivePrice(listing))}
				{listing.type === 'rent' ? <span className="text-base font-medium text-muted"> / month</span> : null}
			</span>
			{showsOffer(listing) ? (
				<span className="text-base font-medium text-slate-500 line-through dark:text-slate-400">
					<span className="sr-only">instead of </span>
					{formatPrice(listing.regularPrice)}
				</span>
			) : null}
			{listing.floorArea ? (
				<span className="text-base font-medium text-muted">
					{formatPricePerArea(effectivePrice(listing), listing.floorArea, areaUnit)}
				</span>
			) : null}
		</p>
	)
}
