import { createContext, type ReactElement, useContext } from 'react'

/** How the server renders a part once (app/utils/rendered-once.server.ts); none in the browser. */
export type RenderOnce = (name: string, part: ReactElement) => string

export const RenderOnceContext = createContext<RenderOnce | null>(null)

/**
 * A part of a page that is the same for every request and every visitor: no loader data but the site's
 * own content, no router, no user, no `useId` (the home page's sections about the agency, the footer's
 * links, the phone's side menu). The server renders it to HTML once under `name` and sends that HTML on
 * every page; the browser renders it as it renders the rest, so it hydrates those same nodes and is drawn
 * again on a navigation in the page. A link in it is a PlainLink (there is no router to ask). The wrapper
 * is a `display: contents` element: it adds no box to the layout.
 */
export function RenderedOnce({ name, children }: { name: string; children: ReactElement }) {
	const renderOnce = useContext(RenderOnceContext)
	if (!renderOnce) return <div className="contents">{children}</div>
	return <div className="contents" dangerouslySetInnerHTML={{ __html: renderOnce(name, children) }} />
}
