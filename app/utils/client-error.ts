/**
 * A mistake of the client's, found by code below the routes (a taken address, a wrong password, a
 * photo that is not theirs, a limit reached, a listing that is not there): answered with its status
 * and message, never treated as a failure. Every such error is one of these, so routes answer them
 * in one place each: `apiRoute` for the API (its `message`), `replyToClientError` for a page's form
 * (its `formMessage` on its `field`), `asHttpError` for a page's loader (the route's error page).
 */
export class ClientError extends Error {
	constructor(
		message: string,
		readonly status = 400,
		/** The form field the mistake is about, when it is about one. */
		readonly field?: string,
	) {
		super(message)
	}

	/** The words a page's form shows; the API answers `message`, its documented words, which may differ. */
	get formMessage() {
		return this.message
	}
}

/**
 * The client's mistake that `error` is, for a route that answers it in words of its own (a page's
 * message, an in-place answer); anything else is thrown on, to the error page and the log.
 */
export function clientMistake(error: unknown): ClientError {
	if (error instanceof ClientError) return error
	throw error
}
