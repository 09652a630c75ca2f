import { type Listing } from '~/db/schema'
import { listingReminderMail } from '~/mail'
import { defineQueue, scheduleRecurring, work } from '~/models/jobs.server'
import { claimListingsToConfirm, confirmListing, getListingById, withdrawUnconfirmed } from '~/models/listing.server'
import { getUserById } from '~/models/user.server'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'
import { confirmListingPath, editListingPath } from '~/utils/paths'
import { signLink, verifyLink } from '~/utils/signed-link.server'
import { queueMail } from './mail.server'

/*
 * Listings stay fresh: after LISTING_CONFIRM_DAYS without an edit or a confirmation the owner is asked
 * whether the home is still available (a mail with a one-click link); LISTING_EXPIRE_DAYS later an
 * unconfirmed listing is withdrawn from search. The check runs every hour as a job.
 */

const QUEUE = 'listing-freshness'
const DAY_MS = 24 * 60 * 60 * 1000
const PURPOSE = 'confirm-listing'

/** The token of a listing's confirmation link: good until the owner confirms or is asked again. */
function confirmationToken(listing: Pick<Listing, 'id' | 'reminderSentAt'>) {
	return signLink(PURPOSE, [listing.id, String(listing.reminderSentAt?.getTime() ?? 'none')])
}

/** Asks the owners of listings due for a confirmation, then withdraws those asked too long ago. */
export async function checkListingFreshness(now = new Date()) {
	const { confirmDays, expireDays } = getEnv().listingFreshness
	const logger = getLogger()
	let asked = 0
	for (;;) {
		const due = await claimListingsToConfirm(new Date(now.getTime() - confirmDays * DAY_MS))
		if (!due.length) break
		for (const listing of due) {
			const owner = await getUserById(listing.userRef)
			// Mail nobody asked for goes only to verified addresses; the listing's clock runs all the same.
			if (!owner?.emailVerified) continue
			const token = confirmationToken(listing)
			await queueMail(
				owner.email,
				listingReminderMail({
					username: owner.username,
					listingName: listing.name,
					confirmPath: confirmListingPath(listing.id, token),
					editPath: editListingPath(listing.id),
					expireDays,
				}),
			)
			asked++
		}
	}
	const withdrawn = await withdrawUnconfirmed(new Date(now.getTime() - expireDays * DAY_MS))
	if (asked || withdrawn.length) logger.info({ asked, withdrawn: withdrawn.length }, 'listing freshness checked')
	return { asked, withdrawn }
}

/** The listing a confirmation link is for, if its token is still good. */
export async function listingToConfirm(listingId: string, token: string) {
	const listing = await getListingById(listingId)
	if (!listing?.reminderSentAt || !verifyLink(token, PURPOSE, [listing.id, String(listing.reminderSentAt.getTime())]))
		return undefined
	return listing
}

/** 'Yes, still available': the listing's clock starts again. Undefined when the link is no longer good. */
export async function confirmWithLink(listingId: string, token: string) {
	const listing = await listingToConfirm(listingId, token)
	return listing ? confirmListing(listing.id) : undefined
}

/** Starts the hourly check in this process (the queue runs it on one replica at a time). */
export async function startListingFreshnessWorker() {
	await defineQueue(QUEUE, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 15 * 60 })
	await work(QUEUE, async () => {
		await checkListingFreshness()
	})
	await scheduleRecurring(QUEUE, '17 * * * *')
}
