import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { AuditList, CaseList, memberState, moderationInWords, ReportList } from '~/components/moderation/record'
import { readListingRecord } from '~/services/admin-records.server'
import { requireAdministrator } from '~/services/permissions.server'
import { formatDateTime } from '~/utils/format'
import { asHttpError } from '~/utils/http-errors'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { ADMIN_PATH, adminSearchPath, auditLogPath } from '~/utils/paths'

export const meta: MetaFunction<typeof loader> = ({ data: found }) => [
	{ title: `${found?.listing.name ?? 'Listing'} | Administrators | Homestead` },
	{ name: 'robots', content: 'noindex' },
]

/**
 * A listing's history for administrators: its owner, its holds, reports and decisions, and its log.
 * Administrators only; 404 for a listing that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	return await readListingRecord(params.id ?? '').catch(asHttpError)
}

export default function ListingRecord() {
	const { listing, owner, cases, reports, audit } = useLoaderData<typeof loader>()
	const open = cases.some((each) => !each.resolvedAt)
	return (
		<div className="container-page py-8 sm:py-12">
			<p className="flex flex-wrap gap-4">
				<Link to={adminSearchPath()} className="link">
					Find a member or listing
				</Link>
				{open ? (
					<Link to={ADMIN_PATH} className="link">
						Its case in the queue
					</Link>
				) : null}
			</p>
			<h1 className="mt-2 text-3xl font-bold break-words text-strong">{listing.name}</h1>
			<dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
				<dt className="font-semibold">Address</dt>
				<dd className="break-words">{listing.address}</dd>
				<dt className="font-semibold">State</dt>
				<dd className="break-words">
					{moderationInWords(listing.moderation)}
					{listing.removalReason ? `: ${listing.removalReason}` : null} · {listing.status}
				</dd>
				<dt className="font-semibold">Owner</dt>
				<dd className="break-words">
					{owner ? (
						<>
							<Link to={owner.path} className="link">
								{owner.username}
							</Link>{' '}
							({owner.email}, {memberState(owner)})
						</>
					) : (
						'deleted'
					)}
				</dd>
				<dt className="font-semibold">Listed</dt>
				<dd>{formatDateTime(listing.createdAt)}</dd>
				<dt className="font-semibold">Id</dt>
				<dd className="break-all">{listing.id}</dd>
			</dl>
			<p className="mt-3">
				<Link to={listing.publicPath} className="link">
					Its page as the owner sees it
				</Link>
			</p>
			<section aria-labelledby="cases-title" className="mt-10">
				<h2 id="cases-title" className="text-2xl font-bold text-strong">
					Holds and decisions
				</h2>
				<CaseList cases={cases} showSubject={false} />
			</section>
			<section aria-labelledby="reports-title" className="mt-10">
				<h2 id="reports-title" className="text-2xl font-bold text-strong">
					Reports ({reports.length})
				</h2>
				<ReportList reports={reports} />
			</section>
			<section aria-labelledby="log-title" className="mt-10">
				<h2 id="log-title" className="text-2xl font-bold text-strong">
					Audit log
				</h2>
				<AuditList entries={audit} fullLog={auditLogPath({ listing: listing.id })} />
			</section>
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ADMIN_SIGN_IN_PAGE,
				404: () => ({ title: 'No such listing', message: 'We could not find this listing.' }),
			}}
		/>
	)
}
