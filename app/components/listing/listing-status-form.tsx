import { Form } from '@remix-run/react'
import { formatDate } from '~/utils/format'
import { type ListingStatus, STATUS_LABELS, statusesFor } from '~/utils/listing-status'
import { listingStatusPath } from '~/utils/paths'

type Props = {
	listing: { id: string; name: string; type: 'rent' | 'sale'; status: ListingStatus; statusChangedAt?: string }
	/** Where the form comes back to. */
	redirectTo: string
	compact?: boolean
}

/** The owner's choice of where a listing is on the market: a plain form post, so it works without JavaScript. */
export function ListingStatusForm({ listing, redirectTo, compact = false }: Props) {
	const id = `listing-status-${listing.id}`
	return (
		<Form
			method="post"
			action={listingStatusPath(listing.id)}
			className={compact ? 'flex items-center gap-2' : 'flex flex-wrap items-end gap-3'}
		>
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<div className={compact ? '' : 'min-w-48'}>
				<label
					htmlFor={id}
					className={compact ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200'}
				>
					{compact ? `Status of ${listing.name}` : 'Status'}
				</label>
				<select
					id={id}
					name="status"
					defaultValue={listing.status}
					key={listing.status}
					className={`input appearance-auto ${compact ? 'py-1 text-sm' : ''}`}
				>
					{statusesFor(listing.type).map((status) => (
						<option key={status} value={status}>
							{STATUS_LABELS[status]}
						</option>
					))}
				</select>
			</div>
			<button type="submit" className={compact ? 'text-sm link font-semibold' : 'btn-secondary'}>
				{compact ? 'Set' : 'Change status'}
			</button>
			{!compact && listing.statusChangedAt ? (
				<p className="w-full text-sm text-muted">
					{STATUS_LABELS[listing.status]} since {formatDate(listing.statusChangedAt.slice(0, 10))}.
				</p>
			) : null}
		</Form>
	)
}
