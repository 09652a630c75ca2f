import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { paginationItems } from '~/utils/pagination'

type Props = {
	page: number
	pageCount: number
	/** The address of a page number, keeping the other parameters of the list. */
	hrefFor: (page: number) => string
	label?: string
}

/** Links to the pages of a list: first, last, a range around the current one and '…' breaks. */
export function Pagination({ page, pageCount, hrefFor, label = 'Pages' }: Props) {
	if (pageCount <= 1) return null
	const item = 'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition'
	const idle = `${item} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:text-brand-300`
	const disabled = `${item} cursor-not-allowed border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400`
	return (
		<nav aria-label={label} className="mt-12">
			<ul className="flex flex-wrap items-center justify-center gap-2">
				<li>
					{page > 1 ? (
						<Link to={hrefFor(page - 1)} className={idle} rel="prev">
							<Icon name="chevron-left" className="size-4" />
							<span className="sr-only sm:not-sr-only">Previous</span>
						</Link>
					) : (
						<span className={disabled} aria-hidden>
							<Icon name="chevron-left" className="size-4" />
							<span className="sr-only sm:not-sr-only">Previous</span>
						</span>
					)}
				</li>
				{paginationItems(page, pageCount).map((entry) =>
					entry.type === 'break' ? (
						<li key={entry.key} className="px-1 text-muted" aria-hidden>
							…
						</li>
					) : (
						<li key={entry.page}>
							<Link
								to={hrefFor(entry.page)}
								aria-current={entry.page === page ? 'page' : undefined}
								aria-label={`Page ${entry.page}`}
								className={
									entry.page === page
										? `${item} border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950`
										: idle
								}
							>
								{entry.page}
							</Link>
						</li>
					),
				)}
				<li>
					{page < pageCount ? (
						<Link to={hrefFor(page + 1)} className={idle} rel="next">
							<span className="sr-only sm:not-sr-only">Next</span>
							<Icon name="chevron-right" className="size-4" />
						</Link>
					) : (
						<span className={disabled} aria-hidden>
							<span className="sr-only sm:not-sr-only">Next</span>
							<Icon name="chevron-right" className="size-4" />
						</span>
					)}
				</li>
			</ul>
		</nav>
	)
}

/** The address of the current page with one parameter changed (and the page reset unless it is the page). */
export function withParam(location: { pathname: string; search: string }, name: string, value: string | null) {
	const params = new URLSearchParams(location.search)
	if (value === null || value === '' || (name === 'page' && value === '1')) params.delete(name)
	else params.set(name, value)
	if (name !== 'page') params.delete('page')
	const query = params.toString()
	return query ? `${location.pathname}?${query}` : location.pathname
}
