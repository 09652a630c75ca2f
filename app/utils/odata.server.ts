import { type LoaderFunctionArgs } from '@remix-run/node'
import { ClientError } from './client-error'
import { getLogger } from './logger.server'
import { ODataError } from './reso-query.server'

/*
 * The answers of the RESO feed (/api/reso), in OData 4's shapes rather than the JSON API's: JSON with
 * the OData-Version header, and errors as `{ error: { code, message } }` (OData JSON Format, 21).
 */

const ODATA_HEADERS = { 'OData-Version': '4.0' }

/** A feed's JSON answer. */
export function odataJson(body: unknown, status = 200) {
	return Response.json(body, {
		status,
		headers: { ...ODATA_HEADERS, 'Content-Type': 'application/json;odata.metadata=minimal' },
	})
}

/** OData's error shape with its status. */
export function odataError(status: number, code: string, message: string, headers: Record<string, string> = {}) {
	return Response.json({ error: { code, message } }, { status, headers: { ...ODATA_HEADERS, ...headers } })
}

/**
 * A read-only route of the feed: GET (and HEAD) only, 405 in OData's shape for any other method; a
 * malformed query (ODataError, or any client's mistake) answered as OData's error, anything else as 500.
 */
export function odataRoute(handler: (args: LoaderFunctionArgs) => Promise<Response>) {
	return async (args: LoaderFunctionArgs) => {
		const method = args.request.method.toUpperCase()
		if (method !== 'GET' && method !== 'HEAD') {
			return odataError(405, 'MethodNotAllowed', 'The RESO feed is read-only: only GET is allowed', {
				Allow: 'GET, HEAD',
			})
		}
		try {
			return await handler(args)
		} catch (error) {
			if (error instanceof Response) return error
			if (error instanceof ODataError) return odataError(error.status, error.code, error.message)
			if (error instanceof ClientError) return odataError(error.status, 'BadRequest', error.message)
			getLogger().error({ err: error, reqId: args.context?.requestId }, 'unexpected RESO feed error')
			return odataError(500, 'InternalServerError', 'Internal Server Error')
		}
	}
}
