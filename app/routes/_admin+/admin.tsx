import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { FlashMessage } from '~/components/flash-message'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { QueueItem } from '~/components/moderation/queue-item'
import { moderationReasonSchema } from '~/schemas/report'
import {
	approveListing,
	dismissCase,
	readQueue,
	readSuspendedMembers,
	removeListing,
	restoreMember,
	suspendMember,
} from '~/services/moderation.server'
import { requireAdministrator } from '~/services/permissions.server'
import { readFlash, redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { formatDateTime } from '~/utils/format'
import { ADMIN_PATH, adminMemberPath, adminSearchPath, auditLogPath } from '~/utils/paths'

export const meta: MetaFunction = () => [
	{ title: 'Moderation queue | Homestead' },
	{ name: 'robots', content: 'noindex' },
]

/** The moderation queue, oldest case first, and the suspended members. Administrators only. */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdministrator(request)
	const [queue, suspended, flash] = await Promise.all([readQueue(), readSuspendedMembers(), readFlash(request)])
	return data({ queue, suspended, flash: flash.flash }, { headers: flash.headers })
}

const INTENTS = ['approve', 'remove', 'suspend', 'restore', 'dismiss'] as const

/**
 * An administrator's action on the queue: approve or remove a listing, suspend or restore a member,
 * close a case without action. Back to the queue with what was done; a reason left out stays on its form.
 */
export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireAdministrator(request)
	const form = await readFormData(request)
	const intent = INTENTS.find((known) => known === form.get('intent'))
	const id = String(form.get('id') ?? '')
	if (!intent) return redirectWithFlash(ADMIN_PATH, 'Choose an action', { kind: 'error' })
	let reason = ''
	if (intent === 'remove' || intent === 'suspend') {
		const submission = parseWithZod(form, { schema: moderationReasonSchema })
		if (submission.status !== 'success')
			return data({ errors: { [`${intent}:${id}`]: submission.error?.reason?.[0] } }, { status: 400 })
		reason = submission.value.reason
	}
	try {
		const done = await act(admin, intent, id, reason, form.get('kind') === 'conversation' ? 'conversation' : 'listing')
		return redirectWithFlash(ADMIN_PATH, done)
	} catch (error) {
		return redirectWithClientError(ADMIN_PATH, error)
	}
}

async function act(
	admin: Awaited<ReturnType<typeof requireAdministrator>>,
	intent: (typeof INTENTS)[number],
	id: string,
	reason: string,
	kind: 'listing' | 'conversation',
) {
	switch (intent) {
		case 'approve':
			return `Approved: “${(await approveListing(admin, id)).name}” is shown to everyone.`
		case 'remove':
			return `Removed: “${(await removeListing(admin, id, reason)).name}”. Its owner has been told why.`
		case 'suspend':
			return `Suspended ${(await suspendMember(admin, id, reason)).username}: their listings are hidden and they are signed out.`
		case 'restore':
			return `Restored ${(await restoreMember(admin, id)).username}: their account and listings are back.`
		case 'dismiss':
			await dismissCase(admin, { kind, id })
			return 'Closed without action.'
	}
}

export default function ModerationQueue() {
	const { queue, suspended, flash } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	return (
		<div className="container-page py-8 sm:py-12">
			<div className="flex flex-wrap items-baseline justify-between gap-3">
				<h1 className="text-3xl font-bold text-strong">Moderation queue</h1>
				<Link to={auditLogPath()} className="link">
					Audit log
				</Link>
			</div>
			<Form method="get" action={adminSearchPath()} role="search" className="mt-4 flex flex-wrap items-end gap-3">
				<label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold">
					Find a member (e-mail, username, id) or a listing (name, address, id)
					<input type="search" name="q" required className="input font-normal" />
				</label>
				<button type="submit" className="btn-secondary">
					Search
				</button>
			</Form>
			<p className="mt-2 text-muted">
				{queue.length === 0
					? 'Nothing waits.'
					: queue.length === 1
						? '1 case waits, oldest first.'
						: `${queue.length} cases wait, oldest first.`}
			</p>
			{flash ? (
				<div className="mt-4" role="status">
					<FlashMessage flash={flash} />
				</div>
			) : null}
			{queue.length ? (
				<ol className="mt-6 flex flex-col gap-6">
					{queue.map((item) => (
						<li key={item.caseId}>
							<QueueItem item={item} errors={answer?.errors} />
						</li>
					))}
				</ol>
			) : (
				<div className="mt-6">
					<EmptyState title="The queue is empty" action={{ to: auditLogPath(), label: 'Read the audit log' }}>
						New holds, reports and flagged messages appear here.
					</EmptyState>
				</div>
			)}
			<section aria-labelledby="suspended-title" className="mt-12">
				<h2 id="suspended-title" className="text-2xl font-bold text-strong">
					Suspended members
				</h2>
				{suspended.length ? (
					<ul className="mt-4 flex flex-col gap-3">
						{suspended.map((member) => (
							<li key={member.id} className="flex flex-wrap items-center justify-between gap-3 card p-4">
								<div className="min-w-0">
									<p className="font-semibold break-words text-strong">
										<Link to={adminMemberPath(member.id)} className="link">
											{member.username}
										</Link>{' '}
										({member.email})
									</p>
									<p className="text-sm break-words text-muted">
										Since {formatDateTime(member.suspendedAt)}: {member.reason}
									</p>
								</div>
								<Form method="post">
									<input type="hidden" name="id" value={member.id} />
									<button type="submit" name="intent" value="restore" className="btn-secondary">
										Restore {member.username}
									</button>
								</Form>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-muted">Nobody is suspended.</p>
				)}
			</section>
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
