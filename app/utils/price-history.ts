/** A listing's prices over time, oldest first, as the page receives them (ISO dates). */
export type PriceHistoryEntry = { price: number; at: string }

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days from `from` to `now`, never negative. */
export function daysBetween(from: Date, now = new Date()) {
	return Math.max(0, Math.floor((now.getTime() - from.getTime()) / DAY_MS))
}

/** 'today', 'yesterday', '12 days ago'. */
export function daysAgo(days: number) {
	return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`
}

/** A cut counts as recent, for the 'Price reduced' badge and the `reduced` search filter, for 30 days. */
export const RECENT_CUT_DAYS = 30

export function isRecentlyReduced(reducedAt: Date | null, now = new Date()) {
	return reducedAt !== null && daysBetween(reducedAt, now) < RECENT_CUT_DAYS
}

/** Each entry with its change from the one before (null for the first). */
export function withChanges(history: PriceHistoryEntry[]) {
	return history.map((entry, index) => ({
		...entry,
		change: index === 0 ? null : entry.price - history[index - 1]!.price,
	}))
}

/** The last change of the price when it was a cut: by how much and when. */
export function lastCut(history: PriceHistoryEntry[]) {
	const changes = withChanges(history)
	const last = changes.at(-1)
	return last?.change !== null && last?.change !== undefined && last.change < 0
		? { amount: -last.change, at: last.at }
		: null
}

/**
 * The points of a step chart of the prices in a `width` × `height` box (SVG coordinates, y down):
 * each price holds until the next change, the last until `until`. Prices are scaled between the
 * lowest and the highest, with a margin so that a flat line sits in the middle.
 */
export function stepChartPoints(history: PriceHistoryEntry[], until: string, width: number, height: number) {
	if (!history.length) return []
	const times = history.map((entry) => Date.parse(entry.at))
	const start = times[0]!
	const end = Math.max(Date.parse(until), times.at(-1)!, start + 1)
	const prices = history.map((entry) => entry.price)
	const low = Math.min(...prices)
	const high = Math.max(...prices)
	const span = high - low || 1
	const x = (time: number) => ((time - start) / (end - start)) * width
	const y = (price: number) => (high === low ? height / 2 : height - ((price - low) / span) * height)
	const points: Array<[number, number]> = []
	history.forEach((entry, index) => {
		if (index > 0) points.push([x(times[index]!), y(history[index - 1]!.price)])
		points.push([x(times[index]!), y(entry.price)])
	})
	points.push([x(end), y(history.at(-1)!.price)])
	return points.map(([px, py]) => [Math.round(px * 10) / 10, Math.round(py * 10) / 10] as const)
}
