import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { DeleteAccountWarning } from '~/components/profile/delete-account-button'
import { getListingsByOwner } from '~/models/listing.server'
import { deleteAccount } from '~/services/account.server'
import { requireUser } from '~/services/auth.server'

export const meta: MetaFunction = () => [{ title: 'Delete your account | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return { listingCount: (await getListingsByOwner(user.id)).length }
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	return redirect('/', { headers: { 'Set-Cookie': await deleteAccount(request, user.id) } })
}

/** The confirmation step of Delete account when JavaScript is not running. */
export default function DeleteAccount() {
	const { listingCount } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-lg py-16">
			<h1 className="text-3xl font-bold text-slate-900 dark:text-white">Delete your account?</h1>
			<div className="mt-3 text-slate-600 dark:text-slate-300">
				<DeleteAccountWarning listingCount={listingCount} />
			</div>
			<div className="mt-8 flex gap-3">
				<Form method="post">
					<button type="submit" className="btn-danger">
						Delete my account
					</button>
				</Form>
				<Link to="/profile" className="btn-secondary">
					Cancel
				</Link>
			</div>
		</div>
	)
}
