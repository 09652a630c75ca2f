import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import {
	readUnsubscribeLink,
	unsubscribe,
	type UnsubscribeState,
	unsubscribeState,
} from '~/services/search-alerts.server'
import { readFormData } from '~/utils/form.server'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [{ title: 'Unsubscribe | Homestead' }, { name: 'robots', content: 'noindex' }]

export const headers = privatePageHeaders

const STATUS: Record<UnsubscribeState['state'], number> = { ready: 200, already: 400, invalid: 400, missing: 404 }

/**
 * The unsubscribe link of every alert mail (and its List-Unsubscribe header). Opening it only shows
 * a button (mail scanners open links); a POST turns the alert off without signing in: the button's,
 * or a mail program's one-click POST (RFC 8058, body `List-Unsubscribe=One-Click`), which comes from
 * anywhere and so is exempt from the origin check (server.js).
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const link = readUnsubscribeLink(params)
	const found = await unsubscribeState(link)
	return data(
		{ found, fields: link ? Object.fromEntries(params) : {} },
		{ status: STATUS[found.state], headers: PRIVATE_PAGE },
	)
}

export async function action({ request }: ActionFunctionArgs) {
	const params = new URL(request.url).searchParams
	const link = readUnsubscribeLink(params) ?? readUnsubscribeLink(await readFormData(request))
	const done = await unsubscribe(link)
	return data({ done }, { status: STATUS[done.state], headers: PRIVATE_PAGE })
}

function Problem({ found }: { found: UnsubscribeState }) {
	const message =
		found.state === 'already'
			? `This link was used already: ${found.what} are off. Nothing changed.`
			: found.state === 'missing'
				? 'There is nothing to unsubscribe from: the search or home was deleted. Nothing changed.'
				: 'This unsubscribe link is not valid or no longer works. Nothing changed.'
	return (
		<AuthNotice kind="error">
			<p>{message}</p>
			<p className="mt-2 font-normal">
				Members can change every alert on{' '}
				<Link to="/saved" className="link">
					their Saved page
				</Link>
				.
			</p>
		</AuthNotice>
	)
}

export default function Unsubscribe() {
	const { found, fields } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<AuthLayout title="Unsubscribe">
			{answer ? (
				answer.done.state === 'ready' ? (
					<AuthNotice>
						<p>Done: {answer.done.what} are off. We will not mail you about it again.</p>
					</AuthNotice>
				) : (
					<Problem found={answer.done} />
				)
			) : found.state === 'ready' ? (
				<Form method="post" className="flex flex-col gap-3">
					<p className="text-slate-700 dark:text-slate-300">Stop {found.what}?</p>
					{Object.entries(fields).map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))}
					<button type="submit" className="btn-primary w-full">
						Unsubscribe
					</button>
				</Form>
			) : (
				<Problem found={found} />
			)}
		</AuthLayout>
	)
}
