import { formatDate, formatPrice } from '~/utils/format'
import { type ListingStatus, STATUS_LABELS } from '~/utils/listing-status'
import { lastCut, type PriceHistoryEntry, stepChartPoints, withChanges } from '~/utils/price-history'

type Props = {
	history: PriceHistoryEntry[]
	/** Days since the listing was listed, worked out by the server (so the page is the same after hydration). */
	listedDaysAgo: string
	/** When a listing deleted or withdrawn by the same owner was listed first, for a home listed again. */
	firstListedAt?: string | null
	/** The time the page was made: where the chart's last price ends. */
	now: string
	rent: boolean
	/** Where the home stands: a sale or a let ends the history with its date. */
	status: ListingStatus
	statusChangedAt: string
}

const WIDTH = 600
const HEIGHT = 120
const day = (iso: string) => formatDate(iso.slice(0, 10))

/**
 * How long the home has been listed and, once its price has changed, the last cut and the whole
 * history: a table, and a step chart drawn on the server (an SVG that needs no script) that
 * screen readers get as one sentence, the table holding the figures.
 */
export function PriceHistory({ history, listedDaysAgo, firstListedAt, now, rent, status, statusChangedAt }: Props) {
	// Sold or let: the history ends there, at the last price, and a cut is no longer news.
	const ended = status === 'sold' || status === 'let' ? { at: statusChangedAt, label: STATUS_LABELS[status] } : null
	const cut = ended ? null : lastCut(history)
	const perMonth = rent ? ' / month' : ''
	const changes = withChanges(history)
	const points = stepChartPoints(history, now, WIDTH, HEIGHT)
	const first = history[0]
	const last = history.at(-1)
	return (
		<section aria-labelledby="price-history-title" className="mt-8">
			<h2 id="price-history-title" className="text-xl font-semibold text-strong">
				Price history
			</h2>
			<p className="mt-2 text-slate-700 dark:text-slate-300">
				{firstListedAt ? `First listed ${day(firstListedAt)}.` : `Listed ${listedDaysAgo}.`}
				{cut ? (
					<strong className="ml-1 font-semibold text-emerald-800 dark:text-emerald-300">
						Reduced by {formatPrice(cut.amount)} on {day(cut.at)}.
					</strong>
				) : null}
				{ended ? (
					<strong className="ml-1 font-semibold text-strong">
						{ended.label} on {day(ended.at)}.
					</strong>
				) : null}
			</p>
			{history.length > 1 && first && last ? (
				<figure className="mt-4">
					<svg
						viewBox={`-8 -8 ${WIDTH + 16} ${HEIGHT + 16}`}
						className="h-32 w-full text-brand-700 dark:text-brand-300"
						role="img"
						aria-label={`Chart of the price: ${formatPrice(first.price)} on ${day(first.at)}, ${formatPrice(last.price)} since ${day(last.at)}.`}
						preserveAspectRatio="none"
					>
						<polyline
							points={points.map(([x, y]) => `${x},${y}`).join(' ')}
							fill="none"
							stroke="currentColor"
							strokeWidth={3}
							vectorEffect="non-scaling-stroke"
							strokeLinejoin="round"
						/>
					</svg>
					<figcaption className="sr-only">The prices in the table below.</figcaption>
				</figure>
			) : null}
			{history.length > 1 || (ended && last) ? (
				<div className="mt-4 overflow-x-auto">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">Every price of this listing, oldest first</caption>
						<thead>
							<tr className="border-b border-slate-200 text-muted dark:border-slate-800">
								<th scope="col" className="py-2 pr-4 font-medium">
									Date
								</th>
								<th scope="col" className="py-2 pr-4 font-medium">
									Price
								</th>
								<th scope="col" className="py-2 font-medium">
									Change
								</th>
							</tr>
						</thead>
						<tbody>
							{changes.map((entry, index) => (
								<tr key={index} className="border-b border-slate-100 dark:border-slate-800/60">
									<td className="py-2 pr-4">{day(entry.at)}</td>
									<td className="py-2 pr-4 font-medium text-strong">
										{formatPrice(entry.price)}
										{perMonth}
									</td>
									<td className="py-2">
										{entry.change === null
											? 'Listed'
											: entry.change < 0
												? `Reduced by ${formatPrice(-entry.change)}`
												: `Raised by ${formatPrice(entry.change)}`}
									</td>
								</tr>
							))}
							{ended && last ? (
								<tr className="border-b border-slate-100 dark:border-slate-800/60">
									<td className="py-2 pr-4">{day(ended.at)}</td>
									<td className="py-2 pr-4 font-medium text-strong">
										{formatPrice(last.price)}
										{perMonth}
									</td>
									<td className="py-2">{ended.label}</td>
								</tr>
							) : null}
						</tbody>
					</table>
				</div>
			) : null}
		</section>
	)
}
