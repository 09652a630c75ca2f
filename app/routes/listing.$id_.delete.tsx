import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { deleteListing } from '~/models/listing.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { requireListingToChange } from '~/services/permissions.server'

export const meta: MetaFunction = () => [{ title: 'Delete listing | Homestead' }]


export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'delete')
	return { listing: { id: listing.id, name: listing.name } }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const listing = await requireListingToChange(request, params.id, 'delete')
	await deleteListing(listing.id)
	return redirectWithFlash('/profile', `“${listing.name}” has been deleted.`)
}

/** The confirmation step of Delete (with JavaScript the profile asks in place). */
export default function DeleteListing() {
	const { listing } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-lg py-16">
			<h1 className="text-3xl font-bold text-slate-900 dark:text-white">Delete this listing?</h1>
			<p className="mt-3 text-slate-600 dark:text-slate-300">
				“{listing.name}” and its photos will be deleted. This cannot be undone.
			</p>
			<div className="mt-8 flex gap-3">
				<Form method="post">
					<button type="submit" className="btn-danger">
						Delete listing
					</button>
				</Form>
				<Link to="/profile" className="btn-secondary">
					Cancel
				</Link>
			</div>
		</div>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
