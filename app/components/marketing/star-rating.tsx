type Props = {
	/** Unique on the page: it names the star and the clip the SVG defines (a part rendered once has no useId). */
	id: string
	rating: number
	max?: number
	/** Star size in pixels (15 by default). */
	size?: number
}

/** Lucide's star, on a 24-unit square. */
const STAR =
	'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'
const UNIT = 24
const GAP_PX = 2

/**
 * A read-only rating in stars, with half stars; read out as "Rated 4.5 out of 5".
 * One small SVG: grey stars, and the same stars in amber clipped to the rating.
 */
export function StarRating({ id, rating, max = 5, size = 15 }: Props) {
	const gap = (GAP_PX * UNIT) / size
	const step = UNIT + gap
	const width = max * step - gap
	const filled = Math.max(0, Math.min(max, rating))
	const clipWidth = Math.floor(filled) * step + (filled % 1) * UNIT
	const stars = Array.from({ length: max }, (_, index) => <use key={index} href={`#star-${id}`} x={index * step} />)
	return (
		<svg
			role="img"
			aria-label={`Rated ${rating} out of ${max}`}
			width={(width * size) / UNIT}
			height={size}
			viewBox={`0 0 ${width} ${UNIT}`}
			className="inline-block"
		>
			<defs>
				<path id={`star-${id}`} d={STAR} />
				<clipPath id={`rated-${id}`}>
					<rect width={clipWidth} height={UNIT} />
				</clipPath>
			</defs>
			<g className="fill-slate-300 dark:fill-slate-600">{stars}</g>
			<g className="fill-amber-500" clipPath={`url(#rated-${id})`}>
				{stars}
			</g>
		</svg>
	)
}
