import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { HoneypotField } from '~/components/honeypot-field'
import { forgotPasswordSchema } from '~/schemas/auth'
import { requestPasswordReset } from '~/services/account.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { RESET_LINK_SENT } from '~/utils/messages'
import { clientAddress } from '~/utils/request.server'

export const meta: MetaFunction = () => [
	{ title: 'Forgot your password? | Homestead' },
	{ name: 'description', content: 'Get a link by e-mail to choose a new password for your Homestead account.' },
]

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const submission = parseWithZod(form, { schema: forgotPasswordSchema })
	if (isBotSubmission(form, 'forgot-password')) return { result: submission.reply({ resetForm: true }), sent: true }
	if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
	try {
		await requestPasswordReset(submission.value.email, clientAddress(context))
	} catch (error) {
		return replyToClientError(submission, error, { also: { sent: false } })
	}
	return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function ForgotPassword() {
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(forgotPasswordSchema, { id: 'forgot-password', lastResult: actionData?.result })

	return (
		<AuthLayout title="Forgot your password?">
			{actionData?.sent ? (
				<AuthNotice>
					<p>{RESET_LINK_SENT}</p>
					<p className="mt-2 font-normal">
						Nothing after a few minutes? Look in your spam folder, or check the address and ask again.
					</p>
				</AuthNotice>
			) : (
				<p className="mb-6 text-muted">
					Enter the e-mail address of your account and we will mail you a link to choose a new password.
				</p>
			)}
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
				<InputField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
				<HoneypotField />
				<SubmitButton pendingText="Sending...">Send the link</SubmitButton>
				<div className="mt-3" role="alert">
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			</Form>
			<p className="mt-6 text-center text-sm text-muted">
				Signed up with Google? Choose <strong>Continue with Google</strong> on the{' '}
				<Link to="/sign-in" className="link">
					sign-in page
				</Link>
				.
			</p>
		</AuthLayout>
	)
}
