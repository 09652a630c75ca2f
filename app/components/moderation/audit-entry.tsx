import { Link } from '@remix-run/react'
import { formatDateTime } from '~/utils/format'

export type AuditEntryView = {
	id: number
	at: string
	actor: { id: string; username: string; path: string } | null
	actorName: string
	action: string
	actionLabel: string
	subject: { kind: string; id: string; name: string; path: string | null }
	reason: string
	reasonLabel: string
}

/** One entry of the audit log in words: what was done to whom (linked), when, by whom (linked), and why. */
function AuditEntryLine({ entry }: { entry: AuditEntryView }) {
	const subjectName = entry.subject.name || `${entry.subject.kind} ${entry.subject.id}`
	return (
		<>
			<p className="font-semibold break-words text-strong">
				{entry.actionLabel} ·{' '}
				{entry.subject.path ? (
					<Link to={entry.subject.path} className="link">
						{subjectName}
					</Link>
				) : (
					subjectName
				)}
			</p>
			<p className="text-muted">
				{formatDateTime(entry.at)} by{' '}
				{entry.actor ? (
					<Link to={entry.actor.path} className="link">
						{entry.actor.username}
					</Link>
				) : (
					entry.actorName
				)}
			</p>
			{entry.reasonLabel ? <p className="mt-1 break-words">{entry.reasonLabel}</p> : null}
		</>
	)
}

/** Entries of the audit log, latest first, each in words on a card of its own. */
export function AuditEntries({ entries }: { entries: AuditEntryView[] }) {
	return (
		<ol className="mt-4 flex flex-col gap-3">
			{entries.map((entry) => (
				<li key={entry.id} className="card p-4 text-sm">
					<AuditEntryLine entry={entry} />
				</li>
			))}
		</ol>
	)
}
