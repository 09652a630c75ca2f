import { PassThrough } from 'node:stream'
import { type AppLoadContext, createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { getEnv } from './utils/env.server'
import { getLogger } from './utils/logger.server'
import { NonceProvider } from './utils/nonce-provider'

// Read and check the configuration when the server build loads, so a bad variable stops start-up.
getEnv()

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce ?? ''
	// Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
	const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'

	return new Promise((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				[readyEvent]() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors after the shell are already reported through the error boundary.
					if (shellRendered) getLogger().error({ err: error, reqId: loadContext.requestId }, 'render failed')
				},
			},
		)
		setTimeout(abort, ABORT_DELAY + 1_000)
	})
}

// For server.js: configuration, database start-up and shutdown.
/** Unexpected errors of loaders and actions, logged once with the request id; visitors see no details. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
	if (request.signal.aborted) return
	getLogger().error({ err: error, reqId: context.requestId, path: new URL(request.url).pathname }, 'unexpected error')
}

export { getEnv } from './utils/env.server'
export { connect, closeDb } from './db/client.server'
export { getLogger } from './utils/logger.server'
export { isCrossSiteWrite } from './utils/cross-site.server'
export { startJobs, stopJobs } from './services/jobs.server'
