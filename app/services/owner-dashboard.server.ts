import { getDailyViews, getListingStats } from '~/models/listing-stats.server'
import { getEnv } from '~/utils/env.server'
import { addDays, dayInZone } from '~/utils/site-time'

/** The days a dashboard looks back over, today included. */
export const STATS_DAYS = 30

/**
 * The owner's listings' figures for the last STATS_DAYS days (days of the site's zone): per listing
 * its views, saves, enquiries and viewings booked, and its views day by day, oldest first.
 */
export async function listingStats(ownerId: string, now = new Date()) {
	const timeZone = getEnv().siteTimeZone
	const today = dayInZone(now, timeZone)
	const days = Array.from({ length: STATS_DAYS }, (_, index) => addDays(today, index - STATS_DAYS + 1))
	const since = new Date(now.getTime() - STATS_DAYS * 24 * 60 * 60 * 1000)
	const [listings, daily] = await Promise.all([
		getListingStats(ownerId, since, days[0]!),
		getDailyViews(ownerId, days[0]!),
	])
	const byListing = new Map<string, Map<string, number>>()
	for (const row of daily) {
		const views = byListing.get(row.listingId) ?? new Map<string, number>()
		views.set(row.day, row.views)
		byListing.set(row.listingId, views)
	}
	return {
		days,
		listings: listings.map((listing) => ({
			...listing,
			daily: days.map((day) => byListing.get(listing.id)?.get(day) ?? 0),
		})),
	}
}
