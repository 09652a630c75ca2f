import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ErrorList, InputField, useSchemaForm } from '~/components/forms'
import { DeleteAccountWarning } from '~/components/profile/delete-account-button'
import { getListingsByOwner } from '~/models/listing.server'
import { deleteAccountSchema } from '~/schemas/user'
import { deleteAccount, requestChangeByMail } from '~/services/account.server'
import { confirmCurrentPassword, requireUser } from '~/services/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { clientAddress } from '~/utils/request.server'

export const meta: MetaFunction = () => [{ title: 'Delete your account | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { listingCount: (await getListingsByOwner(user.id)).length, hasPassword: user.passwordHash !== null }
}

/**
 * Deleting the account needs its current password (a Google-only account confirms by a mailed link):
 * a session left open on a shared computer must not be enough. It can be undone for 7 days.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const submission = parseWithZod(await readFormData(request), { schema: deleteAccountSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ hideFields: ['currentPassword'] }) }, { status: 400 })
	}
	if (!user.passwordHash) {
		await requestChangeByMail(user, { delete: true })
		return redirectWithFlash('/profile', `To delete your account, open the link we have mailed to ${user.email}.`)
	}
	try {
		await confirmCurrentPassword(
			user,
			submission.value.currentPassword,
			clientAddress(context),
			'Enter your current password to delete your account',
		)
	} catch (error) {
		return replyToClientError(submission, error, { hideFields: ['currentPassword'] })
	}
	return redirect('/', { headers: { 'Set-Cookie': await deleteAccount(request, user) } })
}

/** Delete account: what goes, how to take it back, and the current password to confirm. */
export default function DeleteAccount() {
	const { listingCount, hasPassword } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useSchemaForm(deleteAccountSchema, { id: 'delete-account', lastResult: actionData?.result })
	return (
		<div className="container-page max-w-lg py-16">
			<h1 className="text-3xl font-bold text-strong">Delete your account?</h1>
			<div className="mt-3 text-muted">
				<DeleteAccountWarning listingCount={listingCount} />
			</div>
			<Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col gap-1">
				{hasPassword ? (
					<InputField
						label="Current password"
						meta={fields.currentPassword}
						type="password"
						autoComplete="current-password"
					/>
				) : (
					<p className="mb-4 text-muted">Your account signs in with Google: we will mail you a link to confirm.</p>
				)}
				<ErrorList id={form.errorId} errors={form.errors} />
				<div className="flex gap-3">
					<button type="submit" className="btn-danger">
						Delete my account
					</button>
					<Link to="/profile" className="btn-secondary">
						Cancel
					</Link>
				</div>
			</Form>
		</div>
	)
}
