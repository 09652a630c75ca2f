import { type KeepPage } from './page-cache.server'

declare module '@remix-run/node' {
	interface AppLoadContext {
		/** The client's address (from X-Forwarded-For when TRUST_PROXY=1), set by server.js. */
		clientAddress?: string
		/** Set by server.js when anyone may be given this request's page: keeps the rendered page. */
		keepPage?: KeepPage
		/** The id of this request in the logs (X-Request-Id). */
		requestId?: string
	}
}

export function clientAddress(context: { clientAddress?: string } | undefined) {
	return context?.clientAddress ?? 'unknown'
}
