import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { signOut } from '~/services/auth.server'

/** Signs out (a form post from the profile) and ends the session on the server too. */
export async function action({ request }: ActionFunctionArgs) {
	return redirect('/', { headers: { 'Set-Cookie': await signOut(request) } })
}

export function loader() {
	return redirect('/profile')
}
