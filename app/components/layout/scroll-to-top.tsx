import { useEffect, useState } from 'react'
import { Icon } from '~/components/icon'

const THRESHOLD_PX = 500

/** A floating button that appears once the page is scrolled past 500 px (the footer has a plain link for everyone). */
export function ScrollToTop() {
	const [visible, setVisible] = useState(false)

	useEffect(() => {
		const update = () => setVisible(window.scrollY > THRESHOLD_PX)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [])

	if (!visible) return null
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
