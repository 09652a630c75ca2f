import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { Pagination } from '~/components/marketing/pagination'
import { AuditEntries } from '~/components/moderation/audit-entry'
import { auditFiltersOf, readAuditInWords, resolveMemberFilter } from '~/services/admin-records.server'
import { requireAdministrator } from '~/services/permissions.server'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { AUDIT_ACTION_LABELS } from '~/utils/moderation'
import { ADMIN_PATH, adminSearchPath, auditLogPath } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Audit log | Homestead' }, { name: 'robots', content: 'noindex' }]

const PAGE_SIZE = 50

/**
 * Every administrator's action and automatic hold, newest first, 50 a page, in words: narrowed to a
 * member (by username, e-mail or id), a listing (by id), an action and a range of days. Administrators only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	const params = new URL(request.url).searchParams
	const memberText = params.get('member')?.trim() ?? ''
	const member = memberText ? await resolveMemberFilter(memberText) : undefined
	const filters = { ...auditFiltersOf(params), member: member?.id }
	const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)
	// A member named who has no account narrows the log to nothing, rather than to everything.
	const { entries, total } =
		memberText && !member
			? { entries: [], total: 0 }
			: await readAuditInWords(filters, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
	return {
		entries,
		total,
		page,
		pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
		memberText,
		member: member ?? null,
		filters: {
			member: memberText,
			listing: filters.listing ?? '',
			action: filters.action ?? '',
			from: filters.from ?? '',
			to: filters.to ?? '',
		},
	}
}

export default function AuditLog() {
	const { entries, total, page, pageCount, memberText, member, filters } = useLoaderData<typeof loader>()
	const narrowed = Object.values(filters).some(Boolean)
	return (
		<div className="container-page py-8 sm:py-12">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h1 className="text-3xl font-bold text-strong">Audit log</h1>
				<p className="flex flex-wrap gap-4">
					<Link to={adminSearchPath()} className="link">
						Find a member or listing
					</Link>
					<Link to={ADMIN_PATH} className="link">
						Moderation queue
					</Link>
				</p>
			</div>
			<p className="mt-2 text-muted">
				Every administrator’s action and every automatic hold. Nothing here can be changed.
			</p>
			<Form method="get" className="mt-6 grid gap-4 card p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Narrow the log">
				<label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
					Member (username, e-mail or id)
					<input name="member" defaultValue={filters.member} className="input font-normal" />
				</label>
				<label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
					Listing (id)
					<input name="listing" defaultValue={filters.listing} className="input font-normal" />
				</label>
				<label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
					Action
					<select name="action" defaultValue={filters.action} className="input appearance-auto font-normal">
						<option value="">Any action</option>
						{Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => (
							<option key={value} value={value}>
								{label}
							</option>
						))}
					</select>
				</label>
				<label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
					From (day, UTC)
					<input type="date" name="from" defaultValue={filters.from} className="input font-normal" />
				</label>
				<label className="flex flex-col gap-1 text-sm font-semibold lg:col-span-2">
					To (day, UTC)
					<input type="date" name="to" defaultValue={filters.to} className="input font-normal" />
				</label>
				<div className="flex items-end gap-3 lg:col-span-2">
					<button type="submit" className="btn-primary">
						Show entries
					</button>
					{narrowed ? (
						<Link to={auditLogPath()} className="link">
							Show all
						</Link>
					) : null}
				</div>
			</Form>
			<p className="mt-4 text-muted" role="status">
				{memberText && !member ? `No member is called ${memberText}.` : total === 1 ? '1 entry' : `${total} entries`}
				{member ? ` about or by ${member.username}` : null}
			</p>
			{entries.length ? <AuditEntries entries={entries} /> : <p className="mt-6 text-muted">Nothing here.</p>}
			<Pagination
				page={page}
				pageCount={pageCount}
				label="Pages of the log"
				hrefFor={(to) =>
					auditLogPath({
						...filters,
						member: member?.id ?? filters.member,
						page: to,
					})
				}
			/>
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ADMIN_SIGN_IN_PAGE,
			}}
		/>
	)
}
