import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice, MailedLinkForm } from '~/components/auth-layout'
import { alertConfirmState, confirmAlert, type ConfirmState } from '~/services/search-alerts.server'
import { readFormData } from '~/utils/form.server'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Start your alert | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

const STATUS: Record<ConfirmState['state'], number> = { ready: 200, already: 200, invalid: 400 }

/** The link of an alert's confirmation mail (double opt-in): opening it shows a button, pressing it starts the alert. */
export async function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const search = params.get('search') ?? ''
	const token = params.get('token') ?? ''
	const found = await alertConfirmState(search, token)
	return data({ found, search, token }, { status: STATUS[found.state], headers: PRIVATE_PAGE })
}

export async function action({ request }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const done = await confirmAlert(String(form.get('search') ?? ''), String(form.get('token') ?? ''))
	return data({ done }, { status: STATUS[done.state], headers: PRIVATE_PAGE })
}

export default function ConfirmAlert() {
	const { found, search, token } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const state = answer?.done ?? found
	return (
		<AuthLayout title="Start your alert">
			{state.state === 'invalid' ? (
				<AuthNotice kind="error">
					<p>This link is not valid or no longer works. Nothing changed.</p>
				</AuthNotice>
			) : answer?.done.state === 'ready' || state.state === 'already' ? (
				<AuthNotice>
					<p>Your alert “{state.name}” is on: we mail you new homes that match.</p>
					<p className="mt-2 font-normal">Every alert mail has a link to unsubscribe.</p>
				</AuthNotice>
			) : (
				<MailedLinkForm token={token} confirmLabel="Start the alert">
					<p className="text-slate-700 dark:text-slate-300">
						Start mailing new homes for <strong className="text-strong">{state.name}</strong>?
					</p>
					<input type="hidden" name="search" value={search} />
				</MailedLinkForm>
			)}
		</AuthLayout>
	)
}
