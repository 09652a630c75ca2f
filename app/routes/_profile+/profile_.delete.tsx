import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmationPage } from '~/components/confirmation-page'
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
		<ConfirmationPage title="Delete your account?" confirmLabel="Delete my account" cancelTo="/profile">
			<DeleteAccountWarning listingCount={listingCount} />
		</ConfirmationPage>
	)
}
