import { formatDate, formatPrice, formatShortDate } from '~/utils/format'
import { type ListingStatus, STATUS_LABELS } from '~/utils/listing-status'
import {
	askedPrices,
	describeHistoryRow,
	type HistoryEvent,
	historyRows,
	lastClosing,
	lastCut,
	priceChart,
} from '~/utils/price-history'

type Props = {
	/** The listing's name: the chart is named for it. */
	name: string
	history: HistoryEvent[]
	/** Days since the listing was listed, worked out by the server (so the page is the same after hydration). */
	listedDaysAgo: string
	/** When a listing deleted or withdrawn by the same owner was listed first, for a home listed again. */
	firstListedAt?: string | null
	/** The time the page was made: where the chart's last price ends. */
	now: string
	rent: boolean
	/** Where the home stands: a sale or a let says when (and for how much, when given). */
	status: ListingStatus
}

/** The chart's box (SVG units): the plot, and room for the prices on the left and the days below. */
const WIDTH = 480
const HEIGHT = 240
const PLOT = { left: 112, top: 48, right: 16, bottom: 56 }
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom
const day = (iso: string) => formatDate(iso.slice(0, 10))
const shortDay = (iso: string) => formatShortDate(iso.slice(0, 10))

/**
 * How long the home has been listed and, once its price or status has changed, the whole history: a
 * chart drawn on the server (an SVG image with its axes, prices and dates in words, that needs no
 * script; named and described for screen readers) and a table of every price and change of status.
 */
export function PriceHistory({ name, history, listedDaysAgo, firstListedAt, now, rent, status }: Props) {
	const closing = lastClosing(history, status)
	// Sold or let: a cut is no longer news.
	const cut = closing ? null : lastCut(askedPrices(history))
	const perMonth = rent ? ' / month' : ''
	const rows = historyRows(history)
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
				{closing ? (
					<strong className="ml-1 font-semibold text-strong">
						{STATUS_LABELS[status]}
						{closing.closePrice === null ? '' : ` for ${formatPrice(closing.closePrice)}${perMonth}`} on{' '}
						{day(closing.at)}.
					</strong>
				) : null}
			</p>
			{rows.length > 1 ? <PriceChart name={name} history={history} now={now} rent={rent} /> : null}
			{rows.length > 1 ? (
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
							{rows.map((row, index) => (
								<tr key={index} className="border-b border-slate-100 dark:border-slate-800/60">
									<td className="py-2 pr-4">{day(row.at)}</td>
									<td className="py-2 pr-4 font-medium text-strong">
										{row.price === null ? (
											<span className="font-normal text-muted">Price not given</span>
										) : (
											`${formatPrice(row.price)}${perMonth}`
										)}
									</td>
									<td className="py-2">{describeHistoryRow(row.what, formatPrice)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}
		</section>
	)
}

/** About the width of a character of the chart's words (15 units, semibold): enough to keep labels apart. */
const CHARACTER_WIDTH = 9

/**
 * The words of each sale or let above the plot ('Sold $480,000'), on the first of two rows where they
 * do not run into the words before them: anchored at their rule, towards the middle of the plot.
 */
function closingLabels(closings: ReturnType<typeof priceChart>['closings']) {
	const rowEnds = [-Infinity, -Infinity]
	return closings.map((closing) => {
		const text = `${STATUS_LABELS[closing.status]}${closing.closePrice === null ? '' : ` ${formatPrice(closing.closePrice)}`}`
		const width = text.length * CHARACTER_WIDTH
		const anchor: 'start' | 'end' = closing.x > PLOT_WIDTH / 2 ? 'end' : 'start'
		const from = anchor === 'start' ? closing.x : closing.x - width
		const free = rowEnds.findIndex((end) => end + 8 <= from)
		const row = free === -1 ? 1 : free
		rowEnds[row] = from + width
		return { closing, row, text, anchor }
	})
}

/**
 * The history as a chart: the price asked as a step line while the home is on the market, each sale or
 * let as a dashed rule with its words (and a dot at the price it closed at), the prices on the left
 * axis and the days on the bottom one. It scales with the page (the text with it), and the table below
 * holds the same figures.
 */
function PriceChart({
	name,
	history,
	now,
	rent,
}: {
	name: string
	history: HistoryEvent[]
	now: string
	rent: boolean
}) {
	const chart = priceChart(history, now, PLOT_WIDTH, PLOT_HEIGHT)
	const first = history[0]!
	const asked = askedPrices(history)
	const last = asked.at(-1) ?? first
	const perMonth = rent ? ' / month' : ''
	const description = [
		`Asked ${formatPrice(first.price)}${perMonth} on ${day(first.at)}`,
		...(last.at === first.at ? [] : [`${formatPrice(last.price)}${perMonth} from ${day(last.at)}`]),
		...chart.closings.map(
			(closing) =>
				`${STATUS_LABELS[closing.status]}${closing.closePrice === null ? ' (price not given)' : ` for ${formatPrice(closing.closePrice)}${perMonth}`} on ${day(closing.at)}`,
		),
	].join('; ')
	// Each day once: a history of one day has one day on its axis.
	const timeTicks = chart.timeTicks.filter(
		(tick, index, ticks) => ticks.findIndex((other) => shortDay(other.at) === shortDay(tick.at)) === index,
	)
	return (
		<figure className="mt-4">
			<svg
				viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
				className="h-auto w-full max-w-120 text-brand-700 dark:text-brand-300"
				role="img"
				aria-labelledby="price-chart-title"
				aria-describedby="price-chart-description"
			>
				<title id="price-chart-title">Price history of {name}</title>
				<desc id="price-chart-description">{description}.</desc>
				<g className="fill-slate-600 text-[15px] dark:fill-slate-300" aria-hidden="true">
					<text
						x={-(PLOT.top + PLOT_HEIGHT / 2)}
						y={16}
						transform="rotate(-90)"
						textAnchor="middle"
						className="font-semibold"
					>
						{rent ? 'Rent per month' : 'Price'}
					</text>
					<text x={PLOT.left + PLOT_WIDTH / 2} y={HEIGHT - 6} textAnchor="middle" className="font-semibold">
						Date
					</text>
					{chart.priceTicks.map((tick) => (
						<text key={tick.value} x={PLOT.left - 10} y={PLOT.top + tick.y + 4} textAnchor="end">
							{formatPrice(tick.value)}
						</text>
					))}
					{timeTicks.map((tick, index) => (
						<text
							key={tick.at}
							x={PLOT.left + tick.x}
							y={PLOT.top + PLOT_HEIGHT + 22}
							textAnchor={
								timeTicks.length === 1 || index === 0 ? 'start' : index === timeTicks.length - 1 ? 'end' : 'middle'
							}
						>
							{shortDay(tick.at)}
						</text>
					))}
				</g>
				<g transform={`translate(${PLOT.left} ${PLOT.top})`}>
					<g className="stroke-slate-200 dark:stroke-slate-700" strokeWidth={1}>
						{chart.priceTicks.map((tick) => (
							<line key={tick.value} x1={0} x2={PLOT_WIDTH} y1={tick.y} y2={tick.y} />
						))}
					</g>
					<g className="stroke-slate-400 dark:stroke-slate-500" strokeWidth={1}>
						<line x1={0} x2={0} y1={0} y2={PLOT_HEIGHT} />
						<line x1={0} x2={PLOT_WIDTH} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
					</g>
					{chart.lines.map((line, index) => (
						<polyline
							key={index}
							points={line.map(([x, y]) => `${x},${y}`).join(' ')}
							fill="none"
							stroke="currentColor"
							strokeWidth={3}
							strokeLinejoin="round"
						/>
					))}
					{closingLabels(chart.closings).map(({ closing, row, text, anchor }) => (
						<g key={closing.at} className="text-slate-700 dark:text-slate-200">
							<line
								x1={closing.x}
								x2={closing.x}
								y1={-6 - row * 18}
								y2={PLOT_HEIGHT}
								stroke="currentColor"
								strokeDasharray="4 3"
								strokeWidth={1.5}
							/>
							{closing.y === null ? null : <circle cx={closing.x} cy={closing.y} r={5} fill="currentColor" />}
							<text
								x={closing.x}
								y={-10 - row * 18}
								textAnchor={anchor}
								className="fill-current text-[15px] font-semibold"
								aria-hidden="true"
							>
								{text}
							</text>
						</g>
					))}
				</g>
			</svg>
			<figcaption className="sr-only">The prices in the table below.</figcaption>
		</figure>
	)
}
