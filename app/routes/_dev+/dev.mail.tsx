import { type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { listOutbox } from '~/services/mail-outbox.server'
import { getEnv } from '~/utils/env.server'
import { notFound } from '~/utils/http-errors'
import { privatePageHeaders } from '~/utils/private-page'

/** Never kept by a cache: the outbox changes with every mail, and its mails hold account links. */
export const headers = privatePageHeaders

export const meta: MetaFunction = () => [{ title: 'Outbox | Homestead' }, { name: 'robots', content: 'noindex' }]

/** Outside production, the mails written to the outbox folder (DATA_DIR/mail), newest first. */
export async function loader() {
	if (getEnv().isProduction) notFound('No page at this address')
	return { mails: await listOutbox(), smtp: Boolean(getEnv().mail.smtpUrl) }
}

export default function Outbox() {
	const { mails, smtp } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-12">
			<h1 className="text-3xl font-bold text-slate-900 dark:text-white">Outbox</h1>
			<p className="mt-2 text-slate-600 dark:text-slate-400">
				{smtp
					? 'Mail goes to the server of SMTP_URL; these are the mails written before it was set.'
					: 'Without SMTP_URL every mail is written to the mail folder of DATA_DIR and shown here. This page exists only outside production.'}
			</p>
			{mails.length ? (
				<ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
					{mails.map((mail) => (
						<li key={mail.id}>
							<Link
								to={`/dev/mail/${mail.id}`}
								className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900"
							>
								<span className="block font-semibold text-slate-900 dark:text-white">{mail.subject}</span>
								<span className="block text-sm text-slate-600 dark:text-slate-400">
									To {mail.to} · <time dateTime={mail.date}>{new Date(mail.date).toUTCString()}</time>
								</span>
							</Link>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-8 text-slate-700 dark:text-slate-300">No mail yet.</p>
			)}
		</div>
	)
}
