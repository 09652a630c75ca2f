import { type Listing } from '~/db/schema'
import { listingApprovedMail, listingHeldMail, type Mail, reportsDismissedMail } from '~/mail'
import { type ModerationCase, type ModerationReason, openCasesOfListings } from '~/models/moderation.server'
import { getUserById } from '~/models/user.server'
import { getLogger } from '~/utils/logger.server'
import { moderationStateLabel } from '~/utils/moderation'
import { queueMail } from './mail.server'

/*
 * What an owner hears and reads of their listing's checks: a mail when it is held (what held it and
 * what to do), when our team publishes it after a check, and when our team closes the reports about it
 * without action (the removal mail is sent by removeListing); and the listing's moderation state beside
 * its market status in their lists. A mail that cannot be queued is logged, never an error of the decision.
 */

type Subject = Pick<Listing, 'id' | 'name' | 'userRef' | 'moderation'>

async function mailOwner(listing: Subject, compose: (owner: { username: string }) => Mail) {
	try {
		const owner = await getUserById(listing.userRef)
		if (!owner) return
		await queueMail(owner.email, compose(owner))
	} catch (error) {
		getLogger().error({ err: error, listingId: listing.id }, 'owner’s moderation mail not queued')
	}
}

/**
 * A listing was held for `reasons` (`listing` as it was before, `before` the case that was open then):
 * its owner is mailed once per hold. The same hold standing over an edit (held already, for no reason
 * it was not held for) says nothing new, and a removed listing stays removed.
 */
export async function mailOwnerOfHold(
	listing: Subject,
	reasons: ModerationReason[],
	{ before, clearedByEdit }: { before: ModerationCase | undefined; clearedByEdit: boolean },
) {
	if (listing.moderation === 'removed') return
	if (listing.moderation === 'pending' && before && reasons.every((reason) => before.reasons.includes(reason))) return
	await mailOwner(listing, (owner) =>
		listingHeldMail({
			username: owner.username,
			listingName: listing.name,
			listingId: listing.id,
			reasons,
			clearedByEdit,
		}),
	)
}

/**
 * An administrator closed the case of a listing (`listing` as it was before, `closed` the case that was
 * open): approved, a held or removed listing is published after a check; approved or dismissed, the
 * reports about a listing shown all along were closed and it stays as it is. Nothing is mailed when no
 * case was open, or a shown listing's case held no reports.
 */
export async function mailOwnerOfDecision(
	listing: Subject,
	closed: ModerationCase | undefined,
	decision: 'approved' | 'dismissed',
) {
	if (!closed) return
	const reported = closed.reasons.includes('reported')
	const names = { listingName: listing.name, listingId: listing.id }
	if (listing.moderation !== 'published') {
		if (decision === 'approved')
			await mailOwner(listing, (owner) => listingApprovedMail({ username: owner.username, ...names, reported }))
	} else if (reported) await mailOwner(listing, (owner) => reportsDismissedMail({ username: owner.username, ...names }))
}

/**
 * The moderation state of each of an owner's listings, by id, in words (moderationStateLabel): null for
 * one shown with nothing waiting about it.
 */
export async function moderationStatesOf(
	listings: ReadonlyArray<Pick<Listing, 'id' | 'moderation' | 'ownerActive'>>,
): Promise<Map<string, string | null>> {
	const cases = await openCasesOfListings(listings.map((listing) => listing.id))
	return new Map(
		listings.map((listing) => {
			const open = cases.get(listing.id)
			return [
				listing.id,
				moderationStateLabel({
					moderation: listing.moderation,
					ownerActive: listing.ownerActive,
					openReasons: open?.reasons ?? null,
					reviewRequested: Boolean(open?.reviewRequestedAt),
				}),
			]
		}),
	)
}
