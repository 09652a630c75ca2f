import { useAreaUnit } from '~/components/use-area-unit'
import { formatDistance } from '~/utils/geo'
import { AREA_UNIT_LABELS, formatAreaPrice } from '~/utils/home-facts'

type Props = {
	context: {
		pricePerArea: number
		medianPerArea: number
		homes: number
		/** How far the comparable homes were looked for; null when they are those of its town. */
		radiusKm: number | null
		town: string | null
		differencePercent: number
	}
}

/**
 * Where the home's price per unit of area stands against comparable homes, and where they were found:
 * within 5, 10 or 25 km, or in its town.
 */
export function PriceContext({ context }: Props) {
	const unit = AREA_UNIT_LABELS[useAreaUnit()]
	const difference = context.differencePercent
	const standing =
		Math.abs(difference) < 3 ? 'about the same as' : difference < 0 ? `${-difference} % below` : `${difference} % above`
	const area = context.radiusKm === null ? `in ${context.town}` : `within ${formatDistance(context.radiusKm)}`
	return (
		<section aria-labelledby="price-context-title" className="mt-8">
			<h2 id="price-context-title" className="text-xl font-semibold text-strong">
				Price per {unit}
			</h2>
			<p className="mt-3 text-slate-700 dark:text-slate-300">
				<strong className="text-strong">
					{formatAreaPrice(context.pricePerArea)} / {unit}
				</strong>
				, {standing} the median of {formatAreaPrice(context.medianPerArea)} / {unit} for {context.homes} similar homes{' '}
				{area} (the same kind of listing, a floor area within a quarter of this one’s, on the market now).
			</p>
		</section>
	)
}
