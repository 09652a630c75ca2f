import { Link } from '@remix-run/react'

type Props = {
	status: number
	title: string
	message: string
	/** Shown outside production only: a stack trace helps developers, never visitors. */
	details?: string
}

export function ErrorPage({ status, title, message, details }: Props) {
	return (
		<div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
			<p className="text-6xl font-extrabold text-brand-700 dark:text-brand-300">{status}</p>
			<h1 className="mt-4 text-3xl font-bold text-strong">{title}</h1>
			<p className="mt-3 max-w-lg text-muted">{message}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to="/" className="btn-primary">
					Go to the home page
				</Link>
				<Link to="/search" className="btn-secondary">
					Search listings
				</Link>
			</div>
			{details ? (
				<pre className="mt-10 max-w-full overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs text-red-800 dark:bg-slate-900 dark:text-red-300">
					{details}
				</pre>
			) : null}
		</div>
	)
}
