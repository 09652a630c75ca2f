/**
 * A path on this site to return to, or the fallback: refuses absolute and
 * protocol-relative URLs so a crafted link cannot send a visitor elsewhere.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) {
		return fallback
	}
	return to
}

/** Throws an HTTP response when the condition fails, so a check reads as one line. */
export function invariantResponse(
	condition: unknown,
	message: string,
	init: ResponseInit = { status: 400 },
): asserts condition {
	if (!condition) throw new Response(message, { status: 400, ...init })
}
