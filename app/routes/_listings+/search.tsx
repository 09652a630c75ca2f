import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { Icon } from '~/components/icon'
import { ListingCard, toListingCard } from '~/components/listing-card'
import { ResultsMap } from '~/components/map/results-map'
import { type MapPoint } from '~/components/map/results-svg-map'
import { SaveSearchForm } from '~/components/save-search-form'
import {
	activeFilterCount,
	areaSearchUrl,
	drawnAreaSearchUrl,
	SearchAreaNotes,
	SearchFiltersPanel,
	searchPageUrl,
	type SearchView,
} from '~/components/search-filters-panel'
import { SearchPanel } from '~/components/search-panel'
import { WhereNotice, whereQuestion } from '~/components/where-notice'
import { savedAmong } from '~/models/saved.server'
import { searchListings } from '~/models/search.server'
import { type PageCacheHandle } from '~/page-cache'
import { describeSearch } from '~/schemas/saved-search'
import { canonicalSearchQuery, parseSearchPage, type SearchFilters } from '~/schemas/search'
import { getUser } from '~/services/auth.server'
import { resolveWhere } from '~/services/geocoding.server'
import { getEnv } from '~/utils/env.server'
import { formatNumber } from '~/utils/format'
import { formatDistance, kmBetween } from '~/utils/geo'
import { searchFeedPath } from '~/utils/paths'
import { DEFAULT_LIMIT, firstIndex, MAX_LIMIT, SEARCH_FIELDS } from '~/utils/search-params'

/** The page is its search: any other parameter of the address makes no page of its own (app/page-cache/). */
export const handle = { pageCache: { query: [...SEARCH_FIELDS, 'view'] } satisfies PageCacheHandle }

export const meta: MetaFunction<typeof loader> = ({ data }) => {
	const term = data?.filters.searchTerm
	return [
		{ title: term ? `“${term}”: homes for sale and rent | Homestead` : 'Search homes for sale and rent | Homestead' },
		{
			name: 'description',
			content: term
				? `Homes for sale and for rent matching “${term}” on Homestead, with prices, bedrooms and bathrooms at a glance.`
				: 'Search homes for sale and for rent on Homestead by name, address, price, bedrooms, bathrooms, parking and more.',
		},
		// The search's newest homes as an Atom feed, for feed readers and browsers to find.
		...(data
			? [
					{
						tagName: 'link',
						rel: 'alternate',
						type: 'application/atom+xml',
						title: `Homestead: ${data.searchSummary}`,
						href: searchFeedPath(data.savedQuery),
					},
				]
			: []),
	]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const params = new URL(request.url).searchParams
	const parsed = parseSearchPage(params)
	const { problems } = parsed
	// 'Where?' becomes the point searched from. A name of no known place, or of several, is asked about in
	// the results' place, with the places it may mean: no homes are searched until the visitor says which.
	const { filters, where } = await resolveWhere(parsed.filters)
	const view: SearchView = params.get('view') === 'map' ? 'map' : 'list'
	const placeQuestion = whereQuestion(parsed.filters, view, where)
	const [{ listings, total, totalCapped }, user] = await Promise.all([
		placeQuestion ? { listings: [], total: 0, totalCapped: false } : searchListings(filters),
		getUser(request),
	])
	// The hearts of a signed-in member's saved homes are filled; every other visitor sees the same page.
	const saved = user
		? await savedAmong(
				user.id,
				listings.map((listing) => listing.id),
			)
		: new Set<string>()
	return {
		filters,
		problems,
		// The dropped parameters' messages, each shown beside its field (the drawn area's).
		fieldProblems: parsed.fieldProblems,
		where: where ?? null,
		placeQuestion,
		view,
		// "Save this search": the search as it is saved, and the name it gets unless one is typed.
		savedQuery: canonicalSearchQuery(filters),
		searchSummary: describeSearch(filters),
		signedIn: Boolean(user),
		mapStyleUrl: view === 'map' ? getEnv().map.styleUrl : null,
		fieldsName: filterFieldsName(filters, view),
		offset: firstIndex(filters),
		listings: listings.map((listing) => ({
			...toListingCard(listing),
			saved: saved.has(listing.id),
			// How far from the point of a distance search.
			distance:
				filters.near && listing.latitude !== null && listing.longitude !== null
					? formatDistance(kmBetween(filters.near, { latitude: listing.latitude, longitude: listing.longitude }))
					: null,
			// Where the map puts it: only the map view has one (a list sends no positions it does not show).
			position:
				view === 'map' && listing.latitude !== null && listing.longitude !== null
					? { latitude: listing.latitude, longitude: listing.longitude, approximate: listing.locationApproximate }
					: null,
		})),
		total,
		totalCapped,
	}
}

/**
 * The name the search form's fields after the words and the place are rendered once under (RenderedOnce,
 * in SearchFiltersPanel): the search's values but those the fields do not show (the words, the place, the
 * areas, the page), whether it is around a point ('Nearest first' is a choice then), the site's unit of
 * area and the view their 'Clear' keeps. A filter added to the search is in the name without a word here.
 */
function filterFieldsName(filters: SearchFilters, view: SearchView) {
	const { searchTerm, where, near, radiusKm, bbox, polygon, limit, startIndex, page, ...shown } = filters
	return `search-filter-fields:${JSON.stringify([shown, near !== undefined, getEnv().areaUnit, view])}`
}

type ResultCard = Awaited<ReturnType<typeof loader>>['listings'][number]

function resultSummary({
	offset,
	shown,
	total,
	totalCapped,
}: {
	offset: number
	shown: number
	total: number
	totalCapped: boolean
}) {
	const range =
		shown === 1 ? `${formatNumber(offset + 1)}` : `${formatNumber(offset + 1)}–${formatNumber(offset + shown)}`
	const of = totalCapped
		? `${formatNumber(total)}+ results`
		: `${formatNumber(total)} ${total === 1 ? 'result' : 'results'}`
	return `Showing ${range} of ${of}`
}

export default function SearchPage() {
	const data = useLoaderData<typeof loader>()
	const location = useLocation()
	const navigation = useNavigation()
	const searching = navigation.state === 'loading' && navigation.location.pathname === '/search'
	const term = data.filters.searchTerm

	const sidebar = data.view === 'list'
	const active = activeFilterCount(data.filters)

	return (
		<div className="container-page py-6 lg:py-12">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<h1 id="search-heading" className="min-w-0 text-2xl font-bold wrap-anywhere text-strong sm:text-3xl">
					{term ? `Homes matching “${term}”` : 'Homes for sale and rent'}
				</h1>
				<nav
					aria-label="Show the results"
					className="flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700"
				>
					{(['list', 'map'] as const).map((view) => (
						<Link
							key={view}
							to={searchPageUrl(data.filters, view)}
							aria-current={data.view === view ? 'page' : undefined}
							className="flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:text-slate-200"
						>
							<Icon name={view === 'list' ? 'list' : 'map'} className="size-4" />
							{view === 'list' ? 'List' : 'Map'}
						</Link>
					))}
				</nav>
			</div>
			{/* The results come first: on a phone, and in the map view where the map takes the room, the
			    search's fields and 'Save this search' are two toggles above them; in the list view on a
			    desktop, a sidebar. minmax(0, 1fr): a column is the screen's width, never its widest content's. */}
			<div
				className={`mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:mt-6 ${sidebar ? 'lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8' : ''}`}
			>
				{/* Sticky on a desktop, and no taller than the window: a focused field lower down is scrolled to
				    within it (the padding keeps the fields' focus rings inside its edges). */}
				<div
					className={`flex flex-wrap items-start gap-3 ${sidebar ? 'lg:sticky lg:top-[69px] lg:-m-1 lg:block lg:max-h-[calc(100dvh-85px)] lg:space-y-6 lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:p-1' : ''}`}
				>
					<SearchPanel
						label="Search and filters"
						icon="sliders-horizontal"
						badge={
							active ? (
								<span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
									{active}
									<span className="sr-only"> active</span>
								</span>
							) : null
						}
						openOnDesktop={sidebar}
						desktopClassName="lg:supports-[selector(::details-content)]:border-0 lg:supports-[selector(::details-content)]:bg-transparent"
					>
						{/* Keyed by the address, so the fields show the search just loaded (back button included). */}
						<SearchFiltersPanel
							key={location.search}
							filters={data.filters}
							view={data.view}
							where={data.where}
							fieldsName={data.fieldsName}
						/>
					</SearchPanel>
					{/* A place not found yet is not saved: the search would be saved without it. */}
					{data.where && !('found' in data.where) ? null : (
						<SearchPanel label="Save this search" icon="mail" openOnDesktop={sidebar} desktopClassName="lg:p-5">
							<SaveSearchForm
								key={`save-${location.search}`}
								query={data.savedQuery}
								summary={data.searchSummary}
								signedIn={data.signedIn}
								headingClassName={sidebar ? 'max-lg:sr-only' : 'sr-only'}
							/>
						</SearchPanel>
					)}
					{sidebar ? (
						<div className="hidden rounded-2xl bg-brand-800 p-5 text-white lg:block">
							<p className="text-lg font-semibold">Looking for inspiration?</p>
							<p className="mt-1 text-sm text-brand-100">Browse every home by kind and budget, in a grid or a list.</p>
							<Link
								to="/property"
								className="mt-4 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
							>
								View properties <Icon name="arrow-right" className="size-4" />
							</Link>
						</div>
					) : null}
				</div>

				<section aria-labelledby="search-heading" aria-busy={searching || undefined}>
					{data.problems.length ? (
						<p
							role="status"
							className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
						>
							{`Some filters were not understood and were reset: ${data.problems.join('; ')}.`}
						</p>
					) : null}
					<SearchAreaNotes filters={data.filters} view={data.view} problems={data.fieldProblems} />
					{searching ? (
						<p role="status" className="text-lg font-medium text-slate-700 dark:text-slate-200">
							Loading...
						</p>
					) : data.placeQuestion ? (
						<WhereNotice question={data.placeQuestion} />
					) : (
						<SearchResults key={location.search} />
					)}
				</section>
			</div>
		</div>
	)
}

/** The result list, with 'Show more': a plain link without JavaScript, an in-place append with it. */
function SearchResults() {
	const data = useLoaderData<typeof loader>()
	const fetcher = useFetcher<typeof loader>()
	const [highlighted, setHighlighted] = useState<string>()
	const [more, setMore] = useState<{
		listings: ResultCard[]
		total: number
		totalCapped: boolean
		exhausted: boolean
		/** Position of the first card of the page that arrived last. */
		arrived: number
	}>()

	useEffect(() => {
		const page = fetcher.data
		if (!page) return
		setMore((previous) => {
			const earlier = previous?.listings ?? []
			const known = new Set([...data.listings, ...earlier].map((listing) => listing.id))
			return {
				// A listing added while paging shifts the offsets by one: never show a card twice.
				listings: [...earlier, ...page.listings.filter((listing) => !known.has(listing.id))],
				total: page.total,
				totalCapped: page.totalCapped,
				exhausted: page.listings.length < DEFAULT_LIMIT,
				arrived: data.offset + data.listings.length + earlier.length + 1,
			}
		})
		// Only when a page arrives; `data` is fixed for this list (it is keyed by the address).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [fetcher.data])

	useEffect(() => {
		// Keyboard users continue from the first card that just appeared.
		if (more?.arrived) document.querySelector<HTMLElement>(`#result-${more.arrived} a`)?.focus({ preventScroll: true })
	}, [more?.arrived])

	const listings = useMemo(() => (more ? [...data.listings, ...more.listings] : data.listings), [data.listings, more])
	const total = more?.total ?? data.total
	const totalCapped = more?.totalCapped ?? data.totalCapped
	const { filters, offset, view } = data
	const hasMore =
		!more?.exhausted && listings.length >= DEFAULT_LIMIT && (offset + listings.length < total || totalCapped)

	if (!listings.length) {
		return (
			<div>
				<p className="text-lg font-medium text-slate-700 dark:text-slate-200">No listing found!</p>
				{offset > 0 && total > 0 ? (
					<Link to={searchPageUrl(filters, view, { startIndex: '', limit: '' })} className="mt-2 inline-block link">
						Back to the first results
					</Link>
				) : null}
			</div>
		)
	}

	// Without JavaScript: the same search with a larger page, scrolled to the first new card;
	// past the largest page, the next page of the same size.
	const nextLink =
		filters.limit + DEFAULT_LIMIT <= MAX_LIMIT
			? searchPageUrl(filters, view, { limit: filters.limit + DEFAULT_LIMIT, startIndex: offset || '' })
			: searchPageUrl(filters, view, { startIndex: offset + filters.limit })

	function showMore(event: MouseEvent<HTMLAnchorElement>) {
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
		event.preventDefault()
		if (fetcher.state !== 'idle') return
		fetcher.load(searchPageUrl(filters, view, { startIndex: offset + listings.length, limit: DEFAULT_LIMIT }))
	}

	const list = (
		<ul
			className={`grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 ${view === 'map' ? 'lg:grid-cols-[minmax(0,1fr)]' : 'mt-4 xl:grid-cols-3'}`}
		>
			{listings.map((listing, index) => (
				<li
					key={listing.id}
					id={`result-${offset + index + 1}`}
					data-result={listing.id}
					onMouseEnter={view === 'map' ? () => setHighlighted(listing.id) : undefined}
					onFocus={view === 'map' ? () => setHighlighted(listing.id) : undefined}
					className={`flex scroll-mt-20 flex-col [&>article]:flex-1 ${highlighted === listing.id ? 'rounded-2xl ring-2 ring-brand-700 ring-offset-2 dark:ring-offset-slate-950' : ''}`}
				>
					{view === 'map' ? (
						<p className="mb-1 flex items-center gap-2 text-sm font-semibold text-strong">
							<span className="grid size-6 place-items-center rounded-full bg-brand-700 text-xs text-white">
								{offset + index + 1}
							</span>
							{listing.position ? null : <span className="font-normal text-muted">No position on the map</span>}
						</p>
					) : null}
					<ListingCard listing={listing} priority={index < 3} saved={listing.saved} wide={view === 'map'} />
					{listing.distance ? (
						<p className="mt-1 text-sm text-muted">
							{listing.distance} from{' '}
							{data.where && 'found' in data.where ? data.where.found.label : 'the point searched'}
						</p>
					) : null}
				</li>
			))}
		</ul>
	)

	return (
		<>
			<h2 className="text-base font-normal text-muted" aria-live="polite">
				{resultSummary({ offset, shown: listings.length, total, totalCapped })}
			</h2>
			{view === 'map' ? (
				// On a desktop the map takes half the width and stays in view beside one column of cards.
				<div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
					<div className="lg:sticky lg:top-[85px] lg:order-2 lg:self-start">
						<SearchMap listings={listings} offset={offset} highlighted={highlighted} onChoose={setHighlighted} />
					</div>
					{list}
				</div>
			) : (
				list
			)}
			{hasMore ? (
				<div className="mt-8 flex justify-center">
					<Link
						to={`${nextLink}#result-${offset + filters.limit + 1}`}
						onClick={showMore}
						preventScrollReset
						className="btn-secondary min-w-40"
						aria-disabled={fetcher.state !== 'idle' || undefined}
					>
						{fetcher.state !== 'idle' ? 'Loading...' : 'Show more'}
					</Link>
				</div>
			) : null}
		</>
	)
}

/** The map of the listed results, numbered as the list. */
function SearchMap({
	listings,
	offset,
	highlighted,
	onChoose,
}: {
	listings: ResultCard[]
	offset: number
	highlighted: string | undefined
	onChoose: (id: string) => void
}) {
	const data = useLoaderData<typeof loader>()
	// The same points for the same list, so that choosing a marker does not redraw them.
	const points: MapPoint[] = useMemo(
		() =>
			listings.flatMap((listing, index) =>
				listing.position
					? [
							{
								id: listing.id,
								number: offset + index + 1,
								name: listing.name,
								latitude: listing.position.latitude,
								longitude: listing.position.longitude,
								approximate: listing.position.approximate,
							},
						]
					: [],
			),
		[listings, offset],
	)
	const choose = useCallback(
		(id: string) => {
			onChoose(id)
			const card = document.querySelector<HTMLElement>(`li[data-result="${id}"]`)
			card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
			// After the map has finished with the click (it keeps the focus on its markers otherwise).
			window.setTimeout(() => card?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true }), 0)
		},
		[onChoose],
	)
	return (
		<ResultsMap
			points={points}
			bbox={data.filters.bbox}
			area={data.filters.polygon}
			unplaced={listings.length - points.length}
			styleUrl={data.mapStyleUrl ?? ''}
			areaUrl={(bbox) => areaSearchUrl(data.filters, bbox)}
			drawnAreaUrl={(points) => drawnAreaSearchUrl(data.filters, points)}
			highlighted={highlighted}
			onChoose={choose}
		/>
	)
}
