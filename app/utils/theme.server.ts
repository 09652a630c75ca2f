import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { cookieAttributes } from './session.server'

export const themeSchema = z.enum(['light', 'dark'])
type Theme = z.infer<typeof themeSchema>

let cookie: ReturnType<typeof createCookie> | undefined
const themeCookie = () => (cookie ??= createCookie('theme', { ...cookieAttributes(), maxAge: 60 * 60 * 24 * 365 }))

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
