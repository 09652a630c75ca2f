import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { PropertyListPage } from '~/components/marketing/property-list-page'
import { propertyListData } from '~/content/list-pages'
import { pageVariant } from './__page-variant'

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
			'Homestead homes for sale and for rent across Austin and the Hill Country, with filters for purpose, type, budget and rooms.',
		heading: 'Homes from our portfolio',
		intro: 'Houses, apartments, villas, land and offices that our agents sell and rent across Central Texas.',
		crumb: 'Property 1',
		defaultView: 'grid',
		sidebar: 'left',
	},
	'/property-3': {
		title: 'Property list',
		description:
			'Our Austin homes for sale and for rent as a detailed list, with filters for purpose, type, budget, bedrooms and bathrooms.',
		heading: 'Property list',
		intro: 'Every home we handle, with the details that matter first: price, place, rooms, size and who to ask.',
		crumb: 'Property 2',
		defaultView: 'list',
		sidebar: 'right',
	},
	'/property-6': {
		title: 'Find your next home',
		description:
			"Browse Homestead's Austin homes in a grid: filter by keyword, purpose, property type, budget and rooms, and ask an agent about any of them.",
		heading: 'Find your next home',
		intro: 'From studios downtown to acreage in the Hill Country: narrow it down with the filters.',
		crumb: 'Property 3',
		defaultView: 'grid',
		sidebar: 'right',
	},
}

const propertyPage = (pathname: string) => pageVariant(propertyPages, pathname, '/property')

export const meta: MetaFunction = ({ location }) => {
	const page = propertyPage(location.pathname)
	return [{ title: `${page.title} | Homestead` }, { name: 'description', content: page.description }]
}

export function loader({ request }: LoaderFunctionArgs) {
	return propertyListData(request.url, propertyPage(new URL(request.url).pathname).defaultView)
}

export default function PropertyList() {
	const data = useLoaderData<typeof loader>()
	const page = propertyPage(useLocation().pathname)
	return (
		<PropertyListPage data={data} title={page.heading} intro={page.intro} crumb={page.crumb} sidebar={page.sidebar} />
	)
}
