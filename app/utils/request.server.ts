declare module '@remix-run/node' {
	interface AppLoadContext {
		/** The client's address (from X-Forwarded-For when TRUST_PROXY=1), set by server.js. */
		clientAddress?: string
	}
}

export function clientAddress(context: { clientAddress?: string } | undefined) {
	return context?.clientAddress ?? 'unknown'
}
