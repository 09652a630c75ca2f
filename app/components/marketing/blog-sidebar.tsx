import { Link } from '@remix-run/react'
import { type BlogCard } from '~/content/blog'
import { BLOG_TAGS, type BlogCategory, type BlogTag, tagSlug } from '~/content/blog-labels'
import { formatDate } from '~/utils/format'
import { KeywordSearch } from '../keyword-search'
import { SidePanel, ThumbnailItem } from './side-panel'

type Props = {
	/** The blog list page the search and the links go to. */
	action: string
	q?: string
	tag?: BlogTag | null
	category?: BlogCategory
	categories: Array<{ category: BlogCategory; label: string; count: number }>
	recent: BlogCard[]
	recentTitle?: string
}

/** The blog's side panel: keyword search, categories, recent posts and tags. */
export function BlogSidebar({
	action,
	q = '',
	tag,
	category,
	categories,
	recent,
	recentTitle = 'Recent posts',
}: Props) {
	return (
		<aside aria-label="Blog tools" className="space-y-6">
			<SidePanel title="Search the blog">
				<KeywordSearch
					action={action}
					id="blog-search"
					name="q"
					label="Keywords"
					submitLabel="Search posts"
					defaultValue={q}
					placeholder="e.g. kitchen, condo"
					look="inline"
					inputClassName="input pr-11"
					className="mt-4"
				/>
			</SidePanel>
			<SidePanel title="Categories" navId="blog-categories-title">
				<ul className="mt-4 space-y-2">
					{categories.map((entry) => (
						<li key={entry.category}>
							<Link
								to={`${action}?category=${entry.category}`}
								aria-current={category === entry.category ? 'page' : undefined}
								className="flex items-center justify-between rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white"
							>
								{entry.label}
								<span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
									{entry.count}
								</span>
							</Link>
						</li>
					))}
				</ul>
			</SidePanel>
			<SidePanel title={recentTitle}>
				<ul className="mt-4 space-y-4">
					{recent.map((post) => (
						<ThumbnailItem key={post.id} image={post.image}>
							<Link
								to={`/bolg/${post.id}`}
								className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
							>
								{post.title}
							</Link>
							<time dateTime={post.datePosted} className="text-xs text-slate-600 dark:text-slate-300">
								{formatDate(post.datePosted)}
							</time>
						</ThumbnailItem>
					))}
				</ul>
			</SidePanel>
			<SidePanel title="Tags" navId="blog-tags-title">
				<TagLinks action={action} tag={tag} className="mt-4 flex flex-wrap gap-2" />
			</SidePanel>
		</aside>
	)
}

/** The blog's tags as links to the list page `action` filtered by each; the current one marked. */
export function TagLinks({ action, tag, className }: { action: string; tag?: BlogTag | null; className: string }) {
	return (
		<ul className={className}>
			{BLOG_TAGS.map((entry) => (
				<li key={entry}>
					<Link
						to={`${action}?tag=${tagSlug(entry)}`}
						aria-current={tag === entry ? 'page' : undefined}
						className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-white"
					>
						{entry}
					</Link>
				</li>
			))}
		</ul>
	)
}
