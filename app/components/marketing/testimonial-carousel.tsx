import { useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { type Testimonial } from '~/content/testimonials'
import { pictureUrl } from '~/utils/pictures'
import { useHydrated } from '~/utils/use-hydrated'
import { SectionHeading } from './section-heading'

/** How long each testimonial stays before the next one (docs/product.md, Home pages). */
const TESTIMONIAL_INTERVAL_MS = 3000

type Props = { testimonials: Testimonial[]; id?: string }

/**
 * One testimonial at a time in a strip that snaps. Without JavaScript the strip is
 * scrolled by hand. With it, it advances every 3 seconds and wraps at both ends,
 * with previous, next and pause buttons; it waits while the pointer or the focus is
 * on it and never moves by itself for people who ask for reduced motion.
 */
export function TestimonialCarousel({ testimonials, id = 'testimonials-title' }: Props) {
	const hydrated = useHydrated()
	const strip = useRef<HTMLDivElement>(null)
	const [current, setCurrent] = useState(0)
	const [hovered, setHovered] = useState(false)
	const [focused, setFocused] = useState(false)
	const [paused, setPaused] = useState(false)
	const reducedMotion = usePrefersReducedMotion()
	const count = testimonials.length
	const rotating = hydrated && !reducedMotion && !paused && !hovered && !focused

	// The slide a programmatic scroll is heading to: scroll events on the way there are not swipes.
	const target = useRef<{ index: number; until: number } | null>(null)

	const show = (index: number) => {
		const element = strip.current
		const next = (index + count) % count
		setCurrent(next)
		if (!element) return
		target.current = { index: next, until: Date.now() + 1500 }
		element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' })
	}

	// Keep the index in step when the strip is swiped or scrolled by hand.
	const onScroll = () => {
		const element = strip.current
		if (!element || !element.clientWidth) return
		const index = Math.round(element.scrollLeft / element.clientWidth)
		if (target.current) {
			if (index !== target.current.index && Date.now() < target.current.until) return
			target.current = null
		}
		if (index !== current && index >= 0 && index < count) setCurrent(index)
	}

	// A resized strip keeps showing the same slide.
	useEffect(() => {
		const realign = () => {
			const element = strip.current
			if (element) element.scrollLeft = current * element.clientWidth
		}
		window.addEventListener('resize', realign)
		return () => window.removeEventListener('resize', realign)
	}, [current])

	useEffect(() => {
		if (!rotating) return
		const timer = window.setTimeout(() => show(current + 1), TESTIMONIAL_INTERVAL_MS)
		return () => window.clearTimeout(timer)
		// show() only reads refs and props; re-arming on every slide change is the point.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [rotating, current])

	const button =
		'flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'

	return (
		<section
			aria-labelledby={id}
			className="bg-gradient-to-b from-white to-brand-50 py-16 sm:py-20 dark:from-slate-950 dark:to-slate-900"
		>
			<div className="container-page">
				<SectionHeading id={id} eyebrow="Testimonials" title="What our clients say" align="center" />
				<div
					role="region"
					aria-roledescription="carousel"
					aria-label="Client testimonials"
					className="relative mx-auto mt-10 max-w-3xl"
					onMouseEnter={() => setHovered(true)}
					onMouseLeave={() => setHovered(false)}
					onFocus={() => setFocused(true)}
					onBlur={(event) => {
						if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
					}}
				>
					<div
						ref={strip}
						onScroll={onScroll}
						aria-live={rotating ? 'off' : 'polite'}
						className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto rounded-3xl"
						// Focusable, so keyboard users can scroll the strip too.
						// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
						tabIndex={0}
						role="group"
						aria-label="Testimonials"
					>
						{testimonials.map((testimonial, index) => (
							// The slide is a group; the quote and its author are a figure inside it (a figure with a
							// caption takes no role, and its caption must be its own child).
							<div
								key={testimonial.id}
								role="group"
								aria-roledescription="slide"
								aria-label={`${index + 1} of ${count}`}
								aria-hidden={hydrated && index !== current ? true : undefined}
								className="w-full shrink-0 snap-center px-1"
							>
								<figure className="h-full rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
									<Icon name="quote" className="mx-auto size-10 text-brand-600 dark:text-brand-400" />
									<blockquote className="mt-5 text-lg leading-relaxed text-slate-700 sm:text-xl dark:text-slate-200">
										<p>“{testimonial.reviewText}”</p>
									</blockquote>
									<figcaption className="mt-6 flex items-center justify-center gap-3">
										<img
											src={pictureUrl(testimonial.image)}
											alt=""
											width={56}
											height={56}
											loading="lazy"
											className="size-14 rounded-full object-cover ring-2 ring-brand-100 dark:ring-brand-900"
										/>
										<span className="text-left">
											<span className="block font-semibold text-strong">{testimonial.name}</span>
											<span className="text-sm text-muted">{testimonial.role}</span>
										</span>
									</figcaption>
								</figure>
							</div>
						))}
					</div>
					{hydrated ? (
						<div className="mt-6 flex items-center justify-center gap-3">
							<button
								type="button"
								className={button}
								onClick={() => show(current - 1)}
								aria-label="Previous testimonial"
							>
								<Icon name="chevron-left" className="size-5" />
							</button>
							<p className="min-w-16 text-center text-sm font-medium text-muted" aria-hidden>
								{current + 1} / {count}
							</p>
							<button type="button" className={button} onClick={() => show(current + 1)} aria-label="Next testimonial">
								<Icon name="chevron-right" className="size-5" />
							</button>
							{reducedMotion ? null : (
								<button
									type="button"
									className={button}
									onClick={() => setPaused((value) => !value)}
									aria-label={paused ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
								>
									{paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
								</button>
							)}
						</div>
					) : (
						<p className="mt-4 text-center text-sm text-muted">Scroll sideways to read more reviews.</p>
					)}
				</div>
			</div>
		</section>
	)
}

function usePrefersReducedMotion() {
	const [reduced, setReduced] = useState(false)
	useEffect(() => {
		const query = window.matchMedia('(prefers-reduced-motion: reduce)')
		const update = () => setReduced(query.matches)
		update()
		query.addEventListener('change', update)
		return () => query.removeEventListener('change', update)
	}, [])
	return reduced
}
