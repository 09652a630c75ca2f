import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PropertyListPage } from '~/components/marketing/property-list-page'
import { propertyListData } from '~/content/list-pages'

export const meta: MetaFunction = () => [
	{ title: 'Property list | Homestead' },
	{ name: 'description', content: "Our Austin homes for sale and for rent as a detailed list, with filters for purpose, type, budget, bedrooms and bathrooms." },
]

export function loader({ request }: LoaderFunctionArgs) {
	return propertyListData(request.url, 'list')
}

export default function PropertyThree() {
	const data = useLoaderData<typeof loader>()
	return <PropertyListPage data={data} title="Property list" intro="Every home we handle, with the details that matter first: price, place, rooms, size and who to ask." crumb="Property 2" sidebar="right" />
}
