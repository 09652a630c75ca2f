import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { AuthLayout } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { HoneypotField } from '~/components/honeypot-field'
import { signUpSchema } from '~/schemas/auth'
import { registerAccount, requireAnonymous } from '~/services/auth.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { clientAddress } from '~/utils/request.server'

export const meta: MetaFunction = () => [
	{ title: 'Sign up | Homestead' },
	{ name: 'description', content: 'Create a Homestead account to publish and manage your property listings.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAnonymous(request)
	return null
}

export async function action({ request, context }: ActionFunctionArgs) {
	await requireAnonymous(request)
	const form = await readFormData(request)
	if (isBotSubmission(form, 'sign-up')) return redirect('/sign-in?signedUp=1')
	const submission = parseWithZod(form, { schema: signUpSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	try {
		await registerAccount(submission.value, clientAddress(context))
	} catch (error) {
		return replyToClientError(submission, error, { hideFields: ['password'] })
	}
	return redirect('/sign-in?signedUp=1')
}

export default function SignUp() {
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(signUpSchema, { id: 'sign-up', lastResult: actionData?.result })

	return (
		<AuthLayout title="Sign up">
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
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
				<Link to="/sign-in" className="link">
					Sign in
				</Link>
			</p>
		</AuthLayout>
	)
}
