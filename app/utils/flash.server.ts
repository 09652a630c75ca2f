import { createCookie, redirect } from '@remix-run/node'

/** A one-time message that survives a redirect (post, redirect, get), read and cleared by the next page. */
const flashCookie = createCookie('flash', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 })

export async function redirectWithFlash(url: string, message: string, init: { headers?: HeadersInit } = {}) {
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', await flashCookie.serialize(message))
	return redirect(url, { headers })
}

/** The message left by the previous request, if any, and the header that clears it. */
export async function readFlash(request: Request) {
	const value = await flashCookie.parse(request.headers.get('Cookie'))
	const message = typeof value === 'string' ? value : null
	return {
		message,
		headers: message ? { 'Set-Cookie': await flashCookie.serialize('', { maxAge: 0 }) } : undefined,
	}
}
