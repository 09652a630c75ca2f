import { type ReactNode } from 'react'

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="container-page flex justify-center py-12 sm:py-16">
			<div className="w-full max-w-md card p-6 shadow-sm sm:p-8">
				<h1 className="text-center text-3xl font-bold text-strong">{title}</h1>
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
