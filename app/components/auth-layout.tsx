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
