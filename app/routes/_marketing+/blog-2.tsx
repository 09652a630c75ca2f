import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BlogListPage } from '~/components/marketing/blog-list-page'
import { blogPages } from '~/content/blog-pages'
import { blogListData } from '~/content/list-pages'

const config = blogPages['/blog-2']

export const meta: MetaFunction = () => [
	{ title: `${config.title} | Homestead` },
	{ name: 'description', content: config.intro },
]

export function loader({ request }: LoaderFunctionArgs) {
	return blogListData(request.url, config)
}

export default function BlogApril() {
	const data = useLoaderData<typeof loader>()
	return <BlogListPage data={data} config={config} />
}
