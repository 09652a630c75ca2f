import { Link } from '@remix-run/react'
import { LISTING_EXPORT_PATH, LISTING_IMPORT_PATH } from '~/utils/paths'

/** The owner's listings in bulk: a CSV file of them (RESO names), and the page that imports one. */
export function ListingExchangeLinks({ hasListings }: { hasListings: boolean }) {
	return (
		<p className="mt-4 flex flex-wrap justify-center gap-3">
			{hasListings ? (
				// A download: a plain link, which sends the session cookie with or without JavaScript.
				<a href={LISTING_EXPORT_PATH} download className="btn-secondary">
					Export my listings (CSV)
				</a>
			) : null}
			<Link to={LISTING_IMPORT_PATH} className="btn-secondary">
				Import listings from a CSV file
			</Link>
		</p>
	)
}
