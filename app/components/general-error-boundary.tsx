import { type ErrorResponse, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { ErrorPage } from './error-page'

/** What the error page says for an HTTP answer: its heading and the sentence under it. */
export type ErrorText = { title: string; message: string }
export type StatusHandler = (error: ErrorResponse) => ErrorText

const defaults: Record<number, ErrorText> = {
	400: { title: 'Bad request', message: 'The request could not be understood. Check the address and try again.' },
	401: { title: 'Please sign in', message: 'You need to be signed in to see this page.' },
	403: { title: 'Not allowed', message: 'You do not have permission to do this.' },
	404: {
		title: 'Page not found',
		message: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
	},
	405: { title: 'Not allowed', message: 'This page does not accept that kind of request.' },
}

/**
 * The error page of every route (the Epic Stack's pattern): an HTTP answer thrown by a loader or an
 * action (`notFound('…')`, a refusal) shows its status with the route's own words where the route
 * gives a handler for that status (`statusHandlers={{ 404: () => ({ title, message }) }}`), else the
 * words of the answer or of the status; anything unexpected shows a calm message (`unexpected` for
 * the route's own), with details only in development.
 */
export function GeneralErrorBoundary({
	statusHandlers = {},
	unexpected,
}: {
	statusHandlers?: Partial<Record<number, StatusHandler>>
	unexpected?: ErrorText
}) {
	const error = useRouteError()
	if (isRouteErrorResponse(error)) {
		const handled = statusHandlers[error.status]?.(error)
		const known = defaults[error.status]
		// The answer's own sentence (a refusal's reason), but never the bare 'Not found' of a 404.
		const said = typeof error.data === 'string' && error.data && error.status !== 404 ? error.data : undefined
		return (
			<ErrorPage
				status={error.status}
				title={handled?.title ?? known?.title ?? 'Something went wrong'}
				message={handled?.message ?? said ?? known?.message ?? 'Please try again in a moment.'}
			/>
		)
	}
	return (
		<ErrorPage
			status={500}
			title={unexpected?.title ?? 'Something went wrong'}
			message={unexpected?.message ?? 'An unexpected error occurred on our side. Please try again in a moment.'}
			details={import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined}
		/>
	)
}
