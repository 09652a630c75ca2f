import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { editableFields, updateListing } from '~/models/listing.server'
import { listingNotFound, requireListingToChange } from '~/services/permissions.server'
import { ListingEditor } from './__listing-editor'
import { submitListingEditor } from './__listing-editor.server'

export const meta: MetaFunction = () => [
	{ title: 'Update a Listing | Homestead' },
	{ name: 'description', content: 'Edit your listing on Homestead.' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	return { listing: editableFields(listing) }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	return submitListingEditor(request, listing.userRef, async (input) => {
		const updated = await updateListing(listing.id, input)
		// Deleted meanwhile (in another tab, through the API): the page is gone, not broken.
		if (!updated) throw listingNotFound()
		return updated
	})
}

export default function UpdateListing() {
	const { listing } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-5xl py-10">
			<h1 className="mb-8 text-center text-3xl font-bold text-strong">Update a Listing</h1>
			<ListingEditor mode="update" defaultValue={listing} lastResult={actionData?.result} />
		</div>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
