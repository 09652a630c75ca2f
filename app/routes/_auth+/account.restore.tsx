import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice, MailedLinkForm } from '~/components/auth-layout'
import { isRestoreLinkValid, restoreAccount } from '~/services/account.server'
import { readFormData } from '~/utils/form.server'
import { LINK_EXPIRED } from '~/utils/messages'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Restore your account | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** Opening the link (or a mail scanner fetching it) only shows the button, which posts. */
export async function loader({ request }: LoaderFunctionArgs) {
	const token = tokenOf(request)
	const valid = await isRestoreLinkValid(token)
	return data({ token, valid }, { status: valid ? 200 : 400, headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const token = String((await readFormData(request)).get('token') ?? tokenOf(request))
	const user = await restoreAccount(token)
	return data({ restored: Boolean(user) }, { status: user ? 200 : 400 })
}

/** The link mailed when an account is deleted: within 7 days it brings back the account and its listings. */
export default function RestoreAccount() {
	const { token, valid } = useLoaderData<typeof loader>()
	const done = useActionData<typeof action>()
	return (
		<AuthLayout title="Restore your account">
			{done?.restored ? (
				<>
					<AuthNotice>
						<p>Your account and its listings are back.</p>
					</AuthNotice>
					<Link to="/sign-in" className="btn-primary w-full">
						Sign in
					</Link>
				</>
			) : done || !valid ? (
				<AuthNotice kind="error">
					<p>{LINK_EXPIRED}</p>
					<p className="mt-2 font-normal">
						Sign in with your password to get a new link while the account can still be restored.
					</p>
				</AuthNotice>
			) : (
				<MailedLinkForm token={token} confirmLabel="Restore my account">
					<p className="text-slate-700 dark:text-slate-300">
						Bring back your account and its listings, as they were when you deleted them?
					</p>
				</MailedLinkForm>
			)}
		</AuthLayout>
	)
}
