import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { COOKIE_NAMES } from './cookie-names'
import { cookieAttributes } from './session.server'

export const themeSchema = z.enum(['light', 'dark'])
type Theme = z.infer<typeof themeSchema>

let cookie: ReturnType<typeof createCookie> | undefined
const themeCookie = () =>
	(cookie ??= createCookie(COOKIE_NAMES.theme, { ...cookieAttributes(), maxAge: 60 * 60 * 24 * 365 }))

/**
 * The theme to render: the visitor's choice from the cookie, else unknown (null), and the
 * stylesheet follows the operating system's `prefers-color-scheme`. The browser knows that
 * preference on every request, redirects included, so the server does not guess it.
 */
export async function getTheme(request: Request): Promise<Theme | null> {
	const chosen = themeSchema.safeParse(await themeCookie().parse(request.headers.get('Cookie')))
	return chosen.success ? chosen.data : null
}

export function setThemeCookie(theme: Theme) {
	return themeCookie().serialize(theme)
}

/**
 * The theme that cookies (a Cookie header parsed by `cookie`, the parser Remix reads them with) choose,
 * read at once as getTheme reads it through Remix: the value's base64 of the theme's JSON. The page
 * cache keys pages by it, so that a theme cookie of any other value is the same page as none, not a
 * page of its own.
 */
export function themeOfCookies(cookies: Record<string, string | undefined>): Theme | null {
	const value = cookies[COOKIE_NAMES.theme]
	if (!value) return null
	try {
		const chosen = themeSchema.safeParse(JSON.parse(decodeURIComponent(escape(atob(value)))))
		return chosen.success ? chosen.data : null
	} catch {
		return null
	}
}

/** The Cookie header that chooses `theme`, as the browser sends back the cookie that setThemeCookie sets. */
export function themeCookieHeader(theme: Theme) {
	return `${COOKIE_NAMES.theme}=${encodeURIComponent(btoa(JSON.stringify(theme)))}`
}
