import { randomUUID } from 'node:crypto'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { IDEMPOTENCY_FIELD } from '~/schemas/listing'
import { requireUser } from '~/services/auth.server'
import { createOwnListing } from '~/services/own-listings.server'
import { getEnv } from '~/utils/env.server'
import { ListingEditor } from './__listing-editor'
import { submitListingEditor } from './__listing-editor.server'

export const meta: MetaFunction = () => [
	{ title: 'Create a Listing | Homestead' },
	{ name: 'description', content: 'Publish your home for sale or rent on Homestead.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
	await requireUser(request, { reason: 'list-property' })
	return { idempotencyKey: randomUUID(), mapStyleUrl: getEnv().map.styleUrl }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request, { reason: 'list-property' })
	// The owner is the signed-in user, whatever the form says.
	return submitListingEditor(request, user.id, async (input, idempotencyKey) => {
		return (await createOwnListing(user, input, { idempotencyKey })).listing
	})
}

export default function CreateListing() {
	const actionData = useActionData<typeof action>()
	const loaderData = useLoaderData<typeof loader>()
	// One key for this form however often it is posted: the one it was sent with (an answer to
	// Upload or Remove without JavaScript), else the first the page got (loaders run again after
	// each action, with a new key).
	const sent = actionData?.result.initialValue?.[IDEMPOTENCY_FIELD]
	const [idempotencyKey] = useState(() => (typeof sent === 'string' ? sent : loaderData.idempotencyKey))
	return (
		<div className="container-page max-w-5xl py-10">
			<h1 className="mb-8 text-center text-3xl font-bold text-strong">Create a Listing</h1>
			<ListingEditor
				mode="create"
				lastResult={actionData?.result}
				idempotencyKey={idempotencyKey}
				locationLookup={actionData?.location}
				mapStyleUrl={loaderData.mapStyleUrl}
			/>
		</div>
	)
}
