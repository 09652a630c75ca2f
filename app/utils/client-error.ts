/**
 * A mistake of the client's that code below the routes finds (a photo that is not theirs, a spent
 * idempotency key): routes answer it with its status and message instead of treating it as a failure.
 */
export class ClientError extends Error {
	constructor(
		message: string,
		readonly status = 400,
	) {
		super(message)
	}
}
