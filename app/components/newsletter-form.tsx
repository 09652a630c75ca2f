import { type useActionData, useFetcher } from '@remix-run/react'
import { useId } from 'react'
import { HoneypotField } from '~/components/honeypot-field'
import { Icon } from '~/components/icon'
import { type action as newsletterAction } from '~/routes/_marketing+/newsletter'
import { EMAIL_MAX } from '~/utils/field-limits'

type NewsletterReply = ReturnType<typeof useActionData<typeof newsletterAction>>
type Props = {
	tone?: 'light' | 'dark'
	/** The answer of a post made without JavaScript, when this form is on /newsletter itself. */
	reply?: NewsletterReply
}

/**
 * The newsletter sign-up. With JavaScript it answers in place; without it the
 * post lands on /newsletter, which shows the same answer. The server checks the
 * address: this form is on every page, so it carries no validation library.
 */
export function NewsletterForm({ tone = 'light', reply }: Props) {
	const fetcher = useFetcher<typeof newsletterAction>()
	const answer = fetcher.data ?? reply
	const id = useId()
	const inputId = `newsletter-email-${id}`
	const errorId = `${inputId}-error`
	const busy = fetcher.state !== 'idle'
	const error = answer && !answer.subscribed ? answer.error : undefined

	return (
		<fetcher.Form method="post" action="/newsletter" className="w-full">
			{/* The button goes beneath the box where the two would not fit side by side (a footer column). */}
			<div className="flex flex-wrap gap-2">
				<label htmlFor={inputId} className="sr-only">
					Your e-mail address
				</label>
				<input
					// A new input after each subscription empties the box; after an error it keeps what was typed.
					key={answer?.subscribed ? `done-${fetcher.data ? 'js' : 'page'}` : 'typing'}
					id={inputId}
					name="email"
					type="email"
					required
					maxLength={EMAIL_MAX}
					defaultValue={answer?.subscribed ? '' : answer?.email}
					placeholder="Your e-mail address"
					autoComplete="email"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					className="input min-w-0 flex-1 basis-52"
				/>
				<HoneypotField />
				<button type="submit" className="btn-primary shrink-0" disabled={busy}>
					<Icon name="send" className="size-4" />
					{busy ? 'Sending...' : 'Subscribe'}
				</button>
			</div>
			<p aria-live="polite" className="mt-2 min-h-5 text-sm">
				{answer?.subscribed ? (
					<span className={tone === 'dark' ? 'text-white' : 'text-brand-800 dark:text-brand-300'}>
						Thanks! You are subscribed to our newsletter.
					</span>
				) : error ? (
					<span id={errorId} className={tone === 'dark' ? 'text-red-200' : 'text-red-700 dark:text-red-400'}>
						{error}
					</span>
				) : null}
			</p>
		</fetcher.Form>
	)
}
