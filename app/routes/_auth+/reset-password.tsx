import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { ErrorList, InputField, SubmitButton, useSchemaForm } from '~/components/forms'
import { resetPasswordSchema } from '~/schemas/auth'
import { isPasswordResetTokenValid, resetPassword } from '~/services/account.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { LINK_EXPIRED, PASSWORD_CHANGED_SIGN_IN } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Choose a new password | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

/** The form when the link's token still works; otherwise why not, and where to ask for a new link. */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const valid = await isPasswordResetTokenValid(token)
	return data({ token: valid ? token : '', valid }, { status: valid ? 200 : 400, headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const submission = parseWithZod(await readFormData(request), { schema: resetPasswordSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['password'] }), expired: false }, { status: 400 })
	}
	const { token, password } = submission.value
	if (!(await resetPassword(token, password))) {
		return data({ result: submission.reply({ hideFields: ['password'] }), expired: true }, { status: 400 })
	}
	return redirectWithFlash('/sign-in', PASSWORD_CHANGED_SIGN_IN)
}

function ExpiredLink() {
	return (
		<AuthNotice kind="error">
			<p>{LINK_EXPIRED}</p>
			<p className="mt-2">
				<Link to="/forgot-password" className="link">
					Ask for a new link
				</Link>
			</p>
		</AuthNotice>
	)
}

export default function ResetPassword() {
	const { token, valid } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(resetPasswordSchema, { id: 'reset-password', lastResult: actionData?.result })

	if (!valid || actionData?.expired) {
		return (
			<AuthLayout title="Choose a new password">
				<ExpiredLink />
			</AuthLayout>
		)
	}
	return (
		<AuthLayout title="Choose a new password">
			<Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
				<input type="hidden" name="token" value={token} />
				<InputField
					label="New password"
					meta={fields.password}
					type="password"
					autoComplete="new-password"
					hint="At least 8 characters. Every device signed in to your account will be signed out."
				/>
				<SubmitButton pendingText="Saving...">Set the new password</SubmitButton>
				<div className="mt-3" role="alert">
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			</Form>
		</AuthLayout>
	)
}
