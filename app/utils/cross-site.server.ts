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
export function isCrossSiteWrite(facts: RequestFacts) {
	return !SAFE_METHODS.has(facts.method.toUpperCase()) && isCrossSite(facts)
}

/** True when another site made the browser send this request, whatever its method. */
function isCrossSite({ origin, referer, fetchSite, ownOrigin, publicOrigin }: Omit<RequestFacts, 'method'>) {
	if (fetchSite === 'cross-site') return true
	if (origin === 'null') return true
	const from = origin ? originOf(origin) : originOf(referer)
	if (!from) return false
	return from !== ownOrigin && from !== publicOrigin
}

/** isCrossSite for a Fetch API request (in a loader or action): for GETs that change state. */
export function isCrossSiteRequest(request: Request, publicUrl: string) {
	return isCrossSite({
		origin: request.headers.get('Origin') ?? undefined,
		referer: request.headers.get('Referer') ?? undefined,
		fetchSite: request.headers.get('Sec-Fetch-Site') ?? undefined,
		ownOrigin: new URL(request.url).origin,
		publicOrigin: new URL(publicUrl).origin,
	})
}
