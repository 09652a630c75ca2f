import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PropertyListPage } from '~/components/marketing/property-list-page'
import { propertyListData } from '~/content/list-pages'

export const meta: MetaFunction = () => [
	{ title: 'Properties | Homestead' },
	{ name: 'description', content: "Homestead homes for sale and for rent across Austin and the Hill Country, with filters for purpose, type, budget and rooms." },
]

export function loader({ request }: LoaderFunctionArgs) {
	return propertyListData(request.url, 'grid')
}

export default function PropertyOne() {
	const data = useLoaderData<typeof loader>()
	return <PropertyListPage data={data} title="Homes from our portfolio" intro="Houses, apartments, villas, land and offices that our agents sell and rent across Central Texas." crumb="Property 1" sidebar="left" />
}
