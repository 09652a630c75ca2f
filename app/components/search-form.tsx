import { Form, Link, useSubmit } from '@remix-run/react'
import { SlidersHorizontal } from 'lucide-react'
import { type FormEvent } from 'react'
import { type SearchFilters, SORT_CHOICES } from '~/schemas/search'

const ROOM_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const

type Props = { filters: SearchFilters }

/** How many of the panel's filters are set: shown on the collapsed panel's toggle. */
function activeFilterCount(filters: SearchFilters) {
	return [
		filters.type !== 'all',
		filters.offer,
		filters.parking,
		filters.furnished,
		filters.minPrice !== undefined,
		filters.maxPrice !== undefined,
		filters.bedrooms !== undefined,
		filters.bathrooms !== undefined,
	].filter(Boolean).length
}

/**
 * The search form: a GET form, so the URL carries every filter and the page works
 * without JavaScript. On small screens the filters fold into a panel (a <details>);
 * from the lg breakpoint up they are always shown as a sidebar.
 */
export function SearchForm({ filters }: Props) {
	const submit = useSubmit()
	const active = activeFilterCount(filters)

	// With JavaScript, leave blank fields and defaults out of the address; without it the
	// browser sends them all, and the server reads blanks as "not set" all the same.
	function submitCleanly(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const params = new URLSearchParams()
		for (const [name, value] of new FormData(event.currentTarget)) {
			if (typeof value !== 'string' || value.trim() === '') continue
			if ((name === 'type' && value === 'all') || (name === 'sort' && value === 'createdAt_desc')) continue
			params.append(name, value)
		}
		submit(params, { method: 'get', action: '/search' })
	}

	return (
		<Form method="get" action="/search" role="search" aria-label="Filter listings" onSubmit={submitCleanly} className="space-y-5">
			<div>
				<label htmlFor="search-term" className="mb-1.5 block text-sm font-semibold text-slate-900 dark:text-white">
					Search term
				</label>
				<input
					id="search-term"
					type="search"
					name="searchTerm"
					defaultValue={filters.searchTerm}
					placeholder="Name, description or address"
					maxLength={200}
					className="input"
				/>
			</div>

			{/* From lg up, browsers that can style the panel's content show it open, without its toggle. */}
			<details className="group/filters rounded-xl border border-slate-200 dark:border-slate-700 lg:supports-[selector(::details-content)]:border-0 lg:supports-[selector(::details-content)]:[&::details-content]:[content-visibility:visible]">
				<summary className="flex cursor-pointer items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-slate-900 dark:text-white lg:supports-[selector(::details-content)]:hidden">
					<span className="flex items-center gap-2">
						<SlidersHorizontal className="size-4" aria-hidden />
						Filters
						{active ? (
							<span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
								{active}
								<span className="sr-only"> active</span>
							</span>
						) : null}
					</span>
					<span className="text-xs font-medium text-brand-700 group-open/filters:hidden dark:text-brand-300">Show</span>
					<span className="hidden text-xs font-medium text-brand-700 group-open/filters:inline dark:text-brand-300">
						Hide
					</span>
				</summary>
				<div className="space-y-5 px-4 pb-4 lg:supports-[selector(::details-content)]:p-0">
					<fieldset>
						<legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Purpose</legend>
						<div className="flex flex-wrap gap-x-5 gap-y-2">
							{(
								[
									['all', 'Rent & Sale'],
									['rent', 'Rent'],
									['sale', 'Sale'],
								] as const
							).map(([value, label]) => (
								<label key={value} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
									<input
										type="radio"
										name="type"
										value={value}
										defaultChecked={filters.type === value}
										className="size-4 accent-brand-700"
									/>
									{label}
								</label>
							))}
						</div>
					</fieldset>

					<fieldset>
						<legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Amenities</legend>
						<div className="flex flex-wrap gap-x-5 gap-y-2">
							{(
								[
									['parking', 'Parking'],
									['furnished', 'Furnished'],
									['offer', 'Offer'],
								] as const
							).map(([name, label]) => (
								<label key={name} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
									<input
										type="checkbox"
										name={name}
										value="true"
										defaultChecked={filters[name]}
										className="size-4 rounded accent-brand-700"
									/>
									{label}
								</label>
							))}
						</div>
					</fieldset>

					<fieldset>
						<legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Price range ($)</legend>
						<div className="grid grid-cols-2 gap-3">
							<div>
								<label htmlFor="search-min-price" className="mb-1 block text-xs text-slate-600 dark:text-slate-300">
									Min price
								</label>
								<input
									id="search-min-price"
									type="number"
									name="minPrice"
									min={0}
									step={1}
									inputMode="numeric"
									defaultValue={filters.minPrice}
									placeholder="No min"
									className="input"
								/>
							</div>
							<div>
								<label htmlFor="search-max-price" className="mb-1 block text-xs text-slate-600 dark:text-slate-300">
									Max price
								</label>
								<input
									id="search-max-price"
									type="number"
									name="maxPrice"
									min={0}
									step={1}
									inputMode="numeric"
									defaultValue={filters.maxPrice}
									placeholder="No max"
									className="input"
								/>
							</div>
						</div>
					</fieldset>

					<div className="grid grid-cols-2 gap-3">
						{(
							[
								['bedrooms', 'Bedrooms'],
								['bathrooms', 'Bathrooms'],
							] as const
						).map(([name, label]) => (
							<div key={name}>
								<label htmlFor={`search-${name}`} className="mb-1.5 block text-sm font-semibold text-slate-900 dark:text-white">
									{label}
								</label>
								<select id={`search-${name}`} name={name} defaultValue={filters[name] ?? ''} className="input">
									<option value="">Any</option>
									{ROOM_CHOICES.map((count) => (
										<option key={count} value={count}>
											{count}+
										</option>
									))}
								</select>
							</div>
						))}
					</div>
				</div>
			</details>

			<div>
				<label htmlFor="search-sort" className="mb-1.5 block text-sm font-semibold text-slate-900 dark:text-white">
					Sort
				</label>
				<select id="search-sort" name="sort" defaultValue={`${filters.sort}_${filters.order}`} className="input">
					{SORT_CHOICES.map((choice) => (
						<option key={choice.value} value={choice.value}>
							{choice.label}
						</option>
					))}
				</select>
			</div>

			<div className="flex items-center gap-3">
				<button type="submit" className="btn-primary flex-1">
					Search
				</button>
				<Link to="/search" className="btn-secondary">
					Clear
				</Link>
			</div>
		</Form>
	)
}
