import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FlashMessage } from '~/components/flash-message'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { ReasonForm } from '~/components/moderation/queue-item'
import { AuditList, CaseList, memberState, moderationInWords, ReportList } from '~/components/moderation/record'
import { moderationReasonSchema } from '~/schemas/report'
import { readMemberRecord } from '~/services/admin-records.server'
import { requireAdministrator } from '~/services/permissions.server'
import { restoreMember, suspendMember } from '~/services/trust-and-safety.server'
import { readFlash, redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { formatDateTime, pluralize } from '~/utils/format'
import { asHttpError } from '~/utils/http-errors'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
import { adminMemberPath, adminSearchPath, auditLogPath, listingPath } from '~/utils/paths'

export const meta: MetaFunction<typeof loader> = ({ data: found }) => [
	{ title: `${found?.record.member.username ?? 'Member'} | Administrators | Homestead` },
	{ name: 'robots', content: 'noindex' },
]

/**
 * A member as administrators see them: the account, listings, conversations (messages only of those
 * reported or flagged), reports made and about them, holds and decisions, the log; suspend or restore.
 * Administrators only; 404 for an account that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const admin = await requireAdministrator(request)
	const record = await readMemberRecord(params.id ?? '').catch(asHttpError)
	const flash = await readFlash(request)
	return data({ record, self: admin.id === record.member.id, flash: flash.flash }, { headers: flash.headers })
}

/** Suspends (with a reason the member reads) or restores the member, through the queue's own service. */
export async function action({ request, params }: ActionFunctionArgs) {
	const admin = await requireAdministrator(request)
	const id = params.id ?? ''
	const back = adminMemberPath(id)
	const form = await readFormData(request)
	const intent = form.get('intent')
	try {
		if (intent === 'suspend') {
			const submission = parseWithZod(form, { schema: moderationReasonSchema })
			if (submission.status !== 'success')
				return data({ errors: { [`suspend:${id}`]: submission.error?.reason?.[0] } }, { status: 400 })
			const suspended = await suspendMember(admin, id, submission.value.reason)
			return redirectWithFlash(
				back,
				`Suspended ${suspended.username}: their listings are hidden and they are signed out.`,
			)
		}
		if (intent === 'restore') {
			const restored = await restoreMember(admin, id)
			return redirectWithFlash(back, `Restored ${restored.username}: their account and listings are back.`)
		}
		return redirectWithFlash(back, 'Choose an action', { kind: 'error' })
	} catch (error) {
		return redirectWithClientError(back, error)
	}
}

export default function MemberRecord() {
	const { record, self, flash } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const { member } = record
	return (
		<div className="container-page py-8 sm:py-12">
			<p>
				<Link to={adminSearchPath()} className="link">
					Find a member or listing
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold break-words text-strong">{member.username}</h1>
			{flash ? (
				<div className="mt-4" role="status">
					<FlashMessage flash={flash} />
				</div>
			) : null}
			<dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
				<dt className="font-semibold">E-mail</dt>
				<dd className="break-words">
					{member.email} ({member.emailVerified ? 'verified' : 'not verified'})
				</dd>
				<dt className="font-semibold">Joined</dt>
				<dd>{formatDateTime(member.createdAt)}</dd>
				<dt className="font-semibold">Account</dt>
				<dd className="break-words">
					{memberState(member)}
					{member.suspendedAt && member.suspensionReason ? `: ${member.suspensionReason}` : null}
				</dd>
				<dt className="font-semibold">Id</dt>
				<dd className="break-all">{member.id}</dd>
			</dl>
			<section aria-labelledby="account-title" className="mt-8">
				<h2 id="account-title" className="text-2xl font-bold text-strong">
					Suspension
				</h2>
				{self ? (
					<p className="mt-2 text-muted">This is your own account.</p>
				) : member.suspendedAt ? (
					<Form method="post" className="mt-3">
						<button type="submit" name="intent" value="restore" className="btn-secondary">
							Restore {member.username}
						</button>
					</Form>
				) : (
					<div className="mt-3">
						<ReasonForm
							intent="suspend"
							id={member.id}
							fieldId={`suspend-${member.id}-reason`}
							label={`Why ${member.username} is suspended (they read this when they sign in)`}
							button={`Suspend ${member.username}`}
							error={answer?.errors?.[`suspend:${member.id}`]}
						/>
					</div>
				)}
			</section>
			<section aria-labelledby="listings-title" className="mt-10">
				<h2 id="listings-title" className="text-2xl font-bold text-strong">
					Listings ({record.listings.length})
				</h2>
				{record.listings.length ? (
					<ul className="mt-4 flex flex-col gap-3">
						{record.listings.map((listing) => (
							<li key={listing.id} className="card p-4 text-sm">
								<p className="font-semibold break-words text-strong">
									<Link to={listing.path} className="link">
										{listing.name}
									</Link>
								</p>
								<p className="break-words text-muted">
									{listing.address} · {moderationInWords(listing.moderation)} · {listing.status} · listed{' '}
									{formatDateTime(listing.createdAt)} ·{' '}
									<Link to={listingPath(listing.id)} className="link">
										its page<span className="sr-only"> ({listing.name})</span>
									</Link>
								</p>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">None.</p>
				)}
			</section>
			<section aria-labelledby="conversations-title" className="mt-10">
				<h2 id="conversations-title" className="text-2xl font-bold text-strong">
					Conversations ({record.conversations.length})
				</h2>
				<p className="mt-1 text-sm text-muted">
					Messages are shown only for conversations someone reported or the site flagged.
				</p>
				{record.conversations.length ? (
					<ul className="mt-4 flex flex-col gap-3">
						{record.conversations.map((conversation) => (
							<li key={conversation.id} className="card p-4 text-sm">
								<p className="font-semibold break-words text-strong">
									{conversation.as === 'seeker' ? 'Asked about ' : 'Asked by '}
									{conversation.as === 'seeker' ? (
										<ListingName listing={conversation.listing} />
									) : conversation.counterpart ? (
										<Link to={conversation.counterpart.path} className="link">
											{conversation.counterpart.username}
										</Link>
									) : (
										'a deleted account'
									)}
									{conversation.as === 'seeker' ? (
										<>
											{' (owner '}
											{conversation.counterpart ? (
												<Link to={conversation.counterpart.path} className="link">
													{conversation.counterpart.username}
												</Link>
											) : (
												'deleted'
											)}
											)
										</>
									) : (
										<>
											{' about '}
											<ListingName listing={conversation.listing} />
										</>
									)}
								</p>
								<p className="text-muted">
									{pluralize(conversation.messages, 'message')} · last {formatDateTime(conversation.lastMessageAt)}
									{conversation.reported ? ' · reported or flagged' : null}
								</p>
								{conversation.latestMessages ? (
									<ol className="mt-2 flex flex-col gap-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
										{conversation.latestMessages.map((message, index) => (
											<li key={index} className="break-words">
												<span className="font-semibold">{message.senderName}</span> ({formatDateTime(message.createdAt)}
												{message.asksForMoney ? ', asks for money' : ''}): {message.body}
											</li>
										))}
									</ol>
								) : null}
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">None.</p>
				)}
			</section>
			<section aria-labelledby="reports-made-title" className="mt-10">
				<h2 id="reports-made-title" className="text-2xl font-bold text-strong">
					Reports made ({record.reportsMade.length})
				</h2>
				<ReportList reports={record.reportsMade} />
			</section>
			<section aria-labelledby="reports-about-title" className="mt-10">
				<h2 id="reports-about-title" className="text-2xl font-bold text-strong">
					Reports about them ({record.reportsAbout.length})
				</h2>
				<ReportList reports={record.reportsAbout} />
			</section>
			<section aria-labelledby="cases-title" className="mt-10">
				<h2 id="cases-title" className="text-2xl font-bold text-strong">
					Holds and decisions
				</h2>
				<CaseList cases={record.cases} showSubject />
			</section>
			<section aria-labelledby="log-title" className="mt-10">
				<h2 id="log-title" className="text-2xl font-bold text-strong">
					Audit log
				</h2>
				<AuditList entries={record.audit} fullLog={auditLogPath({ member: member.id })} />
			</section>
		</div>
	)
}

function ListingName({ listing }: { listing: { name: string; path: string | null } }) {
	return listing.path ? (
		<Link to={listing.path} className="link">
			{listing.name}
		</Link>
	) : (
		<>{listing.name} (deleted)</>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				401: () => ADMIN_SIGN_IN_PAGE,
				404: () => ({ title: 'No such member', message: 'We could not find this member.' }),
			}}
		/>
	)
}
