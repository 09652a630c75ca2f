import { Link } from '@remix-run/react'
import { Icon } from '~/components/icon'
import { type BlogCard as BlogCardData, type BlogPost } from '~/content/blog'
import { categoryLabels, tagSlug } from '~/content/blog-labels'
import { NewsletterBanner } from '../newsletter-banner'
import { Photo } from '../photo'
import { BlogCard, PostAuthor, PostDate } from './blog-card'

type Props = { post: BlogPost; related: BlogCardData[] }

/** A whole blog post: cover, title, author and date, body, tags and related posts. */
export function BlogPostPage({ post, related }: Props) {
	return (
		<>
			<article aria-labelledby="post-title">
				<header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
					<div className="container-page max-w-4xl py-12">
						<Link to="/blog" className="inline-flex items-center gap-1 text-sm link">
							<Icon name="arrow-left" className="size-4" />
							All articles
						</Link>
						<p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
							<Link
								to={`/blog?category=${post.category}`}
								className="rounded-full bg-brand-100 px-3 py-0.5 text-xs font-semibold tracking-wide text-brand-900 uppercase hover:bg-brand-200 dark:bg-brand-950 dark:text-brand-200"
							>
								{categoryLabels[post.category]}
							</Link>
							<PostDate date={post.datePosted} />
						</p>
						<h1
							id="post-title"
							className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
						>
							{post.title}
						</h1>
						<PostAuthor author={post.author} look="page" />
					</div>
				</header>
				<div className="container-page max-w-4xl py-10">
					<Photo
						src={post.image}
						sizes="(min-width: 896px) 850px, 100vw"
						alt=""
						className="aspect-[3/2] w-full rounded-3xl object-cover shadow-lg ring-1 ring-slate-200 dark:ring-slate-800"
					/>
					<div className="mx-auto mt-10 max-w-2xl">
						<p className="text-xl leading-relaxed text-slate-700 dark:text-slate-200">{post.description}</p>
						{post.body.map((section, index) => (
							<section key={section.heading ?? index} className="mt-8">
								{section.heading ? (
									<h2 className="text-2xl font-bold text-slate-900 dark:text-white">{section.heading}</h2>
								) : null}
								{section.paragraphs.map((paragraph) => (
									<p
										key={paragraph.slice(0, 32)}
										className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300"
									>
										{paragraph}
									</p>
								))}
							</section>
						))}
						<nav aria-label="Tags of this post" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
							<ul className="flex flex-wrap gap-2">
								{post.tags.map((tag) => (
									<li key={tag}>
										<Link
											to={`/blog?tag=${tagSlug(tag)}`}
											className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-white"
										>
											#{tag}
										</Link>
									</li>
								))}
							</ul>
						</nav>
					</div>
				</div>
			</article>
			<section aria-labelledby="related-title" className="bg-slate-50 py-14 dark:bg-slate-900/60">
				<div className="container-page">
					<h2 id="related-title" className="text-2xl font-bold text-slate-900 dark:text-white">
						Keep reading
					</h2>
					<div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{related.map((other) => (
							<BlogCard key={other.id} post={other} />
						))}
					</div>
				</div>
			</section>
			<NewsletterBanner />
		</>
	)
}
