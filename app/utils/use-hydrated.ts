import { useEffect, useState } from 'react'

/** Set once the first page has hydrated: components mounted after that start hydrated. */
let pageHydrated = false

/**
 * False on the server and during hydration, true once JavaScript runs the page. The first
 * render in the browser must match the server's markup, which hydration keeps as it is
 * (see docs/decisions/016-preact-in-the-browser.md), so the switch happens in an effect.
 */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(pageHydrated)
	useEffect(() => {
		pageHydrated = true
		setHydrated(true)
	}, [])
	return hydrated
}
