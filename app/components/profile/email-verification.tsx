import { Form } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { Icon } from '~/components/icon'
import { type Flash } from '~/utils/flash.server'
import { VERIFICATION_LIMITED, VERIFICATION_SENT } from '~/utils/messages'

const FORM_ID = 'send-verification'

/** True for the messages of "Send the link again", which this block shows rather than the page. */
export function isVerificationFlash(flash: Flash) {
	return flash.message === VERIFICATION_SENT || flash.message === VERIFICATION_LIMITED
}

/**
 * Under the e-mail field: whether the address is verified and, when not, a button that mails the
 * link again. The button belongs to a form outside the profile form (forms cannot nest): render
 * `SendVerificationForm` anywhere outside it.
 */
export function EmailVerification({ verified, flash }: { verified: boolean; flash: Flash | null }) {
	if (verified) {
		return (
			<p className="-mt-2 mb-4 flex items-center gap-1.5 text-sm text-emerald-800 dark:text-emerald-300">
				<Icon name="badge-check" className="size-4 shrink-0" />
				Your e-mail address is verified.
			</p>
		)
	}
	return (
		<div className="-mt-2 mb-4 text-sm">
			<p className="text-muted">
				Not verified yet: open the link we mailed to this address, so that we can send you alerts and messages.
			</p>
			<button type="submit" form={FORM_ID} className="mt-1 link font-semibold">
				Send the link again
			</button>
			<div role="status" className="mt-1">
				{flash && isVerificationFlash(flash) ? <FlashMessage flash={flash} /> : null}
			</div>
		</div>
	)
}

/** The form of the "Send the link again" button. */
export function SendVerificationForm() {
	return <Form method="post" action="/profile/send-verification" id={FORM_ID} hidden />
}
