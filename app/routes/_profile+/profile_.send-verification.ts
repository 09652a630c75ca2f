import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { resendVerificationMail } from '~/services/account.server'
import { requireUser } from '~/services/auth.server'
import { redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { VERIFICATION_LIMITED, VERIFICATION_SENT } from '~/utils/messages'

/** "Send the link again" on the profile: mails a new verification link, within the limits. */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request, { redirectTo: '/profile' })
	try {
		if (!(await resendVerificationMail(user))) return redirect('/profile')
	} catch (error) {
		// The limit is told in the profile's own words: links were sent already.
		return redirectWithClientError('/profile', error, VERIFICATION_LIMITED)
	}
	return redirectWithFlash('/profile', VERIFICATION_SENT)
}

export function loader() {
	return redirect('/profile')
}
