import { ConfirmLink } from '~/components/confirm-link'

/** Delete account, asking first (a dialog with JavaScript, a confirmation page without). */
export function DeleteAccountButton({ listingCount }: { listingCount: number }) {
	return (
		<ConfirmLink
			to="/profile/delete"
			className="font-semibold text-red-700 hover:underline dark:text-red-400"
			title="Delete your account?"
			body={<DeleteAccountWarning listingCount={listingCount} />}
			confirmLabel="Delete my account"
		>
			Delete account
		</ConfirmLink>
	)
}

export function DeleteAccountWarning({ listingCount }: { listingCount: number }) {
	return (
		<p>
			This deletes your account
			{listingCount > 0
				? ` and your ${listingCount === 1 ? 'listing' : `${listingCount} listings`} with their photos`
				: ''}
			. It cannot be undone.
		</p>
	)
}
