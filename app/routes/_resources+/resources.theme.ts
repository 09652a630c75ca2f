import { type ActionFunctionArgs, data, redirect } from '@remix-run/node'
import { readFormData } from '~/utils/form.server'
import { safeRedirectPath } from '~/utils/misc'
import { setThemeCookie, themeSchema } from '~/utils/theme.server'

export async function action({ request }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const theme = themeSchema.safeParse(form.get('theme'))
	if (!theme.success) {
		return new Response('Theme must be light or dark', { status: 400 })
	}
	const headers = { 'Set-Cookie': await setThemeCookie(theme.data) }
	// Posted by a fetcher (JavaScript running): no navigation, the page switches in place.
	if (form.get('enhanced') === '1') return data({ theme: theme.data }, { headers })
	return redirect(safeRedirectPath(form.get('redirectTo')), { headers })
}

export function loader() {
	return redirect('/')
}
