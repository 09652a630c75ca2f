import { Children, type ReactNode } from 'react'

/*
 * The fields of the filter forms of /search and the property pages: GET forms, so each field is
 * a plain input whose name and value go into the address.
 */

const LABEL = 'mb-1.5 block text-sm font-semibold text-strong'
const CHOICE = 'flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200'

/** A choice of a filter: the value it sends, its label and, if known, how many it finds. */
type FilterChoice = readonly [value: string, label: ReactNode, count?: number | string]

type RadioProps = {
	legend: string
	name: string
	/** The value chosen now. */
	checked: string
	choices: readonly FilterChoice[]
	/** One choice a line instead of side by side. */
	list?: boolean
	/** The label of a first choice that does not filter: it sends `any`. */
	anyLabel?: string
}

/** A filter of one of a few choices: a fieldset of radio buttons. */
export function RadioFieldset({ legend, name, checked, choices, list = false, anyLabel }: RadioProps) {
	const all: readonly FilterChoice[] = anyLabel ? [['any', anyLabel], ...choices] : choices
	return (
		<Fieldset legend={legend} list={list}>
			{all.map(([value, label, count]) => (
				<Choice key={value} count={count}>
					<input
						type="radio"
						name={name}
						value={value}
						defaultChecked={checked === value}
						className="size-4 accent-brand-700"
					/>
					{label}
				</Choice>
			))}
		</Fieldset>
	)
}

type CheckboxProps<Name extends string> = {
	legend: string
	/** Each checkbox sends its name with the value `true`. */
	choices: ReadonlyArray<readonly [name: Name, label: ReactNode]>
	checked: (name: Name) => boolean
}

/** A filter of any of a few choices: a fieldset of checkboxes. */
export function CheckboxFieldset<Name extends string>({ legend, choices, checked }: CheckboxProps<Name>) {
	return (
		<Fieldset legend={legend}>
			{choices.map(([name, label]) => (
				<Choice key={name}>
					<input
						type="checkbox"
						name={name}
						value="true"
						defaultChecked={checked(name)}
						className="size-4 rounded accent-brand-700"
					/>
					{label}
				</Choice>
			))}
		</Fieldset>
	)
}

/** Checkboxes of one parameter that takes several values (`propertyType=house&propertyType=studio`). */
export function ValuesFieldset<Value extends string>({
	legend,
	name,
	choices,
	checked,
}: {
	legend: string
	name: string
	choices: ReadonlyArray<readonly [Value, string]>
	checked: readonly Value[]
}) {
	return (
		<Fieldset legend={legend}>
			{choices.map(([value, label]) => (
				<Choice key={value}>
					<input
						type="checkbox"
						name={name}
						value={value}
						defaultChecked={checked.includes(value)}
						className="size-4 rounded accent-brand-700"
					/>
					{label}
				</Choice>
			))}
		</Fieldset>
	)
}

function Fieldset({ legend, list = false, children }: { legend: string; list?: boolean; children: ReactNode[] }) {
	return (
		<fieldset>
			<legend className={LABEL}>{legend}</legend>
			{list ? (
				<ul className="space-y-1.5">
					{Children.map(children, (child) => (
						<li>{child}</li>
					))}
				</ul>
			) : (
				<div className="flex flex-wrap gap-x-4 gap-y-2">{children}</div>
			)}
		</fieldset>
	)
}

/** A radio button or checkbox with its label, and the count of what it finds beside it when known. */
function Choice({ count, children }: { count?: number | string; children: ReactNode }) {
	if (count === undefined) return <label className={CHOICE}>{children}</label>
	return (
		<label className={`${CHOICE} justify-between`}>
			<span className="flex items-center gap-2">{children}</span>
			<span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
				{count}
			</span>
		</label>
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

type KeywordProps = {
	id: string
	name: string
	label: string
	defaultValue: string
	placeholder: string
	maxLength?: number
}

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
