import { ClientError } from './client-error'

/*
 * The HTTP answers a page's loader or action throws to show the route's error page (its
 * ErrorBoundary, GeneralErrorBoundary with the route's status handlers): the message says what was
 * not found or not allowed, in the route's words.
 */

/** Throws a 404 when there is nothing: `notFound('No listing with this address')`. */
export function notFound(message: string): never {
	throw new Response(message, { status: 404 })
}

/** Throws an HTTP answer when the condition fails, so a check reads as one line. */
export function invariantResponse(
	condition: unknown,
	message: string,
	init: ResponseInit = { status: 400 },
): asserts condition {
	if (!condition) throw new Response(message, { status: 400, ...init })
}

/**
 * For a page's loader or action: the client's mistake a service found (a ClientError) as the HTTP
 * answer with its status and message, which shows the route's error page; anything else is thrown on
 * as a failure. `await openConversation(…).catch(asHttpError)`.
 */
export function asHttpError(error: unknown): never {
	if (error instanceof ClientError) throw new Response(error.formMessage, { status: error.status })
	throw error
}
