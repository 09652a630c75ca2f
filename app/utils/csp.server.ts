import { createHash } from 'node:crypto'
import { getEnv } from './env.server'

const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script>')
/** What may follow `<script` in its tag (a name that only starts so is another element's). */
const AFTER_NAME = new Set([...' \t\n\f\r/>'].map((character) => character.charCodeAt(0)))
const SOURCE = /\bsrc\s*=/i
const TAG_END = '>'.charCodeAt(0)

/**
 * The `'sha256-…'` sources of a document's inline scripts (Remix's route data and module
 * imports, the scroll restoration): the page allows exactly these to run. Hashes, unlike a
 * nonce drawn for each response, stay the same for the same HTML, so a page can be cached
 * by this server and by a CDN with its policy. The document as UTF-8 bytes, as it is sent: each
 * `<script>` without a `src` is found in the bytes themselves (React writes its tags in lower case,
 * and a `<` in text is always escaped), and its own bytes are hashed, as the browser hashes them.
 */
export function inlineScriptHashes(html: Buffer) {
	const hashes = new Set<string>()
	let from = 0
	for (let open = html.indexOf(SCRIPT_OPEN); open !== -1; open = html.indexOf(SCRIPT_OPEN, from)) {
		const nameEnd = open + SCRIPT_OPEN.length
		from = nameEnd
		if (!AFTER_NAME.has(html[nameEnd]!)) continue
		const tagEnd = html.indexOf(TAG_END, nameEnd)
		const close = tagEnd === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd + 1)
		if (close === -1) break
		from = close + SCRIPT_CLOSE.length
		if (close === tagEnd + 1 || SOURCE.test(html.toString('latin1', nameEnd, tagEnd))) continue
		const text = html.subarray(tagEnd + 1, close)
		hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
	}
	return [...hashes]
}

/**
 * The Content-Security-Policy of every response: scripts only from this site, and inline
 * scripts only when their hash is listed (the document's own, from `inlineScriptHashes`).
 */
export function contentSecurityPolicy(scriptHashes: string[] = []) {
	const env = getEnv()
	let policy = policies.get(env)
	if (!policy) policies.set(env, (policy = policyOf(env)))
	return policy(scriptHashes)
}

/** The policy for each configuration read (getEnv), but for the scripts' hashes: the same on every response. */
const policies = new WeakMap<ReturnType<typeof getEnv>, (scriptHashes: string[]) => string>()

function policyOf({ google, map }: ReturnType<typeof getEnv>) {
	const googleOrigin = google ? new URL(google.authorizationEndpoint).origin : undefined
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'script-src': ["'self'"],
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
	const text = (name: string) => `${name} ${directives[name]!.join(' ')}`
	const names = Object.keys(directives)
	// Everything before the scripts' own sources, and everything after them.
	const before = names
		.slice(0, names.indexOf('script-src') + 1)
		.map(text)
		.join('; ')
	const after = names
		.slice(names.indexOf('script-src') + 1)
		.map(text)
		.join('; ')
	return (scriptHashes: string[]) => `${before}${scriptHashes.map((hash) => ` ${hash}`).join('')}; ${after}`
}
