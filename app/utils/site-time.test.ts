import { describe, expect, test } from 'vitest'
import { dayInZone, formatTimeRange, isoInZone, isTimeZone, timeZoneName, zonedTimeToInstant } from './site-time'
import { expandSeries } from './viewing-series'

describe('times in a zone', () => {
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

	test('shown with the zone’s name in words, and as ISO 8601 with its offset', () => {
		const start = new Date('2026-07-04T09:00:00Z')
		expect(isoInZone(start, 'Europe/London')).toBe('2026-07-04T10:00:00+01:00')
		expect(isoInZone(start, 'America/New_York')).toBe('2026-07-04T05:00:00-04:00')
		expect(formatTimeRange(start, new Date('2026-07-04T09:30:00Z'), 'Europe/London')).toBe(
			'Saturday, July 4, 2026, 10:00–10:30 United Kingdom Time',
		)
		expect(
			formatTimeRange(new Date('2026-12-05T18:30:00Z'), new Date('2026-12-05T19:00:00Z'), 'America/Los_Angeles'),
		).toBe('Saturday, December 5, 2026, 10:30–11:00 Pacific Time')
		expect(dayInZone(new Date('2026-07-04T23:30:00Z'), 'Europe/London')).toBe('2026-07-05')
		expect(isTimeZone('Europe/London')).toBe(true)
		expect(isTimeZone('Mars/Olympus')).toBe(false)
	})

	test('a zone is named in words, the same in summer and winter; one without words by its offset', () => {
		expect(timeZoneName('America/Los_Angeles')).toBe('Pacific Time')
		expect(timeZoneName('America/New_York')).toBe('Eastern Time')
		expect(timeZoneName('Europe/Paris')).toBe('Central European Time')
		expect(timeZoneName('UTC')).toBe('Coordinated Universal Time')
		expect(timeZoneName('Etc/GMT+9')).toBe('GMT-09:00')
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

	test('a series in a home’s zone follows that zone’s change of the clocks, not another’s', () => {
		// Saturdays at 10:30 in Seattle: summer time ends there on 1 November 2026, a week after London's.
		const { times } = expandSeries(
			{ date: '2026-10-24', from: '10:30', to: '11:00', minutes: 30, weeks: 3 },
			'America/Los_Angeles',
		)
		expect(times.map((time) => time.startsAt.toISOString())).toEqual([
			'2026-10-24T17:30:00.000Z',
			'2026-10-31T17:30:00.000Z',
			'2026-11-07T18:30:00.000Z',
		])
	})
})
