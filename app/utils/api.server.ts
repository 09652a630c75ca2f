/**
 * The one error shape of the JSON API: `{ success: false, statusCode, message }` with the matching status.
 * A Response, not `data()`: resource routes drop the status of `data()` under single fetch.
 */
export function apiError(statusCode: number, message: string) {
	return Response.json({ success: false as const, statusCode, message }, { status: statusCode })
}

export type ApiError = { success: false; statusCode: number; message: string }
