import { Fragment, type ReactNode } from 'react'

/*
 * The fields of the filter forms of /search and the property pages: GET forms, so each field is
 * a plain input whose name and value go into the address.
 */

const LABEL = 'mb-1.5 block text-sm font-semibold text-slate-900 dark:text-white'
const CHOICE = 'flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200'

export type FilterChoice = {
	/** The field's name: one for a group of radio buttons, one per checkbox. */
	name: string
	value: string
	label: ReactNode
	checked: boolean
	/** How many the choice finds, shown beside it. */
	count?: number
}

type ChoiceProps = {
	legend: string
	/** Radio buttons: one of the choices; checkboxes: any of them. */
	type: 'radio' | 'checkbox'
	choices: FilterChoice[]
	/** One choice a line instead of side by side. */
	list?: boolean
}

/** A filter of a few choices: a fieldset of radio buttons or checkboxes. */
export function ChoiceFieldset({ legend, type, choices, list = false }: ChoiceProps) {
	const labels = choices.map((choice) => {
		const input = (
			<input
				type={type}
				name={choice.name}
				value={choice.value}
				defaultChecked={choice.checked}
				className={type === 'checkbox' ? 'size-4 rounded accent-brand-700' : 'size-4 accent-brand-700'}
			/>
		)
		const key = `${choice.name}=${choice.value}`
		if (choice.count === undefined) {
			return { key, label: <label className={CHOICE}>{input}{choice.label}</label> }
		}
		return {
			key,
			label: (
				<label className={`${CHOICE} justify-between`}>
					<span className="flex items-center gap-2">
						{input}
						{choice.label}
					</span>
					<span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
						{choice.count}
					</span>
				</label>
			),
		}
	})
	return (
		<fieldset>
			<legend className={LABEL}>{legend}</legend>
			{list ? (
				<ul className="space-y-1.5">
					{labels.map(({ key, label }) => (
						<li key={key}>{label}</li>
					))}
				</ul>
			) : (
				<div className="flex flex-wrap gap-x-4 gap-y-2">
					{labels.map(({ key, label }) => (
						<Fragment key={key}>{label}</Fragment>
					))}
				</div>
			)}
		</fieldset>
	)
}

type SelectProps = {
	id: string
	name: string
	label: string
	defaultValue: string | number
	options: ReadonlyArray<{ value: string | number; label: string }>
}

/** A filter chosen from a list: a labelled select. */
export function SelectFilter({ id, name, label, defaultValue, options }: SelectProps) {
	return (
		<div>
			<label htmlFor={id} className={LABEL}>
				{label}
			</label>
			<select id={id} name={name} defaultValue={defaultValue} className="input appearance-auto">
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</div>
	)
}

type AtLeastProps = Omit<SelectProps, 'options' | 'defaultValue'> & {
	/** The number chosen; `anyValue` (no filter) when not set. */
	value: number | undefined
	max: number
	/** What "Any" sends. */
	anyValue?: string
}

/** A filter of at least so many (bedrooms, bathrooms): Any, 1+, 2+... up to `max`+. */
export function AtLeastSelect({ value, max, anyValue = '', ...props }: AtLeastProps) {
	const counts = Array.from({ length: max }, (_, index) => index + 1)
	return (
		<SelectFilter
			{...props}
			defaultValue={value ?? anyValue}
			options={[{ value: anyValue, label: 'Any' }, ...counts.map((count) => ({ value: count, label: `${count}+` }))]}
		/>
	)
}

type KeywordProps = { id: string; name: string; label: string; defaultValue: string; placeholder: string; maxLength?: number }

/** A filter by words: a labelled search box. */
export function KeywordField({ id, label, ...input }: KeywordProps) {
	return (
		<div>
			<label htmlFor={id} className={LABEL}>
				{label}
			</label>
			<input id={id} type="search" {...input} className="input" />
		</div>
	)
}
