import { Form } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { priceRanges, propertyKinds, purposes } from '~/content/hero-search'

/**
 * The search bar of the home pages. Its choices go to /hero-search, which turns them
 * into the filters of /search (a price range is two filters, minPrice and maxPrice,
 * which one plain HTML select cannot send).
 */
const fields = [
	{ name: 'purpose', label: 'Looking to', any: 'Buy or rent', options: purposes },
	{ name: 'kind', label: 'Property type', any: 'Any type', options: propertyKinds },
	{ name: 'price', label: 'Price range', any: 'Any price', options: priceRanges },
]

export function HeroSearchForm() {
	const label = 'text-slate-700 dark:text-slate-200'
	const select = 'input appearance-auto cursor-pointer bg-white pr-8 text-sm dark:bg-slate-900'
	return (
		<Form
			method="get"
			action="/hero-search"
			role="search"
			aria-label="Find a property"
			className="grid gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-xl shadow-slate-900/5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end dark:border-slate-700 dark:bg-slate-900/95"
		>
			{fields.map((field) => (
				<div key={field.name}>
					<label
						htmlFor={`hero-${field.name}`}
						className={`mb-1 block text-xs font-semibold tracking-wide uppercase ${label}`}
					>
						{field.label}
					</label>
					<select id={`hero-${field.name}`} name={field.name} defaultValue="" className={select}>
						<option value="">{field.any}</option>
						{field.options.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</select>
				</div>
			))}
			<button type="submit" className="btn-primary h-[46px] sm:col-span-2 lg:col-span-1">
				<Icon name="search" className="size-4" />
				Search
			</button>
		</Form>
	)
}
