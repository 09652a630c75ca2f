import { useEffect, useState } from 'react'
import { Icon } from '~/components/icon'

const THRESHOLD_PX = 500

/**
 * A floating button that appears once the page is scrolled past 500 px (the footer has a plain link
 * for everyone). It steps aside while the footer's last line, with that link, is on the screen: the
 * page ends there, so nothing could scroll the line out from under it (on a phone it covered it).
 */
export function ScrollToTop() {
	const [scrolled, setScrolled] = useState(false)
	const [footerEndShown, setFooterEndShown] = useState(false)

	useEffect(() => {
		const update = () => setScrolled(window.scrollY > THRESHOLD_PX)
		update()
		window.addEventListener('scroll', update, { passive: true })
		const footerEnd = document.getElementById('footer-end')
		const observer = new IntersectionObserver(([entry]) => setFooterEndShown(Boolean(entry?.isIntersecting)))
		if (footerEnd) observer.observe(footerEnd)
		return () => {
			window.removeEventListener('scroll', update)
			observer.disconnect()
		}
	}, [])

	if (!scrolled || footerEndShown) return null
	return (
		<button
			type="button"
			aria-label="Scroll to top"
			onClick={() => window.scrollTo({ top: 0 })}
			className="fixed right-5 bottom-5 z-30 flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
		>
			<Icon name="arrow-up" className="size-5" />
		</button>
	)
}
