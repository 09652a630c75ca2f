import { type ReactNode } from 'react'
import { Icon } from '~/components/icon'
import { type IconName } from '~/components/icon-names'
import { PlainLink } from '~/components/plain-link'

/** An icon of the header that links somewhere, named for screen readers and in its tooltip. */
export function HeaderIconLink({
	to,
	label,
	icon,
	iconClassName = 'size-5',
	className = '',
	children,
}: {
	to: string
	label: string
	icon: IconName
	iconClassName?: string
	className?: string
	children?: ReactNode
}) {
	return (
		<PlainLink
			to={to}
			aria-label={label}
			title={label}
			className={`flex size-9 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white ${className}`}
		>
			<Icon name={icon} className={iconClassName} />
			{children}
		</PlainLink>
	)
}

/** The signed-in member's messages, with the number of conversations holding an unread message. */
export function MessagesLink({ unread }: { unread: number }) {
	return (
		<HeaderIconLink
			to="/messages"
			label={unread === 0 ? 'Messages' : `Messages, ${unread} unread`}
			icon="message-square"
			className="messages-link relative"
		>
			{unread > 0 ? (
				<span
					aria-hidden="true"
					className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
				>
					{unread > 99 ? '99+' : unread}
				</span>
			) : null}
		</HeaderIconLink>
	)
}

/** The signed-in member's saved homes. */
export function SavedLink() {
	return <HeaderIconLink to="/saved" label="Saved homes" icon="heart" />
}

/**
 * The owner's dashboard, for members with listings. Below 400 px the header has no room for it beside
 * the other icons (an administrator's queue among them): the profile page links to it there.
 */
export function DashboardLink() {
	return <HeaderIconLink to="/dashboard" label="Dashboard" icon="chart-column" className="max-[399px]:hidden" />
}

/** An administrator's moderation queue, with the number of cases waiting. */
export function ModerationQueueLink({ waiting }: { waiting: number }) {
	return (
		<HeaderIconLink
			to="/admin"
			label={waiting === 0 ? 'Moderation queue' : `Moderation queue, ${waiting} waiting`}
			icon="flag"
			className="relative"
		>
			{waiting > 0 ? (
				<span
					aria-hidden="true"
					className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-amber-700 px-1 text-[10px] leading-none font-bold text-white"
				>
					{waiting > 99 ? '99+' : waiting}
				</span>
			) : null}
		</HeaderIconLink>
	)
}
