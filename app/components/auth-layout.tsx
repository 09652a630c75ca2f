import { Form } from '@remix-run/react'
import { type ReactNode } from 'react'

/** The centred card that holds the sign-in and sign-up forms; `lead` says what the page is for, under its title. */
export function AuthLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
	return (
		<div className="container-page flex justify-center py-12 sm:py-16">
			<div className="w-full max-w-md card p-6 shadow-sm sm:p-8">
				<h1 className="text-center text-3xl font-bold text-strong">{title}</h1>
				{lead ? <p className="mt-3 text-center text-lg text-slate-700 dark:text-slate-200">{lead}</p> : null}
				<div className="mt-8">{children}</div>
			</div>
		</div>
	)
}

/** A message at the top of an account page: what just happened, or why a link did not work. */
export function AuthNotice({ kind = 'success', children }: { kind?: 'success' | 'error'; children: ReactNode }) {
	return (
		<div
			role={kind === 'error' ? 'alert' : 'status'}
			className={`mb-6 rounded-lg p-3 text-sm font-medium ${
				kind === 'error'
					? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
					: 'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100'
			}`}
		>
			{children}
		</div>
	)
}

/**
 * The question on the page of a mailed link, and its one button. Opening the link only asks (mail
 * scanners open links too, and must not use them up); the button posts the link's token.
 */
export function MailedLinkForm({
	token,
	confirmLabel,
	danger = false,
	children,
}: {
	token: string
	confirmLabel: string
	/** The button of a change that cannot be undone here, in red. */
	danger?: boolean
	/** The question, and any other field the post needs. */
	children: ReactNode
}) {
	return (
		<Form method="post" className="flex flex-col gap-3">
			{children}
			<input type="hidden" name="token" value={token} />
			<button type="submit" className={danger ? 'btn-danger w-full' : 'btn-primary w-full'}>
				{confirmLabel}
			</button>
		</Form>
	)
}
