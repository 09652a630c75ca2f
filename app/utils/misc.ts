/**
 * A path on this site to return to, or the fallback. Browsers drop tabs and line breaks
 * from an address before following it (so `/<TAB>/evil.example` would go off-site) and
 * read `\` as `/`: those are removed or refused before the check, along with absolute and
 * protocol-relative URLs and other control characters. What comes back is always a valid
 * header value (non-ASCII characters percent-encoded), so a redirect never fails.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof to !== 'string') return fallback
	const path = to.replace(/[\t\n\r]/g, '')
	// Control characters are what this refuses.
	// eslint-disable-next-line no-control-regex
	if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return fallback
	try {
		const url = new URL(path, 'http://same.invalid')
		// Dot segments are resolved by now: `/.//evil.example` has become the path `//evil.example`.
		if (url.origin !== 'http://same.invalid' || url.pathname.startsWith('//')) return fallback
		return url.pathname + url.search + url.hash
	} catch {
		return fallback
	}
}

/** Text as one line: runs of spacing and control characters as single spaces, trimmed. */
export function singleLine(text: string) {
	// eslint-disable-next-line no-control-regex
	return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
}

/** The named properties of an object, and no others. */
export function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]) {
	return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>
}
