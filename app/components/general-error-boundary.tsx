import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage } from './error-page'

const titles: Record<number, { title: string; message: string }> = {
	400: { title: 'Bad request', message: 'The request could not be understood. Check the address and try again.' },
	401: { title: 'Please sign in', message: 'You need to be signed in to see this page.' },
	403: { title: 'Not allowed', message: 'You do not have permission to do this.' },
	404: {
		title: 'Page not found',
		message: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
	},
	405: { title: 'Not allowed', message: 'This page does not accept that kind of request.' },
}

/** Shows an HTTP error as a page; unexpected errors show a calm message, with details only in development. */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error)) {
		const known = titles[error.status]
		const message = typeof error.data === 'string' && error.data && error.status !== 404 ? error.data : undefined
		return (
			<ErrorPage
				status={error.status}
				title={known?.title ?? 'Something went wrong'}
				message={message ?? known?.message ?? 'Please try again in a moment.'}
			/>
		)
	}
	return (
		<ErrorPage
			status={500}
			title="Something went wrong"
			message="An unexpected error occurred on our side. Please try again in a moment."
			details={import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined}
		/>
	)
}
