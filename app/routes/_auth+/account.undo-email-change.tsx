import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice, MailedLinkForm } from '~/components/auth-layout'
import { AccountConflictError } from '~/models/user.server'
import { emailToGiveBack, undoEmailChange } from '~/services/account.server'
import { readFormData } from '~/utils/form.server'
import { LINK_EXPIRED } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Undo the change | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** Opening the link (or a mail scanner fetching it) only shows what it would do: the button posts. */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = tokenOf(request)
	const email = await emailToGiveBack(token)
	return data({ token, email: email ?? null }, { status: email ? 200 : 400, headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const token = String((await readFormData(request)).get('token') ?? tokenOf(request))
	try {
		const user = await undoEmailChange(token)
		return data({ email: user?.email ?? null, error: user ? null : LINK_EXPIRED }, { status: user ? 200 : 400 })
	} catch (error) {
		if (!(error instanceof AccountConflictError)) throw error
		return data(
			{ email: null, error: 'Another account uses that address now, so it cannot be given back. Write to us.' },
			{ status: 409 },
		)
	}
}

/** The link mailed to the address an account had before a change: it gives the address back. */
export default function UndoEmailChange() {
	const { token, email } = useLoaderData<typeof loader>()
	const done = useActionData<typeof action>()
	return (
		<AuthLayout title="Undo the change of address">
			{done?.email ? (
				<>
					<AuthNotice>
						<p className="break-words">
							Your account’s address is <strong>{done.email}</strong> again, and every device that was signed in has
							been signed out.
						</p>
						<p className="mt-2 font-normal">
							Whoever made the change may know your password, so it no longer works: we have mailed you a link to choose
							a new one. It works for an hour.
						</p>
					</AuthNotice>
					<Link to="/forgot-password" className="btn-secondary w-full">
						Ask for another link
					</Link>
				</>
			) : done?.error || !email ? (
				<AuthNotice kind="error">
					<p>{done?.error ?? LINK_EXPIRED}</p>
				</AuthNotice>
			) : (
				<MailedLinkForm token={token} confirmLabel="Undo the change">
					<p className="break-words text-slate-700 dark:text-slate-300">
						Give your account back the address <strong>{email}</strong>? Every device signed in to it will be signed
						out, its password will stop working and a deletion will be cancelled; we will mail you a link to choose a
						new password.
					</p>
				</MailedLinkForm>
			)}
		</AuthLayout>
	)
}
