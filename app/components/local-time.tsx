import { formatDayAndTimeAgo, formatReadersDateTime } from '~/utils/format'
import { useHydrated } from '~/utils/use-hydrated'

type Props = {
	/** The moment, as an ISO timestamp. */
	dateTime: string
	/** When the page was rendered (ISO): the server writes how long ago the moment was by it. */
	now: string
	className?: string
}

/**
 * A moment on the reader's clock. The server does not know the reader's time zone, so it writes the
 * day and how long ago it was ("Nov 24, 2026 · 3 hours ago"); in the browser the time is written in
 * the reader's zone once the page runs ("Nov 24, 2026, 9:56 AM").
 */
export function LocalTime({ dateTime, now, className }: Props) {
	const hydrated = useHydrated()
	return (
		<time dateTime={dateTime} className={className}>
			{hydrated ? formatReadersDateTime(dateTime) : formatDayAndTimeAgo(dateTime, now)}
		</time>
	)
}
