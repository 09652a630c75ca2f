import { dateFormat, numberFormat, relativeTimeFormat, siteLocale } from './site-locale'

/*
 * Numbers, money and dates in the site's one set of formats (SITE_LOCALE, utils/site-locale.ts): a date
 * reads one way everywhere ("Nov 29, 2026" in en-US, "29 Nov 2026" in en-GB), a moment with its clock
 * time after it, a chart's axis shorter.
 */

const money = (cents: boolean) =>
	numberFormat({
		style: 'currency',
		currency: siteLocale().currency,
		...(cents ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
	})
const DATE = { dateStyle: 'medium', timeZone: 'UTC' } as const

/** "Nov 24, 2026, 1:20 AM UTC" from an ISO timestamp: the same on server and browser. */
export function formatDateTime(iso: string) {
	return `${dateFormat({ ...DATE, timeStyle: 'short' }).format(new Date(iso))} UTC`
}

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
	return unit ? relativeTimeFormat().format(-Math.floor(seconds / size), unit) : 'just now'
}

/**
 * "Nov 24, 2026 · 3 hours ago": a moment for a reader whose time zone is not known (a page rendered
 * on the server), by its day and how long ago it was, with no clock time of some other zone.
 */
export function formatDayAndTimeAgo(iso: string, nowIso: string) {
	return `${dateFormat(DATE).format(new Date(iso))} · ${formatTimeAgo(iso, nowIso)}`
}

/** "Nov 24, 2026, 9:56 AM" on the reader's clock: in the browser only, where its time zone is the reader's. */
export function formatReadersDateTime(iso: string) {
	return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** A price as people read it, in the site's currency: $1,250,000. */
export function formatPrice(amount: number) {
	return money(false).format(amount)
}

/** '$2.65': an amount to the cent. */
export function formatPriceWithCents(amount: number) {
	return money(true).format(amount)
}

/** A count or size with thousands separators: 12,500. */
export function formatNumber(value: number) {
	return numberFormat().format(value)
}

/** "Oct 21, 2026" from "2026-10-21", the same on server and browser (no time zone involved): the one way a day reads. */
export function formatDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return dateFormat(DATE).format(Date.UTC(year!, month! - 1, day!))
}

/** "Oct 21, 2026" from "2026-10-21", with the month short in every locale: where room is short (a chart's axis). */
export function formatShortDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return dateFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
		Date.UTC(year!, month! - 1, day!),
	)
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
