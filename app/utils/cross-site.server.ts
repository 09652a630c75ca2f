const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

type RequestFacts = {
	method: string
	/** The Origin header, if any. */
	origin?: string
	/** The Referer header, if any. */
	referer?: string
	/** Sec-Fetch-Site, which browsers send with every request. */
	fetchSite?: string
	/** The origin this request was addressed to (scheme and host as the client saw them). */
	ownOrigin: string
	/** PUBLIC_URL's origin, also ours when the site sits behind a proxy. */
	publicOrigin: string
}

function originOf(url: string | undefined) {
	if (!url) return undefined
	try {
		return new URL(url).origin
	} catch {
		return 'invalid'
	}
}

/**
 * True for a state-changing request another site made a browser send: its Origin
 * (or, without one, its Referer) names another site. Requests without either come
 * from programs, not from pages, and carry no ambient authority worth protecting.
 */
export function isCrossSiteWrite({ method, origin, referer, fetchSite, ownOrigin, publicOrigin }: RequestFacts) {
	if (SAFE_METHODS.has(method.toUpperCase())) return false
	if (fetchSite === 'cross-site') return true
	const from = origin && origin !== 'null' ? originOf(origin) : originOf(referer)
	if (origin === 'null') return true
	if (!from) return false
	return from !== ownOrigin && from !== publicOrigin
}
