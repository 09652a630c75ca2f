import { Icon } from '~/components/icon'
import { PlainLink } from '~/components/plain-link'
import { type BlogCard as BlogCardData } from '~/content/blog'
import { BlogCard } from './blog-card'
import { SectionHeading } from './section-heading'

type Props = { posts: BlogCardData[]; id?: string }

/** The latest posts of the blog on a home or about page, with a link to all of them. */
export function BlogPreview({ posts, id = 'blog-preview-title' }: Props) {
	return (
		<section aria-labelledby={id} className="container-page py-16 sm:py-20">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<SectionHeading id={id} eyebrow="From our blog" title="Notes on buying, selling and living well" />
				<PlainLink to="/blog" className="inline-flex items-center gap-1 link">
					All articles
					<Icon name="arrow-right" className="size-4" />
				</PlainLink>
			</div>
			<div className={`mt-10 grid gap-6 sm:grid-cols-2 ${posts.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
				{posts.map((post) => (
					<BlogCard key={post.id} post={post} />
				))}
			</div>
		</section>
	)
}
