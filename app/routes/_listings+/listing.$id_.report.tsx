import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AuthLayout, AuthNotice } from '~/components/auth-layout'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ReportForm } from '~/components/moderation/report-form'
import { findListing } from '~/models/listing.server'
import { answerReportForm } from '~/moderation'
import { getUser } from '~/services/auth.server'
import { LISTING_NOT_FOUND, maySeeListing } from '~/services/permissions.server'
import { reportListing } from '~/services/trust-and-safety.server'
import { readFlash, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { notFound } from '~/utils/http-errors'
import { LISTING_NOT_FOUND_PAGE } from '~/utils/messages'
import { listingPath, reportListingPath } from '~/utils/paths'
import { clientAddress } from '~/utils/request.server'

export const meta: MetaFunction = () => [
	{ title: 'Report a listing | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/**
 * The report form on a page of its own: where a report with a mistake comes back to, and the thanks
 * (left by the report's redirect, so it is shown also when that very report hid the listing).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const listing = await findListing(params.id ?? '')
	const visible = listing && maySeeListing(listing, await getUser(request))
	const { flash, headers } = await readFlash(request)
	if (flash?.kind === 'success' && listing)
		return data(
			{ listing: visible ? { id: listing.id, name: listing.name } : null, thanks: flash.message },
			{ headers },
		)
	// A listing others cannot see (held, removed) is missing here too, as on its own page.
	if (!visible) notFound(LISTING_NOT_FOUND)
	return data({ listing: { id: listing.id, name: listing.name }, thanks: null }, { headers })
}

/**
 * 'Report this listing', open to visitors too (with the honeypot and a limit per address). The answer
 * is the same thanks whatever becomes of it (also when the report hides the listing), and tells nothing
 * of the owner or other reports: a redirect to this page, which shows it.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
	const [form, user] = await Promise.all([readFormData(request), getUser(request)])
	const reporter = { user: user ?? undefined, address: clientAddress(context) }
	return answerReportForm(
		form,
		(report) => reportListing(reporter, params.id ?? '', report),
		(thanks) => redirectWithFlash(reportListingPath(params.id ?? ''), thanks),
	)
}

export default function ReportListing() {
	const { listing, thanks } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<AuthLayout title="Report a listing">
			{listing ? (
				<p className="mb-4 text-slate-700 dark:text-slate-200">
					About{' '}
					<Link to={listingPath(listing.id)} className="link">
						{listing.name}
					</Link>
				</p>
			) : null}
			{thanks || !listing ? (
				<AuthNotice>
					<p>{thanks}</p>
				</AuthNotice>
			) : (
				<ReportForm action={reportListingPath(listing.id)} what="listing" open errors={answer?.errors ?? undefined} />
			)}
		</AuthLayout>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => LISTING_NOT_FOUND_PAGE }} />
}
