import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { BlogListPage } from '~/components/marketing/blog-list-page'
import { blogPages } from '~/content/blog-pages'
import { blogListData } from '~/content/list-pages'
import { pageVariant } from './__page-variant'

/**
 * The four blog list pages, /blog and its variants /blog-2, /blog-3 and /blog-4 (whose route
 * files re-export this one): the URL picks the month and layout from `blogPages`.
 */
const blogPage = (pathname: string) => pageVariant(blogPages, pathname, '/blog')

export const meta: MetaFunction = ({ location }) => {
	const config = blogPage(location.pathname)
	return [{ title: `${config.title} | Homestead` }, { name: 'description', content: config.intro }]
}

export function loader({ request }: LoaderFunctionArgs) {
	return blogListData(request.url, blogPage(new URL(request.url).pathname))
}

export default function BlogList() {
	const data = useLoaderData<typeof loader>()
	const config = blogPage(useLocation().pathname)
	return <BlogListPage data={data} config={config} />
}
