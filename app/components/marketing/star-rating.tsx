import { Star } from 'lucide-react'

type Props = {
	rating: number
	max?: number
	/** Star size in pixels (the spec's default is 15). */
	size?: number
}

/** A read-only rating in stars, with half stars; read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, max = 5, size = 15 }: Props) {
	return (
		<span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex items-center gap-0.5">
			{Array.from({ length: max }, (_, index) => {
				const fill = Math.max(0, Math.min(1, rating - index))
				return (
					<span key={index} className="relative inline-block" style={{ width: size, height: size }}>
						<Star className="absolute inset-0 text-slate-300 dark:text-slate-600" style={{ width: size, height: size }} fill="currentColor" strokeWidth={0} aria-hidden />
						{fill > 0 ? (
							<span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
								<Star className="text-amber-500" style={{ width: size, height: size }} fill="currentColor" strokeWidth={0} aria-hidden />
							</span>
						) : null}
					</span>
				)
			})}
		</span>
	)
}
