import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { FlashMessage } from '~/components/flash-message'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { QueueItem } from '~/components/moderation/queue-item'
import {
	approveListingSchema,
	dismissListingSchema,
	moderationReasonSchema,
	removeListingSchema,
} from '~/schemas/report'
import { type z } from '~/schemas/zod'
import { requireAdministrator } from '~/services/permissions.server'
import {
	approveListing,
	dismissConversation,
	dismissListing,
	readQueue,
	readSuspendedMembers,
	removeListing,
	restoreMember,
	suspendMember,
} from '~/services/trust-and-safety.server'
import { clientMistake } from '~/utils/client-error'
import { readFlash, redirectWithClientError, redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/form.server'
import { formatDateTime } from '~/utils/format'
import { ADMIN_SIGN_IN_PAGE } from '~/utils/messages'
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
type Intent = (typeof INTENTS)[number]

/** A form of the queue sent back with its mistakes: the messages by field, and what was written. */
function refused(intent: Intent, caseId: string, form: FormData, errors: Record<string, string[] | null | undefined>) {
	const key = `${intent}:${caseId}`
	const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
	return data(
		{
			errors: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${key}:${field}`, messages?.[0]])),
			values: { [key]: values },
		},
		{ status: 400 },
	)
}

/**
 * An administrator's action on the queue: approve a listing (with an edit of its texts), remove it, close
 * its case without action, suspend or restore a member, close a conversation's case. Back to the queue
 * with what was done; a form with a mistake comes back with its message and what was written.
 */
export async function action({ request }: ActionFunctionArgs) {
	const admin = await requireAdministrator(request)
	const form = await readFormData(request)
	const intent = INTENTS.find((known) => known === form.get('intent'))
	const id = String(form.get('id') ?? '')
	const caseId = String(form.get('caseId') ?? id)
	if (!intent) return redirectWithFlash(ADMIN_PATH, 'Choose an action', { kind: 'error' })
	const listingCase = form.get('kind') !== 'conversation'
	const parse = <Schema extends Parameters<typeof parseWithZod>[1]['schema']>(schema: Schema) => {
		const submission = parseWithZod(form, { schema })
		return submission.status === 'success'
			? { value: submission.value as z.output<Schema> }
			: { refusal: refused(intent, caseId, form, submission.error ?? {}) }
	}
	try {
		switch (intent) {
			case 'approve': {
				const { value, refusal } = parse(approveListingSchema)
				if (!value) return refusal
				const { listing, changed } = await approveListing(admin, id, value)
				return redirectWithFlash(
					ADMIN_PATH,
					changed.length
						? `Approved with your changes: “${listing.name}” is shown to everyone, and its owner has been told what changed.`
						: `Approved: “${listing.name}” is shown to everyone.`,
				)
			}
			case 'remove': {
				const { value, refusal } = parse(removeListingSchema)
				if (!value) return refusal
				const removed = await removeListing(admin, id, value)
				return redirectWithFlash(ADMIN_PATH, `Removed: “${removed.name}”. Its owner has been told why.`)
			}
			case 'suspend': {
				const { value, refusal } = parse(moderationReasonSchema)
				if (!value) return refusal
				const suspended = await suspendMember(admin, id, value.reason)
				return redirectWithFlash(
					ADMIN_PATH,
					`Suspended ${suspended.username}: their listings are hidden and they are signed out.`,
				)
			}
			case 'restore':
				return redirectWithFlash(
					ADMIN_PATH,
					`Restored ${(await restoreMember(admin, id)).username}: their account and listings are back.`,
				)
			case 'dismiss': {
				if (!listingCase) {
					await dismissConversation(admin, id)
					return redirectWithFlash(ADMIN_PATH, 'Closed without action.')
				}
				const { value, refusal } = parse(dismissListingSchema)
				if (!value) return refusal
				const kept = await dismissListing(admin, id, value.reason)
				return redirectWithFlash(ADMIN_PATH, `Closed without action: “${kept.name}” stays as it was.`)
			}
		}
	} catch (error) {
		// The reason an edit needs is the form's to ask for; any other mistake is said above the queue.
		const mistake = clientMistake(error)
		if (mistake.field === 'reason') return refused(intent, caseId, form, { reason: [mistake.message] })
		return redirectWithClientError(ADMIN_PATH, mistake)
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
							<QueueItem item={item} errors={answer?.errors} values={answer?.values} />
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
				401: () => ADMIN_SIGN_IN_PAGE,
			}}
		/>
	)
}
