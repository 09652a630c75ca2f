import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { LocalTime } from '~/components/local-time'
import { MessageForm } from '~/components/messages/message-form'
import { ReportForm } from '~/components/moderation/report-form'
import { messageSchema } from '~/schemas/message'
import { requireUser } from '~/services/auth.server'
import { blockInConversation, readConversation, replyInConversation } from '~/services/conversations.server'
import { readFormData, replyToClientError } from '~/utils/form.server'
import { isBotSubmission } from '~/utils/honeypot.server'
import { asHttpError } from '~/utils/http-errors'
import { CONVERSATION_NOT_FOUND_PAGE } from '~/utils/messages'
import { MONEY_WARNING } from '~/utils/moderation'
import { conversationPath, listingPath, reportConversationPath } from '~/utils/paths'
import { pictureUrl } from '~/utils/pictures'

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
	{
		title: data
			? `${data.listing.name}: messages | Homestead`
			: isRouteErrorResponse(error) && error.status === 404
				? `${CONVERSATION_NOT_FOUND_PAGE.title} | Homestead`
				: 'Messages | Homestead',
	},
]

/** How often an open conversation looks for new messages while its tab is visible (with JavaScript). */
const POLL_MS = 5_000

/** Opening the conversation reads it. Anyone but its two participants gets a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const { conversation, messages, other, blocked, blockedBy } = await readConversation(user, params.id ?? '').catch(
		asHttpError,
	)
	return {
		id: conversation.id,
		listing: { id: conversation.listingId, name: conversation.listingName },
		other: other ? { username: other.username, avatar: other.avatar, suspended: Boolean(other.suspendedAt) } : null,
		blocked,
		/** The other member has blocked this one: a reply would be refused, so none is offered. */
		blockedBy,
		messages: messages.map((message) => ({
			id: message.id,
			mine: message.senderId === user.id,
			senderName: message.senderName,
			body: message.body,
			/** The other member asks for money outside the site: shown under the warning. */
			warning: message.asksForMoney && message.senderId !== user.id,
			createdAt: message.createdAt.toISOString(),
		})),
		now: new Date().toISOString(),
	}
}

/** A reply (the default), or blocking and unblocking the other member (`intent`). */
export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const path = conversationPath(params.id ?? '')
	const form = await readFormData(request)
	const intent = form.get('intent')
	if (intent === 'block' || intent === 'unblock') {
		await blockInConversation(user, params.id ?? '', intent === 'block').catch(asHttpError)
		return redirect(path, 303)
	}
	if (isBotSubmission(form, 'reply')) return redirect(path, 303)
	const submission = parseWithZod(form, { schema: messageSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
	try {
		await replyInConversation(user, params.id ?? '', submission.value.message)
	} catch (error) {
		return replyToClientError(submission, error, { also: { sent: false }, notFoundIsThePage: true })
	}
	return redirect(path, 303)
}

export default function Conversation() {
	const { id, listing, other, blocked, blockedBy, messages, now } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const otherName = other?.username ?? 'a deleted user'
	useNewMessages()
	const lastId = messages.at(-1)?.id
	const endRef = useRef<HTMLDivElement>(null)
	// A new message (sent or received) comes into view.
	useEffect(() => endRef.current?.scrollIntoView({ block: 'nearest' }), [lastId])

	return (
		<div className="container-page max-w-3xl py-8 sm:py-12">
			<p className="text-sm">
				<Link to="/messages" className="link">
					All messages
				</Link>
			</p>
			<h1 className="mt-2 text-2xl font-bold break-words text-strong sm:text-3xl">
				{listing.id ? (
					<Link to={listingPath(listing.id)} className="hover:underline">
						{listing.name}
					</Link>
				) : (
					listing.name
				)}
			</h1>
			<p className="mt-1 flex items-center gap-2 text-sm text-muted">
				{other ? (
					<img
						src={pictureUrl(other.avatar)}
						alt=""
						width={24}
						height={24}
						className="size-6 rounded-full object-cover"
					/>
				) : null}
				<span>
					With {otherName}
					{listing.id ? '' : ' · no longer listed'}
				</span>
			</p>

			{other?.suspended ? (
				<p
					role="note"
					className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100"
				>
					{other.username}’s account is suspended by our team. Do not send them money or personal details.
				</p>
			) : null}
			<ol aria-label="Messages" className="mt-6 flex flex-col gap-3">
				{messages.map((message) => (
					<li
						key={message.id}
						className={`max-w-[85%] rounded-2xl px-4 py-3 ${
							message.mine
								? 'self-end bg-brand-700 text-white'
								: 'self-start bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
						}`}
					>
						<p className="text-xs font-semibold">
							{message.mine ? 'You' : message.senderName} · <LocalTime dateTime={message.createdAt} now={now} />
						</p>
						<p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
						{message.warning ? (
							<p
								role="note"
								className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950 dark:bg-amber-400/20 dark:text-amber-100"
							>
								{MONEY_WARNING}
							</p>
						) : null}
					</li>
				))}
			</ol>
			<div ref={endRef} />

			<div className="mt-8">
				{!other ? (
					<p className="text-muted">{otherName} has left Homestead: this conversation is closed.</p>
				) : blocked ? (
					<p className="text-muted">You have blocked {other.username}: they cannot write to you.</p>
				) : blockedBy ? (
					<p className="text-muted">You can no longer reply in this conversation.</p>
				) : (
					<MessageForm
						id={`reply-${id}`}
						resetKey={lastId}
						action={conversationPath(id)}
						label={`Reply to ${other.username}`}
						submitLabel="Send reply"
						lastResult={actionData?.result}
					/>
				)}
			</div>

			{other && blocked ? (
				<Form
					method="post"
					action={conversationPath(id)}
					className="mt-8 border-t border-slate-200 pt-4 dark:border-slate-800"
				>
					<input type="hidden" name="intent" value="unblock" />
					<button type="submit" className="text-sm link font-semibold">
						Unblock {other.username}
					</button>
				</Form>
			) : other ? (
				// Blocking asks once more (a disclosure, so without JavaScript too): the button sits below the reply form.
				<details className="mt-8 border-t border-slate-200 pt-4 dark:border-slate-800">
					<summary className="cursor-pointer text-sm font-semibold text-red-700 hover:underline dark:text-red-400">
						Block {other.username}
					</summary>
					<Form method="post" action={conversationPath(id)} className="mt-3 space-y-3">
						<input type="hidden" name="intent" value="block" />
						<p className="text-sm text-muted">
							{other.username} will not be able to write to you, and you get no more mails from them. You can unblock
							them here later.
						</p>
						<button type="submit" className="btn-danger">
							Yes, block {other.username}
						</button>
					</Form>
				</details>
			) : null}
			{other ? (
				<div className="mt-6">
					<ReportForm action={reportConversationPath(id)} what="conversation" />
				</div>
			) : null}
		</div>
	)
}

/** While the page is visible, looks for new messages every few seconds (without JavaScript, a reload does). */
function useNewMessages() {
	const revalidator = useRevalidator()
	const state = useRef(revalidator.state)
	state.current = revalidator.state
	useEffect(() => {
		const timer = setInterval(() => {
			if (document.visibilityState === 'visible' && state.current === 'idle') revalidator.revalidate()
		}, POLL_MS)
		return () => clearInterval(timer)
		// The revalidator object changes with every state; the interval only needs its function.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary statusHandlers={{ 404: () => CONVERSATION_NOT_FOUND_PAGE }} />
}
