import { Form, Link, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { AtLeastSelect, KeywordField, RadioFieldset, SelectFilter } from '~/components/filter-fields'
import { Icon } from '~/components/icon'
import { ListingCard, type ListingCardData } from '~/components/listing-card'
import { type PropertyFilters, PROPERTY_BUDGETS } from '~/schemas/marketing-filters'
import { formatNumber, formatPrice } from '~/utils/format'
import { listingPath } from '~/utils/paths'
import { NewsletterBanner } from '../newsletter-banner'
import { PageBanner } from './page-banner'
import { Pagination, withParam } from './pagination'
import { SidePanel, ThumbnailItem } from './side-panel'

/** Homes a page of the property pages shows. */
export const PROPERTY_PAGE_SIZE = 9

type Data = {
	filters: PropertyFilters
	view: 'grid' | 'list'
	listings: ListingCardData[]
	total: number
	totalCapped: boolean
	page: number
	pageCount: number
	categories: Array<{ type: string; name: string; homes: number; capped: boolean }>
	offers: ListingCardData[]
	searchUrl: string
	filtersOpen: boolean
}
type Props = { data: Data; title: string; intro: string; crumb: string; sidebar: 'left' | 'right' }

/**
 * A property list page: the homes on the market that match its filters, found by the listing search.
 * The filter panel is beside the list on large screens, a dialog opened by ?filters=open on small ones (so it
 * works without JavaScript); the homes are a grid or a list (?view=grid|list), nine per page, each opening
 * its listing.
 */
export function PropertyListPage({ data, title, intro, crumb, sidebar }: Props) {
	const location = useLocation()
	const { view, listings, page, pageCount, total, totalCapped } = data
	const from = total === 0 ? 0 : (page - 1) * PROPERTY_PAGE_SIZE + 1
	const to = from === 0 ? 0 : from + listings.length - 1
	// Switching the layout keeps the page the visitor is on.
	const toggle = (target: 'grid' | 'list') => {
		const params = new URLSearchParams(location.search)
		params.set('view', target)
		return `${location.pathname}?${params}`
	}

	return (
		<>
			<PageBanner title={title} text={intro} trail={[{ label: 'Property', to: '/property' }, { label: crumb }]} />
			<div className="container-page py-8 sm:py-12">
				<div
					className={`grid gap-10 lg:grid-cols-[18rem_1fr] ${sidebar === 'right' ? 'lg:grid-cols-[1fr_18rem]' : ''}`}
				>
					{/* On small screens the closed panel takes no row, so no gap opens above the results. */}
					<div className={`${data.filtersOpen ? '' : 'hidden lg:block'} ${sidebar === 'right' ? 'lg:order-last' : ''}`}>
						<FilterPanel data={data} />
					</div>
					<section aria-labelledby="property-results-title" id="property-results">
						<div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-800">
							<div>
								<h2 id="property-results-title" className="text-xl font-bold text-strong">
									{listings.length === 0
										? 'No homes match these filters'
										: `Showing ${from}–${to} of ${formatNumber(total)}${totalCapped ? '+' : ''} homes`}
								</h2>
							</div>
							<div className="flex items-center gap-2">
								<Link
									to={withParam(location, 'filters', 'open')}
									className="btn-secondary lg:hidden"
									preventScrollReset
								>
									<Icon name="sliders-horizontal" className="size-4" />
									Filters
								</Link>
								<div
									className="flex rounded-lg border border-slate-300 p-1 dark:border-slate-700"
									role="group"
									aria-label="Layout"
								>
									{(['grid', 'list'] as const).map((option) => {
										const active = view === option
										return (
											<Link
												key={option}
												to={toggle(option)}
												preventScrollReset
												aria-current={active ? 'true' : undefined}
												className={`flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold ${
													active
														? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950'
														: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
												}`}
											>
												<Icon name={option === 'grid' ? 'layout-grid' : 'list'} className="size-4" />
												{option === 'grid' ? 'Grid' : 'List'}
											</Link>
										)
									})}
								</div>
							</div>
						</div>
						{listings.length === 0 ? (
							<div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
								<p className="text-slate-700 dark:text-slate-200">
									Try fewer filters, or browse every home on the market.
								</p>
								<Link to={location.pathname} className="mt-4 btn-primary">
									Clear the filters
								</Link>
							</div>
						) : (
							<ul
								data-view={view}
								className={`mt-8 grid gap-6 ${view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : ''}`}
							>
								{listings.map((listing, index) => (
									<li key={listing.id} className="flex [&>article]:w-full">
										<ListingCard listing={listing} priority={index < 3} wide={view === 'list'} />
									</li>
								))}
							</ul>
						)}
						<Pagination
							page={page}
							pageCount={pageCount}
							hrefFor={(target) => withParam(location, 'page', String(target))}
							label="Property pages"
						/>
						<p className="mt-8 text-center text-sm text-muted">
							<Link to={data.searchUrl} className="link">
								These homes in the search
							</Link>
							, with a map, distances and more filters
						</p>
					</section>
				</div>
			</div>
			<NewsletterBanner />
		</>
	)
}

const PURPOSES = [
	['sale', 'For sale'],
	['rent', 'For rent'],
] as const
const SORTS = [
	{ value: 'featured', label: 'Newest first' },
	{ value: 'price-asc', label: 'Price, low to high' },
	{ value: 'price-desc', label: 'Price, high to low' },
]

function FilterPanel({ data }: { data: Data }) {
	const location = useLocation()
	const navigate = useNavigate()
	const { filters, view, categories, offers, filtersOpen } = data
	const closeHref = withParam(location, 'filters', null)
	const heading = useRef<HTMLHeadingElement>(null)

	useEffect(() => {
		if (!filtersOpen) return
		heading.current?.focus()
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') navigate(closeHref, { preventScrollReset: true })
		}
		document.addEventListener('keydown', onKeyDown)
		return () => document.removeEventListener('keydown', onKeyDown)
	}, [filtersOpen, closeHref, navigate])

	return (
		<aside
			aria-labelledby="property-filters-title"
			className={
				filtersOpen
					? 'fixed inset-0 z-50 flex justify-end bg-slate-950/60 lg:static lg:z-auto lg:block lg:bg-transparent'
					: 'hidden lg:block'
			}
		>
			{filtersOpen ? (
				<Link to={closeHref} preventScrollReset className="flex-1 lg:hidden" aria-hidden tabIndex={-1} />
			) : null}
			<div
				role={filtersOpen ? 'dialog' : undefined}
				aria-modal={filtersOpen ? true : undefined}
				aria-labelledby={filtersOpen ? 'property-filters-title' : undefined}
				className={`space-y-8 ${
					filtersOpen
						? 'h-full w-full max-w-sm overflow-y-auto bg-white p-6 shadow-2xl lg:h-auto lg:max-w-none lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none dark:bg-slate-900 lg:dark:bg-transparent'
						: ''
				}`}
			>
				<div className="card p-5">
					<div className="flex items-center justify-between gap-2">
						<h2
							id="property-filters-title"
							ref={heading}
							tabIndex={-1}
							className="text-lg font-bold text-strong focus:outline-none"
						>
							Filter homes
						</h2>
						{filtersOpen ? (
							<Link
								to={closeHref}
								preventScrollReset
								className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
								aria-label="Close filters"
							>
								<Icon name="x" className="size-5" />
							</Link>
						) : null}
					</div>
					<Form method="get" action={location.pathname} preventScrollReset className="mt-5 space-y-6">
						{view ? <input type="hidden" name="view" value={view} /> : null}
						<KeywordField
							id="filter-q"
							name="q"
							label="Keyword or place"
							defaultValue={filters.q}
							placeholder="e.g. Seattle, garden, loft"
						/>
						<RadioFieldset
							legend="Purpose"
							name="purpose"
							checked={filters.purpose}
							anyLabel="Any"
							choices={PURPOSES}
						/>
						<RadioFieldset
							legend="Kind of home"
							name="type"
							checked={filters.type}
							list
							anyLabel="Any kind"
							choices={categories.map(
								({ type, name, homes, capped }) => [type, name, `${formatNumber(homes)}${capped ? '+' : ''}`] as const,
							)}
						/>
						<SelectFilter
							id="filter-budget"
							name="budget"
							label="Budget"
							defaultValue={filters.budget}
							options={[
								{ value: 'any', label: 'Any budget' },
								...PROPERTY_BUDGETS.map((budget) => ({
									value: budget.value,
									label: budget.purpose === 'rent' ? `Rent: ${budget.label}` : `Buy: ${budget.label}`,
								})),
							]}
						/>
						<div className="grid grid-cols-2 gap-3">
							<AtLeastSelect id="filter-beds" name="beds" label="Bedrooms" value={filters.beds} max={5} anyValue="0" />
							<AtLeastSelect
								id="filter-baths"
								name="baths"
								label="Bathrooms"
								value={filters.baths}
								max={4}
								anyValue="0"
							/>
						</div>
						<SelectFilter id="filter-sort" name="sort" label="Sort by" defaultValue={filters.sort} options={SORTS} />
						<div className="flex gap-2">
							<button type="submit" className="btn-primary flex-1">
								Apply filters
							</button>
							<Link
								to={view ? `${location.pathname}?view=${view}` : location.pathname}
								className="btn-secondary"
								preventScrollReset
							>
								Reset
							</Link>
						</div>
					</Form>
				</div>
				{offers.length ? (
					<SidePanel title="Special offers">
						<ul className="mt-4 space-y-4">
							{offers.map((offer) => (
								<ThumbnailItem key={offer.id} image={offer.imageUrls[0]}>
									<Link
										to={listingPath(offer.id)}
										className="block truncate text-sm font-semibold text-strong hover:underline"
									>
										{offer.name}
									</Link>
									<p className="text-sm text-slate-700 dark:text-slate-200">
										{formatPrice(offer.discountPrice)}
										{offer.type === 'rent' ? ' / month' : ''}
									</p>
								</ThumbnailItem>
							))}
						</ul>
					</SidePanel>
				) : null}
			</div>
		</aside>
	)
}
