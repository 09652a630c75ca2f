import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useFetcher, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { type MouseEvent, useEffect, useState } from 'react'
import { Icon } from '~/components/icon'
import { ListingCard, type ListingCardData, toListingCard } from '~/components/listing-card'
import { SearchForm, searchUrlParams } from '~/components/search-form'
import { savedAmong } from '~/models/saved.server'
import { searchListings } from '~/models/search.server'
import { parseSearchPage } from '~/schemas/search'
import { getUser } from '~/services/auth.server'
import { formatNumber } from '~/utils/format'
import { DEFAULT_LIMIT, firstIndex, MAX_LIMIT } from '~/utils/search-params'

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
	]
}

export async function loader({ request }: LoaderFunctionArgs) {
	const { filters, problems } = parseSearchPage(new URL(request.url).searchParams)
	const [{ listings, total, totalCapped }, user] = await Promise.all([searchListings(filters), getUser(request)])
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
		offset: firstIndex(filters),
		listings: listings.map((listing) => ({ ...toListingCard(listing), saved: saved.has(listing.id) })),
		total,
		totalCapped,
	}
}

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

	return (
		<div className="container-page py-8 lg:py-12">
			{/* minmax(0, 1fr): the column is the screen's width, never its widest content's. */}
			<div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
				<div className="space-y-6 lg:sticky lg:top-[69px] lg:self-start">
					{/* Keyed by the address, so the fields show the search just loaded (back button included). */}
					<SearchForm key={location.search} filters={data.filters} />
					<div className="hidden rounded-2xl bg-brand-800 p-5 text-white lg:block">
						<p className="text-lg font-semibold">Looking for inspiration?</p>
						<p className="mt-1 text-sm text-brand-100">
							Browse our hand-picked properties and see what your budget buys.
						</p>
						<Link
							to="/property"
							className="mt-4 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
						>
							View properties <Icon name="arrow-right" className="size-4" />
						</Link>
					</div>
				</div>

				<section aria-labelledby="search-heading" aria-busy={searching || undefined}>
					<h1 id="search-heading" className="text-2xl font-bold break-words text-strong sm:text-3xl">
						{term ? `Homes matching “${term}”` : 'Homes for sale and rent'}
					</h1>
					{data.problems.length ? (
						<p
							role="status"
							className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
						>
							{`Some filters were not understood and were reset: ${data.problems.join('; ')}.`}
						</p>
					) : null}
					{searching ? (
						<p role="status" className="mt-8 text-lg font-medium text-slate-700 dark:text-slate-200">
							Loading...
						</p>
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
	const [more, setMore] = useState<{
		listings: Array<ListingCardData & { saved: boolean }>
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

	const listings = more ? [...data.listings, ...more.listings] : data.listings
	const total = more?.total ?? data.total
	const totalCapped = more?.totalCapped ?? data.totalCapped
	const { filters, offset } = data
	const hasMore =
		!more?.exhausted && listings.length >= DEFAULT_LIMIT && (offset + listings.length < total || totalCapped)

	if (!listings.length) {
		return (
			<div className="mt-8">
				<p className="text-lg font-medium text-slate-700 dark:text-slate-200">No listing found!</p>
				{offset > 0 && total > 0 ? (
					<Link
						to={`/search?${searchUrlParams(filters, { startIndex: '', limit: '' })}`}
						className="mt-2 inline-block link"
					>
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
			? searchUrlParams(filters, { limit: filters.limit + DEFAULT_LIMIT, startIndex: offset || '' })
			: searchUrlParams(filters, { startIndex: offset + filters.limit })

	function showMore(event: MouseEvent<HTMLAnchorElement>) {
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
		event.preventDefault()
		if (fetcher.state !== 'idle') return
		fetcher.load(`/search?${searchUrlParams(filters, { startIndex: offset + listings.length, limit: DEFAULT_LIMIT })}`)
	}

	return (
		<>
			<h2 className="mt-2 text-base font-normal text-muted" aria-live="polite">
				{resultSummary({ offset, shown: listings.length, total, totalCapped })}
			</h2>
			<ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 xl:grid-cols-3">
				{listings.map((listing, index) => (
					<li
						key={listing.id}
						id={`result-${offset + index + 1}`}
						className="flex scroll-mt-20 flex-col [&>article]:flex-1"
					>
						<ListingCard listing={listing} priority={index < 3} saved={listing.saved} />
					</li>
				))}
			</ul>
			{hasMore ? (
				<div className="mt-8 flex justify-center">
					<Link
						to={`/search?${nextLink}#result-${offset + filters.limit + 1}`}
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
