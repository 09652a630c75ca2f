import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { useHydrated } from '~/utils/use-hydrated'
import { CategoryTile, type CountedCategory } from './category-tile'
import { Section } from './section-heading'

/** How far one click of the arrows scrolls the strip (docs/product.md, Home pages). */
const CAROUSEL_STEP_PX = 200

/**
 * The categories as a horizontal strip. Without JavaScript it is a strip that scrolls
 * (snapping to the cards); with it, arrow buttons scroll 200 px per click, the left one
 * disabled at the start and the right one at the end.
 */
export function CategoryCarousel({ categories }: { categories: CountedCategory[] }) {
	const hydrated = useHydrated()
	const strip = useRef<HTMLUListElement>(null)
	const [edges, setEdges] = useState({ atStart: true, atEnd: false })

	const update = useCallback(() => {
		const element = strip.current
		if (!element) return
		setEdges({
			atStart: element.scrollLeft <= 1,
			atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
		})
	}, [])

	useEffect(() => {
		update()
		window.addEventListener('resize', update)
		return () => window.removeEventListener('resize', update)
	}, [update])

	const scroll = (direction: -1 | 1) => {
		const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		strip.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduce ? 'auto' : 'smooth' })
	}

	const button =
		'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:hover:bg-slate-900'

	if (!categories.length) return null
	return (
		<Section
			id="category-carousel-title"
			eyebrow="Browse by category"
			title="What kind of home are you looking for?"
			action={
				hydrated ? (
					<div className="flex gap-2">
						<button
							type="button"
							className={button}
							onClick={() => scroll(-1)}
							disabled={edges.atStart}
							aria-label="Scroll categories left"
							aria-controls="category-strip"
						>
							<Icon name="chevron-left" className="size-5" />
						</button>
						<button
							type="button"
							className={button}
							onClick={() => scroll(1)}
							disabled={edges.atEnd}
							aria-label="Scroll categories right"
							aria-controls="category-strip"
						>
							<Icon name="chevron-right" className="size-5" />
						</button>
					</div>
				) : null
			}
		>
			<ul
				ref={strip}
				id="category-strip"
				onScroll={update}
				// Snapping would turn a 200 px step into a jump to the next card, so only the hand-scrolled strip snaps.
				className={`-mx-4 mt-8 flex gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0 ${hydrated ? '' : 'snap-x snap-mandatory scroll-px-4 sm:scroll-px-0'}`}
			>
				{categories.map((category) => (
					<li key={category.type} className="w-64 shrink-0 snap-start sm:w-72">
						<CategoryTile category={category} look="card" sizes="300px" />
					</li>
				))}
			</ul>
		</Section>
	)
}
