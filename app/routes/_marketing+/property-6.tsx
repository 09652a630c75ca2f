import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PropertyListPage } from '~/components/marketing/property-list-page'
import { propertyListData } from '~/content/list-pages'

export const meta: MetaFunction = () => [
	{ title: 'Find your next home | Homestead' },
	{ name: 'description', content: "Browse Homestead's Austin homes in a grid: filter by keyword, purpose, property type, budget and rooms, and ask an agent about any of them." },
]

export function loader({ request }: LoaderFunctionArgs) {
	return propertyListData(request.url, 'grid')
}

export default function PropertySix() {
	const data = useLoaderData<typeof loader>()
	return <PropertyListPage data={data} title="Find your next home" intro="From studios downtown to acreage in the Hill Country: narrow it down with the filters." crumb="Property 3" sidebar="right" />
}
