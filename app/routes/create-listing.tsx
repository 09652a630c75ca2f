import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ListingEditor } from '~/components/listing-editor/listing-editor'
import { createListing } from '~/models/listing.server'
import { requireUser } from '~/utils/auth.server'
import { submitListingEditor } from '~/utils/listing-editor.server'

export const meta: MetaFunction = () => [
	{ title: 'Create a Listing | Homestead' },
	{ name: 'description', content: 'Publish your home for sale or rent on Homestead.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request)
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	// The owner is the signed-in user, whatever the form says.
	return submitListingEditor(request, (input) => createListing(user.id, input))
}

export default function CreateListing() {
	const actionData = useActionData<typeof action>()
	return (
		<div className="container-page max-w-5xl py-10">
			<h1 className="mb-8 text-center text-3xl font-bold text-slate-900 dark:text-white">Create a Listing</h1>
			<ListingEditor mode="create" lastResult={actionData?.result} />
		</div>
	)
}
