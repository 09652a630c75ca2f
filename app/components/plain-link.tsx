import { useNavigate } from '@remix-run/react'
import { type AnchorHTMLAttributes, type MouseEvent, useCallback } from 'react'

type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/**
 * A link to a page of the site as a plain anchor: the page's one click handler (`useFollowPlainLinks`, on
 * the body) follows it in the page as a Remix <Link> would be, without the dozen hooks a <Link> runs on
 * every render. For the many links of the frame (the menus and the footer, some sixty on every page) and
 * for the parts of pages rendered once (RenderedOnce), which have no router to ask. `data-discover` lets
 * Remix learn its route before the click, as for a <Link>; without JavaScript it is the same link.
 */
export function PlainLink({ to, children, ...props }: PlainLinkProps) {
	return (
		<a href={to} data-discover="true" {...props}>
			{children}
		</a>
	)
}

/**
 * The click handler that follows the PlainLinks inside its element: a plain click on one navigates in the
 * page, as a <Link> does (replacing the history entry when it leads where the page already is); the link
 * lets the focus go and the menu (<details>) it is in closes, so that neither a desktop dropdown nor the
 * phone's side menu stays open over the next page. A click with a modifier key or another button, or on
 * a link that opens elsewhere, is left to the browser; so is one a <Link> inside has already handled.
 */
export function useFollowPlainLinks() {
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
			link.blur()
			const menu = link.closest('details')
			if (menu) menu.open = false
			const to = url.pathname + url.search + url.hash
			const here = window.location.pathname + window.location.search + window.location.hash
			navigate(to, { replace: to === here })
		},
		[navigate],
	)
}
