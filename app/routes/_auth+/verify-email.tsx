import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice, MailedLinkForm } from '~/components/auth-layout'
import { verificationLinkAddress, verifyEmail } from '~/services/account.server'
import { readFormData } from '~/utils/form.server'
import { EMAIL_VERIFIED, LINK_EXPIRED } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Confirm your e-mail address | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

/**
 * Opening the mailed link only asks (mail scanners and HEAD requests open links too, and must not
 * use it up); its button posts the token, which verifies the address it was sent to, once.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const email = (await verificationLinkAddress(token)) ?? null
	return data({ email, token: email ? token : '' }, { status: email ? 200 : 400, headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const user = await verifyEmail(String(form.get('token') ?? ''))
	return data({ verified: user?.email ?? null }, { status: user ? 200 : 400, headers: PRIVATE_PAGE })
}

export default function VerifyEmail() {
	const { email, token } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<AuthLayout title="Confirm your e-mail address">
			{answer?.verified ? (
				<>
					<AuthNotice>
						<p>{EMAIL_VERIFIED}</p>
						<p className="mt-2 font-normal break-words">
							Mail for your account goes to <strong>{answer.verified}</strong>.
						</p>
					</AuthNotice>
					<Link to="/profile" className="btn-primary w-full">
						Go to your profile
					</Link>
				</>
			) : !answer && email ? (
				<MailedLinkForm token={token} confirmLabel="Confirm my e-mail address">
					<p className="break-words text-slate-700 dark:text-slate-300">
						Confirm that <strong className="text-strong">{email}</strong> is your e-mail address?
					</p>
				</MailedLinkForm>
			) : (
				<AuthNotice kind="error">
					<p>{LINK_EXPIRED}</p>
					<p className="mt-2">
						<Link to="/profile" className="link">
							Ask for a new link on your profile
						</Link>
					</p>
				</AuthNotice>
			)}
		</AuthLayout>
	)
}
