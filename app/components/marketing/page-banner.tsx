import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { Icon } from '~/components/icon'

type Props = {
	title: string
	text?: ReactNode
	/** The trail after "Home", the last one being this page. */
	trail: Array<{ label: string; to?: string }>
}

/** The title band at the top of the inner marketing pages, with a breadcrumb. */
export function PageBanner({ title, text, trail }: Props) {
	return (
		<section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-amber-50 dark:border-slate-800 dark:from-slate-900 dark:via-slate-950 dark:to-slate-900">
			<div
				aria-hidden
				className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl dark:bg-brand-900/40"
			/>
			<div className="relative container-page py-12 sm:py-16">
				<nav aria-label="Breadcrumb">
					<ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
						<li>
							<Link to="/" className="link-quiet">
								Home
							</Link>
						</li>
						{trail.map((step, index) => (
							<li key={step.label} className="flex items-center gap-1">
								<Icon name="chevron-right" className="size-4" />
								{step.to && index < trail.length - 1 ? (
									<Link to={step.to} className="link-quiet">
										{step.label}
									</Link>
								) : (
									<span aria-current="page" className="font-medium text-strong">
										{step.label}
									</span>
								)}
							</li>
						))}
					</ol>
				</nav>
				<h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-strong sm:text-5xl">{title}</h1>
				{text ? <p className="mt-4 max-w-2xl text-lg text-muted">{text}</p> : null}
			</div>
		</section>
	)
}
