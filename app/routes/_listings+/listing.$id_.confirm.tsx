import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { confirmWithLink, listingToConfirm } from '~/services/listing-freshness.server'
import { readFormData } from '~/utils/form.server'
import { LINK_NO_LONGER_GOOD } from '~/utils/messages'
import { editListingPath } from '~/utils/paths'
import { PRIVATE_PAGE, privatePageHeaders } from '~/utils/private-page'

export const meta: MetaFunction = () => [
	{ title: 'Is it still available? | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

export const headers = privatePageHeaders

/**
 * The link of the 'Is it still available?' mail. Opening it only shows a button (mail scanners open
 * links too); pressing the button confirms, without signing in.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const listing = await listingToConfirm(params.id ?? '', token)
	return data(
		{ listing: listing ? { id: listing.id, name: listing.name } : null, token },
		{ status: listing ? 200 : 400, headers: PRIVATE_PAGE },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const token = String((await readFormData(request)).get('token') ?? '')
	const listing = await confirmWithLink(params.id ?? '', token)
	return data({ confirmed: listing ? listing.name : null }, { status: listing ? 200 : 400, headers: PRIVATE_PAGE })
}

export default function ConfirmListing() {
	const { listing, token } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const failed = actionData ? actionData.confirmed === null : listing === null
	return (
		<AuthLayout title="Is it still available?">
			{actionData?.confirmed ? (
				<AuthNotice>
					<p>Thank you: “{actionData.confirmed}” stays on the market.</p>
					<p className="mt-2 font-normal">We will ask again in a few weeks.</p>
				</AuthNotice>
			) : failed || !listing ? (
				<AuthNotice kind="error">
					<p>{LINK_NO_LONGER_GOOD}</p>
					<p className="mt-2">
						<Link to="/profile" className="link">
							See your listings
						</Link>
					</p>
				</AuthNotice>
			) : (
				<>
					<p className="mb-6 text-slate-700 dark:text-slate-300">
						Is <strong className="text-strong">{listing.name}</strong> still available?
					</p>
					<Form method="post" className="flex flex-col gap-3">
						<input type="hidden" name="token" value={token} />
						<button type="submit" className="btn-primary w-full">
							Yes, still available
						</button>
						<Link to={editListingPath(listing.id)} className="btn-secondary w-full">
							No: change its status
						</Link>
					</Form>
				</>
			)}
		</AuthLayout>
	)
}
