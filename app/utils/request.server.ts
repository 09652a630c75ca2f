declare module '@remix-run/node' {
	interface AppLoadContext {
		/** The client's address (from X-Forwarded-For when TRUST_PROXY=1), set by server.js. */
		clientAddress?: string
		/** The nonce that lets the scripts of this response run under the Content-Security-Policy. */
		cspNonce?: string
		/** The id of this request in the logs (X-Request-Id). */
		requestId?: string
	}
}

export function clientAddress(context: { clientAddress?: string } | undefined) {
	return context?.clientAddress ?? 'unknown'
}
