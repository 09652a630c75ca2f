import { createContext, type ReactElement, useContext } from 'react'

/** How the server renders a part once (app/utils/rendered-once.server.ts); none in the browser. */
export type RenderOnce = (name: string, part: ReactElement) => string

export const RenderOnceContext = createContext<RenderOnce | null>(null)

/**
 * A part of a page that follows from its name alone, the same for every request and every visitor that
 * names it: no loader data but what the name says, no router, no user, no `useId` (the home page's
 * sections about the agency, the footer's links, the phone's side menu; a home's card, named by all it
 * shows). The server renders it to HTML once under `name` and sends that HTML on every page that names
 * it; the browser renders it as it renders the rest, so it hydrates those same nodes and is drawn again
 * on a navigation in the page. A link in it is a PlainLink (there is no router to ask). The wrapper is a
 * `display: contents` element: it adds no box to the layout.
 */
export function RenderedOnce({ name, children }: { name: string; children: ReactElement }) {
	const renderOnce = useContext(RenderOnceContext)
	if (!renderOnce) return <div className="contents">{children}</div>
	return <div className="contents" dangerouslySetInnerHTML={{ __html: renderOnce(name, children) }} />
}
