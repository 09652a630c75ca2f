import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useActionData, useFetcher } from '@remix-run/react'
import { Send } from 'lucide-react'
import { useId } from 'react'
import { type action as newsletterAction } from '~/routes/newsletter'
import { newsletterSchema } from '~/schemas/newsletter'

type NewsletterReply = ReturnType<typeof useActionData<typeof newsletterAction>>
type Props = {
	tone?: 'light' | 'dark'
	/** The answer of a post made without JavaScript, when this form is on /newsletter itself. */
	reply?: NewsletterReply
}

/**
 * The newsletter sign-up. With JavaScript it answers in place; without it the
 * post lands on /newsletter, which shows the same answer.
 */
export function NewsletterForm({ tone = 'light', reply }: Props) {
	const fetcher = useFetcher<typeof newsletterAction>()
	const answer = fetcher.data ?? reply
	const id = useId()
	const [form, fields] = useForm({
		id: `newsletter-${id}`,
		lastResult: answer?.result,
		constraint: getZodConstraint(newsletterSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
	})
	const done = answer?.subscribed
	const busy = fetcher.state !== 'idle'
	const errorClass = tone === 'dark' ? 'text-red-200' : 'text-red-700 dark:text-red-400'

	return (
		<fetcher.Form method="post" action="/newsletter" {...getFormProps(form)} className="w-full">
			<div className="flex gap-2">
				<label htmlFor={fields.email.id} className="sr-only">
					Your e-mail address
				</label>
				<input
					{...getInputProps(fields.email, { type: 'email' })}
					key={fields.email.key}
					placeholder="Your e-mail address"
					autoComplete="email"
					className="input min-w-0 flex-1"
				/>
				<button type="submit" className="btn-primary shrink-0" disabled={busy}>
					<Send className="size-4" aria-hidden />
					{busy ? 'Sending...' : 'Subscribe'}
				</button>
			</div>
			<p aria-live="polite" className="mt-2 min-h-5 text-sm">
				{done ? (
					<span className={tone === 'dark' ? 'text-white' : 'text-brand-800 dark:text-brand-300'}>
						Thanks! You are subscribed to our newsletter.
					</span>
				) : fields.email.errors ? (
					<span id={fields.email.errorId} className={errorClass}>
						{fields.email.errors[0]}
					</span>
				) : null}
			</p>
		</fetcher.Form>
	)
}
