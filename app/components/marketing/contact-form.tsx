import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type useActionData, useFetcher } from '@remix-run/react'
import { HoneypotField } from '~/components/honeypot-field'
import { Icon } from '~/components/icon'
import { type action as contactAction } from '~/routes/_marketing+/contact'
import { contactSchema } from '~/schemas/contact'

type ContactReply = ReturnType<typeof useActionData<typeof contactAction>>
type Props = {
	/** The answer of a post made without JavaScript (this form on /contact itself). */
	reply?: ContactReply
}

/**
 * The contact form. With JavaScript it answers in place; without it the post lands on
 * /contact, which shows the same answer. On an error every typed value is kept.
 */
export function ContactForm({ reply }: Props) {
	const fetcher = useFetcher<typeof contactAction>()
	const answer = fetcher.data ?? reply
	const [form, fields] = useForm({
		// A name, not useId: Conform finds the form in the document by this id, and the server's
		// generated ids differ from the browser's (docs/decisions/016-preact-in-the-browser.md).
		id: 'contact-form',
		lastResult: answer?.result,
		constraint: getZodConstraint(contactSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
	})
	const busy = fetcher.state !== 'idle'
	const label = 'mb-1.5 block text-sm font-semibold text-slate-900 dark:text-white'
	const error = 'mt-1.5 text-sm text-red-700 dark:text-red-400'

	return (
		<fetcher.Form method="post" action="/contact" {...getFormProps(form)} className="space-y-5">
			{answer?.sent ? (
				<div
					role="status"
					className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100"
				>
					<Icon name="circle-check" className="mt-0.5 size-5 shrink-0" />
					<p>
						<strong className="font-semibold">Thank you, {answer.firstName}! Your message has been sent.</strong> One of
						us will reply to {answer.email} within one working day.
					</p>
				</div>
			) : null}
			<div className="grid gap-5 sm:grid-cols-2">
				<div>
					<label htmlFor={fields.firstName.id} className={label}>
						First name
					</label>
					<input
						{...getInputProps(fields.firstName, { type: 'text' })}
						key={fields.firstName.key}
						autoComplete="given-name"
						className="input"
					/>
					{fields.firstName.errors ? (
						<p id={fields.firstName.errorId} className={error}>
							{fields.firstName.errors[0]}
						</p>
					) : null}
				</div>
				<div>
					<label htmlFor={fields.lastName.id} className={label}>
						Last name
					</label>
					<input
						{...getInputProps(fields.lastName, { type: 'text' })}
						key={fields.lastName.key}
						autoComplete="family-name"
						className="input"
					/>
					{fields.lastName.errors ? (
						<p id={fields.lastName.errorId} className={error}>
							{fields.lastName.errors[0]}
						</p>
					) : null}
				</div>
			</div>
			<div>
				<label htmlFor={fields.email.id} className={label}>
					Email
				</label>
				<input
					{...getInputProps(fields.email, { type: 'email' })}
					key={fields.email.key}
					autoComplete="email"
					className="input"
				/>
				{fields.email.errors ? (
					<p id={fields.email.errorId} className={error}>
						{fields.email.errors[0]}
					</p>
				) : null}
			</div>
			<div>
				<label htmlFor={fields.message.id} className={label}>
					Message
				</label>
				<textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} className="input resize-y" />
				{fields.message.errors ? (
					<p id={fields.message.errorId} className={error}>
						{fields.message.errors[0]}
					</p>
				) : null}
			</div>
			<HoneypotField />
			<button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
				<Icon name="send" className="size-4" />
				{busy ? 'Sending...' : 'Send message'}
			</button>
		</fetcher.Form>
	)
}
