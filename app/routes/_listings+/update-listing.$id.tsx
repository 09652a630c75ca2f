import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ListingStatusForm } from '~/components/listing/listing-status-form'
import { editableFields } from '~/models/listing.server'
import { requireUser } from '~/services/auth.server'
import { updateOwnListing } from '~/services/own-listings.server'
import { listingNotFound, requireListingToChange } from '~/services/permissions.server'
import { getEnv } from '~/utils/env.server'
import { readFlash } from '~/utils/flash.server'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { editListingPath } from '~/utils/paths'
import { ListingEditor } from './__listing-editor'
import { submitListingEditor } from './__listing-editor.server'

export const meta: MetaFunction = () => [
	{ title: 'Update a Listing | Homestead' },
	{ name: 'description', content: 'Edit your listing on Homestead.' },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	const { flash, headers } = await readFlash(request)
	return data(
		{
			listing: editableFields(listing),
			status: {
				id: listing.id,
				name: listing.name,
				type: listing.type,
				status: listing.status,
				statusChangedAt: listing.statusChangedAt.toISOString(),
				closePrice: listing.closePrice,
			},
			flash,
			mapStyleUrl: getEnv().map.styleUrl,
		},
		{ headers },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'update')
	const owner = await requireUser(request)
	return submitListingEditor(request, listing.userRef, async (input) => {
		const updated = await updateOwnListing(listing, owner, input)
		// Deleted meanwhile (in another tab, through the API): the page is gone, not broken.
		if (!updated) throw listingNotFound()
		return updated
	})
}

export default function UpdateListing() {
	const { listing, status, flash, mapStyleUrl } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-5xl py-10">
			<h1 className="mb-8 text-center text-3xl font-bold text-strong">Update a Listing</h1>
			<section aria-labelledby="status-title" className="mb-8 card p-4 sm:p-6">
				<h2 id="status-title" className="mb-3 text-lg font-semibold text-strong">
					Where is it on the market?
				</h2>
				<ListingStatusForm listing={status} redirectTo={editListingPath(status.id)} />
				<div role="status" className="mt-2">
					{flash ? <FlashMessage flash={flash} /> : null}
				</div>
			</section>
			<ListingEditor
				mode="update"
				defaultValue={listing}
				lastResult={actionData?.result}
				locationLookup={actionData?.location}
				mapStyleUrl={mapStyleUrl}
			/>
		</div>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
