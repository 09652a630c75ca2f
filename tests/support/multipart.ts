export type MultipartPart =
	{ name: string; value: string } | { name: string; filename: string; type?: string; data: Uint8Array }

export const BOUNDARY = '----HomesteadTestBoundary7MA4YWxkTrZu0gW'

function partHeader(part: MultipartPart) {
	return 'filename' in part
		? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
				`Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`
		: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
}

/** The bytes of a multipart/form-data body, as a browser sends it. */
export function multipartBody(parts: MultipartPart[]) {
	const chunks: Buffer[] = []
	for (const part of parts) {
		chunks.push(Buffer.from(partHeader(part)))
		chunks.push('filename' in part ? Buffer.from(part.data) : Buffer.from(part.value))
		chunks.push(Buffer.from('\r\n'))
	}
	chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
	return Buffer.concat(chunks)
}

export const multipartHeaders = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }

export function multipartRequest(parts: MultipartPart[] | Buffer, url = 'http://localhost/upload') {
	const body = Buffer.isBuffer(parts) ? parts : multipartBody(parts)
	return new Request(url, { method: 'POST', headers: multipartHeaders, body: new Uint8Array(body) })
}

/**
 * A request whose body is produced lazily: `before`, then `size` bytes of filler in 64 kB chunks,
 * then `after`. `pulled()` tells how many bytes the reader has taken so far and `cancelled()`
 * whether it gave up on the body.
 */
export function streamingRequest(before: string, size: number, after: string) {
	let pulled = 0
	let cancelled = false
	const filler = new Uint8Array(64 * 1024).fill(0x41)
	const chunks = (function* () {
		yield new TextEncoder().encode(before)
		for (let sent = 0; sent < size; sent += filler.length) {
			yield size - sent >= filler.length ? filler : filler.subarray(0, size - sent)
		}
		yield new TextEncoder().encode(after)
	})()
	const body = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				const next = chunks.next()
				if (next.done) return controller.close()
				pulled += next.value.byteLength
				controller.enqueue(next.value)
			},
			cancel() {
				cancelled = true
			},
		},
		{ highWaterMark: 0 },
	)
	const request = new Request('http://localhost/upload', {
		method: 'POST',
		headers: multipartHeaders,
		body,
		duplex: 'half',
	} as RequestInit)
	return { request, pulled: () => pulled, cancelled: () => cancelled }
}

/** The opening of a file part, for `streamingRequest`. */
export function filePartHeader(name: string, filename: string, type = 'image/jpeg') {
	return partHeader({ name, filename, type, data: new Uint8Array() })
}

export const closingBoundary = `\r\n--${BOUNDARY}--\r\n`
