import { Form, Link } from '@remix-run/react'
import { useRef } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

/**
 * Delete account asks first: with JavaScript in a dialog, without it on the
 * confirmation page the link leads to.
 */
export function DeleteAccountButton({ listingCount }: { listingCount: number }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const hydrated = useHydrated()
	return (
		<>
			<Link
				to="/profile/delete"
				onClick={(event) => {
					if (!hydrated) return
					event.preventDefault()
					dialog.current?.showModal()
				}}
				className="font-semibold text-red-700 hover:underline dark:text-red-400"
			>
				Delete account
			</Link>
			<dialog
				ref={dialog}
				aria-labelledby="delete-account-title"
				className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-200"
			>
				<h2 id="delete-account-title" className="text-xl font-bold text-slate-900 dark:text-white">
					Delete your account?
				</h2>
				<DeleteAccountWarning listingCount={listingCount} />
				<div className="mt-6 flex justify-end gap-3">
					<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()} autoFocus>
						Cancel
					</button>
					<Form method="post" action="/profile/delete">
						<button type="submit" className="btn-danger">
							Delete my account
						</button>
					</Form>
				</div>
			</dialog>
		</>
	)
}

export function DeleteAccountWarning({ listingCount }: { listingCount: number }) {
	return (
		<p className="mt-3 text-slate-600 dark:text-slate-300">
			This deletes your account
			{listingCount > 0 ? ` and your ${listingCount === 1 ? 'listing' : `${listingCount} listings`} with their photos` : ''}.
			It cannot be undone.
		</p>
	)
}
