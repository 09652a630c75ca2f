import { Form } from '@remix-run/react'
import { type ReactNode, type Ref } from 'react'
import { Icon } from '~/components/icon'

type Props = {
	/** The page the words go to, as ?`name`=… */
	action: string
	id: string
	name: string
	/** The box's label, for screen readers only (the placeholder shows what to type). */
	label: string
	/** The name of the submit button, a magnifier inside the box's right end. */
	submitLabel: string
	defaultValue: string
	placeholder: string
	/** `compact`: the round box of the top bar; `regular`: a box of the page's forms. */
	size: 'compact' | 'regular'
	inputClassName: string
	inputRef?: Ref<HTMLInputElement>
	className?: string
	/** Hidden fields sent along with the words. */
	children?: ReactNode
}

/** A keyword search: a search box with its submit button, a magnifier, inside its right end. */
export function SearchBox({
	action,
	id,
	name,
	label,
	submitLabel,
	defaultValue,
	placeholder,
	size,
	inputClassName,
	inputRef,
	className,
	children,
}: Props) {
	const compact = size === 'compact'
	return (
		<Form method="get" action={action} role="search" className={className ? `relative ${className}` : 'relative'}>
			{children}
			<label htmlFor={id} className="sr-only">
				{label}
			</label>
			<input
				ref={inputRef}
				id={id}
				type="search"
				name={name}
				defaultValue={defaultValue}
				placeholder={placeholder}
				className={inputClassName}
			/>
			<button
				type="submit"
				aria-label={submitLabel}
				className={
					compact
						? 'absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-full text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300'
						: 'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300'
				}
			>
				<Icon name="search" className={compact ? 'size-4' : 'size-5'} />
			</button>
		</Form>
	)
}
