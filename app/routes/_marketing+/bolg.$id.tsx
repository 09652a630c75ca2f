import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { BlogPostPage } from '~/components/marketing/blog-post-page'
import { getBlogPost, relatedPosts } from '~/content/blog'
import { clip } from '~/utils/excerpt'
import { invariantResponse } from '~/utils/http-errors'

/** A blog post, at /bolg/:id (the address old links use) and at /blog/:id. */
export function loader({ params }: LoaderFunctionArgs) {
	const post = getBlogPost(params.id)
	invariantResponse(post, 'Post not found', { status: 404 })
	return { post, related: relatedPosts(post) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
	data
		? [
				{ title: `${data.post.title} | Homestead blog` },
				{ name: 'description', content: clip(data.post.description, 160) },
				{ tagName: 'link', rel: 'canonical', href: `/bolg/${data.post.id}` },
			]
		: [{ title: 'Page not found | Homestead' }]

export default function BlogPost() {
	const { post, related } = useLoaderData<typeof loader>()
	return <BlogPostPage post={post} related={related} />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
