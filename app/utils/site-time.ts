/*
 * Times in a time zone (an IANA name: a home's, utils/listing-time-zone.server.ts, or the site's,
 * SITE_TIME_ZONE) with the platform's Intl only: a wall-clock time there as an instant, an instant as
 * words and as ISO 8601 with its offset, the zone's name in words, and the calendar day an instant
 * falls on. Every function takes the zone, so it is pure and testable.
 */
import { dateFormat } from './site-locale'

const partsFormats = new Map<string, Intl.DateTimeFormat>()

function partsFormat(timeZone: string) {
	let format = partsFormats.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		})
		partsFormats.set(timeZone, format)
	}
	return format
}

/** The wall-clock reading in `timeZone` at `instant`. */
function wallClock(instant: Date, timeZone: string) {
	const parts = Object.fromEntries(
		partsFormat(timeZone)
			.formatToParts(instant)
			.map((part) => [part.type, part.value]),
	)
	return {
		year: Number(parts.year),
		month: Number(parts.month),
		day: Number(parts.day),
		hour: Number(parts.hour),
		minute: Number(parts.minute),
		second: Number(parts.second),
	}
}

/** Minutes the zone is ahead of UTC at `instant` (60 for Europe/Paris in winter). */
export function offsetMinutes(instant: Date, timeZone: string) {
	const wall = wallClock(instant, timeZone)
	const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
	return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** True for a name the platform knows as a time zone (`Europe/London`, `UTC`). */
export function isTimeZone(name: string) {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name })
		return true
	} catch {
		return false
	}
}

/**
 * The instant a clock in `timeZone` reads `date` (YYYY-MM-DD) `time` (HH:MM), or undefined when the
 * clock never reads it (skipped as the clocks go forward). A time read twice (as they go back) is
 * the first of the two.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string) {
	const [year, month, day] = date.split('-').map(Number) as [number, number, number]
	const [hour, minute] = time.split(':').map(Number) as [number, number]
	const asUtc = Date.UTC(year, month - 1, day, hour, minute)
	if (Number.isNaN(asUtc)) return undefined
	// Two candidates: the zone's offsets half a day either side of the reading; the earlier that reads right wins.
	const candidates = [asUtc - 12 * 3_600_000, asUtc + 12 * 3_600_000]
		.map((probe) => asUtc - offsetMinutes(new Date(probe), timeZone) * 60_000)
		.sort((a, b) => a - b)
	for (const candidate of candidates) {
		const wall = wallClock(new Date(candidate), timeZone)
		if (wall.year === year && wall.month === month && wall.day === day && wall.hour === hour && wall.minute === minute)
			return new Date(candidate)
	}
	return undefined
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day in `timeZone` at `instant`, YYYY-MM-DD. */
export function dayInZone(instant: Date, timeZone: string) {
	const wall = wallClock(instant, timeZone)
	return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
}

/** The wall-clock time in `timeZone` at `instant`, HH:MM. */
export function timeInZone(instant: Date, timeZone: string) {
	const wall = wallClock(instant, timeZone)
	return `${pad(wall.hour)}:${pad(wall.minute)}`
}

/** ISO 8601 with the zone's offset at that instant: `2026-12-05T10:00:00+01:00`. */
export function isoInZone(instant: Date, timeZone: string) {
	const wall = wallClock(instant, timeZone)
	const offset = offsetMinutes(instant, timeZone)
	const sign = offset < 0 ? '-' : '+'
	const abs = Math.abs(offset)
	return (
		`${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
		`${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
	)
}

/** `Saturday, December 5, 2026` in `timeZone`, in the site's date format (`Saturday, 5 December 2026` in en-GB). */
export function formatDayInZone(instant: Date, timeZone: string) {
	return dateFormat({ timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant)
}

const zoneNames = new Map<string, string>()

/**
 * The zone's name in words, the same in summer and winter: `Pacific Time` (America/Los_Angeles),
 * `Central European Time` (Europe/Paris). A zone without a name in words (UTC, the sea's `Etc/GMT+9`)
 * is named by its offset: `Coordinated Universal Time`, `GMT-09:00`.
 */
export function timeZoneName(timeZone: string) {
	let name = zoneNames.get(timeZone)
	if (!name) {
		const nameIn = (style: 'longGeneric' | 'long') =>
			new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: style })
				// As the zone is now: some had other rules once (Paris had no summer time in 1970).
				.formatToParts(new Date())
				.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
		const generic = nameIn('longGeneric')
		name = /^GMT[+-]/.test(generic) || generic === 'GMT' ? nameIn('long') : generic
		zoneNames.set(timeZone, name)
	}
	return name
}

/** A viewing's time as people read it, always with the zone's name: `Saturday, December 5, 2026, 10:00–10:30 Pacific Time`. */
export function formatTimeRange(start: Date, end: Date, timeZone: string) {
	return `${formatDayInZone(start, timeZone)}, ${timeInZone(start, timeZone)}–${timeInZone(end, timeZone)} ${timeZoneName(timeZone)}`
}

/** The day `days` calendar days after `date` (YYYY-MM-DD), counted on the calendar, not in hours. */
export function addDays(date: string, days: number) {
	const [year, month, day] = date.split('-').map(Number) as [number, number, number]
	const next = new Date(Date.UTC(year, month - 1, day + days))
	return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}
