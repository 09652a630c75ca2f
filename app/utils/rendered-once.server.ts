import { type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** The HTML of each part rendered once (RenderedOnce), by name: as many as the code names. */
const rendered = new Map<string, string>()

/**
 * The HTML of `part`, rendered the first time `name` is asked for and kept for the life of the process;
 * in development every time, as the code changes under it. renderToString gives the markup a render of
 * the whole page would (with the separators between texts that hydration reads).
 */
export function renderOnce(name: string, part: ReactElement) {
	let html = rendered.get(name)
	if (html === undefined) {
		html = renderToString(part)
		if (!import.meta.env.DEV) rendered.set(name, html)
	}
	return html
}
