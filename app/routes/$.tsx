import { type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'
import { notFound } from '~/utils/http-errors'

export const meta: MetaFunction = () => [{ title: 'Page not found | Homestead' }]

/** Any address no other route claims: a 404 page in the site's layout. */
export function loader() {
	notFound('No page at this address')
}

export function action() {
	notFound('No page at this address')
}

export default function NotFound() {
	return null
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
