import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { HoneypotField } from '~/components/honeypot-field'
import { signUpSchema } from '~/schemas/auth'
import { registerAccount, requireAnonymous } from '~/services/auth.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { safeRedirectPath } from '~/utils/misc'
import { signInPath } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'
import { SIGN_IN_REASONS, type SignInReason, signInReason } from '~/utils/sign-in-reasons'

export const meta: MetaFunction = () => [
	{ title: 'Sign up | Homestead' },
	{ name: 'description', content: 'Create a Homestead account to publish and manage your property listings.' },
]

/** The way back (an address of this site) and its reason, from the page's address or its form. */
function returnOf(values: { get: (name: string) => FormDataEntryValue | null }) {
	const redirectTo = values.get('redirectTo')
	return {
		redirectTo: typeof redirectTo === 'string' && redirectTo ? safeRedirectPath(redirectTo) : '',
		reason: signInReason(values.get('reason')) ?? null,
	}
}

/** Sign in next (the page says the account is ready), then on to where the visitor was going. */
function signInNext({ redirectTo, reason }: { redirectTo: string; reason: SignInReason | null }) {
	const path = signInPath(redirectTo, reason ?? undefined)
	return `${path}${path.includes('?') ? '&' : '?'}signedUp=1`
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return returnOf(new URL(request.url).searchParams)
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const form = await readFormData(request)
	const back = returnOf(form)
	if (isBotSubmission(form, 'sign-up')) return redirect(signInNext(back))
	const submission = parseWithZod(form, { schema: signUpSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	try {
		await registerAccount(submission.value, clientAddress(context), { returnTo: back.redirectTo || undefined })
	} catch (error) {
		return replyToClientError(submission, error, { hideFields: ['password'] })
	}
	return redirect(signInNext(back))
}

export default function SignUp() {
	const { redirectTo, reason } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(signUpSchema, { id: 'sign-up', lastResult: actionData?.result })

	return (
		<AuthLayout title="Sign up" lead={reason ? `Sign up to ${SIGN_IN_REASONS[reason]}` : undefined}>
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				{reason ? <input type="hidden" name="reason" value={reason} /> : null}
				<InputField label="Username" meta={fields.username} type="text" autoComplete="username" />
				<InputField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
				<InputField
					label="Password"
					meta={fields.password}
					type="password"
					autoComplete="new-password"
					hint="At least 8 characters."
				/>
				<HoneypotField />
				<SubmitButton pendingText="Loading...">Sign up</SubmitButton>
				<div className="mt-3" role="alert">
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			</Form>
			<p className="mt-6 text-center text-sm text-muted">
				Have an account?{' '}
				<Link to={signInPath(redirectTo, reason ?? undefined)} className="link">
					Sign in
				</Link>
			</p>
		</AuthLayout>
	)
}
