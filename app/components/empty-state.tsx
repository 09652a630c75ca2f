import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'

/** What a list says before it holds anything: what it is for, and a way to start (search, by default). */
export function EmptyState({
	title,
	children,
	action = { to: '/search', label: 'Search homes' },
}: {
	title: string
	children: ReactNode
	action?: { to: string; label: string }
}) {
	return (
		<div className="mt-8 card p-6 text-center">
			<p className="text-slate-700 dark:text-slate-300">{title}</p>
			<p className="mt-2 text-sm text-muted">{children}</p>
			<Link to={action.to} className="mt-4 btn-primary">
				{action.label}
			</Link>
		</div>
	)
}
