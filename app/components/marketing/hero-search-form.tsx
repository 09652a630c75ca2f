import { Form } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { usePlaceSuggestions } from '~/components/where-field'
import { heroPropertyTypes, type PriceBand, purposes, rentPriceBands, salePriceBands } from '~/content/hero-search'
import { WHERE_MAX_LENGTH } from '~/utils/search-params'

const label = 'mb-1 block text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200'
const select = 'input appearance-auto cursor-pointer bg-white pr-8 text-sm dark:bg-slate-900'

/**
 * The search bar of the home pages: where, buy or rent, a price and a kind of home. Its choices go to
 * /hero-search, which turns them into the filters of /search (a price band is two filters, which one
 * plain HTML select cannot send). The prices offered are those of the purpose chosen, prices to buy or
 * a month's rent: both lists are in the form and CSS shows the one that fits (without JavaScript too),
 * and the server reads the one of the purpose sent.
 */
export function HeroSearchForm() {
	const suggestions = usePlaceSuggestions()
	return (
		<Form
			method="get"
			action="/hero-search"
			role="search"
			aria-label="Find a property"
			className="group/hero grid gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-xl shadow-slate-900/5 sm:grid-cols-2 lg:grid-cols-[1.4fr_auto_1fr_1fr_auto] lg:items-end dark:border-slate-700 dark:bg-slate-900/95"
		>
			<div className="sm:col-span-2 lg:col-span-1">
				<label htmlFor="hero-where" className={label}>
					Where?
				</label>
				<input
					id="hero-where"
					type="text"
					name="where"
					maxLength={WHERE_MAX_LENGTH}
					placeholder="Town or neighbourhood"
					autoComplete="off"
					list="hero-where-places"
					onChange={suggestions.ask}
					className="input"
				/>
				<datalist id="hero-where-places">
					{suggestions.labels.map((place) => (
						<option key={place} value={place} />
					))}
				</datalist>
			</div>
			<fieldset>
				<legend className={label}>Looking to</legend>
				<div className="flex h-[46px] rounded-lg border border-slate-300 p-1 dark:border-slate-600">
					{purposes.map((purpose) => (
						<label
							key={purpose.value}
							className="flex flex-1 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:text-slate-200 dark:has-checked:bg-brand-400 dark:has-checked:text-slate-950"
						>
							<input
								type="radio"
								name="purpose"
								value={purpose.value}
								defaultChecked={purpose.value === 'sale'}
								className="sr-only"
							/>
							{purpose.label}
						</label>
					))}
				</div>
			</fieldset>
			<div className="group-has-[input[value=rent]:checked]/hero:hidden">
				<PriceSelect id="hero-sale-price" name="salePrice" title="Price" bands={salePriceBands} />
			</div>
			<div className="hidden group-has-[input[value=rent]:checked]/hero:block">
				<PriceSelect id="hero-rent-price" name="rentPrice" title="Rent a month" bands={rentPriceBands} />
			</div>
			<div>
				<label htmlFor="hero-property-type" className={label}>
					Kind of home
				</label>
				<select id="hero-property-type" name="propertyType" defaultValue="" className={select}>
					<option value="">Any kind</option>
					{heroPropertyTypes.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<button type="submit" className="btn-primary h-[46px] sm:col-span-2 lg:col-span-1">
				<Icon name="search" className="size-4" />
				Search
			</button>
		</Form>
	)
}

function PriceSelect({ id, name, title, bands }: { id: string; name: string; title: string; bands: PriceBand[] }) {
	return (
		<>
			<label htmlFor={id} className={label}>
				{title}
			</label>
			<select id={id} name={name} defaultValue="" className={select}>
				<option value="">Any price</option>
				{bands.map((band) => (
					<option key={band.value} value={band.value}>
						{band.label}
					</option>
				))}
			</select>
		</>
	)
}
