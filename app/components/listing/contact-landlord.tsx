import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '~/components/icon'
import { contactSubject, mailtoHref } from '~/utils/mailto'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	owner: { username: string; email: string }
	listingId: string
	listingName: string
}

/**
 * 'Contact landlord' opens a panel whose send action opens the mail client. A <details>
 * element opens in place with or without JavaScript. Without JavaScript the form posts to
 * the server, which answers with a redirect to the `mailto:` address; with JavaScript the send
 * action is that address as a link, built as the message is typed. Either way spaces arrive as
 * spaces (%20), not as the `+` of a form sent straight to `mailto:`.
 */
export function ContactLandlord({ owner, listingId, listingName }: Props) {
	const hydrated = useHydrated()
	const messageId = useId()
	const messageRef = useRef<HTMLTextAreaElement>(null)
	const [message, setMessage] = useState('')
	const subject = contactSubject(listingName)

	// Keeps whatever was typed before the page became interactive.
	useEffect(() => setMessage(messageRef.current?.value ?? ''), [])

	return (
		<details className="group rounded-2xl border border-slate-200 p-4 open:bg-slate-50 sm:p-6 dark:border-slate-800 dark:open:bg-slate-900">
			<summary className="btn-primary w-full cursor-pointer select-none sm:w-auto">
				<Icon name="mail" className="size-4" />
				Contact landlord
			</summary>
			<form method="post" action={`/listing/${listingId}/contact`} className="mt-5 flex flex-col gap-3">
				<p className="text-slate-700 dark:text-slate-200">
					Contact <span className="font-semibold text-strong">{owner.username}</span> for{' '}
					<span className="font-semibold text-strong">{listingName}</span>
				</p>
				<label htmlFor={messageId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
					Message
				</label>
				<textarea
					ref={messageRef}
					id={messageId}
					name="body"
					rows={4}
					required
					placeholder="Enter your message here..."
					onChange={(event) => setMessage(event.target.value)}
					className="input resize-y"
				/>
				<div>
					{hydrated ? (
						<a
							href={mailtoHref(owner.email, { subject, body: message })}
							className="btn-primary"
							onClick={(event) => {
								// The same rule as the form's `required`, with the browser's own message.
								if (!messageRef.current?.reportValidity()) event.preventDefault()
							}}
						>
							Send message
						</a>
					) : (
						<button type="submit" className="btn-primary">
							Send message
						</button>
					)}
				</div>
			</form>
		</details>
	)
}
