// The formatters are made once, here: building an Intl formatter costs far more than using one.
const usd = new Intl.NumberFormat('en-US', {
	style: 'currency',
	currency: 'USD',
	maximumFractionDigits: 0,
})
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

/** A price in dollars as people read it: $1,250,000. */
export function formatPrice(amount: number) {
	return usd.format(amount)
}

/** A count or size with thousands separators: 12,500. */
export function formatNumber(value: number) {
	return integer.format(value)
}

/** "October 21, 2026" from "2026-10-21", the same on server and browser (no time zone involved). */
export function formatDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return longDate.format(Date.UTC(year!, month! - 1, day!))
}

/** "1 Bed", "3 Beds": the count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`) {
	return `${count} ${count === 1 ? singular : plural}`
}

/** What a home is offered for, as its badge says it: "For Rent" or "For Sale". */
export function purposeLabel(purpose: 'rent' | 'sale') {
	return purpose === 'rent' ? 'For Rent' : 'For Sale'
}
