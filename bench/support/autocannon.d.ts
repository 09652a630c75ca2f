// The part of autocannon's programmatic API (9.x, which ships no types) that the benchmarks use.
declare module 'autocannon' {
	export type Request = {
		method?: string
		path?: string
		headers?: Record<string, string>
		body?: string | Buffer
		/** Called before each time this request is sent: the request to send instead. */
		setupRequest?: (request: Request, context: Record<string, unknown>) => Request
		/** Called with every complete answer to this request, body as text. */
		onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
	}

	/** One connection; `setupClient` receives each as it is created. */
	export type Client = {
		setHeaders: (headers: Record<string, string>) => void
		destroy: () => void
	}

	export type Options = {
		url: string
		connections?: number
		/** Seconds. */
		duration?: number
		requests?: Request[]
		setupClient?: (client: Client) => void
	}

	export type Result = {
		/** Seconds. */
		duration: number
		totalCompletedRequests: number
		/** Connection errors and timeouts. */
		errors: number
		non2xx: number
		'2xx': number
		statusCodeStats: Record<string, { count: number }>
	}

	/** A run: awaited, its result; until then, an event emitter. */
	export type Instance = PromiseLike<Result> & {
		on(
			event: 'response',
			listener: (client: Client, status: number, bytes: number, milliseconds: number) => void,
		): Instance
	}

	export default function autocannon(options: Options): Instance
}
