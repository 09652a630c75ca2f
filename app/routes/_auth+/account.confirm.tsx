import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice, MailedLinkForm } from '~/components/auth-layout'
import { AccountConflictError } from '~/models/user.server'
import { changeToConfirm, confirmAccountChange } from '~/services/account.server'
import { readFormData } from '~/utils/form.server'
import { LINK_EXPIRED } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'
import { getSessionStorage } from '~/utils/session.server'

export const meta: MetaFunction = () => [
	{ title: 'Confirm the change | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** Opening the link (or a mail scanner fetching it) only shows what it would do: the button posts. */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = tokenOf(request)
	const change = await changeToConfirm(token)
	const what = !change
		? null
		: change.delete
			? 'Delete your account'
			: [
					change.changes.email ? `Change your e-mail address to ${change.changes.email}` : '',
					change.changes.passwordHash ? 'Set a password' : '',
				]
					.filter(Boolean)
					.join(', and ') || 'Save the changes to your account'
	return data({ token, what, deletes: Boolean(change?.delete) }, { status: change ? 200 : 400, headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const token = String((await readFormData(request)).get('token') ?? tokenOf(request))
	try {
		const result = await confirmAccountChange(token)
		if (!result) return data({ done: null, error: LINK_EXPIRED }, { status: 400 })
		if (result.done === 'deleted') {
			// The account is gone: so is this browser's session of it.
			const storage = getSessionStorage()
			const cleared = await storage.destroySession(await storage.getSession(request.headers.get('Cookie')))
			return data({ done: result.done, error: null }, { headers: { 'Set-Cookie': cleared } })
		}
		return data({ done: result.done, error: null })
	} catch (error) {
		if (!(error instanceof AccountConflictError)) throw error
		return data({ done: null, error: error.formMessage }, { status: 409 })
	}
}

/** The link that confirms a change of an account that signs in with Google alone (it has no password to confirm with). */
export default function ConfirmAccountChange() {
	const { token, what, deletes } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<AuthLayout title="Confirm the change">
			{answer?.done === 'deleted' ? (
				<AuthNotice>
					<p>Your account was deleted. We have mailed you a link that restores it within 7 days.</p>
				</AuthNotice>
			) : answer?.done === 'changed' ? (
				<>
					<AuthNotice>
						<p>The change is saved.</p>
					</AuthNotice>
					<Link to="/profile" className="btn-primary w-full">
						Go to your profile
					</Link>
				</>
			) : answer?.error || !what ? (
				<AuthNotice kind="error">
					<p>{answer?.error ?? LINK_EXPIRED}</p>
				</AuthNotice>
			) : (
				<MailedLinkForm
					token={token}
					confirmLabel={deletes ? 'Delete my account' : 'Confirm the change'}
					danger={deletes}
				>
					<p className="break-words text-slate-700 dark:text-slate-300">{what}?</p>
				</MailedLinkForm>
			)}
		</AuthLayout>
	)
}
