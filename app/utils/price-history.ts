import { isClosed, isOnTheMarket, type ListingStatus } from './listing-status'

/** A listing's prices over time, oldest first, as the page receives them (ISO dates). */
export type PriceHistoryEntry = { price: number; at: string }

/**
 * A row of a listing's history as the page receives it: a price asked (`status` null: the listing, or a
 * change of its price), or a change of status with the price asked then and, for a sale or a let, the
 * price it closed at when its owner gave it.
 */
export type HistoryEvent = PriceHistoryEntry & { status: ListingStatus | null; closePrice: number | null }

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

/** The prices asked, without the changes of status: what a cut or a rise is read from. */
export const askedPrices = (history: HistoryEvent[]): PriceHistoryEntry[] =>
	history.filter((event) => event.status === null).map(({ price, at }) => ({ price, at }))

/** How each change of status reads in the history (an available home's depends on what it was). */
const STATUS_EVENT_LABELS: Record<Exclude<ListingStatus, 'active'>, string> = {
	under_offer: 'Under offer',
	sold: 'Sold',
	let: 'Let',
	withdrawn: 'Withdrawn',
}

/**
 * A row of the history table: when, the price (for a sale or a let the price it closed at, null when
 * not given), and what happened.
 */
export type HistoryRow = { at: string; price: number | null; closed: boolean; what: HistoryWhat }

/** What happened, for the page to put in words: a listing, a change of price, a change of status, or both at once. */
export type HistoryWhat = {
	status: ListingStatus | null
	/** For an available home: whether it came back from an offer rather than being listed again. */
	availableAgain: boolean
	/** The change of the price asked: null for the listing itself or a change of status alone. */
	change: number | null
}

/** 'Listed', 'Reduced by $X', 'Sold', 'Listed again (raised by $X)': `price` formats the amounts. */
export function describeHistoryRow(what: HistoryWhat, price: (amount: number) => string) {
	const change =
		what.change === null
			? null
			: what.change < 0
				? `Reduced by ${price(-what.change)}`
				: `Raised by ${price(what.change)}`
	const status =
		what.status === null
			? null
			: what.status === 'active'
				? what.availableAgain
					? 'Available again'
					: 'Listed again'
				: STATUS_EVENT_LABELS[what.status]
	if (status && change) return `${status} (${change.charAt(0).toLowerCase()}${change.slice(1)})`
	return status ?? change ?? 'Listed'
}

/**
 * The rows of the history table, oldest first: each price asked and each change of status; a change of
 * price made with a change of status (at the same time) is one row.
 */
export function historyRows(history: HistoryEvent[]): HistoryRow[] {
	const rows: HistoryRow[] = []
	let asked: number | null = null
	let lastStatus: ListingStatus | null = null
	history.forEach((event, index) => {
		if (event.status === null) {
			rows.push({
				at: event.at,
				price: event.price,
				closed: false,
				what: { status: null, availableAgain: false, change: asked === null ? null : event.price - asked },
			})
			asked = event.price
			return
		}
		const closed = isClosed(event.status)
		const what = { status: event.status, availableAgain: lastStatus === 'under_offer', change: null }
		const before = rows.at(-1)
		const previous = history[index - 1]
		lastStatus = event.status
		// The price changed in the same moment (listed again at another price): one row.
		if (before && previous?.status === null && previous.at === event.at && before.what.change !== null) {
			before.what = { ...what, change: before.what.change }
			return
		}
		rows.push({ at: event.at, price: closed ? event.closePrice : event.price, closed, what })
	})
	return rows
}

/** The last sale or let, if the home is sold or let now: when, and the price it closed at. */
export function lastClosing(history: HistoryEvent[], status: ListingStatus) {
	if (!isClosed(status)) return null
	const event = history.filter((each) => each.status === status).at(-1)
	return event ? { at: event.at, closePrice: event.closePrice } : null
}

export type ChartPoint = readonly [number, number]

/**
 * A chart of the history in a `width` × `height` plot (SVG coordinates, y down): the price asked as a
 * step line while the home is on the market (a break while it is sold, let or withdrawn), each sale or
 * let at its time (with the price it closed at, when given), and the ticks of both axes: the lowest,
 * middle and highest price, and the first, middle and last day. The last price holds until `until`.
 */
export function priceChart(history: HistoryEvent[], until: string, width: number, height: number) {
	if (!history.length) return { lines: [], closings: [], priceTicks: [], timeTicks: [] }
	const start = Date.parse(history[0]!.at)
	const end = Math.max(Date.parse(until), Date.parse(history.at(-1)!.at), start + 1)
	const prices = history.flatMap((event) => [event.price, ...(event.closePrice === null ? [] : [event.closePrice])])
	const low = Math.min(...prices)
	const high = Math.max(...prices)
	const x = (at: string | number) =>
		round(((Number(typeof at === 'string' ? Date.parse(at) : at) - start) / (end - start)) * width)
	const y = (price: number) => round(high === low ? height / 2 : height - ((price - low) / (high - low)) * height)

	const lines: ChartPoint[][] = []
	const closings: Array<{ x: number; y: number | null; status: ListingStatus; closePrice: number | null; at: string }> =
		[]
	let price = history[0]!.price
	let line: ChartPoint[] = [[x(start), y(price)]]
	let onMarket = true
	for (const event of history.slice(1)) {
		const at = x(event.at)
		if (event.status === null) {
			if (onMarket) line.push([at, y(price)], [at, y(event.price)])
			price = event.price
			continue
		}
		const next = isOnTheMarket(event.status)
		if (onMarket && !next) {
			line.push([at, y(price)])
			lines.push(line)
		} else if (!onMarket && next) {
			price = event.price
			line = [[at, y(price)]]
		}
		onMarket = next
		if (isClosed(event.status))
			closings.push({
				x: at,
				y: event.closePrice === null ? null : y(event.closePrice),
				status: event.status,
				closePrice: event.closePrice,
				at: event.at,
			})
	}
	if (onMarket) {
		line.push([x(end), y(price)])
		lines.push(line)
	}
	const priceTicks = [...new Set([low, Math.round((low + high) / 2), high])].map((value) => ({ value, y: y(value) }))
	const timeTicks = [start, (start + end) / 2, end].map((time) => ({ at: new Date(time).toISOString(), x: x(time) }))
	return { lines, closings, priceTicks, timeTicks }
}

const round = (value: number) => Math.round(value * 10) / 10
