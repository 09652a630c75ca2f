import { getFormProps, getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { GoogleButton } from '~/components/google-button'
import { signInSchema } from '~/schemas/auth'
import { getAuthenticator, requireAnonymous, signInAndRedirect, withSignInLimits } from '~/services/auth.server'
import { GOOGLE_SIGN_IN_FAILED } from '~/services/google.server'
import { getEnv } from '~/utils/env.server'
import { readFlash } from '~/utils/flash.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { safeRedirectPath } from '~/utils/misc'
import { signUpPath } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'
import { SIGN_IN_REASONS, signInReason } from '~/utils/sign-in-reasons'

export const meta: MetaFunction = () => [
	{ title: 'Sign in | Homestead' },
	{ name: 'description', content: 'Sign in to Homestead to manage your profile and your property listings.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	const redirectTo = url.searchParams.get('redirectTo')
	// A message left by the page that sent the visitor here (a new password was set).
	const { flash, headers } = await readFlash(request)
	return data(
		{
			googleEnabled: Boolean(getEnv().google),
			notice:
				flash?.kind === 'success'
					? flash.message
					: url.searchParams.get('signedUp')
						? 'Your account is ready. Sign in to continue.'
						: null,
			// A Google sign-in that failed, or that found the account deleted (the message says how to restore it).
			error:
				flash?.kind === 'error'
					? flash.message
					: url.searchParams.get('error') === 'google'
						? GOOGLE_SIGN_IN_FAILED
						: null,
			// Where the visitor goes on to, and what for: carried by every way of signing in and by sign-up.
			redirectTo: redirectTo ? safeRedirectPath(redirectTo) : '',
			reason: signInReason(url.searchParams.get('reason')) ?? null,
		},
		{ headers },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireAnonymous(request)
	// The form strategy reads the body itself, so validate a copy.
	const submission = parseWithZod(await readFormData(request.clone()), { schema: signInSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	const { email, remember, redirectTo, reason } = submission.value
	try {
		const user = await withSignInLimits(clientAddress(context), email, () =>
			getAuthenticator().authenticate('form', request),
		)
		return signInAndRedirect(request, user, { remember, redirectTo, reason: signInReason(reason) })
	} catch (error) {
		return replyToClientError(submission, error, { hideFields: ['password'] })
	}
}

export default function SignIn() {
	const { googleEnabled, notice, error, redirectTo, reason } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(signInSchema, { id: 'sign-in', lastResult: actionData?.result })

	return (
		<AuthLayout title="Sign in" lead={reason ? `Sign in to ${SIGN_IN_REASONS[reason]}` : undefined}>
			{/* The sign-up notice is for arriving here; after a try it would sit beside the answer. */}
			{notice && !actionData ? <AuthNotice>{notice}</AuthNotice> : null}
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				{reason ? <input type="hidden" name="reason" value={reason} /> : null}
				<InputField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
				<InputField label="Password" meta={fields.password} type="password" autoComplete="current-password" />
				<div className="mb-4 flex items-center justify-between gap-3 text-sm">
					<label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
						<input
							{...getInputProps(fields.remember, { type: 'checkbox' })}
							className="size-4 rounded border-slate-300 accent-brand-700"
						/>
						Remember me
					</label>
					<Link to="/forgot-password" className="link">
						Forgot password?
					</Link>
				</div>
				<SubmitButton pendingText="Loading...">Sign in</SubmitButton>
				<div className="mt-3" role="alert">
					<ErrorList id={form.errorId} errors={form.errors ?? (error ? [error] : undefined)} />
				</div>
			</Form>
			<div className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">
				<span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
				or
				<span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
			</div>
			<GoogleButton enabled={googleEnabled} redirectTo={redirectTo} reason={reason ?? undefined} />
			<p className="mt-6 text-center text-sm text-muted">
				Don’t have an account?{' '}
				<Link to={signUpPath(redirectTo, reason ?? undefined)} className="link">
					Sign up
				</Link>
			</p>
		</AuthLayout>
	)
}
