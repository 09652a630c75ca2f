// The formatters are made once, here: building an Intl formatter costs far more than using one.
const usd = new Intl.NumberFormat('en-US', {
	style: 'currency',
	currency: 'USD',
	maximumFractionDigits: 0,
})
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
const integer = new Intl.NumberFormat('en-US')
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

const dateTime = new Intl.DateTimeFormat('en-US', {
	dateStyle: 'medium',
	timeStyle: 'short',
	timeZone: 'UTC',
})

/** "Nov 24, 2026, 1:20 AM UTC" from an ISO timestamp: the same on server and browser. */
export function formatDateTime(iso: string) {
	return `${dateTime.format(new Date(iso))} UTC`
}

const dayInUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
/** The reader's own clock: made on first use, in the browser (the server knows no reader's time zone). */
let readersDateTime: Intl.DateTimeFormat | undefined

const TIME_UNITS = [
	['year', 365 * 86_400],
	['month', 30 * 86_400],
	['week', 7 * 86_400],
	['day', 86_400],
	['hour', 3_600],
	['minute', 60],
] as const

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long before `nowIso` the moment `iso` was. */
export function formatTimeAgo(iso: string, nowIso: string) {
	const seconds = Math.max(0, (Date.parse(nowIso) - Date.parse(iso)) / 1000)
	const [unit, size] = TIME_UNITS.find(([, size]) => seconds >= size) ?? []
	return unit ? relativeTime.format(-Math.floor(seconds / size), unit) : 'just now'
}

/**
 * "Nov 24, 2026 · 3 hours ago": a moment for a reader whose time zone is not known (a page rendered
 * on the server), by its day and how long ago it was, with no clock time of some other zone.
 */
export function formatDayAndTimeAgo(iso: string, nowIso: string) {
	return `${dayInUtc.format(new Date(iso))} · ${formatTimeAgo(iso, nowIso)}`
}

/** "Nov 24, 2026, 9:56 AM" on the reader's clock: in the browser only, where its time zone is the reader's. */
export function formatReadersDateTime(iso: string) {
	readersDateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
	return readersDateTime.format(new Date(iso))
}

/** A price in dollars as people read it: $1,250,000. */
export function formatPrice(amount: number) {
	return usd.format(amount)
}

/** A count or size with thousands separators: 12,500. */
/** '$2.65': an amount to the cent. */
export function formatPriceWithCents(amount: number) {
	return usdCents.format(amount)
}

export function formatNumber(value: number) {
	return integer.format(value)
}

/** "October 21, 2026" from "2026-10-21", the same on server and browser (no time zone involved). */
export function formatDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return longDate.format(Date.UTC(year!, month! - 1, day!))
}

/** "Oct 21, 2026" from "2026-10-21": formatDate where room is short (a chart's axis). */
export function formatShortDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return dayInUtc.format(Date.UTC(year!, month! - 1, day!))
}

/** "1 Bed", "3 Beds": the count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`) {
	return `${count} ${count === 1 ? singular : plural}`
}

/** What a home is offered for, as its badge says it: "For Rent" or "For Sale". */
export function purposeLabel(purpose: 'rent' | 'sale') {
	return purpose === 'rent' ? 'For Rent' : 'For Sale'
}

/**
 * An address as a card shows it: the street, which may be cut short, and the town, which is always
 * shown: the last two parts of a longer address ('Seattle, WA 98109' of '1520 Westlake Avenue N, Apt
 * 504, Seattle, WA 98109'), or what follows the only comma.
 */
export function addressParts(address: string): { street: string; town: string | null } {
	const parts = address
		.split(',')
		.map((part) => part.trim())
		.filter(Boolean)
	if (parts.length < 2) return { street: address.trim(), town: null }
	const townStart = parts.length > 2 ? parts.length - 2 : 1
	return { street: `${parts.slice(0, townStart).join(', ')},`, town: parts.slice(townStart).join(', ') }
}
