import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { defaultPhotoAlt, FETCH_FIRST, photoSources } from '~/utils/photos'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	photos: string[]
	/** Each photo's alt text, in the same order (utils/photos.ts, photoAlts). */
	alts: string[]
	listingName: string
	/** The photo shown first (the full-screen viewer opens at the photo chosen). */
	startAt?: number
	/** The strip's height and how a photo fills it: across the page by default. */
	fit?: 'cover' | 'screen'
}

/**
 * The listing's photos, one at a time across the page. The strip is a horizontal
 * scroller with CSS scroll snapping, so without JavaScript every photo is reachable
 * by scrolling, and a swipe on a touch screen is the browser's own (with momentum).
 * JavaScript adds previous/next buttons that wrap around, arrow keys and a
 * "Photo N of M" indicator.
 */
/**
 * A name, not useId: the buttons that control the strip appear after hydration, and the browser
 * runtime's generated ids differ from the server's (docs/decisions/016-preact-in-the-browser.md).
 */
const stripId = 'listing-photos'

export function PhotoSlider({ photos, alts, listingName, startAt = 0, fit = 'cover' }: Props) {
	const hydrated = useHydrated()
	const stripRef = useRef<HTMLUListElement>(null)
	const [current, setCurrent] = useState(startAt)
	const slides = photos.length ? photos : [undefined]
	const count = slides.length
	const controls = hydrated && count > 1

	// Set while the visitor moves the strip themselves; the buttons and arrow keys clear it.
	const movedByVisitor = useRef(false)
	const settle = useRef<ReturnType<typeof setTimeout>>(undefined)

	// Follows the strip once a swipe or scroll by the visitor settles. Scrolls started by
	// `show` are left alone: read half-way (a slow device may pause mid-animation) they would
	// set the indicator, and the next step, to a photo on the way.
	useEffect(() => {
		const strip = stripRef.current
		if (!strip) return
		const byVisitor = () => {
			movedByVisitor.current = true
		}
		const onScroll = () => {
			if (!movedByVisitor.current) return
			clearTimeout(settle.current)
			settle.current = setTimeout(() => setCurrent(Math.round(strip.scrollLeft / strip.clientWidth)), 120)
		}
		const inputs = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const
		for (const type of inputs) strip.addEventListener(type, byVisitor, { passive: true })
		strip.addEventListener('scroll', onScroll, { passive: true })
		// Opened at a chosen photo: there at once, without a scroll to watch.
		if (startAt) strip.scrollTo({ left: startAt * strip.clientWidth, behavior: 'auto' })
		// Full screen, the photos take the arrow keys at once.
		if (fit === 'screen') strip.focus()
		return () => {
			for (const type of inputs) strip.removeEventListener(type, byVisitor)
			strip.removeEventListener('scroll', onScroll)
			clearTimeout(settle.current)
		}
		// Only the photo it opens at: later moves are the visitor's.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	function show(index: number) {
		const strip = stripRef.current
		if (!strip) return
		movedByVisitor.current = false
		clearTimeout(settle.current)
		const next = (index + count) % count
		setCurrent(next)
		const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
		strip.scrollTo({ left: next * strip.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' })
	}

	function onKeyDown(event: KeyboardEvent) {
		if (!controls) return
		if (event.key === 'ArrowRight') show(current + 1)
		else if (event.key === 'ArrowLeft') show(current - 1)
		else return
		event.preventDefault()
	}

	return (
		// The arrow keys move the photos wherever the focus is in the slider: the strip or its buttons.
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<section
			onKeyDown={onKeyDown}
			aria-roledescription="carousel"
			aria-label={`Photos of ${listingName}`}
			className={`relative ${fit === 'screen' ? 'bg-slate-950' : 'bg-slate-100 dark:bg-slate-900'}`}
		>
			{/* The strip is a scrollable region: focusable, and the arrow keys move it (WCAG 2.1.1). */}
			<ul
				ref={stripRef}
				id={stripId}
				// Focusable so the strip scrolls from the keyboard (and takes the arrow keys with JavaScript).
				// eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
				tabIndex={0}
				aria-label={count > 1 ? `${count} photos` : 'Photo'}
				className={`flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain focus-visible:outline-offset-[-4px] ${
					fit === 'screen' ? 'h-[calc(100dvh-5rem)]' : 'h-64 sm:h-96 lg:h-[550px]'
				} ${controls ? '[scrollbar-width:none] [&::-webkit-scrollbar]:hidden' : ''}`}
			>
				{slides.map((photo, index) => (
					<li key={`${index}-${photo}`} className="h-full w-full shrink-0 snap-start snap-always">
						{/* Loading hints before the source, so a lazy photo is never fetched early. */}
						<img
							loading={index === 0 ? 'eager' : 'lazy'}
							{...(index === 0 ? FETCH_FIRST : {})}
							sizes="100vw"
							{...photoSources(photo)}
							width={1200}
							height={800}
							alt={photo ? (alts[index] ?? defaultPhotoAlt(listingName, index)) : `${listingName} has no photos yet`}
							decoding={index === 0 ? undefined : 'async'}
							draggable={false}
							className={`size-full ${fit === 'screen' ? 'object-contain' : 'object-cover'}`}
						/>
					</li>
				))}
			</ul>
			{controls ? (
				<>
					<SlideButton direction="previous" controls={stripId} onClick={() => show(current - 1)} />
					<SlideButton direction="next" controls={stripId} onClick={() => show(current + 1)} />
					<p
						aria-live="polite"
						className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white"
					>
						Photo {current + 1} of {count}
					</p>
				</>
			) : count > 1 ? (
				<p className="absolute bottom-4 left-4 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-medium text-white">
					{count} photos, scroll sideways to see them all
				</p>
			) : null}
		</section>
	)
}

function SlideButton({
	direction,
	controls,
	onClick,
}: {
	direction: 'previous' | 'next'
	controls: string
	onClick: () => void
}) {
	return (
		<button
			type="button"
			aria-label={direction === 'previous' ? 'Previous photo' : 'Next photo'}
			aria-controls={controls}
			onClick={onClick}
			className={`absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition hover:bg-white dark:bg-slate-900/85 dark:text-white dark:hover:bg-slate-900 ${
				direction === 'previous' ? 'left-3 sm:left-6' : 'right-3 sm:right-6'
			}`}
		>
			<Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} className="size-6" />
		</button>
	)
}
