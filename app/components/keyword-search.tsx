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
	placeholder: string
	defaultValue?: string
	/**
	 * `top-bar`: the round box of the header, a small magnifier inside its right end; `inline`: a box
	 * of the page's forms with the magnifier inside; `button`: the box with a 'Search' button beside it.
	 */
	look: 'top-bar' | 'inline' | 'button'
	/** The name of the magnifier button (the `button` look's says 'Search'). */
	submitLabel?: string
	inputClassName?: string
	inputRef?: Ref<HTMLInputElement>
	className?: string
	/** Hidden fields sent along with the words. */
	children?: ReactNode
}

const MAGNIFIER_BUTTON =
	'absolute inset-y-0 right-0 flex items-center justify-center text-slate-600 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300'

/** A keyword search in one line: the header's, the blog's and the home pages' (a GET form to `action`). */
export function KeywordSearch({
	action,
	id,
	name,
	label,
	placeholder,
	defaultValue,
	look,
	submitLabel = 'Search',
	inputClassName = 'input',
	inputRef,
	className,
	children,
}: Props) {
	const beside = look === 'button'
	const formClass = beside ? `flex gap-2 ${className ?? ''}` : className ? `relative ${className}` : 'relative'
	return (
		<Form method="get" action={action} role="search" className={formClass}>
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
			{beside ? (
				<button type="submit" className="btn-primary shrink-0">
					<Icon name="search" className="size-4" />
					Search
				</button>
			) : (
				<button
					type="submit"
					aria-label={submitLabel}
					className={`${MAGNIFIER_BUTTON} ${look === 'top-bar' ? 'w-9 rounded-full' : 'w-11 rounded-r-lg'}`}
				>
					<Icon name="search" className={look === 'top-bar' ? 'size-4' : 'size-5'} />
				</button>
			)}
		</Form>
	)
}
