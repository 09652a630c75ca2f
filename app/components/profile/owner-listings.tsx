import { Link } from '@remix-run/react'
import { ConfirmLink } from '~/components/confirm-link'
import { ListingStatusForm } from '~/components/listing/listing-status-form'
import { ModerationState } from '~/components/moderation/moderation-state'
import { type ListingStatus } from '~/utils/listing-status'
import { deleteListingPath, editListingPath, listingPath } from '~/utils/paths'
import { photoSources } from '~/utils/photos'

type Props = {
	listings: Array<{
		id: string
		name: string
		type: 'rent' | 'sale'
		status: ListingStatus
		/** Held for a check, waiting for review…: null when shown with nothing waiting. */
		moderationState?: string | null
		coverUrl?: string
	}>
	failed: boolean
}

/** Show Listings: the owner's listings with their cover, a link, Edit and Delete. */
export function OwnerListings({ listings, failed }: Props) {
	return (
		<details className="group mt-8">
			<summary className="cursor-pointer text-center font-semibold text-emerald-800 hover:underline dark:text-emerald-400">
				Show Listings
			</summary>
			<section aria-labelledby="your-listings-title" className="mt-6">
				<h2 id="your-listings-title" className="text-center text-2xl font-bold text-strong">
					Your Listings
				</h2>
				{failed ? (
					<p role="alert" className="mt-4 text-center text-red-700 dark:text-red-400">
						Error showing listings
					</p>
				) : listings.length === 0 ? (
					<p className="mt-4 text-center text-muted">
						You have no listings yet.{' '}
						<Link to="/create-listing" className="link">
							Create your first listing
						</Link>
						.
					</p>
				) : (
					<ul className="mt-4 flex flex-col gap-3">
						{listings.map((listing) => (
							<li
								key={listing.id}
								className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
							>
								<Link to={listingPath(listing.id)} className="flex min-w-0 items-center gap-4">
									<img
										{...photoSources(listing.coverUrl)}
										sizes="80px"
										alt=""
										width={80}
										height={54}
										loading="lazy"
										className="h-14 w-20 shrink-0 rounded-md object-cover"
									/>
									<span className="truncate font-semibold text-slate-800 hover:underline dark:text-slate-100">
										{listing.name}
									</span>
								</Link>
								<ListingStatusForm listing={listing} redirectTo="/profile" compact />
								<ModerationState label={listing.moderationState ?? null} />
								<div className="flex shrink-0 flex-col items-end gap-1 text-sm font-semibold">
									<ConfirmLink
										to={deleteListingPath(listing.id)}
										className="text-red-700 uppercase hover:underline dark:text-red-400"
										title="Delete this listing?"
										body={<DeleteListingWarning name={listing.name} />}
										confirmLabel="Delete listing"
									>
										Delete
									</ConfirmLink>
									<Link
										to={editListingPath(listing.id)}
										className="text-emerald-800 uppercase hover:underline dark:text-emerald-400"
									>
										Edit
									</Link>
								</div>
							</li>
						))}
					</ul>
				)}
			</section>
		</details>
	)
}

/** What deleting a listing takes with it: said in the dialog and on the confirmation page. */
export function DeleteListingWarning({ name }: { name: string }) {
	return (
		<p>
			“{name}” and its photos will be deleted. Viewings booked for times still to come are cancelled, and each visitor
			is mailed. This cannot be undone.
		</p>
	)
}
