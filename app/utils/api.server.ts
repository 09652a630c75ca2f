import { data } from '@remix-run/node'

/** The one error shape of the JSON API: `{ success: false, statusCode, message }` with the matching status. */
export function apiError(statusCode: number, message: string) {
	return data({ success: false as const, statusCode, message }, { status: statusCode })
}

export type ApiError = { success: false; statusCode: number; message: string }
