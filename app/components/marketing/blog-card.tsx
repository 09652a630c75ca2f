import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { type BlogCard as BlogCardData } from '~/content/blog'
import { categoryLabels } from '~/content/blog-labels'
import { formatDate } from '~/utils/format'
import { pictureUrl } from '~/utils/pictures'
import { Photo } from '../photo'

type Props = {
	post: BlogCardData
	/** `/bolg/` is the address old links use (docs/product.md, Every address); both spellings work. */
	basePath?: '/bolg' | '/blog'
	layout?: 'grid' | 'list'
	headingLevel?: 2 | 3
}

/** A blog card: cover, category, title, author, date, excerpt and a read-more link. */
export function BlogCard({ post, basePath = '/bolg', layout = 'grid', headingLevel = 3 }: Props) {
	const href = `${basePath}/${post.id}`
	const Heading = `h${headingLevel}` as const
	const titleId = `post-${post.id}`
	return (
		<article
			aria-labelledby={titleId}
			className={`group flex overflow-hidden card-raised ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
		>
			<PlainLink
				to={href}
				tabIndex={-1}
				aria-hidden
				className={`block shrink-0 overflow-hidden ${layout === 'list' ? 'sm:w-2/5' : ''}`}
			>
				<Photo
					src={post.image}
					sizes={
						layout === 'list'
							? '(min-width: 640px) 320px, 100vw'
							: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
					}
					alt=""
					loading="lazy"
					decoding="async"
					className="aspect-[3/2] size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
				/>
			</PlainLink>
			<div className="flex flex-1 flex-col p-5">
				<p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
					<span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-950 dark:text-brand-200">
						{categoryLabels[post.category]}
					</span>
					<PostDate date={post.datePosted} />
				</p>
				<Heading id={titleId} className="mt-3 text-lg leading-snug font-semibold text-strong">
					<PlainLink to={href} className="link-quiet">
						{post.title}
					</PlainLink>
				</Heading>
				<p className="mt-2 text-sm leading-relaxed text-muted">{post.excerpt}</p>
				<div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-5">
					<PostAuthor author={post.author} look="card" />
					<PlainLink to={href} className="inline-flex shrink-0 items-center gap-1 text-sm link">
						Read more<span className="sr-only">: {post.title}</span>
						<Icon name="arrow-right" className="size-4" />
					</PlainLink>
				</div>
			</div>
		</article>
	)
}

/** A post's date with a calendar before it. */
export function PostDate({ date }: { date: string }) {
	return (
		<span className="inline-flex items-center gap-1">
			<Icon name="calendar-days" className="size-4" />
			<time dateTime={date}>{formatDate(date)}</time>
		</span>
	)
}

type AuthorProps = {
	author: BlogCardData['author']
	/** `card`: a small avatar and the name; `page`: a larger one, the name and the author's role (under the post's title). */
	look: 'card' | 'page'
}

/** Who wrote a post: the avatar and the name (and, on the post's page, the role). */
export function PostAuthor({ author, look }: AuthorProps) {
	const card = look === 'card'
	return (
		<p
			className={
				card
					? 'flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100'
					: 'mt-6 flex items-center gap-3'
			}
		>
			<img
				src={pictureUrl(author.avatar)}
				alt=""
				width={card ? 32 : 48}
				height={card ? 32 : 48}
				loading={card ? 'lazy' : undefined}
				className={`${card ? 'size-8' : 'size-12'} rounded-full object-cover`}
			/>
			{card ? (
				<span>
					<span className="sr-only">By </span>
					{author.name}
				</span>
			) : (
				<span>
					<span className="block font-semibold text-slate-900 dark:text-white">{author.name}</span>
					<span className="text-sm text-slate-600 dark:text-slate-300">{author.role}</span>
				</span>
			)}
		</p>
	)
}
