import tzLookup from '@photostructure/tz-lookup'
import { isTimeZone } from './site-time'

/*
 * A home's own time zone, found from its position with a bundled map of the zones' borders
 * (@photostructure/tz-lookup, about a microsecond a look-up), so it is worked out where it is needed
 * and never stored (docs/decisions/041). Kept apart from site-time.ts, which the browser loads too.
 */

/**
 * The IANA time zone of a home at its position (`America/Los_Angeles` for Seattle); `siteTimeZone` for a
 * home without a position, or one the look-up or the platform does not know.
 */
export function listingTimeZone(
	listing: { latitude: number | null; longitude: number | null },
	siteTimeZone: string,
): string {
	if (listing.latitude === null || listing.longitude === null) return siteTimeZone
	try {
		const zone = tzLookup(listing.latitude, listing.longitude)
		return isTimeZone(zone) ? zone : siteTimeZone
	} catch {
		return siteTimeZone
	}
}
