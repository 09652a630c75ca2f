import { useAreaUnit } from '~/components/use-area-unit'
import { AREA_UNIT_LABELS, formatAreaPrice } from '~/utils/home-facts'

type Props = {
	context: {
		pricePerArea: number
		medianPerArea: number
		homes: number
		radiusKm: number
		differencePercent: number
	}
}

/** Where the home's price per unit of area stands against comparable homes nearby. */
export function PriceContext({ context }: Props) {
	const unit = AREA_UNIT_LABELS[useAreaUnit()]
	const difference = context.differencePercent
	const standing =
		Math.abs(difference) < 3 ? 'about the same as' : difference < 0 ? `${-difference} % below` : `${difference} % above`
	return (
		<section aria-labelledby="price-context-title" className="mt-8">
			<h2 id="price-context-title" className="text-xl font-semibold text-strong">
				Price per {unit}
			</h2>
			<p className="mt-3 text-slate-700 dark:text-slate-300">
				<strong className="text-strong">
					{formatAreaPrice(context.pricePerArea)} / {unit}
				</strong>
				, {standing} the median of {formatAreaPrice(context.medianPerArea)} / {unit} for {context.homes} similar homes
				within {context.radiusKm} km (the same kind of listing, a floor area within a quarter of this one’s, on the
				market now).
			</p>
		</section>
	)
}
