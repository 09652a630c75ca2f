import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { toListingCard } from '~/components/listing-card'
import { PROPERTY_PAGE_SIZE, PropertyListPage } from '~/components/marketing/property-list-page'
import { countedCategories } from '~/content/categories'
import { countHomesOfEachKind, getLatestListings } from '~/models/listing.server'
import { searchListings } from '~/models/search.server'
import { type PageCacheHandle } from '~/page-cache'
import { parseQuery, propertyFiltersSchema, propertySearchParams } from '~/schemas/marketing-filters'
import { searchParamsSchema } from '~/schemas/search'
import { searchPath } from '~/utils/paths'
import { pageVariant } from './__page-variant'

/** What the page reads of its address (app/page-cache/): the filters, the view and the page. */
export const handle = {
	pageCache: { query: ['q', 'purpose', 'type', 'budget', 'beds', 'baths', 'sort', 'view', 'page', 'filters'] },
} satisfies { pageCache: PageCacheHandle }

type PropertyPage = {
	title: string
	description: string
	heading: string
	intro: string
	crumb: string
	defaultView: 'grid' | 'list'
	sidebar: 'left' | 'right'
}

/** The three property list pages: /property and its variants /property-3 and /property-6, whose route files re-export this one. */
const propertyPages: Record<'/property' | '/property-3' | '/property-6', PropertyPage> = {
	'/property': {
		title: 'Properties',
		description:
			'Every home for sale and for rent on Homestead, listed by its owner, with filters for purpose, kind of home, budget and rooms.',
		heading: 'Homes on the market',
		intro: 'Houses, apartments, townhouses and more, for sale and for rent, listed by their owners.',
		crumb: 'Homes in a grid',
		defaultView: 'grid',
		sidebar: 'left',
	},
	'/property-3': {
		title: 'Property list',
		description:
			'Every home for sale and for rent on Homestead as a detailed list, with filters for purpose, kind of home, budget, bedrooms and bathrooms.',
		heading: 'Property list',
		intro: 'Every home on the market, with the details that matter first: price, place, rooms and size.',
		crumb: 'Homes in a list',
		defaultView: 'list',
		sidebar: 'right',
	},
	'/property-6': {
		title: 'Find your next home',
		description:
			'Browse the homes on Homestead in a grid: filter by keyword, purpose, kind of home, budget and rooms, and write to any owner.',
		heading: 'Find your next home',
		intro: 'From studios downtown to houses with a garden: narrow it down with the filters.',
		crumb: 'Find your next home',
		defaultView: 'grid',
		sidebar: 'right',
	},
}

const propertyPage = (pathname: string) => pageVariant(propertyPages, pathname, '/property')

export const meta: MetaFunction = ({ location }) => {
	const page = propertyPage(location.pathname)
	return [{ title: `${page.title} | Homestead` }, { name: 'description', content: page.description }]
}

/**
 * The homes on the market that match the page's filters, nine a page, found by the listing search; the
 * counts of each kind of home; the latest offers for the side panel.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	const filters = parseQuery(propertyFiltersSchema, url)
	const params = propertySearchParams(filters, PROPERTY_PAGE_SIZE)
	const [found, categories, offers] = await Promise.all([
		searchListings(searchParamsSchema.parse(params)),
		countHomesOfEachKind(),
		getLatestListings(3, { offer: true }),
	])
	const { limit: _limit, startIndex: _startIndex, ...query } = params
	return {
		filters,
		view: filters.view ?? propertyPage(url.pathname).defaultView,
		listings: found.listings.map(toListingCard),
		total: found.total,
		totalCapped: found.totalCapped,
		page: filters.page,
		pageCount: Math.max(1, Math.ceil(found.total / PROPERTY_PAGE_SIZE)),
		categories: countedCategories(categories).map(({ type, name, homes, capped }) => ({ type, name, homes, capped })),
		offers: offers.map(toListingCard),
		/** The same homes in the search, with its map and every filter. */
		searchUrl: searchPath(new URLSearchParams(query)),
		filtersOpen: url.searchParams.get('filters') === 'open',
	}
}

export default function PropertyList() {
	const data = useLoaderData<typeof loader>()
	const page = propertyPage(useLocation().pathname)
	return (
		<PropertyListPage data={data} title={page.heading} intro={page.intro} crumb={page.crumb} sidebar={page.sidebar} />
	)
}
