import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyState } from '~/components/empty-state'
import { Icon } from '~/components/icon'
import { LocalTime } from '~/components/local-time'
import { Photo } from '~/components/photo'
import { listConversations } from '~/models/message.server'
import { requireUser } from '~/services/auth.server'
import { formatPrice } from '~/utils/format'
import { conversationPath } from '~/utils/paths'
import { pictureUrl } from '~/utils/pictures'

export const meta: MetaFunction = () => [{ title: 'Messages | Homestead' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const conversations = await listConversations(user.id)
	return {
		conversations: conversations.map((conversation) => ({
			...conversation,
			lastMessageAt: conversation.lastMessageAt.toISOString(),
			lastMessage: conversation.lastMessage && {
				fromMe: conversation.lastMessage.fromMe,
				body: conversation.lastMessage.body,
			},
		})),
		now: new Date().toISOString(),
	}
}

/** The member's conversations, newest activity first. */
export default function Messages() {
	const { conversations, now } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-3xl py-10 sm:py-12">
			<h1 className="text-3xl font-bold text-strong">Messages</h1>
			{conversations.length === 0 ? (
				<EmptyState title="No messages yet.">
					Found a home you like? Open it and choose <strong>Contact landlord</strong> to write to its owner. Their
					answers appear here.
				</EmptyState>
			) : (
				<ul className="mt-6 flex flex-col gap-3">
					{conversations.map((conversation) => (
						<li key={conversation.id}>
							<Link
								to={conversationPath(conversation.id)}
								className={`flex gap-3 card p-3 hover:border-brand-600 sm:gap-4 sm:p-4 ${conversation.unread ? 'border-brand-600 dark:border-brand-400' : ''}`}
							>
								<Photo
									src={conversation.listing.cover ?? undefined}
									sizes="96px"
									alt=""
									className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
								/>
								<div className="min-w-0 flex-1">
									<div className="flex items-start justify-between gap-2">
										<p className="min-w-0 font-semibold break-words text-strong">
											{conversation.unread ? (
												<span className="mr-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
													Unread
												</span>
											) : null}
											{conversation.listing.name}
										</p>
										<LocalTime
											dateTime={conversation.lastMessageAt}
											now={now}
											className="shrink-0 text-xs text-muted"
										/>
									</div>
									<p className="text-sm text-muted">
										{conversation.listing.id === null || conversation.listing.price === null ? (
											'No longer listed'
										) : (
											<>
												{formatPrice(conversation.listing.price)}
												{conversation.listing.type === 'rent' ? ' / month' : ''}
											</>
										)}
									</p>
									<p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
										{conversation.with ? (
											<>
												<img
													src={pictureUrl(conversation.with.avatar)}
													alt=""
													width={20}
													height={20}
													className="size-5 rounded-full object-cover"
												/>
												with {conversation.with.username}
											</>
										) : (
											'with a deleted user'
										)}
									</p>
									{conversation.lastMessage ? (
										<p className="mt-1 line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300">
											{conversation.lastMessage.fromMe ? 'You: ' : ''}
											{conversation.lastMessage.body}
										</p>
									) : null}
								</div>
								<Icon name="chevron-right" className="size-5 shrink-0 self-center text-muted" />
							</Link>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
