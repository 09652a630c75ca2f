import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { getEnv } from './utils/env.server'

// Read and check the configuration when the server build loads, so a bad variable stops start-up.
getEnv()

const ABORT_DELAY = 5_000

export const streamTimeout = ABORT_DELAY

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
) {
	// Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
	const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
	// Ask Chromium-based browsers for the colour scheme, so the first paint of later pages is right.
	responseHeaders.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme')
	responseHeaders.append('Vary', 'Sec-CH-Prefers-Color-Scheme')

	return new Promise((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
			{
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
					if (shellRendered) console.error(error)
				},
			},
		)
		setTimeout(abort, ABORT_DELAY + 1_000)
	})
}

// For server.js: configuration, database start-up and shutdown.
export { getEnv } from './utils/env.server'
export { connect, closeDb } from './db/client.server'
