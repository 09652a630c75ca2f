import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { type z } from 'zod'

export type ApiError = { success: false; statusCode: number; message: string }

/** The one error shape of the JSON API: `{ success: false, statusCode, message }` with the matching status. */
export function apiError(statusCode: number, message: string) {
	return Response.json({ success: false, statusCode, message } satisfies ApiError, { status: statusCode })
}

export function apiJson(body: unknown, status = 200, headers?: HeadersInit) {
	return Response.json(body, { status, headers })
}

/** JSON bodies of the API are small; anything larger is refused before it is read whole. */
export const MAX_JSON_BYTES = 64 * 1024

/**
 * Reads a JSON request body, refusing (with an API error response, thrown) a wrong
 * content type, a body over the limit and broken JSON.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
	const type = request.headers.get('Content-Type') ?? ''
	if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
		throw apiError(400, 'Request body must be JSON (Content-Type: application/json)')
	}
	const declared = Number(request.headers.get('Content-Length') ?? 0)
	if (declared > maxBytes) throw apiError(413, 'Request body is too large')

	const chunks: Uint8Array[] = []
	let size = 0
	if (request.body) {
		const reader = request.body.getReader()
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > maxBytes) {
				await reader.cancel()
				throw apiError(413, 'Request body is too large')
			}
			chunks.push(value)
		}
	}
	const text = Buffer.concat(chunks).toString('utf8')
	if (!text.trim()) throw apiError(400, 'Request body is empty')
	try {
		return JSON.parse(text)
	} catch {
		throw apiError(400, 'Request body is not valid JSON')
	}
}

/** Validates an API body with a form's schema: 400 with the first problem in words. */
export async function parseApiBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
	const body = await readJsonBody(request)
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw apiError(400, 'Request body must be a JSON object')
	}
	const result = await schema.safeParseAsync(body)
	if (!result.success) throw apiError(400, result.error.issues[0]?.message ?? 'Invalid input')
	return result.data
}

type Handler<Args> = (args: Args) => Promise<Response>

/**
 * Wraps an API loader or action: user errors are answered as thrown, anything
 * unexpected becomes a 500 in the API's error shape, with details in the log only.
 */
export function apiRoute<Args extends LoaderFunctionArgs | ActionFunctionArgs>(handler: Handler<Args>): Handler<Args> {
	return async (args) => {
		try {
			return await handler(args)
		} catch (error) {
			if (error instanceof Response) return error
			console.error(error)
			return apiError(500, 'Internal Server Error')
		}
	}
}
