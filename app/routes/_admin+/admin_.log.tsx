import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { listAudit } from '~/models/moderation.server'
import { requireAdministrator } from '~/services/permissions.server'
import { formatDateTime } from '~/utils/format'
import { ADMIN_PATH, auditLogPath } from '~/utils/paths'

export const meta: MetaFunction = () => [{ title: 'Audit log | Homestead' }, { name: 'robots', content: 'noindex' }]

const PAGE_SIZE = 100

/** Every administrator's action and automatic hold, newest first, 100 a page. Administrators only. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	const before = Number(new URL(request.url).searchParams.get('before')) || undefined
	const entries = await listAudit({ limit: PAGE_SIZE + 1, before })
	return {
		entries: entries.slice(0, PAGE_SIZE).map((entry) => ({
			id: entry.id,
			at: entry.at.toISOString(),
			actor: entry.actorName,
			action: entry.action,
			subject: `${entry.subjectKind} ${entry.subjectId}`,
			subjectName: nameIn(entry.details),
			reason: entry.reason,
		})),
		next: entries.length > PAGE_SIZE ? entries[PAGE_SIZE - 1]!.id : null,
	}
}

/** The listing's or member's name as it was when the entry was written. */
function nameIn(details: unknown) {
	const { name, username } = (details ?? {}) as { name?: unknown; username?: unknown }
	return typeof name === 'string' ? name : typeof username === 'string' ? username : ''
}

export default function AuditLog() {
	const { entries, next } = useLoaderData<typeof loader>()
	return (
		<div className="container-page py-8 sm:py-12">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h1 className="text-3xl font-bold text-strong">Audit log</h1>
				<Link to={ADMIN_PATH} className="link">
					Moderation queue
				</Link>
			</div>
			<p className="mt-2 text-muted">
				Every administrator’s action and every automatic hold. Nothing here can be changed.
			</p>
			{entries.length ? (
				<ol className="mt-6 flex flex-col gap-3">
					{entries.map((entry) => (
						<li key={entry.id} className="card p-4 text-sm">
							<p className="font-semibold text-strong">
								{entry.action} · {entry.subjectName || entry.subject}
							</p>
							<p className="text-muted">
								{formatDateTime(entry.at)} by {entry.actor}
								{entry.subjectName ? ` · ${entry.subject}` : null}
							</p>
							{entry.reason ? <p className="mt-1 break-words">{entry.reason}</p> : null}
						</li>
					))}
				</ol>
			) : (
				<p className="mt-6 text-muted">Nothing yet.</p>
			)}
			{next ? (
				<p className="mt-6">
					<Link to={auditLogPath(next)} className="link">
						Older entries
					</Link>
				</p>
			) : null}
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ({ title: 'Please sign in', message: 'Sign in as an administrator to see this page.' }),
			}}
		/>
	)
}
