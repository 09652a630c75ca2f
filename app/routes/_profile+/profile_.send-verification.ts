import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { RateLimitError } from '~/models/rate-limit.server'
import { resendVerificationMail } from '~/services/account.server'
import { requireUser } from '~/services/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { VERIFICATION_LIMITED, VERIFICATION_SENT } from '~/utils/messages'

/** "Send the link again" on the profile: mails a new verification link, within the limits. */
export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request, { redirectTo: '/profile' })
	try {
		if (!(await resendVerificationMail(user))) return redirect('/profile')
	} catch (error) {
		if (error instanceof RateLimitError) return redirectWithFlash('/profile', VERIFICATION_LIMITED, { kind: 'error' })
		throw error
	}
	return redirectWithFlash('/profile', VERIFICATION_SENT)
}

export function loader() {
	return redirect('/profile')
}
