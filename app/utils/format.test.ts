import { describe, expect, test } from 'vitest'
import { formatDate, formatNumber, formatPrice, pluralize } from './format'

describe('formatting', () => {
	test('prices are whole dollars with separators', () => {
		expect(formatPrice(1_250_000)).toBe('$1,250,000')
		expect(formatPrice(2499.6)).toBe('$2,500')
	})

	test('numbers get thousands separators', () => {
		expect(formatNumber(12_500)).toBe('12,500')
		expect(formatNumber(7)).toBe('7')
	})

	test('dates read the same everywhere, whatever the time zone', () => {
		expect(formatDate('2026-01-03')).toBe('January 3, 2026')
		expect(formatDate('2026-12-31')).toBe('December 31, 2026')
	})

	test('counts take the plural from two on', () => {
		expect(pluralize(1, 'Bed')).toBe('1 Bed')
		expect(pluralize(3, 'Bed')).toBe('3 Beds')
	})
})
