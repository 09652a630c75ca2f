import { useLocation, useNavigation } from '@remix-run/react'

/**
 * 'Loading...' while the next page is on its way (with JavaScript, the current page stays until
 * then): shown only when it takes more than a moment, so quick navigations do not flash it.
 * Moving within a page (new search filters) is shown by that page itself.
 */
export function PendingNavigation() {
	const navigation = useNavigation()
	const location = useLocation()
	if (navigation.state !== 'loading' || navigation.location.pathname === location.pathname) return null
	return (
		<p
			role="status"
			className="fixed top-14 left-1/2 z-50 -translate-x-1/2 appear-late rounded-full bg-slate-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg dark:bg-white dark:text-slate-900"
		>
			Loading...
		</p>
	)
}
