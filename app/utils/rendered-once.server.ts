import { LRUCache } from 'lru-cache'
import { type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * The most parts kept: the frame's few, asked for on every page, and the cards of homes (a name for each
 * home as it is shown, some 3 kB each), the least recently asked for forgotten first.
 */
const KEPT_PARTS = 3_000

/** The HTML of each part rendered once (RenderedOnce), by name. */
const rendered = new LRUCache<string, string>({ max: KEPT_PARTS })

/**
 * The HTML of `part`, rendered the first time `name` is asked for and kept while it is asked for (the
 * KEPT_PARTS most recently asked for); in development every time, as the code changes under it.
 * renderToString gives the markup a render of the whole page would (with the separators between texts
 * that hydration reads).
 */
export function renderOnce(name: string, part: ReactElement) {
	let html = rendered.get(name)
	if (html === undefined) {
		html = renderToString(part)
		if (!import.meta.env.DEV) rendered.set(name, html)
	}
	return html
}
