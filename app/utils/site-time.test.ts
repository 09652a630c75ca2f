import { describe, expect, test } from 'vitest'
import { dayInZone, formatTimeRange, isoInZone, isTimeZone, zonedTimeToInstant } from './site-time'
import { expandSeries } from './viewing-series'

describe('times in the site’s zone', () => {
	test('a wall-clock time is the instant the zone’s clock reads it, in winter and in summer', () => {
		expect(zonedTimeToInstant('2026-12-05', '10:00', 'Europe/London')?.toISOString()).toBe('2026-12-05T10:00:00.000Z')
		expect(zonedTimeToInstant('2026-07-04', '10:00', 'Europe/London')?.toISOString()).toBe('2026-07-04T09:00:00.000Z')
		expect(zonedTimeToInstant('2026-07-04', '10:00', 'America/New_York')?.toISOString()).toBe(
			'2026-07-04T14:00:00.000Z',
		)
	})

	test('a time the clocks skip does not exist; one they read twice is the first', () => {
		expect(zonedTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBeUndefined()
		expect(zonedTimeToInstant('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
	})

	test('shown with the zone, and as ISO 8601 with its offset', () => {
		const start = new Date('2026-07-04T09:00:00Z')
		expect(isoInZone(start, 'Europe/London')).toBe('2026-07-04T10:00:00+01:00')
		expect(isoInZone(start, 'America/New_York')).toBe('2026-07-04T05:00:00-04:00')
		expect(formatTimeRange(start, new Date('2026-07-04T09:30:00Z'), 'Europe/London')).toBe(
			'Saturday, 4 July 2026, 10:00–10:30 (Europe/London)',
		)
		expect(dayInZone(new Date('2026-07-04T23:30:00Z'), 'Europe/London')).toBe('2026-07-05')
		expect(isTimeZone('Europe/London')).toBe(true)
		expect(isTimeZone('Mars/Olympus')).toBe(false)
	})

	test('a series: Saturdays 10:00–12:00 in 30-minute times for 4 weeks, across a change of the clocks', () => {
		const { times, skipped } = expandSeries(
			{ date: '2026-10-17', from: '10:00', to: '12:00', minutes: 30, weeks: 4 },
			'Europe/London',
		)
		expect(skipped).toBe(0)
		expect(times).toHaveLength(16)
		expect(times[0]!.startsAt.toISOString()).toBe('2026-10-17T09:00:00.000Z')
		// After the clocks go back on 25 October, 10:00 in London is 10:00 UTC.
		expect(times[8]!.startsAt.toISOString()).toBe('2026-10-31T10:00:00.000Z')
		expect(times[15]!.endsAt.toISOString()).toBe('2026-11-07T12:00:00.000Z')
	})
})
