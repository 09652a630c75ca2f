import { type DefaultValue, type FieldMetadata, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from '@remix-run/react'
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { type z } from 'zod'

type ListOfErrors = Array<string | null | undefined> | null | undefined

/** Error messages in red beneath a field or a form. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
	const messages = errors?.filter(Boolean)
	if (!messages?.length) return null
	return (
		<ul id={id} className="flex flex-col gap-1">
			{messages.map((message) => (
				<li key={message} className="text-sm font-medium text-red-700 dark:text-red-400">
					{message}
				</li>
			))}
		</ul>
	)
}

/** A labelled input with its errors beneath, wired for screen readers. */
export function Field({
	label,
	inputProps,
	errors,
	hint,
	className,
}: {
	label: ReactNode
	inputProps: InputHTMLAttributes<HTMLInputElement>
	errors?: ListOfErrors
	hint?: ReactNode
	className?: string
}) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	const hintId = hint ? `${id}-hint` : undefined
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
				{label}
			</label>
			<input
				{...inputProps}
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
				className={`input ${inputProps.className ?? ''}`}
			/>
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
					{hint}
				</p>
			) : null}
			<div className="mt-1 min-h-5">
				<ErrorList id={errorId} errors={errors} />
			</div>
		</div>
	)
}

type SchemaFormOptions<Schema extends z.ZodType> = {
	id: string
	lastResult: SubmissionResult<string[]> | null | undefined
	defaultValue?: DefaultValue<z.input<Schema>>
}

/** Each schema's constraints, derived once: a form's schema is a constant of its module. */
const constraints = new WeakMap<z.ZodType, ReturnType<typeof getZodConstraint>>()

function constraintOf(schema: z.ZodType) {
	let constraint = constraints.get(schema)
	if (!constraint) {
		constraint = getZodConstraint(schema)
		constraints.set(schema, constraint)
	}
	return constraint
}

/**
 * Conform for a form whose rules are a zod schema: the browser checks the same rules as the
 * server, the constraints (required, lengths) on the inputs, a field once it is left.
 * A field with an error is checked again as it is typed in, so the error goes while typing:
 * checked only on leaving it, the error line vanished on the mousedown of the send button,
 * the button moved up from under the pointer and the click was lost.
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
	schema: Schema,
	{ id, lastResult, defaultValue }: SchemaFormOptions<Schema>,
) {
	return useForm<z.input<Schema>, z.output<Schema>>({
		id,
		lastResult,
		defaultValue,
		constraint: constraintOf(schema),
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
}

/** The input types that take each constraint Conform derives from a schema (HTML's rules). */
const TEXT_TYPES = ['text', 'search', 'url', 'tel', 'email', 'password']
const NUMBER_TYPES = ['number', 'range', 'date', 'datetime-local', 'month', 'week', 'time']
const TYPES_TAKING: Record<string, readonly string[]> = {
	pattern: TEXT_TYPES,
	minLength: TEXT_TYPES,
	maxLength: TEXT_TYPES,
	required: [...TEXT_TYPES, ...NUMBER_TYPES.filter((type) => type !== 'range'), 'checkbox', 'radio', 'file'],
	min: NUMBER_TYPES,
	max: NUMBER_TYPES,
	step: NUMBER_TYPES,
	multiple: ['email', 'file'],
	accept: ['file'],
}

/**
 * Conform's props for an input, without the constraints its type does not take: Conform sets every
 * constraint of the schema whatever the type (a pattern on a radio, `required` on a hidden input),
 * which browsers ignore but makes the page invalid HTML.
 */
export function inputProps(...[meta, options]: Parameters<typeof getInputProps>) {
	const props: Record<string, unknown> = getInputProps(meta, options)
	for (const [constraint, types] of Object.entries(TYPES_TAKING)) {
		if (!types.includes(options.type)) delete props[constraint]
	}
	return props as ReturnType<typeof getInputProps>
}

type InputFieldProps = {
	label: ReactNode
	/** The Conform field the input is for. */
	meta: FieldMetadata<string | undefined>
	type: 'text' | 'email' | 'password'
	autoComplete: string
	hint?: ReactNode
}

/** A Field for a field of a Conform form: its input, the browser's autofill hint and its errors. */
export function InputField({ label, meta, type, autoComplete, hint }: InputFieldProps) {
	return (
		<Field
			label={label}
			inputProps={{ ...inputProps(meta, { type }), autoComplete }}
			errors={meta.errors}
			hint={hint}
		/>
	)
}

/** A labelled checkbox with a hint and its errors beneath, for a Conform field of a boolean. */
export function CheckboxField({
	label,
	meta,
	hint,
}: {
	label: ReactNode
	meta: FieldMetadata<boolean | undefined>
	hint?: ReactNode
}) {
	const hintId = hint ? `${meta.id}-hint` : undefined
	return (
		<div className="mb-4">
			<label className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
				<input
					{...getInputProps(meta, { type: 'checkbox' })}
					aria-describedby={hintId}
					className="mt-1 size-4 rounded border-slate-300 accent-brand-700"
				/>
				<span>{label}</span>
			</label>
			{hint ? (
				<p id={hintId} className="mt-1 ml-6 text-sm text-slate-600 dark:text-slate-400">
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}

/** A submit button that reads `pendingText` while its form is being sent. */
export function SubmitButton({
	children,
	pendingText,
	formAction,
	className = 'btn-primary w-full',
	name,
	value,
}: {
	children: ReactNode
	pendingText: string
	formAction?: string
	className?: string
	name?: string
	value?: string
}) {
	const navigation = useNavigation()
	const pending =
		navigation.state === 'submitting' &&
		(formAction ? navigation.formAction === formAction : true) &&
		(name ? navigation.formData?.get(name) === value : true)
	return (
		<button type="submit" className={className} disabled={pending} name={name} value={value}>
			{pending ? pendingText : children}
		</button>
	)
}
