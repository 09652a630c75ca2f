/**
 * Which variant of a page a URL asks for, for the route modules that several alias routes
 * re-export (/blog-2 is /blog with April's data, /property-3 is /property as a list). The
 * router matches case-insensitively, with a trailing slash and with escaped characters, so
 * the path is read the same way; anything else gets the module's own page.
 */
export function pageVariant<Path extends string, Page>(
	pages: Record<Path, Page>,
	pathname: string,
	fallback: Path,
): Page {
	let path = pathname.replace(/\/+$/, '')
	try {
		path = decodeURIComponent(path)
	} catch {
		// A malformed escape: the router compared the raw path, and so does this.
	}
	return (pages as Record<string, Page | undefined>)[path.toLowerCase()] ?? pages[fallback]
}
