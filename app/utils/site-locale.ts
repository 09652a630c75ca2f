/*
 * The site's one set of formats (SITE_LOCALE, SITE_CURRENCY): numbers, money, dates and distances, the
 * same on every page, in every mail and feed. The server sets it when it starts (entry.server.tsx); the
 * browser reads it from the document (`data-locale`, `data-currency` and `data-distance` on <html>) before
 * the page is hydrated (entry.client.tsx), so both render the same text. The words stay English.
 */

export type DistanceUnit = 'km' | 'mi'
export type SiteLocale = { locale: string; currency: string; distanceUnit: DistanceUnit }

/** The default (en-US) until the server or the document says otherwise. */
let current: SiteLocale = { locale: 'en-US', currency: 'USD', distanceUnit: 'mi' }
/** Intl formatters made for the current locale: making one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()

/** Sets the site's formats (the server at start, the browser before hydration). */
export function setSiteLocale(next: SiteLocale) {
	current = next
	formatters.clear()
}

export const siteLocale = () => current

/** The site's number format with these options (the currency and locale are the site's). */
export function numberFormat(options: Intl.NumberFormatOptions = {}) {
	return made(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat(current.locale, options))
}

/** The site's date format with these options. */
export function dateFormat(options: Intl.DateTimeFormatOptions) {
	return made(`d${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(current.locale, options))
}

/** The site's relative time ("3 days ago"). */
export function relativeTimeFormat() {
	return made('r', () => new Intl.RelativeTimeFormat(current.locale, { numeric: 'auto' }))
}

function made<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T) {
	let format = formatters.get(key) as T | undefined
	if (!format) formatters.set(key, (format = make()))
	return format
}

/** The document's attributes that carry the site's formats to the browser. */
export const siteLocaleAttributes = () => ({
	'data-locale': current.locale,
	'data-currency': current.currency,
	'data-distance': current.distanceUnit,
})

/** The site's formats as the server put them on the document (the browser, before hydration). */
export function siteLocaleFromDocument(root: HTMLElement) {
	const { locale, currency, distance } = root.dataset
	if (!locale || !currency || (distance !== 'km' && distance !== 'mi')) return
	setSiteLocale({ locale, currency, distanceUnit: distance })
}
