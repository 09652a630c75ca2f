/*
 * The site's formats from its settings (SITE_LOCALE, SITE_CURRENCY; read by utils/env.server.ts): the
 * currency and the distance unit of the locale's country. On the server only: the browser takes the
 * formats the server chose from the document (utils/site-locale.ts).
 */
import { type SiteLocale } from './site-locale'

/** Countries whose roads are measured in miles: distances are in miles there, in km elsewhere. */
const MILE_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM'])

/** The currency of a locale's country when SITE_CURRENCY does not say: a small table of the usual ones. */
const CURRENCIES: Record<string, string> = {
	US: 'USD',
	GB: 'GBP',
	CA: 'CAD',
	AU: 'AUD',
	NZ: 'NZD',
	IE: 'EUR',
	FR: 'EUR',
	DE: 'EUR',
	ES: 'EUR',
	IT: 'EUR',
	NL: 'EUR',
	BE: 'EUR',
	AT: 'EUR',
	PT: 'EUR',
	FI: 'EUR',
	GR: 'EUR',
	LU: 'EUR',
	CH: 'CHF',
	SE: 'SEK',
	NO: 'NOK',
	DK: 'DKK',
	PL: 'PLN',
	JP: 'JPY',
	IN: 'INR',
	ZA: 'ZAR',
	MX: 'MXN',
	BR: 'BRL',
}

/** The site's formats for a locale (and a currency when given): its country's currency and distance unit. */
export function siteLocaleOf(locale: string, currency?: string): SiteLocale {
	const region = new Intl.Locale(locale).maximize().region ?? 'US'
	return {
		locale,
		currency: currency ?? CURRENCIES[region] ?? 'USD',
		distanceUnit: MILE_COUNTRIES.has(region) ? 'mi' : 'km',
	}
}

/** A language tag the runtime formats in (en-US, en-GB, fr-CA). */
export function isLocale(value: string) {
	try {
		return Intl.NumberFormat.supportedLocalesOf(value).length > 0
	} catch {
		return false
	}
}

/** An ISO 4217 currency code the runtime knows (USD, GBP, EUR). */
export const isCurrency = (value: string) => Intl.supportedValuesOf('currency').includes(value)
