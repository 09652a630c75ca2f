import { Link } from '@remix-run/react'
import { useCallback, useState } from 'react'
import { Icon } from '~/components/icon'
import { MessageForm } from '~/components/messages/message-form'
import { contactSubject, mailtoHref } from '~/utils/mailto'
import { MONEY_WARNING } from '~/utils/moderation'
import { contactListingPath, conversationPath } from '~/utils/paths'

type Props = {
	/**
	 * The owner's name, and their address when they chose to show it on their listings; null for a
	 * visitor who is not signed in (the owner's name is for members).
	 */
	owner: { username: string; email: string | null } | null
	listingId: string
	listingName: string
	/** The visitor's conversation about this listing, when they have written already. */
	conversationId: string | null
}

/**
 * 'Contact landlord' opens a panel (a <details> element: it opens with or without JavaScript)
 * with a message form: the message is sent through the site and leads to the conversation. When
 * the owner chose to show their address, it is there too as 'Or e-mail the owner', a `mailto:` link
 * that carries what was typed once JavaScript runs. A visitor who is not signed in writes too: Send
 * asks them to sign in (or sign up) and brings them back to the form with what they wrote, to send.
 */
export function ContactLandlord({ owner, listingId, listingName, conversationId }: Props) {
	const [message, setMessage] = useState('')
	const onType = useCallback((text: string) => setMessage(text), [])
	return (
		<details className="group rounded-2xl border border-slate-200 p-4 open:bg-slate-50 sm:p-6 dark:border-slate-800 dark:open:bg-slate-900">
			<summary className="btn-primary w-full cursor-pointer select-none sm:w-auto">
				<Icon name="message-square" className="size-4" />
				Contact landlord
			</summary>
			<div className="mt-5 flex flex-col gap-3">
				<p className="text-slate-700 dark:text-slate-200">
					{owner ? (
						<>
							Contact <span className="font-semibold text-strong">{owner.username}</span> for{' '}
						</>
					) : (
						'Write to the owner of '
					)}
					<span className="font-semibold text-strong">{listingName}</span>
				</p>
				{owner ? null : (
					<p className="text-sm">
						You will be asked to sign in, or to sign up, before your message is sent: what you write here is kept.
					</p>
				)}
				{conversationId ? (
					<p className="text-sm">
						<Link to={conversationPath(conversationId)} className="link">
							See your conversation about this home
						</Link>
					</p>
				) : null}
				<MessageForm
					id="contact-landlord"
					action={contactListingPath(listingId)}
					label="Message"
					placeholder="Enter your message here..."
					submitLabel="Send message"
					onType={onType}
				>
					{owner?.email ? (
						<a
							href={mailtoHref(owner.email, { subject: contactSubject(listingName), body: message })}
							className="text-sm link"
						>
							Or e-mail the owner
						</a>
					) : null}
				</MessageForm>
				<p className="text-sm text-muted">
					Your message goes through Homestead: the owner does not see your e-mail address.
				</p>
				<div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
					<p className="font-semibold">Stay safe</p>
					<ul className="mt-1 list-disc pl-5">
						<li>{MONEY_WARNING}</li>
						<li>Keep the conversation on Homestead: be wary of anyone who asks to move it elsewhere.</li>
						<li>
							Never pay by wire transfer, gift cards or crypto, and never send copies of your ID before a viewing.
						</li>
					</ul>
				</div>
			</div>
		</details>
	)
}
