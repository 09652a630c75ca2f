import { useEffect, useState } from 'react'
import { Icon } from '~/components/icon'

const THRESHOLD_PX = 500
/** The button's size and its distance from the window's right and bottom edges (or a bar's top), in px. */
const SIZE_PX = 44
const GAP_PX = 20
/** What the button must never cover. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])'

/**
 * A floating button that appears once the page is scrolled past 500 px (the footer has a plain link for
 * everyone). It sits above a bar fixed to the bottom of the window (`data-bottom-bar`: a listing's Contact
 * bar on a phone), and steps aside whenever a control of the page is under it (a Subscribe or Contact
 * button, a card's heart) and while the footer's last line is on the screen: it never covers something to
 * press, nor the page's last line. A control much
 * larger than itself (a card that is one link) does not count: it can be pressed around the button.
 */
export function ScrollToTop() {
	const [place, setPlace] = useState<{ bottom: number } | undefined>()

	useEffect(() => {
		let frame = 0
		const update = () => {
			frame = 0
			if (window.scrollY <= THRESHOLD_PX) return setPlace(undefined)
			// The footer's last line, with its own link to the top, is where the page ends: nothing could scroll it
			// out from under the button.
			const footerEnd = document.getElementById('footer-end')?.getBoundingClientRect()
			if (footerEnd && footerEnd.top < window.innerHeight) return setPlace(undefined)
			const bars = [...document.querySelectorAll<HTMLElement>('[data-bottom-bar]')]
				.map((bar) => bar.getBoundingClientRect())
				.filter((rect) => rect.height > 0 && rect.bottom >= window.innerHeight - 1)
			const bottom = GAP_PX + Math.max(0, ...bars.map((rect) => window.innerHeight - rect.top))
			setPlace(coversAControl(bottom) ? undefined : { bottom })
		}
		const schedule = () => {
			if (!frame) frame = window.requestAnimationFrame(update)
		}
		update()
		window.addEventListener('scroll', schedule, { passive: true })
		window.addEventListener('resize', schedule)
		return () => {
			window.removeEventListener('scroll', schedule)
			window.removeEventListener('resize', schedule)
			window.cancelAnimationFrame(frame)
		}
	}, [])

	if (!place) return null
	return (
		<button
			type="button"
			aria-label="Scroll to top"
			data-scroll-to-top
			onClick={() => window.scrollTo({ top: 0 })}
			style={{ bottom: place.bottom }}
			className="fixed right-5 z-30 flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
		>
			<Icon name="arrow-up" className="size-5" />
		</button>
	)
}

/** Whether a control of the page lies under where the button would be, `bottom` px above the window's bottom. */
function coversAControl(bottom: number) {
	const right = window.innerWidth - GAP_PX
	const top = window.innerHeight - bottom - SIZE_PX
	const points = [
		[right - SIZE_PX / 2, top + SIZE_PX / 2],
		[right - SIZE_PX + 2, top + 2],
		[right - 2, top + 2],
		[right - SIZE_PX + 2, top + SIZE_PX - 2],
		[right - 2, top + SIZE_PX - 2],
	] as const
	return points.some(([x, y]) =>
		document.elementsFromPoint(x, y).some((element) => {
			const control = element.closest(CONTROLS)
			if (!control || control.closest('[data-scroll-to-top]')) return false
			// A control much larger than the button (a whole card that is a link) is still there to press around it.
			const rect = control.getBoundingClientRect()
			return rect.width < 4 * SIZE_PX || rect.height < 2 * SIZE_PX
		}),
	)
}
