import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { type z } from 'zod'
import { BodyTooLargeError, readBodyText } from './body.server'
import { ClientError } from './client-error'
import { getLogger } from './logger.server'

type ApiError = { success: false; statusCode: number; message: string }

/**
 * The one error shape of the JSON API: `{ success: false, statusCode, message }` with the matching status.
 * An error whose message lists what the client may send instead names it again as data, in fields of
 * its own after these (`suggestions`: the places a search's `where` may mean).
 */
export function apiError(statusCode: number, message: string, details?: { suggestions?: string[] }) {
	return Response.json({ success: false, statusCode, message, ...details } satisfies ApiError, { status: statusCode })
}

export function apiJson(body: unknown, status = 200, headers?: HeadersInit) {
	return Response.json(body, { status, headers })
}

/** JSON bodies of the API are small; anything larger is refused before it is read whole. */
const MAX_JSON_BYTES = 64 * 1024

const NOT_JSON = 'Request body must be JSON (Content-Type: application/json)'

/**
 * Reads a JSON request body, refusing (with an API error response, thrown) a wrong
 * content type, a body over the limit and broken JSON. With `emptyAsObject`, no body at all (of
 * any content type) reads as `{}`.
 */
async function readJsonBody(request: Request, { emptyAsObject = false } = {}): Promise<unknown> {
	const isJson = /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('Content-Type') ?? '')
	if (!isJson && !emptyAsObject) throw apiError(400, NOT_JSON)
	const text = await readLimitedBody(request)
	if (!text.trim() && emptyAsObject) return {}
	if (!isJson) throw apiError(400, NOT_JSON)
	if (!text.trim()) throw apiError(400, 'Request body is empty')
	try {
		return JSON.parse(text)
	} catch {
		throw apiError(400, 'Request body is not valid JSON')
	}
}

async function readLimitedBody(request: Request, maxBytes = MAX_JSON_BYTES) {
	try {
		return await readBodyText(request, maxBytes)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw apiError(413, 'Request body is too large')
		throw error
	}
}

/**
 * Old clients send what their forms hold as text: `"bedrooms": "3"`, `"parking": "true"`. Those values are
 * read as the numbers and booleans the schema's fields expect, and a blank optional field as left out
 * (a form's empty box); anything else (`"three"`) is left for the schema to refuse with its own message.
 */
function coerceFormStrings(body: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
	const shape = objectShape(schema)
	if (!shape) return body
	const entries: Array<[string, unknown]> = []
	for (const [key, value] of Object.entries(body)) {
		// Own fields only: a body naming `constructor` or `__proto__` is not reading Object's.
		const field = Object.hasOwn(shape, key) ? fieldKind(shape[key]!) : undefined
		if (typeof value !== 'string' || !field) entries.push([key, value])
		else if (value.trim() === '' && field.optional) continue
		else if (field.type === 'number' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value))
			entries.push([key, Number(value)])
		else if (field.type === 'boolean' && (value === 'true' || value === 'false')) entries.push([key, value === 'true'])
		else entries.push([key, value])
	}
	return Object.fromEntries(entries)
}

/** The fields of an object schema, also under refinements' and transforms' pipes. */
function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
	const def = schema._zod.def
	if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape
	if (def.type === 'pipe') return objectShape((def as z.core.$ZodPipeDef).in)
	return undefined
}

/** What a field's value is read as (`number`, `boolean`, `string`...), and whether it may be left out. */
function fieldKind(schema: z.core.$ZodType): { type: string; optional: boolean } {
	const def = schema._zod.def
	switch (def.type) {
		case 'optional':
		case 'default':
		case 'prefault':
		case 'catch':
			return { ...fieldKind((def as z.core.$ZodOptionalDef).innerType), optional: true }
		case 'nullable':
			return fieldKind((def as z.core.$ZodNullableDef).innerType)
		case 'pipe':
			return fieldKind((def as z.core.$ZodPipeDef).in)
		default:
			return { type: def.type, optional: false }
	}
}

type ParseOptions = {
	/**
	 * The stored record, for partial updates: the body's fields are laid over it and the
	 * whole is validated, so rules between fields (discount below price) still hold.
	 */
	base?: Record<string, unknown>
	/** No body at all reads as `{}` (a DELETE of an old client that sends none): the schema then says what is missing. */
	emptyAsObject?: boolean
}

/**
 * Validates an API body with a form's schema (old clients' text values read as numbers and
 * booleans first): 400 with the first problem in words.
 */
export async function parseApiBody<Schema extends z.ZodType>(
	request: Request,
	schema: Schema,
	{ base, emptyAsObject }: ParseOptions = {},
): Promise<z.output<Schema>> {
	const body = await readJsonBody(request, { emptyAsObject })
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw apiError(400, 'Request body must be a JSON object')
	}
	const input = { ...base, ...coerceFormStrings(body as Record<string, unknown>, schema) }
	const result = await schema.safeParseAsync(input)
	if (!result.success) throw apiError(400, result.error.issues[0]?.message ?? 'Invalid input')
	return result.data
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type ApiArgs = LoaderFunctionArgs | ActionFunctionArgs
type Handler = (args: ApiArgs) => Promise<Response>

/**
 * One API route: a handler per HTTP method, in one function that is both the route's loader and
 * its action (`export const action = apiRoute({ POST: ... })` and `export const loader = action`), so
 * every method reaches it. Any other method is a 405 with `Allow`; user errors are answered as
 * thrown; anything unexpected becomes a 500 in the API's error shape, with details in the log only.
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
	const allowed = Object.keys(handlers) as Method[]
	if (handlers.GET) allowed.push('HEAD' as Method)
	const route = async (args: ApiArgs): Promise<Response> => {
		const method = args.request.method.toUpperCase()
		const handler = handlers[(method === 'HEAD' ? 'GET' : method) as Method]
		if (!handler) {
			const response = apiError(405, 'Method not allowed')
			response.headers.set('Allow', allowed.join(', '))
			return response
		}
		try {
			return await handler(args)
		} catch (error) {
			if (error instanceof Response) return error
			// The client's mistakes that models find (a photo that is not theirs, a spent idempotency key).
			if (error instanceof ClientError) {
				return apiError(error.status, error.message)
			}
			getLogger().error(
				{ err: error, reqId: args.context?.requestId, path: new URL(args.request.url).pathname },
				'unexpected API error',
			)
			return apiError(500, 'Internal Server Error')
		}
	}
	return route
}
