import { Form } from '@remix-run/react'
import { Search } from 'lucide-react'
import { priceRanges, propertyKinds, purposes } from '~/content/hero-search'

/**
 * The search bar of the home pages. Its choices go to /hero-search, which turns them
 * into the filters of /search (a price range is two filters, minPrice and maxPrice,
 * which one plain HTML select cannot send).
 */
export function HeroSearchForm() {
	const label = 'text-slate-700 dark:text-slate-200'
	const select =
		'input appearance-auto cursor-pointer bg-white pr-8 text-sm dark:bg-slate-900'
	return (
		<Form
			method="get"
			action="/hero-search"
			role="search"
			aria-label="Find a property"
			className="grid gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-xl shadow-slate-900/5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end dark:border-slate-700 dark:bg-slate-900/95"
		>
			<div>
				<label htmlFor="hero-purpose" className={`mb-1 block text-xs font-semibold uppercase tracking-wide ${label}`}>
					Looking to
				</label>
				<select id="hero-purpose" name="purpose" defaultValue="" className={select}>
					<option value="">Buy or rent</option>
					{purposes.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<div>
				<label htmlFor="hero-kind" className={`mb-1 block text-xs font-semibold uppercase tracking-wide ${label}`}>
					Property type
				</label>
				<select id="hero-kind" name="kind" defaultValue="" className={select}>
					<option value="">Any type</option>
					{propertyKinds.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<div>
				<label htmlFor="hero-price" className={`mb-1 block text-xs font-semibold uppercase tracking-wide ${label}`}>
					Price range
				</label>
				<select id="hero-price" name="price" defaultValue="" className={select}>
					<option value="">Any price</option>
					{priceRanges.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<button type="submit" className="btn-primary h-[46px] sm:col-span-2 lg:col-span-1">
				<Search className="size-4" aria-hidden />
				Search
			</button>
		</Form>
	)
}
