import { Form, Link } from '@remix-run/react'
import { type ReactNode, useId, useRef } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	/** The confirmation page, for when JavaScript is not running; it posts to itself. */
	to: string
	children: ReactNode
	className?: string
	title: string
	body: ReactNode
	confirmLabel: string
}

/**
 * A destructive action that asks first: with JavaScript in a dialog that posts to
 * `to`, without it by following the link to the confirmation page at `to`.
 */
export function ConfirmLink({ to, children, className, title, body, confirmLabel }: Props) {
	const dialog = useRef<HTMLDialogElement>(null)
	const hydrated = useHydrated()
	const titleId = useId()
	return (
		<>
			<Link
				to={to}
				className={className}
				onClick={(event) => {
					if (!hydrated) return
					event.preventDefault()
					dialog.current?.showModal()
				}}
			>
				{children}
			</Link>
			{hydrated ? (
				<dialog
					ref={dialog}
					aria-labelledby={titleId}
					className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-left text-slate-800 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-200"
				>
					<h2 id={titleId} className="text-xl font-bold text-strong">
						{title}
					</h2>
					<div className="mt-3 text-muted">{body}</div>
					<div className="mt-6 flex justify-end gap-3">
						<button
							type="button"
							className="btn-secondary"
							onClick={() => dialog.current?.close()}
							// A modal dialog opens on its least destructive choice (the ARIA dialog pattern).
							// eslint-disable-next-line jsx-a11y/no-autofocus
							autoFocus
						>
							Cancel
						</button>
						<Form method="post" action={to} onSubmit={() => dialog.current?.close()}>
							<button type="submit" className="btn-danger">
								{confirmLabel}
							</button>
						</Form>
					</div>
				</dialog>
			) : null}
		</>
	)
}
