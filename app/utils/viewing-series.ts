import { addDays, zonedTimeToInstant } from './site-time'

/** A series as the owner's form gives it: the first day, the hours each day, the length of each time, the weeks. */
export type ViewingSeries = { date: string; from: string; to: string; minutes: number; weeks: number }

const minutesOf = (time: string) => {
	const [hour, minute] = time.split(':').map(Number) as [number, number]
	return hour * 60 + minute
}
const timeOf = (minutes: number) =>
	`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The times of a series in `timeZone`: from `from` to `to` in `minutes`-long times, on `date` and the
 * same weekday of the `weeks - 1` weeks after it ('Saturdays 10:00–12:00 in 30-minute times for 4
 * weeks'). A time the clocks skip that day is left out; `skipped` says how many were.
 */
export function expandSeries(series: ViewingSeries, timeZone: string) {
	const times: Array<{ startsAt: Date; endsAt: Date }> = []
	let skipped = 0
	const first = minutesOf(series.from)
	const last = minutesOf(series.to)
	for (let week = 0; week < series.weeks; week++) {
		const day = addDays(series.date, week * 7)
		for (let start = first; start + series.minutes <= last; start += series.minutes) {
			const startsAt = zonedTimeToInstant(day, timeOf(start), timeZone)
			if (!startsAt) {
				skipped++
				continue
			}
			times.push({ startsAt, endsAt: new Date(startsAt.getTime() + series.minutes * 60_000) })
		}
	}
	return { times, skipped }
}
