const BASE = 'http://localhost'

type Options = { method?: string; cookie?: string; headers?: Record<string, string> }

export function jsonRequest(path: string, body?: unknown, { method = 'POST', cookie, headers }: Options = {}) {
	return new Request(BASE + path, {
		method,
		headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...headers },
		body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
	})
}

export function formRequest(path: string, fields: Record<string, string>, { method = 'POST', cookie }: Options = {}) {
	return new Request(BASE + path, {
		method,
		headers: cookie ? { Cookie: cookie } : {},
		body: new URLSearchParams(fields),
	})
}

export function getRequest(path: string, { cookie }: Options = {}) {
	return new Request(BASE + path, { headers: cookie ? { Cookie: cookie } : {} })
}

/** The `name=value` part of a Set-Cookie header, ready to send back. */
export function cookieOf(response: Response | Headers) {
	const headers = response instanceof Response ? response.headers : response
	const setCookie = headers.get('Set-Cookie')
	if (!setCookie) throw new Error('The response sets no cookie')
	return setCookie.split(';')[0]!
}

/** What a loader or action returned with `data()`: the value and its status. */
export function unwrap<T>(result: unknown): { status: number; data: T; headers: Headers } {
	if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
		const { data, init } = result as unknown as { data: T; init?: ResponseInit }
		return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) }
	}
	return { status: 200, data: result as T, headers: new Headers() }
}

/** Runs a loader or action that is expected to throw or return a Response (redirects, API answers). */
export async function responseOf(promise: Promise<unknown>): Promise<Response> {
	try {
		const result = await promise
		if (result instanceof Response) return result
		throw new Error(`Expected a Response, got ${JSON.stringify(result)}`)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

export const context = (clientAddress = '203.0.113.7') => ({ clientAddress })

type Route = (args: {
	request: Request
	params: Record<string, string>
	context: { clientAddress: string }
}) => Promise<unknown>

/** Calls a route's loader or action with a request, its params (none unless given) and a client address. */
export const run = (handler: unknown, request: Request, params: Record<string, string> = {}) =>
	(handler as Route)({ request, params, context: context() })
