import { Link } from '@remix-run/react'
import { formatDateTime } from '~/utils/format'
import { REPORT_REASON_LABELS } from '~/utils/moderation'
import { AuditEntries, type AuditEntryView } from './audit-entry'

/*
 * The parts of a member's and a listing's pages for administrators: their cases, reports and audit
 * entries, in words.
 */

const MODERATION_WORDS: Record<string, string> = {
	published: 'shown',
	pending: 'held for a check',
	removed: 'removed',
}

/** A listing's moderation state in words. */
export const moderationInWords = (moderation: string) => MODERATION_WORDS[moderation] ?? moderation

/** Whether an account is active, suspended or deleted, in words. */
export function memberState(member: { suspendedAt: string | null; deletedAt: string | null }) {
	if (member.deletedAt) return `deleted ${formatDateTime(member.deletedAt)}`
	if (member.suspendedAt) return `suspended ${formatDateTime(member.suspendedAt)}`
	return 'active'
}

export type CaseView = {
	id: string
	listing: { id: string; name: string; path: string } | null
	conversation: { id: string; listingName: string } | null
	reasonLabels: string[]
	openedAt: string
	resolvedAt: string | null
	resolution: string | null
	resolvedBy: { id: string; username: string } | null
}

/** Holds, reports and flags that went to the queue, and what was decided. */
export function CaseList({ cases, showSubject }: { cases: CaseView[]; showSubject: boolean }) {
	if (!cases.length) return <p className="mt-2 text-muted">None.</p>
	return (
		<ul className="mt-4 flex flex-col gap-3">
			{cases.map((each) => (
				<li key={each.id} className="card p-4 text-sm">
					<p className="font-semibold break-words text-strong">
						{each.reasonLabels.join(', ')}
						{showSubject ? (
							<>
								{' · '}
								{each.listing ? (
									<Link to={each.listing.path} className="link">
										{each.listing.name}
									</Link>
								) : (
									`conversation about ${each.conversation?.listingName ?? ''}`
								)}
							</>
						) : null}
					</p>
					<p className="text-muted">
						In the queue {formatDateTime(each.openedAt)} ·{' '}
						{each.resolvedAt
							? `${each.resolution ?? 'closed'} ${formatDateTime(each.resolvedAt)}${
									each.resolvedBy ? ` by ${each.resolvedBy.username}` : ' by the site'
								}`
							: 'still open'}
					</p>
				</li>
			))}
		</ul>
	)
}

export type ReportView = {
	id: string
	reason: keyof typeof REPORT_REASON_LABELS
	details: string
	standing: boolean
	createdAt: string
	about?: { kind: 'listing' | 'conversation'; name: string; path: string | null }
	reporter?: { kind: 'member'; username: string; path: string } | { kind: 'visitor' }
}

/** Reports, with what they are about and who made them (administrators only). */
export function ReportList({ reports }: { reports: ReportView[] }) {
	if (!reports.length) return <p className="mt-2 text-muted">None.</p>
	return (
		<ul className="mt-4 flex flex-col gap-3">
			{reports.map((report) => (
				<li key={report.id} className="card p-4 text-sm">
					<p className="font-semibold break-words text-strong">
						{REPORT_REASON_LABELS[report.reason]}
						{report.about ? (
							<>
								{' · '}
								{report.about.kind === 'conversation' ? 'conversation about ' : null}
								{report.about.path ? (
									<Link to={report.about.path} className="link">
										{report.about.name}
									</Link>
								) : (
									report.about.name
								)}
							</>
						) : null}
					</p>
					<p className="text-muted">
						{formatDateTime(report.createdAt)}
						{report.reporter ? (
							<>
								{' · by '}
								{report.reporter.kind === 'member' ? (
									<Link to={report.reporter.path} className="link">
										{report.reporter.username}
									</Link>
								) : (
									'a visitor'
								)}
							</>
						) : null}
						{report.standing ? ' · with standing' : null}
					</p>
					{report.details ? <p className="mt-1 break-words">{report.details}</p> : null}
				</li>
			))}
		</ul>
	)
}

/** The latest entries of the audit log, with a link to the whole log narrowed the same way. */
export function AuditList({ entries, fullLog }: { entries: AuditEntryView[]; fullLog: string }) {
	return (
		<>
			{entries.length ? <AuditEntries entries={entries} /> : <p className="mt-2 text-muted">Nothing yet.</p>}
			<p className="mt-3">
				<Link to={fullLog} className="link">
					The whole log, narrowed to this
				</Link>
			</p>
		</>
	)
}
