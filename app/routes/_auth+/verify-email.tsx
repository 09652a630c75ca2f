import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { verifyEmailSchema } from '~/schemas/auth'
import { verificationLinkAddress, verifyEmail } from '~/services/account.server'
import { signInCookie } from '~/services/auth.server'
import { readFormData } from '~/utils/form.server'
import { EMAIL_VERIFIED, LINK_EXPIRED } from '~/utils/messages'
import { safeRedirectPath } from '~/utils/misc'
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

/**
 * Whoever confirms the address owns the account from then on (services/account.server.ts,
 * verifyEmail): with the password they choose here, signed in in this browser, every other session
 * ended. The person who signed up enters the password they chose then, and carries on.
 */
export async function action({ request }: ActionFunctionArgs) {
	const submission = parseWithZod(await readFormData(request), { schema: verifyEmailSchema })
	const hideFields = ['password']
	if (submission.status !== 'success') {
		return data(
			{ result: submission.reply({ hideFields }), verified: null, expired: false },
			{ status: 400, headers: PRIVATE_PAGE },
		)
	}
	const verified = await verifyEmail(submission.value.token, submission.value.password)
	if (!verified) {
		return data(
			{ result: submission.reply({ hideFields }), verified: null, expired: true },
			{ status: 400, headers: PRIVATE_PAGE },
		)
	}
	const { user, returnTo } = verified
	const headers = new Headers(PRIVATE_PAGE)
	// A suspended account is confirmed as well, but signs nobody in.
	if (!user.suspendedAt) headers.set('Set-Cookie', await signInCookie(request, user))
	// The status is said: the page's loader, run after, finds the link used and would answer 400.
	// The page the member signed up from, to go back to: it asks before it does anything there.
	const continueTo = returnTo && !user.suspendedAt ? safeRedirectPath(returnTo, '') : ''
	return data(
		{ result: null, verified: user.email, expired: false, signedIn: !user.suspendedAt, continueTo },
		{ status: 200, headers },
	)
}

export default function VerifyEmail() {
	const { email, token } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(verifyEmailSchema, { id: 'verify-email', lastResult: answer?.result })
	return (
		<AuthLayout title="Confirm your e-mail address">
			{answer?.verified ? (
				<>
					<AuthNotice>
						<p>{EMAIL_VERIFIED}</p>
						<p className="mt-2 font-normal break-words">
							Mail for your account goes to <strong>{answer.verified}</strong>.
						</p>
						{answer.signedIn ? (
							<p className="mt-2 font-normal">
								You are signed in here with the password you entered; every other device was signed out.
							</p>
						) : null}
					</AuthNotice>
					{answer.continueTo ? (
						<>
							<Link to={answer.continueTo} className="btn-primary w-full">
								Continue where you left off
							</Link>
							<p className="mt-4 text-center text-sm">
								<Link to="/profile" className="link">
									Go to your profile
								</Link>
							</p>
						</>
					) : (
						<Link to="/profile" className="btn-primary w-full">
							Go to your profile
						</Link>
					)}
				</>
			) : !answer?.expired && email ? (
				<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
					<p className="mb-3 break-words text-slate-700 dark:text-slate-300">
						Confirm that <strong className="text-strong">{email}</strong> is your e-mail address?
					</p>
					<input type="hidden" name="token" value={token} />
					<InputField
						label="Password"
						meta={fields.password}
						type="password"
						autoComplete="new-password"
						hint="The one you signed up with, or a new one (at least 8 characters). Whoever confirms this address owns the account: every device signed in to it is signed out, and you are signed in here."
					/>
					<SubmitButton pendingText="Confirming...">Confirm my e-mail address</SubmitButton>
					<div className="mt-3" role="alert">
						<ErrorList id={form.errorId} errors={form.errors} />
					</div>
				</Form>
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
