import { createCookie } from '@remix-run/node'
import { z } from 'zod'

export const themeSchema = z.enum(['light', 'dark'])
export type Theme = z.infer<typeof themeSchema>

const themeCookie = createCookie('theme', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

/**
 * The theme to render: the visitor's choice from the cookie, else the operating
 * system's preference when the browser sends it as a client hint, else unknown
 * (the stylesheet then follows `prefers-color-scheme`).
 */
export async function getTheme(request: Request): Promise<Theme | null> {
	const chosen = themeSchema.safeParse(
		await themeCookie.parse(request.headers.get('Cookie')),
	)
	if (chosen.success) return chosen.data
	const hint = themeSchema.safeParse(request.headers.get('Sec-CH-Prefers-Color-Scheme'))
	return hint.success ? hint.data : null
}

export function setThemeCookie(theme: Theme) {
	return themeCookie.serialize(theme)
}
