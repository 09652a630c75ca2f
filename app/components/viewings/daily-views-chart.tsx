type Props = {
	/** What the chart is of, for its accessible name: the listing's name. */
	label: string
	/** The days, oldest first, YYYY-MM-DD. */
	days: string[]
	/** Views on each day. */
	views: number[]
}

const WIDTH = 300
const HEIGHT = 60

/**
 * A listing's views per day as bars, drawn on the server (no script): its name and the figures it
 * shows are its accessible name, and the bars' own titles say each day's count.
 */
export function DailyViewsChart({ label, days, views }: Props) {
	const max = Math.max(1, ...views)
	const total = views.reduce((sum, count) => sum + count, 0)
	const busiest = views.indexOf(Math.max(...views))
	const step = WIDTH / days.length
	const description =
		total === 0
			? `No views in the last ${days.length} days.`
			: `${total} ${total === 1 ? 'view' : 'views'} in the last ${days.length} days, most on ${days[busiest]} (${views[busiest]}).`
	return (
		<svg
			role="img"
			aria-label={`Views per day of ${label}, ${days[0]} to ${days.at(-1)}: ${description}`}
			viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
			preserveAspectRatio="none"
			className="h-16 w-full max-w-sm text-brand-700 dark:text-brand-300"
		>
			<line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300 dark:stroke-slate-700" />
			{views.map((count, index) => {
				const height = count === 0 ? 0 : Math.max(2, (count / max) * (HEIGHT - 4))
				return (
					<rect
						key={days[index]}
						x={index * step + 1}
						y={HEIGHT - height}
						width={Math.max(1, step - 2)}
						height={height}
						fill="currentColor"
					>
						<title>{`${days[index]}: ${count}`}</title>
					</rect>
				)
			})}
		</svg>
	)
}
