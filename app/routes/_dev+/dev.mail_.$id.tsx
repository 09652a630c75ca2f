import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Fragment } from 'react'
import { readOutboxMail } from '~/services/mail-outbox.server'
import { getEnv } from '~/utils/env.server'
import { notFound } from '~/utils/http-errors'
import { privatePageHeaders } from '~/utils/private-page'

/** A mail holds account links (a password reset): no cache keeps it. */
export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `${data?.mail.subject ?? 'Mail'} | Outbox | Homestead` },
	{ name: 'robots', content: 'noindex' },
]

/** Outside production, one mail of the outbox: its headers, its HTML part and its text part. */
export async function loader({ params }: LoaderFunctionArgs) {
	if (getEnv().isProduction) notFound('No page at this address')
	const mail = await readOutboxMail(params.id ?? '')
	if (!mail) notFound('No mail with this address')
	return { mail }
}

/** The text part with its web addresses as links; punctuation after an address ("(…/)." ) is not part of it. */
function TextWithLinks({ text }: { text: string }) {
	const parts = text.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'\]])/g)
	return parts.map((part, index) =>
		index % 2 ? (
			<a key={index} href={part} className="link">
				{part}
			</a>
		) : (
			<Fragment key={index}>{part}</Fragment>
		),
	)
}

export default function OutboxMail() {
	const { mail } = useLoaderData<typeof loader>()
	// Shown in a sandbox (no scripts, no access to this page); its links open in a new tab.
	const html = mail.html && `<base target="_blank">${mail.html}`
	return (
		<div className="container-page py-12">
			<p>
				<Link to="/dev/mail" className="link">
					Back to the outbox
				</Link>
			</p>
			<h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{mail.subject}</h1>
			<dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300 [&>dd]:wrap-anywhere">
				<dt className="font-semibold">From</dt>
				<dd>{mail.from}</dd>
				<dt className="font-semibold">To</dt>
				<dd>{mail.to}</dd>
				<dt className="font-semibold">Date</dt>
				<dd>
					<time dateTime={mail.date}>{new Date(mail.date).toUTCString()}</time>
				</dd>
			</dl>

			<h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">HTML part</h2>
			{html ? (
				<iframe
					title="The HTML part of the mail"
					srcDoc={html}
					sandbox="allow-popups allow-popups-to-escape-sandbox"
					className="mt-3 h-[32rem] w-full rounded-xl border border-slate-200 dark:border-slate-800"
				/>
			) : (
				<p className="mt-3 text-slate-700 dark:text-slate-300">This mail has no HTML part.</p>
			)}

			<h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">Text part</h2>
			<pre className="mt-3 overflow-x-auto rounded-xl border border-slate-200 p-4 text-sm whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:text-slate-200">
				<TextWithLinks text={mail.text} />
			</pre>

			<details className="mt-8">
				<summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">All headers</summary>
				<pre className="mt-3 overflow-x-auto rounded-xl border border-slate-200 p-4 text-sm whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:text-slate-200">
					{mail.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
				</pre>
			</details>
		</div>
	)
}
