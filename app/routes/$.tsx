import { type MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/general-error-boundary'

export const meta: MetaFunction = () => [{ title: 'Page not found | Homestead' }]

/** Any address no other route claims: a 404 page in the site's layout. */
export function loader() {
	throw new Response('Not found', { status: 404 })
}

export function action() {
	throw new Response('Not found', { status: 404 })
}

export default function NotFound() {
	return null
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}
