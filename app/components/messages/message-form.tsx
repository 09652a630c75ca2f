import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { ErrorList, SubmitButton, useSchemaForm } from '~/components/forms'
import { HoneypotField } from '~/components/honeypot-field'
import { messageSchema } from '~/schemas/message'

type Props = {
	/** The form's id, unique on the page (the same for the page and its answer, so the answer reaches it). */
	id: string
	action: string
	label: string
	placeholder?: string
	submitLabel: string
	lastResult?: SubmissionResult<string[]> | null
	/** Shown beside the button. */
	children?: ReactNode
	/** Called with the text typed so far. */
	onType?: (text: string) => void
	/** Empties the field (after a reply was sent). */
	resetKey?: string
	/** What the field holds at first (a message written before signing in). */
	defaultMessage?: string
}

/**
 * A message to another member: a labelled text area (1 to 5,000 characters, the rules of the
 * server checked in the browser too), the public forms' honeypot, and a send button. A plain form
 * post, so it works without JavaScript; what was typed comes back with any error.
 */
export function MessageForm({
	id,
	action,
	label,
	placeholder,
	submitLabel,
	lastResult,
	children,
	onType,
	resetKey,
	defaultMessage,
}: Props) {
	const [form, fields] = useSchemaForm(messageSchema, {
		id: resetKey ? `${id}-${resetKey}` : id,
		lastResult,
		defaultValue: defaultMessage ? { message: defaultMessage } : undefined,
	})
	const textRef = useRef<HTMLTextAreaElement>(null)
	// Keeps whatever was typed before the page became interactive.
	useEffect(() => onType?.(textRef.current?.value ?? ''), [onType])
	const { key, ...textareaProps } = getTextareaProps(fields.message)
	const errorId = fields.message.errors?.length ? `${fields.message.id}-error` : undefined
	return (
		<Form method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-2">
			<label htmlFor={fields.message.id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<textarea
				key={key}
				{...textareaProps}
				ref={textRef}
				rows={4}
				placeholder={placeholder}
				aria-describedby={errorId}
				onChange={(event) => onType?.(event.target.value)}
				className="input resize-y"
			/>
			<ErrorList id={errorId} errors={fields.message.errors} />
			<HoneypotField />
			<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
				<SubmitButton pendingText="Sending..." formAction={action} className="btn-primary">
					{submitLabel}
				</SubmitButton>
				{children}
			</div>
			<div role="alert">
				<ErrorList id={form.errorId} errors={form.errors} />
			</div>
		</Form>
	)
}
