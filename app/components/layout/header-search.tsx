import { useLocation, useSearchParams } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Icon } from '~/components/icon'
import { KeywordSearch } from '../keyword-search'

/**
 * The top-bar search: a collapsible box (a <details>, so it opens without JavaScript)
 * that goes to /search with the term, keeping the other parameters of the current search.
 * It starts closed on every page, /search too (whose own form holds the term): open, it hides
 * the desktop menu and takes the room a phone needs for the menu button. With JavaScript, Escape closes it.
 */
export function HeaderSearch() {
	const [searchParams] = useSearchParams()
	const location = useLocation()
	const onSearchPage = location.pathname === '/search'
	// By name, not in the address's order: a kept page is rendered for its address in one order and served for
	// every order of the same parameters, and the browser's render must give the same fields, in the same order.
	const kept = onSearchPage
		? [...searchParams]
				.filter(([name]) => !['searchTerm', 'startIndex', 'page'].includes(name))
				.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
		: []
	const input = useRef<HTMLInputElement>(null)
	const box = useRef<HTMLDetailsElement>(null)

	// Escape closes it, as it closes the menu, and gives the focus back to its button.
	useEffect(() => {
		const details = box.current
		if (!details) return
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape' || !details.open) return
			details.open = false
			details.querySelector('summary')?.focus()
		}
		details.addEventListener('keydown', onKeyDown)
		return () => details.removeEventListener('keydown', onKeyDown)
	}, [])

	return (
		<details
			ref={box}
			className="header-search group/search"
			onToggle={(event) => {
				if (event.currentTarget.open) input.current?.focus()
			}}
		>
			<summary
				aria-label="Search"
				className="flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-600 group-open/search:hidden hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
			>
				<Icon name="search" className="size-5" />
			</summary>
			<KeywordSearch
				key={searchParams.get('searchTerm') ?? ''}
				action="/search"
				id="header-search-term"
				name="searchTerm"
				label="Search listings"
				submitLabel="Submit search"
				defaultValue={onSearchPage ? (searchParams.get('searchTerm') ?? '') : ''}
				placeholder="Search..."
				look="top-bar"
				inputRef={input}
				inputClassName="h-9 w-32 rounded-full border border-slate-300 bg-slate-50 pr-9 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none min-[360px]:w-[150px] md:w-[200px] dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
			>
				{kept.map(([name, value], index) => (
					<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
				))}
			</KeywordSearch>
		</details>
	)
}
