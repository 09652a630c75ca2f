import { Writable } from 'node:stream'
import { type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { RenderOnceContext } from './components/rendered-once'
import { checkSiteContent } from './content/site-content.server'
import { type PageCacheHandle, type PageMatch } from './page-cache'
import { contentSecurityPolicy, inlineScriptHashes } from './utils/csp.server'
import { getEnv } from './utils/env.server'
import { getLogger } from './utils/logger.server'
import { renderOnce } from './utils/rendered-once.server'

// Read and check the configuration and the operator's site content when the server build loads, so a
// bad variable or a mistake in app/content/site.json stops start-up.
getEnv()
checkSiteContent()

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

/**
 * A document is rendered whole before any of it is sent: one piece compresses to less than
 * half of what a stream flushed after every chunk does, the policy can list the hashes of
 * its inline scripts, and an anonymous page can be kept and served again (server.js).
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const chunks: Buffer[] = []
		const collect = new Writable({
			// React listens for the destination's 'close' to abort a render the client left; this one
			// closes only once the render is complete, and React's abort then ended it a second time,
			// which made and dropped an error (its stack trace) on every page.
			emitClose: false,
			write(chunk: Buffer, _encoding, done) {
				chunks.push(chunk)
				done()
			},
			final(done) {
				clearTimeout(timer)
				// Bytes as they are sent: decoded to a string and encoded again, a document costs a tenth of its render.
				const html = Buffer.concat(chunks)
				responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
				// Vite's development server injects scripts of its own; the policy is for the build.
				if (!import.meta.env.DEV) {
					responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
				}
				const kept = loadContext.keepPage?.({
					status: responseStatusCode,
					headers: responseHeaders,
					html,
					route: renderedRoute(remixContext),
				})
				const asRendered = () =>
					new Response(new Uint8Array(html.buffer, html.byteOffset, html.length), {
						headers: responseHeaders,
						status: responseStatusCode,
					})
				if (!kept) resolve(asRendered())
				else {
					// Kept: sent as the copy the cache compressed, which the compression middleware leaves as it is.
					kept.body.then(
						(body) => {
							responseHeaders.set('Content-Encoding', kept.encoding)
							responseHeaders.append('Vary', 'Accept-Encoding')
							resolve(
								new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
									headers: responseHeaders,
									status: responseStatusCode,
								}),
							)
						},
						() => resolve(asRendered()),
					)
				}
				done()
			},
		})
		const { pipe, abort } = renderToPipeableStream(
			<RenderOnceContext.Provider value={renderOnce}>
				<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
			</RenderOnceContext.Provider>,
			{
				onShellReady() {
					shellRendered = true
				},
				onAllReady() {
					pipe(collect)
				},
				onShellError(error: unknown) {
					clearTimeout(timer)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors after the shell are already reported through the error boundary.
					if (shellRendered) getLogger().error({ err: error, reqId: loadContext.requestId }, 'render failed')
				},
			},
		)
		const timer = setTimeout(abort, ABORT_DELAY + 1_000)
	})
}

// For server.js: configuration, database start-up and shutdown, the page cache.
/** Unexpected errors of loaders and actions, logged once with the request id; visitors see no details. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
	if (request.signal.aborted) return
	getLogger().error({ err: error, reqId: context.requestId, path: new URL(request.url).pathname }, 'unexpected error')
}

export { getEnv } from './utils/env.server'
export { connect, closeDb } from './db/client.server'
export { watchDatabaseHealth } from './models/health.server'
export { getLogger } from './utils/logger.server'
export { isCrossSiteWrite } from './utils/cross-site.server'
export { contentSecurityPolicy } from './utils/csp.server'
export { createPageCache, loadAgainFrom } from './page-cache'
export { COOKIE_NAMES } from './utils/cookie-names'
export { onPagesChanged } from './models/page-changes.server'
export { startWorkers, stopWorkers } from './services/workers.server'
export { countCachedPageView } from './services/listing-views.server'
export { PICTURES_VERSION } from './utils/pictures'
export { setAdministratorByEmail } from './services/trust-and-safety.server'
export { ADMIN_COMMAND_HEADER, signAdminCommand } from './utils/admin-command.server'

/**
 * The route that rendered the page (the deepest matched): what it tells the page cache and its loader's
 * data; and every matched route with its loader's data (undefined without one), for the cache to ask them again.
 */
function renderedRoute({ staticHandlerContext, routeModules }: EntryContext) {
	const { matches: matched, loaderData } = staticHandlerContext
	const matches: PageMatch[] = matched.map(({ route, params }) => ({
		id: route.id,
		params,
		data: loaderData[route.id] as unknown,
	}))
	const id = matched.at(-1)?.route.id
	if (!id) return { handle: undefined, data: undefined, matches }
	const handle = routeModules[id]?.handle as { pageCache?: PageCacheHandle } | undefined
	return { handle: handle?.pageCache, data: loaderData[id] as unknown, matches }
}
