import { createHash } from 'node:crypto'
import { getEnv } from './env.server'

/** Inline `<script>` elements (no `src`) and their text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The `'sha256-…'` sources of a document's inline scripts (Remix's route data and module
 * imports, the scroll restoration): the page allows exactly these to run. Hashes, unlike a
 * nonce drawn for each response, stay the same for the same HTML, so a page can be cached
 * by this server and by a CDN with its policy. The document as UTF-8 bytes, as it is sent: the
 * markup is found in it read as Latin-1 (a byte a character, so an index is a byte's), and each
 * script's own bytes are hashed, as the browser hashes them.
 */
export function inlineScriptHashes(html: Buffer) {
	const hashes = new Set<string>()
	for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
		const length = match[1]!.length
		if (!length) continue
		const start = match.index + match[0].length - '</script>'.length - length
		const text = html.subarray(start, start + length)
		hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
	}
	return [...hashes]
}

/**
 * The Content-Security-Policy of every response: scripts only from this site, and inline
 * scripts only when their hash is listed (the document's own, from `inlineScriptHashes`).
 */
export function contentSecurityPolicy(scriptHashes: string[] = []) {
	const { google, map } = getEnv()
	const googleOrigin = google ? new URL(google.authorizationEndpoint).origin : undefined
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': ["'self'", ...scriptHashes],
		'style-src': ["'self'", "'unsafe-inline'"],
		// Avatars from Google and photo addresses of API clients are https images.
		'img-src': ["'self'", 'data:', 'https:'],
		'font-src': ["'self'"],
		// The maps fetch their style, tiles, fonts and sprites from these origins (MAP_STYLE_URL, MAP_ORIGINS).
		'connect-src': ["'self'", ...map.origins],
		// MapLibre draws in a worker of this site (its worker file, not a blob).
		'worker-src': ["'self'"],
		// Contact landlord opens the mail client; Google sign-in redirects to Google.
		'form-action': ["'self'", 'mailto:', ...(googleOrigin ? [googleOrigin] : [])],
		'frame-ancestors': ["'none'"],
		'frame-src': ["'none'"],
		'object-src': ["'none'"],
		'base-uri': ["'self'"],
		'manifest-src': ["'self'"],
	}
	return Object.entries(directives)
		.map(([name, sources]) => `${name} ${sources.join(' ')}`)
		.join('; ')
}
