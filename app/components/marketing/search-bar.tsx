import { Form } from '@remix-run/react'
import { Icon } from '~/components/icon'

type Props = {
	/** The page the words go to, as ?`name`=… */
	action: string
	id: string
	name: string
	label: string
	placeholder: string
	defaultValue?: string
	className: string
}

/** A one-line keyword search: a search box (its label for screen readers only) and a Search button. */
export function SearchBar({ action, id, name, label, placeholder, defaultValue, className }: Props) {
	return (
		<Form method="get" action={action} role="search" className={`flex gap-2 ${className}`}>
			<label htmlFor={id} className="sr-only">
				{label}
			</label>
			<input
				id={id}
				type="search"
				name={name}
				defaultValue={defaultValue}
				placeholder={placeholder}
				className="input"
			/>
			<button type="submit" className="btn-primary shrink-0">
				<Icon name="search" className="size-4" />
				Search
			</button>
		</Form>
	)
}
