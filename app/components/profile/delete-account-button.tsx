import { Link } from '@remix-run/react'
import { RESTORE_DAYS } from '~/utils/account-rules'

/** Delete account: to the page that says what goes and asks for the current password. */
export function DeleteAccountButton() {
	return (
		<Link to="/profile/delete" className="font-semibold text-red-700 hover:underline dark:text-red-400">
			Delete account
		</Link>
	)
}

export function DeleteAccountWarning({ listingCount }: { listingCount: number }) {
	return (
		<p>
			Your account
			{listingCount > 0 ? ` and your ${listingCount === 1 ? 'listing' : `${listingCount} listings`}` : ''} disappear at
			once. For {RESTORE_DAYS} days you can restore everything with the link we mail you; after that, the account
			{listingCount > 0 ? ', the listings and their photos are' : ' is'} deleted for good. Viewings booked for times
			still to come are cancelled, and the other members are mailed.
		</p>
	)
}
