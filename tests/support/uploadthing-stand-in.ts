import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import { type AddressInfo } from 'node:net'

export type StoredFile = { key: string; customId: string | null; name: string; type: string; data: Buffer }

export type UploadThingStandIn = {
	/** A token for this stand-in: base64 JSON `{ apiKey, appId, regions }`. */
	token: string
	appId: string
	/** The UTApi options (and the UPLOADTHING_* variables) that point the SDK here. */
	options: { apiUrl: string; ingestUrl: string; ufsHost: string; ufsAppIdLocation: 'path' }
	/** The environment variables of the same. */
	env: Record<string, string>
	/** Stored files by file key. */
	files: Map<string, StoredFile>
	/** Requests received, as 'METHOD /path', for assertions on what the SDK called. */
	requests: string[]
	stop: () => Promise<void>
}

/**
 * A loopback stand-in for the UploadThing services the server SDK (UTApi, uploadthing 7) calls:
 * - ingest: `PUT /<fileKey>?<signed x-ut-* parameters>&signature=hmac-sha256=<hex>` with a
 *   multipart body whose `file` field is the file; answers `{ url, appUrl, ufsUrl, fileHash }`;
 * - API: `POST /v6/deleteFiles` `{ fileKeys } | { customIds }` with `x-uploadthing-api-key`;
 *   answers `{ success, deletedCount }`;
 * - file host: `GET /a/<appId>/<fileKey or customId>` serves the file back.
 * One server plays all three, on `localhost` (the SDK uses http for file hosts named local).
 */
export async function startUploadThingStandIn(): Promise<UploadThingStandIn> {
	const apiKey = `sk_test_${randomBytes(16).toString('hex')}`
	const appId = `app${randomBytes(5).toString('hex')}`
	const files = new Map<string, StoredFile>()
	const requests: string[] = []
	let base = ''

	const server = http.createServer(async (request, response) => {
		const url = new URL(request.url ?? '/', base)
		requests.push(`${request.method} ${url.pathname}`)
		const send = (status: number, body: unknown) => {
			response.writeHead(status, { 'Content-Type': 'application/json' })
			response.end(JSON.stringify(body))
		}
		try {
			const body = await readBody(request)

			if (request.method === 'PUT' && /^\/[A-Za-z0-9]+$/.test(url.pathname)) {
				const error = checkSignature(`${base}${request.url}`, apiKey, appId)
				if (error) return send(403, { error })
				const form = await new Response(new Uint8Array(body), {
					headers: { 'Content-Type': request.headers['content-type'] ?? '' },
				}).formData()
				const file = form.get('file')
				if (!(file instanceof Blob)) return send(400, { error: 'No file' })
				const param = (name: string) => {
					const value = url.searchParams.get(name)
					return value === null ? null : decodeURIComponent(value)
				}
				if (Number(param('x-ut-file-size')) !== file.size) return send(400, { error: 'Size mismatch' })
				const customId = param('x-ut-custom-id')
				if (customId && [...files.values()].some((stored) => stored.customId === customId)) {
					return send(409, { error: 'customId already in use' })
				}
				const key = url.pathname.slice(1)
				files.set(key, {
					key,
					customId,
					name: param('x-ut-file-name') ?? 'file',
					type: param('x-ut-file-type') ?? 'application/octet-stream',
					data: Buffer.from(await file.arrayBuffer()),
				})
				const ufsUrl = `${base}/a/${appId}/${key}`
				return send(200, { url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: key, serverData: null })
			}

			if (request.method === 'POST' && url.pathname === '/v6/deleteFiles') {
				if (request.headers['x-uploadthing-api-key'] !== apiKey) return send(401, { error: 'Invalid API key' })
				const { fileKeys, customIds } = JSON.parse(body.toString('utf8')) as {
					fileKeys?: string[]
					customIds?: string[]
				}
				let deletedCount = 0
				for (const stored of [...files.values()]) {
					const hit = fileKeys?.includes(stored.key) || (stored.customId && customIds?.includes(stored.customId))
					if (hit) {
						files.delete(stored.key)
						deletedCount++
					}
				}
				return send(200, { success: true, deletedCount })
			}

			const served = new RegExp(`^/a/${appId}/([^/]+)$`).exec(url.pathname)
			if (request.method === 'GET' && served) {
				const id = decodeURIComponent(served[1]!)
				const stored = files.get(id) ?? [...files.values()].find((file) => file.customId === id)
				if (!stored) return send(404, { error: 'Not found' })
				response.writeHead(200, { 'Content-Type': stored.type, 'Content-Length': stored.data.length })
				return response.end(stored.data)
			}

			send(404, { error: `No route for ${request.method} ${url.pathname}` })
		} catch (error) {
			send(500, { error: String(error) })
		}
	})

	await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
	const { port } = server.address() as AddressInfo
	base = `http://localhost:${port}`
	const options = {
		apiUrl: base,
		ingestUrl: base,
		ufsHost: `localhost:${port}`,
		ufsAppIdLocation: 'path' as const,
	}
	const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ['stand-in'] })).toString('base64')
	return {
		token,
		appId,
		options,
		env: {
			UPLOADTHING_TOKEN: token,
			UPLOADTHING_API_URL: options.apiUrl,
			UPLOADTHING_INGEST_URL: options.ingestUrl,
			UPLOADTHING_UFS_HOST: options.ufsHost,
			UPLOADTHING_UFS_APP_ID_LOCATION: options.ufsAppIdLocation,
		},
		files,
		requests,
		stop: () =>
			new Promise<void>((resolve, reject) => {
				server.closeAllConnections()
				server.close((error) => (error ? reject(error) : resolve()))
			}),
	}
}

function readBody(request: http.IncomingMessage) {
	return new Promise<Buffer>((resolve, reject) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => resolve(Buffer.concat(chunks)))
		request.on('error', reject)
	})
}

/** The SDK signs the whole URL (before `&signature=`) with HMAC-SHA256 of the API key. */
function checkSignature(fullUrl: string, apiKey: string, appId: string) {
	const at = fullUrl.lastIndexOf('&signature=')
	if (at === -1) return 'Missing signature'
	const payload = fullUrl.slice(0, at)
	const signature = decodeURIComponent(fullUrl.slice(at + '&signature='.length))
	const expected = `hmac-sha256=${createHmac('sha256', apiKey).update(payload).digest('hex')}`
	if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
		return 'Invalid signature'
	}
	const params = new URL(fullUrl).searchParams
	if (Number(params.get('expires')) < Date.now()) return 'Expired'
	if (params.get('x-ut-identifier') !== appId) return 'Wrong app'
	return undefined
}
