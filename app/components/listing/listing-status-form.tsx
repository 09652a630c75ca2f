import { Form } from '@remix-run/react'
import { formatDate } from '~/utils/format'
import { type ListingStatus, STATUS_LABELS, statusesFor } from '~/utils/listing-status'
import { listingStatusPath } from '~/utils/paths'

type Props = {
	listing: {
		id: string
		name: string
		type: 'rent' | 'sale'
		status: ListingStatus
		statusChangedAt?: string
		/** The price a sale or a let closed at, when the owner gave it. */
		closePrice?: number | null
	}
	/** Where the form comes back to. */
	redirectTo: string
	compact?: boolean
}

/**
 * The owner's choice of where a listing is on the market: a plain form post, so it works without
 * JavaScript. The full form also takes the price a sale or a let closed at (read only with Sold or Let).
 */
export function ListingStatusForm({ listing, redirectTo, compact = false }: Props) {
	const id = `listing-status-${listing.id}`
	const priceId = `listing-close-price-${listing.id}`
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
			{compact ? null : (
				<div className="min-w-48">
					<label htmlFor={priceId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
						{listing.type === 'rent' ? 'Let for, per month (optional)' : 'Sold for (optional)'}
					</label>
					<input
						id={priceId}
						name="closePrice"
						type="number"
						inputMode="numeric"
						min={50}
						max={10_000_000}
						step={1}
						defaultValue={listing.closePrice ?? undefined}
						aria-describedby={`${priceId}-hint`}
						className="input"
					/>
					<p id={`${priceId}-hint`} className="mt-1 text-xs text-muted">
						Kept in the price history with {listing.type === 'rent' ? 'Let' : 'Sold'}.
					</p>
				</div>
			)}
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
