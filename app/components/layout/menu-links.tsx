import { useNavigate } from '@remix-run/react'
import { type AnchorHTMLAttributes, type MouseEvent, useCallback } from 'react'

type MenuLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/**
 * A link of the site's frame: the header, the phone's side menu and the footer, some sixty links on every
 * page. It is a plain anchor, followed in the page by its container's `useMenuNavigation` handler as a
 * Remix <Link> would be, without the dozen hooks a <Link> runs on every render (a twentieth of each
 * page's render: docs/benchmarks.md). `data-discover` lets Remix learn its route before the click, as
 * for a <Link>; without JavaScript it is the same link.
 */
export function MenuLink({ to, children, ...props }: MenuLinkProps) {
	return (
		<a href={to} data-discover="true" {...props}>
			{children}
		</a>
	)
}

/**
 * The click handler of an element holding MenuLinks: a plain click on one of them navigates in the page,
 * as a <Link> does (replacing the history entry when it leads where the page already is). A click with a
 * modifier key or another button, or on a link that opens elsewhere, is left to the browser. `onFollow`
 * runs first, with the link followed.
 */
export function useMenuNavigation(onFollow?: (link: HTMLAnchorElement) => void) {
	const navigate = useNavigate()
	return useCallback(
		(event: MouseEvent<HTMLElement>) => {
			if (event.defaultPrevented || event.button !== 0) return
			if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
			const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-discover]')
			if (!link || !event.currentTarget.contains(link)) return
			if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
			const url = new URL(link.href)
			if (url.origin !== window.location.origin) return
			event.preventDefault()
			onFollow?.(link)
			const to = url.pathname + url.search + url.hash
			const here = window.location.pathname + window.location.search + window.location.hash
			navigate(to, { replace: to === here })
		},
		[navigate, onFollow],
	)
}
