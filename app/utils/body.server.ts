/** A request body over the limit its reader was given: each caller answers it in its own shape. */
export class BodyTooLargeError extends Error {
	name = 'BodyTooLargeError'
}

/**
 * The body as text, counted while it streams: BodyTooLargeError when its declared length or the
 * bytes that arrive pass `limit`. Reading stops there, so nothing larger is ever held; the stream is
 * left, not cancelled, because cancelling it would reset the connection before the answer is sent
 * (the server drops the rest of the body once it answers).
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
	if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw new BodyTooLargeError()
	if (!request.body) return ''
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			reader.releaseLock()
			throw new BodyTooLargeError()
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks).toString('utf8')
}
