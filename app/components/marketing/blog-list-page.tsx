import { Link, useLocation } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { categoryLabels } from '~/content/blog-labels'
import { type BlogPageConfig } from '~/content/blog-pages'
import { type blogListData } from '~/content/list-pages'
import { KeywordSearch } from '../keyword-search'
import { NewsletterBanner } from '../newsletter-banner'
import { BlogCard } from './blog-card'
import { BlogSidebar, TagLinks } from './blog-sidebar'
import { PageBanner } from './page-banner'
import { Pagination, withParam } from './pagination'

type Props = { data: ReturnType<typeof blogListData>; config: BlogPageConfig }

/**
 * A blog list page: six cards per page with pagination, keyword search, categories
 * and tags, all plain links and GET forms. Each of the four pages leads with its month.
 */
export function BlogListPage({ data, config }: Props) {
	const location = useLocation()
	const { posts, page, pageCount, total, query, tag, monthPosts, categories } = data
	const filtered = Boolean(query.q || tag || query.category)
	const cardLayout = config.layout === 'list' ? 'list' : 'grid'
	const withSidebar = config.layout !== 'wide'

	const results = (
		<section aria-labelledby="blog-results-title">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="blog-results-title" className="text-2xl font-bold text-strong">
					{filtered
						? total === 0
							? 'No posts found'
							: `${total} ${total === 1 ? 'post' : 'posts'} found`
						: 'All articles'}
				</h2>
				{filtered ? (
					<p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
						{query.q ? <span>for “{query.q}”</span> : null}
						{tag ? <span>tagged {tag}</span> : null}
						{query.category ? <span>in {categoryLabels[query.category]}</span> : null}
						<Link to={location.pathname} className="inline-flex items-center gap-1 link">
							<Icon name="x" className="size-4" />
							Clear
						</Link>
					</p>
				) : null}
			</div>
			{total === 0 ? (
				<p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-200">
					Nothing matches yet. Try another word, or{' '}
					<Link to={location.pathname} className="link">
						see every article
					</Link>
					.
				</p>
			) : (
				<div
					className={`mt-6 grid gap-6 ${
						cardLayout === 'list' ? '' : withSidebar ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'
					}`}
				>
					{posts.map((post) => (
						<BlogCard key={post.id} post={post} layout={cardLayout} />
					))}
				</div>
			)}
			<Pagination
				page={page}
				pageCount={pageCount}
				hrefFor={(target) => withParam(location, 'page', String(target))}
				label="Blog pages"
			/>
		</section>
	)

	return (
		<>
			<PageBanner
				title={config.title}
				text={config.intro}
				trail={[{ label: 'Blog', to: '/blog' }, { label: config.monthName }]}
			/>
			{monthPosts.length && !filtered && page === 1 ? (
				<section aria-labelledby="month-title" className="container-page pt-12">
					<h2
						id="month-title"
						className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300"
					>
						Published in {config.monthName}
					</h2>
					<ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
						{monthPosts.map((post) => (
							<li key={post.id} className="w-72 shrink-0 snap-start">
								<Link
									to={`/bolg/${post.id}`}
									className="block h-full card p-4 hover:border-brand-600 dark:hover:border-brand-400"
								>
									<span className="text-xs font-semibold tracking-wide text-muted uppercase">
										{categoryLabels[post.category]}
									</span>
									<span className="mt-1 block font-semibold text-strong">{post.title}</span>
								</Link>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<div className="container-page py-12">
				{withSidebar ? (
					<div
						className={`grid gap-10 lg:grid-cols-[1fr_20rem] ${config.layout === 'sidebar-left' ? 'lg:grid-cols-[20rem_1fr]' : ''}`}
					>
						<div className={config.layout === 'sidebar-left' ? 'lg:order-last' : ''}>{results}</div>
						<BlogSidebar
							action={location.pathname}
							q={query.q}
							tag={tag}
							category={query.category}
							categories={categories}
							recent={monthPosts.slice(0, 3)}
							recentTitle={`${config.monthName} posts`}
						/>
					</div>
				) : (
					<>
						<KeywordSearch
							look="button"
							action={location.pathname}
							id="blog-search-wide"
							name="q"
							label="Keywords"
							defaultValue={query.q}
							placeholder="Search the blog, e.g. porch, condo"
							className="mx-auto mb-10 max-w-xl"
						/>
						<nav aria-label="Tags" className="-mt-4 mb-10">
							<TagLinks action={location.pathname} tag={tag} className="flex flex-wrap justify-center gap-2" />
						</nav>
						{results}
					</>
				)}
			</div>
			<NewsletterBanner />
		</>
	)
}
