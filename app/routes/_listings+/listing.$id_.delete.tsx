import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmationPage } from '~/components/confirmation-page'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { DeleteListingWarning } from '~/components/profile/owner-listings'
import { deleteOwnListing } from '~/services/own-listings.server'
import { requireListingToChange } from '~/services/permissions.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'

export const meta: MetaFunction = () => [{ title: 'Delete listing | Homestead' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'delete')
	return { listing: { id: listing.id, name: listing.name } }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'delete')
	await deleteOwnListing(listing)
	return redirectWithFlash('/profile', `“${listing.name}” has been deleted.`)
}

/** The confirmation step of Delete (with JavaScript the profile asks in place). */
export default function DeleteListing() {
	const { listing } = useLoaderData<typeof loader>()
	return (
		<ConfirmationPage title="Delete this listing?" confirmLabel="Delete listing" cancelTo="/profile">
			<DeleteListingWarning name={listing.name} />
		</ConfirmationPage>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
