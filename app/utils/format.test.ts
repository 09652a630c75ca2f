import { describe, expect, test } from 'vitest'
import {
	addressParts,
	formatDate,
	formatDayAndTimeAgo,
	formatNumber,
	formatPrice,
	formatTimeAgo,
	pluralize,
} from './format'
import { setSiteLocale } from './site-locale'
import { siteLocaleOf } from './site-locale.server'

describe('formatting', () => {
	test('an address is its street and its town', () => {
		expect(addressParts('4127 Ridgeview Terrace, Austin, TX 78746')).toEqual({
			street: '4127 Ridgeview Terrace,',
			town: 'Austin, TX 78746',
		})
		expect(addressParts('1520 Westlake Avenue N, Apt 504, Seattle, WA 98109')).toEqual({
			street: '1520 Westlake Avenue N, Apt 504,',
			town: 'Seattle, WA 98109',
		})
		expect(addressParts('12 Mill Lane, Oxford')).toEqual({ street: '12 Mill Lane,', town: 'Oxford' })
		expect(addressParts('1 River St')).toEqual({ street: '1 River St', town: null })
		expect(addressParts('1 River St, ')).toEqual({ street: '1 River St,', town: null })
	})

	test('prices are whole dollars with separators', () => {
		expect(formatPrice(1_250_000)).toBe('$1,250,000')
		expect(formatPrice(2499.6)).toBe('$2,500')
	})

	test('numbers get thousands separators', () => {
		expect(formatNumber(12_500)).toBe('12,500')
		expect(formatNumber(7)).toBe('7')
	})

	test('dates read the same everywhere, whatever the time zone', () => {
		expect(formatDate('2026-01-03')).toBe('Jan 3, 2026')
		expect(formatDate('2026-12-31')).toBe('Dec 31, 2026')
	})

	test('numbers, money and dates in the site locale', () => {
		try {
			setSiteLocale(siteLocaleOf('en-GB'))
			expect(formatDate('2026-01-03')).toBe('3 Jan 2026')
			expect(formatPrice(1_250_000)).toBe('£1,250,000')
			expect(formatDayAndTimeAgo('2026-11-24T12:56:00.000Z', '2026-11-24T15:56:00.000Z')).toBe(
				'24 Nov 2026 · 3 hours ago',
			)
			setSiteLocale(siteLocaleOf('de-DE'))
			expect(formatPrice(1_250_000)).toBe('1.250.000\u00a0€')
			expect(formatNumber(12_500)).toBe('12.500')
			setSiteLocale(siteLocaleOf('en-US', 'EUR'))
			expect(formatPrice(1_250)).toBe('€1,250')
		} finally {
			setSiteLocale(siteLocaleOf('en-US'))
		}
		expect(formatPrice(1_250)).toBe('$1,250')
	})

	test('a moment without a time zone: its day and how long ago it was', () => {
		const now = '2026-11-24T15:56:00.000Z'
		expect(formatTimeAgo('2026-11-24T15:55:30.000Z', now)).toBe('just now')
		expect(formatTimeAgo('2026-11-24T15:51:00.000Z', now)).toBe('5 minutes ago')
		expect(formatTimeAgo('2026-11-24T12:56:00.000Z', now)).toBe('3 hours ago')
		expect(formatTimeAgo('2026-11-23T10:00:00.000Z', now)).toBe('yesterday')
		expect(formatTimeAgo('2026-11-03T10:00:00.000Z', now)).toBe('3 weeks ago')
		expect(formatDayAndTimeAgo('2026-11-24T12:56:00.000Z', now)).toBe('Nov 24, 2026 · 3 hours ago')
	})

	test('counts take the plural from two on', () => {
		expect(pluralize(1, 'Bed')).toBe('1 Bed')
		expect(pluralize(3, 'Bed')).toBe('3 Beds')
	})
})
