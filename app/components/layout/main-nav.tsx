import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { RenderedOnce } from '~/components/rendered-once'
import { mainMenu } from '~/content/navigation'
import { LOGO } from '~/utils/pictures'

type MenuEntry = (typeof mainMenu)[number]

/**
 * Desktop menu: each dropdown opens on hover and on keyboard focus with CSS alone,
 * and closes as soon as neither the pointer nor the focus is on its item. The entry of the page shown
 * is marked as the current page; the menu is otherwise the same on every page, so it is rendered once
 * for each entry that can be current (see RenderedOnce).
 */
export function DesktopNav() {
	const location = useLocation()
	const current = mainMenu.find((entry) => isCurrent(entry.url, location))?.id ?? null
	return (
		<RenderedOnce name={`desktop-menu:${current ?? ''}`}>
			<DesktopMenu current={current} />
		</RenderedOnce>
	)
}

/** The desktop menu with the entry `current` marked as the page shown. */
function DesktopMenu({ current }: { current: string | null }) {
	return (
		<nav aria-label="Main" className="desktop-nav hidden lg:block">
			<ul className="flex items-center xl:gap-1">
				{mainMenu.map((entry) => (
					<li key={entry.id} className="group relative">
						<PlainLink
							to={entry.url}
							aria-current={entry.id === current ? 'page' : undefined}
							aria-haspopup={entry.subLinks ? 'true' : undefined}
							className={`nav-entry ${entry.id === current ? 'text-brand-700 dark:text-brand-300' : 'text-slate-700 dark:text-slate-200'}`}
						>
							{entry.linkText}
							{entry.subLinks ? (
								<Icon name="chevron-down" className="size-3.5 transition-transform group-hover:rotate-180" />
							) : null}
						</PlainLink>
						<SubMenu links={entry.subLinks} variant="dropdown" />
					</li>
				))}
			</ul>
		</nav>
	)
}

/**
 * Small screens: a side menu in a <details> element, so it opens and closes without
 * JavaScript (the dark backdrop belongs to the summary: clicking it closes the menu).
 * With JavaScript it is a modal dialog: while it is open the page behind is inert and Tab
 * goes round its button and links; following a link or pressing Escape closes it, Escape
 * giving the focus back to its button.
 */
export function MobileNav() {
	const details = useRef<HTMLDetailsElement>(null)
	const location = useLocation()

	useEffect(() => {
		if (details.current) details.current.open = false
	}, [location])

	useEffect(() => {
		const menu = details.current
		if (!menu) return
		const button = menu.querySelector('summary')!
		let releasePage: (() => void) | undefined
		const onToggle = () => {
			releasePage?.()
			releasePage = menu.open ? makeInertAround(menu) : undefined
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (!menu.open) return
			if (event.key === 'Escape') {
				menu.open = false
				button.focus()
			} else if (event.key === 'Tab') {
				// Round the menu: from its last link back to its button, and the other way with Shift.
				const stops = [button, ...menu.querySelectorAll<HTMLElement>('nav a[href]')]
				const [first, last] = [stops[0]!, stops.at(-1)!]
				if (document.activeElement === (event.shiftKey ? first : last)) {
					event.preventDefault()
					;(event.shiftKey ? last : first).focus()
				}
			}
		}
		menu.addEventListener('toggle', onToggle)
		document.addEventListener('keydown', onKeyDown)
		return () => {
			menu.removeEventListener('toggle', onToggle)
			document.removeEventListener('keydown', onKeyDown)
			releasePage?.()
		}
	}, [])

	return (
		<details ref={details} className="mobile-nav group/menu lg:hidden">
			<summary
				aria-label="Menu"
				className="flex size-9 cursor-pointer items-center justify-center rounded-full text-slate-700 group-open/menu:before:fixed group-open/menu:before:inset-0 group-open/menu:before:z-40 group-open/menu:before:bg-slate-950/60 group-open/menu:before:content-[''] hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
			>
				<Icon name="menu" className="size-5 group-open/menu:hidden" />
				<Icon name="x" className="relative z-[60] hidden size-5 text-white group-open/menu:block" />
			</summary>
			{/* The same links on every page: rendered once (see RenderedOnce). */}
			<RenderedOnce name="side-menu">
				<SideMenu />
			</RenderedOnce>
		</details>
	)
}

/** The side menu's panel: the logo and every entry of the main menu with the pages under it. */
function SideMenu() {
	return (
		<nav
			aria-label="Main"
			className="fixed inset-y-0 left-0 z-50 w-full max-w-[300px] overflow-y-auto bg-white px-4 py-5 shadow-2xl dark:bg-slate-900"
		>
			<PlainLink to="/" className="mb-4 flex items-center gap-2 text-lg font-bold text-strong">
				<img src={LOGO} alt="" width={28} height={28} />
				Homestead
			</PlainLink>
			<ul className="space-y-1">
				{mainMenu.map((entry) => (
					<li key={entry.id}>
						<PlainLink to={entry.url} className="nav-panel-entry">
							{entry.linkText}
						</PlainLink>
						<SubMenu links={entry.subLinks} variant="panel" />
					</li>
				))}
			</ul>
		</nav>
	)
}

/**
 * Whether an entry is the page shown, or the page a page shown is under (/blog for /blog/:slug); Home only
 * on the home page. Buy and Rent are one page (the search) with another `type`, so an entry with a query is
 * current only when the address has the same values.
 */
function isCurrent(url: string, location: { pathname: string; search: string }) {
	const [path = '/', query] = url.split('?')
	const pathname = location.pathname.toLowerCase()
	const pathMatches = pathname === path || (path !== '/' && pathname.startsWith(`${path}/`))
	if (!pathMatches || !query) return pathMatches
	const current = new URLSearchParams(location.search)
	return [...new URLSearchParams(query)].every(([name, value]) => current.get(name) === value)
}

const subMenuClasses = {
	/** The desktop menu's dropdown, shown while its entry has the pointer or the focus. */
	dropdown: {
		list: 'nav-dropdown',
		link: 'nav-dropdown-link',
	},
	/** The side menu's indented list. */
	panel: {
		list: 'ml-3 border-l border-slate-200 pl-2 dark:border-slate-700',
		link: 'nav-panel-link',
	},
}

type SubMenuProps = {
	links: MenuEntry['subLinks']
	variant: keyof typeof subMenuClasses
}

/** The pages under an entry of the main menu, if it has any. */
function SubMenu({ links, variant }: SubMenuProps) {
	if (!links) return null
	const classes = subMenuClasses[variant]
	return (
		<ul className={classes.list}>
			{links.map((link) => (
				<li key={link.id}>
					<PlainLink to={link.url} className={classes.link}>
						{link.linkText}
					</PlainLink>
				</li>
			))}
		</ul>
	)
}

/**
 * Makes everything on the page but `element` (and what contains it) inert, as a modal dialog's
 * page is: nothing behind it takes the focus, a click or a screen reader. Returns the undoing.
 */
function makeInertAround(element: HTMLElement) {
	const madeInert: Element[] = []
	for (
		let inside: HTMLElement = element;
		inside.parentElement && inside !== document.body;
		inside = inside.parentElement
	) {
		for (const sibling of inside.parentElement.children) {
			if (sibling === inside || sibling.hasAttribute('inert')) continue
			sibling.setAttribute('inert', '')
			madeInert.push(sibling)
		}
	}
	return () => {
		for (const sibling of madeInert) sibling.removeAttribute('inert')
	}
}
