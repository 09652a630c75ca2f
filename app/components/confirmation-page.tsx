import { Form, Link } from '@remix-run/react'
import { type ReactNode } from 'react'

type Props = {
	title: string
	/** What will be lost, in words. */
	children: ReactNode
	confirmLabel: string
	/** Where Cancel goes. */
	cancelTo: string
}

/**
 * The confirmation page of a destructive action, for when JavaScript is not running (with it,
 * ConfirmLink asks in a dialog): confirming posts to the page itself.
 */
export function ConfirmationPage({ title, children, confirmLabel, cancelTo }: Props) {
	return (
		<div className="container-page max-w-lg py-16">
			<h1 className="text-3xl font-bold text-strong">{title}</h1>
			<div className="mt-3 text-muted">{children}</div>
			<div className="mt-8 flex gap-3">
				<Form method="post">
					<button type="submit" className="btn-danger">
						{confirmLabel}
					</button>
				</Form>
				<Link to={cancelTo} className="btn-secondary">
					Cancel
				</Link>
			</div>
		</div>
	)
}
