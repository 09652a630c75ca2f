import { createHmac } from 'node:crypto'
import { type Listing, type User } from '~/db/schema'
import { listingEditedMail, listingRemovedMail, moderationQueueMail, type Mail } from '~/mail'
import { defineQueue, scheduleRecurring, work } from '~/models/jobs.server'
import { editListingTexts, findListing } from '~/models/listing.server'
import { getConversationOf, getMessages } from '~/models/message.server'
import {
	type Actor,
	addReport,
	appendAudit,
	comparablePrices,
	countListingsCreated,
	findCase,
	claimCasesToMail,
	liftSuspension,
	listAdministrators,
	listOpenCases,
	listSuspendedMembers,
	openCase,
	openCaseOf,
	type ModerationReason,
	type ReportReason,
	requestReview,
	resolveCases,
	setAdministrator,
	setModeration,
	suspendAccount,
} from '~/models/moderation.server'
import { findDuplicatePhotos } from '~/models/photo.server'
import { assertReportAllowed } from '~/models/rate-limit.server'
import { getUserById, getUsersByIds } from '~/models/user.server'
import { findContactDetails } from '~/moderation'
import { isUuid } from '~/schemas/fields'
import { type ApproveListingInput } from '~/schemas/report'
import { ClientError } from '~/utils/client-error'
import { getEnv } from '~/utils/env.server'
import { getLogger } from '~/utils/logger.server'
import { CONVERSATION_NOT_FOUND } from '~/utils/messages'
import {
	APPROVE_EDIT_REASON_LABELS,
	DISMISS_REASON_LABELS,
	type DismissReason,
	REMOVE_REASON_LABELS,
	type RemoveReason,
	REPORT_THANKS,
} from '~/utils/moderation'
import { photoAlts } from '~/utils/photos'
import { clientNetwork } from '~/utils/request.server'
import { queueMail } from './mail.server'
import { mailOwnerOfDecision, mailOwnerOfHold } from './owner-notices.server'
import { hashUnhashedPhotos } from './photo-uploads.server'
import { findPlace } from './places.server'
import { cancelViewingsOfMember } from './viewing-bookings.server'

/*
 * Keeping the market honest: who is an administrator, the checks a listing passes before it is shown
 * (an automatic hold puts it in the queue with its reasons and evidence), reports, and the
 * administrators' actions, each written to the audit log.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** How far comparable homes may be for the price check, first. */
const COMPARABLE_RADIUS_KM = 25
/** How many comparable homes the price check needs before it judges. */
const MIN_COMPARABLES = 5
/**
 * Judged against homes farther away (the nearest few, or the whole site's), a price is held only when it
 * is this share of HOLD_PRICE_RATIO below their median: far below, not merely a cheaper area.
 */
const FAR_BELOW = 0.5

/**
 * Whether the member is an administrator: made one with `npm run admin -- grant`, or with a verified
 * address listed in ADMIN_EMAILS. A suspended or deleted account is never one.
 */
export function isAdministrator(user: Pick<User, 'isAdmin' | 'email' | 'emailVerified' | 'suspendedAt' | 'deletedAt'>) {
	if (user.suspendedAt || user.deletedAt) return false
	return user.isAdmin || (user.emailVerified && getEnv().adminEmails.includes(user.email.toLowerCase()))
}

/** The checks' settings (HOLD_* in the README): the tests pass their own. */
export type Holds = ReturnType<typeof getEnv>['holds']

/** What the checks found: the reasons to hold the listing, and what each one saw. */
export type CheckResult = { reasons: ModerationReason[]; evidence: Partial<Record<ModerationReason, unknown>> }

/**
 * The checks a new or edited listing passes before it is shown (issue: automatic holds):
 * - contact details in its texts or its owner's username (phone, e-mail, web address, messenger, IBAN, crypto wallet);
 * - a price below HOLD_PRICE_RATIO of the median of at least 5 comparable homes within 25 km (of its position,
 *   or of its town), or far below that of the nearest such homes, or of the site's (comparePrice);
 * - a photo that is (nearly) the same as one in another member's listing;
 * - an account less than a day old publishing more than HOLD_NEW_ACCOUNT_LISTINGS listings.
 */
export async function checkListing(
	listing: Listing,
	owner: Pick<User, 'id' | 'createdAt' | 'username'>,
	holds: Holds = getEnv().holds,
): Promise<CheckResult> {
	const reasons: ModerationReason[] = []
	const evidence: CheckResult['evidence'] = {}

	// What a visitor reads with the listing, in this order: a number split between two of them is still one.
	const contact = findContactDetails([
		owner.username,
		listing.name,
		listing.description,
		listing.address,
		...photoAlts(listing),
	])
	if (contact.length) {
		reasons.push('contact_details')
		evidence.contact_details = contact
	}

	const priced = holds.priceRatio > 0 ? await comparePrice(listing) : undefined
	if (priced && priced.price / priced.median < holds.priceRatio * (priced.within === 'nearby' ? 1 : FAR_BELOW)) {
		reasons.push('price_outlier')
		evidence.price_outlier = priced
	}

	const duplicates = await findDuplicatePhotos(listing.imageUrls, owner.id, holds.photoDistance)
	if (duplicates.length) {
		reasons.push('duplicate_photo')
		evidence.duplicate_photo = duplicates
	}

	const age = Date.now() - owner.createdAt.getTime()
	if (holds.newAccountListings > 0 && age < DAY_MS) {
		// Every listing the account created counts, those it deleted too: all of them are of its first day.
		const created = await countListingsCreated(owner.id)
		if (created > holds.newAccountListings) {
			reasons.push('new_account_burst')
			evidence.new_account_burst = { listings: created, accountAgeHours: Math.floor(age / (60 * 60 * 1000)) }
		}
	}
	return { reasons, evidence }
}

/**
 * A listing's price against the homes like it (decision 030): those within 25 km of its position, or of
 * its town's centre when it has none (the bundled place list, from its address); when fewer than 5 are
 * there, the 5 nearest wherever they are; when it cannot be placed, or has no such homes anywhere near, every
 * such home of the site. Undefined when fewer than 5 homes like it exist at all.
 */
export async function comparePrice(listing: Listing) {
	const town = listing.latitude === null || listing.longitude === null ? await findPlace(listing.address) : undefined
	const near =
		listing.latitude !== null && listing.longitude !== null
			? { latitude: listing.latitude, longitude: listing.longitude }
			: town && { latitude: town.latitude, longitude: town.longitude }
	const from = town ? { town: `${town.name}, ${town.region || town.country}` } : {}
	const judged = (within: 'nearby' | 'nearest' | 'site', found: Awaited<ReturnType<typeof comparablePrices>>) =>
		found.median === null || found.homes < MIN_COMPARABLES
			? undefined
			: {
					price: listing.effectivePrice,
					median: found.median,
					homes: found.homes,
					within,
					...from,
					radiusKm: within === 'nearby' ? COMPARABLE_RADIUS_KM : found.farthestKm && Math.ceil(found.farthestKm),
					ratio: Math.round((listing.effectivePrice / found.median) * 100) / 100,
					prices: found.prices,
				}
	if (near) {
		const nearby = judged('nearby', await comparablePrices(listing, { near, radiusKm: COMPARABLE_RADIUS_KM }))
		if (nearby) return nearby
		const nearest = judged('nearest', await comparablePrices(listing, { near, nearest: MIN_COMPARABLES }))
		if (nearest) return nearest
	}
	return judged('site', await comparablePrices(listing, 'anywhere'))
}

/** The reasons an owner's edit can clear by itself: what the checks see in the listing. */
const CLEARED_BY_EDIT: ModerationReason[] = ['contact_details', 'price_outlier', 'duplicate_photo']

/**
 * Checks a listing just created or edited by its owner and holds it (`pending`) when a check finds a
 * reason: a case in the queue with the evidence, and a line in the audit log. A listing held only for
 * what the checks saw in it is shown again once an edit clears all of it; one held for reports or a
 * new account's burst waits for an administrator, and one an administrator removed stays removed.
 * The listing as it now is.
 */
export async function checkAndHold(
	listing: Listing,
	owner: Pick<User, 'id' | 'createdAt' | 'username'>,
	holds?: Holds,
	{ tellOwner = true }: { tellOwner?: boolean } = {},
) {
	const { reasons, evidence } = await checkListing(listing, owner, holds)
	if (reasons.length) return hold(listing, reasons, evidence, { tellOwner })
	if (listing.moderation !== 'pending') return listing
	const held = await openCaseOf({ listingId: listing.id })
	if (held && !held.reasons.every((reason) => CLEARED_BY_EDIT.includes(reason as ModerationReason))) return listing
	const released = await decide(
		'system',
		{
			action: 'release',
			outcome: 'cleared by an edit',
			about: { listingId: listing.id },
			reason: 'an edit cleared what held it',
			details: { name: listing.name },
		},
		() => setModeration(listing.id, 'published'),
	)
	return released ?? listing
}

/**
 * Holds a listing for `reasons`, in its open case. The audit log tells of each reason once while the
 * hold stands: an edit that still shows the same contact details adds no entry, a new reason does.
 * `tellOwner` false: the owner learns of the hold otherwise (an import's answer lists what it held).
 */
async function hold(
	listing: Listing,
	reasons: ModerationReason[],
	evidence: CheckResult['evidence'],
	{ tellOwner = true } = {},
) {
	const before = await openCaseOf({ listingId: listing.id })
	const held = listing.moderation === 'removed' ? listing : await setModeration(listing.id, 'pending')
	await openCase({ listingId: listing.id }, reasons, evidence)
	const standing = listing.moderation === 'published' ? [] : (before?.reasons ?? [])
	const fresh = reasons.filter((reason) => !standing.includes(reason))
	if (fresh.length) {
		await appendAudit({
			actor: 'system',
			action: 'hold',
			subjectKind: 'listing',
			subjectId: listing.id,
			reason: fresh.join(', '),
			details: { name: listing.name, evidence: Object.fromEntries(fresh.map((reason) => [reason, evidence[reason]])) },
		})
		getLogger().info({ listingId: listing.id, reasons: fresh }, 'listing held for a check')
	}
	const clearedByEdit = [...(before?.reasons ?? []), ...reasons].every((reason) =>
		CLEARED_BY_EDIT.includes(reason as ModerationReason),
	)
	if (tellOwner) await mailOwnerOfHold(listing, reasons, { before, clearedByEdit })
	return held ?? listing
}

/** A keyed hash of a visitor's address or of a network, which themselves are never kept. */
const keyed = (text: string) =>
	createHmac('sha256', getEnv().sessionSecrets[0]!).update(text).digest('base64url').slice(0, 22)

/** How old a reporter's account must be for their report to hold a listing. */
const STANDING_AGE_MS = 7 * DAY_MS

/**
 * Whether a member's report may hold a listing before an administrator decides (decision 036): a
 * verified address and an account at least 7 days old. Visitors never have standing.
 */
export function hasStanding(member: Pick<User, 'emailVerified' | 'createdAt'> | undefined, now = Date.now()) {
	return Boolean(member?.emailVerified && now - member.createdAt.getTime() >= STANDING_AGE_MS)
}

/**
 * A report of a listing, by a member or a visitor (counted per address): one per person per listing.
 * Every report puts the listing in the queue. It hides the listing before an administrator decides only
 * when members with standing (hasStanding) from HOLD_REPORTS different networks reported it: reports from
 * visitors, from accounts made that week or unverified, or from one network, never silence a listing
 * (decision 036). The reporter hears nothing more (never the outcome, nor whether the owner exists): the
 * answer is the same thanks either way.
 */
export async function reportListing(
	reporter: { user?: Pick<User, 'id' | 'emailVerified' | 'createdAt'>; address: string },
	listingId: string,
	report: { reason: ReportReason; details: string },
) {
	const listing = await findListing(listingId)
	// A listing others cannot see (held, removed, of a suspended member) can still be reported by whoever
	// saw it; one that does not exist is a 404 like any missing listing.
	if (!listing) throw new ClientError('Listing not found!', 404)
	await assertReportAllowed(reporter.address)
	// An owner reporting their own listing is thanked like anyone, and nothing is recorded.
	if (reporter.user && reporter.user.id === listing.userRef) return REPORT_THANKS
	const standing = hasStanding(reporter.user)
	const { added, reporters, standingNetworks } = await addReport({
		listingId,
		reporterId: reporter.user?.id,
		reporterKey: reporter.user ? `member:${reporter.user.id}` : `visitor:${keyed(reporter.address)}`,
		networkKey: keyed(`network:${clientNetwork(reporter.address)}`),
		// A visitor's network in clear, for administrators to tell visitors' reports apart (a member is named).
		network: reporter.user ? null : clientNetwork(reporter.address),
		standing,
		reason: report.reason,
		details: report.details,
	})
	if (added) {
		const evidence = { reported: { reporters, withStanding: standingNetworks } }
		if (standing && standingNetworks >= getEnv().holds.reports) await hold(listing, ['reported'], evidence)
		else await openCase({ listingId: listing.id }, ['reported'], evidence)
	}
	return REPORT_THANKS
}

/**
 * The owner of a reported or held listing asks the administrators to look at it, with a note: the case
 * moves up the queue. ClientError 404 when nothing about the listing waits for a look.
 */
export async function askForReview(
	owner: Pick<User, 'id' | 'username'>,
	listing: Pick<Listing, 'id' | 'name'>,
	note: string,
) {
	if (!(await requestReview(listing.id, note))) throw new ClientError(NOTHING_TO_REVIEW, 404)
	await appendAudit({
		actor: owner,
		action: 'review-requested',
		subjectKind: 'listing',
		subjectId: listing.id,
		reason: note,
		details: { name: listing.name },
	})
}

export const NOTHING_TO_REVIEW = 'Nothing about this listing is waiting for our team'
export const REVIEW_THANKS = 'Thank you: our team will look at the listing again.'

/**
 * A member's report of a conversation they take part in: it goes to the queue at once. ClientError 404
 * for anyone else, as the conversation's page answers.
 */
export async function reportConversation(
	reporter: Pick<User, 'id'>,
	conversationId: string,
	address: string,
	report: { reason: ReportReason; details: string },
) {
	if (!(await getConversationOf(conversationId, reporter.id))) throw new ClientError(CONVERSATION_NOT_FOUND, 404)
	await assertReportAllowed(address)
	const { added } = await addReport({
		conversationId,
		reporterId: reporter.id,
		reporterKey: `member:${reporter.id}`,
		reason: report.reason,
		details: report.details,
	})
	if (added) await openCase({ conversationId }, ['reported'], { reported: { by: reporter.id } })
	return REPORT_THANKS
}

/**
 * A message asking for money outside the site, from an account younger than 7 days: the conversation
 * goes to the queue (its reader sees the warning in any case).
 */
export async function flagRiskyMessage(
	conversationId: string,
	sender: Pick<User, 'id' | 'createdAt'>,
	matched: string[],
) {
	if (Date.now() - sender.createdAt.getTime() >= 7 * DAY_MS) return
	await openCase({ conversationId }, ['money_request'], { money_request: { sender: sender.id, matched } })
	await appendAudit({
		actor: 'system',
		action: 'flag',
		subjectKind: 'conversation',
		subjectId: conversationId,
		reason: 'money_request',
		details: { matched },
	})
}

const LISTING_MISSING = 'Listing not found!'
const USER_MISSING = 'User not found!'

/** A reason of the list in words, with the administrator's note after it when there is one. */
/**
 * A decision about a listing, a member or a conversation, by an administrator or by the automatic check,
 * in one step for every kind: `act` does what was decided (a listing shown or removed, an account
 * suspended), then the open cases about it close with `outcome` and the audit log records who decided
 * what, about what and why. What `act` returns is the step's.
 */
async function decide<Result>(
	by: Actor,
	decision: {
		action: string
		outcome: string
		about: { listingId: string } | { conversationId: string } | { ownerId: string }
		reason?: string
		details?: Record<string, unknown>
	},
	act: () => Promise<Result>,
): Promise<Result> {
	const result = await act()
	const { about, outcome, ...entry } = decision
	await resolveCases(about, outcome, by)
	const [subjectKind, subjectId] =
		'listingId' in about
			? (['listing', about.listingId] as const)
			: 'conversationId' in about
				? (['conversation', about.conversationId] as const)
				: (['user', about.ownerId] as const)
	await appendAudit({ actor: by, subjectKind, subjectId, ...entry })
	return result
}

function inWords(label: string, note = '') {
	return note ? `${label}. ${note}` : `${label}.`
}

/** The texts an administrator may change while approving a listing, as the owner's mail names them. */
const EDITABLE_TEXTS = { name: 'Name', description: 'Description', address: 'Address' } as const

export const EDIT_REASON_REQUIRED = 'Choose why you changed it'

/**
 * An administrator approves a listing: it is shown (and its alerts go out), and its case closes. With an
 * edit (its name, description or address, say to take a phone number out), what changed is saved first,
 * with one of the listed reasons (EDIT_REASON_REQUIRED without one), logged with the texts it replaced,
 * and its owner is mailed what was changed and why. Texts given as they are change nothing. The listing
 * published, and the texts changed.
 */
export async function approveListing(admin: Actor, listingId: string, edit: Partial<ApproveListingInput> = {}) {
	const listing = await findListing(listingId)
	if (!listing) throw new ClientError(LISTING_MISSING, 404)
	const changed = (Object.keys(EDITABLE_TEXTS) as Array<keyof typeof EDITABLE_TEXTS>).filter(
		(field) => edit[field] !== undefined && edit[field] !== listing[field],
	)
	if (changed.length && !edit.reason) throw new ClientError(EDIT_REASON_REQUIRED, 400, 'reason')
	const reason = changed.length && edit.reason ? inWords(APPROVE_EDIT_REASON_LABELS[edit.reason], edit.note) : ''
	if (changed.length)
		await editListingTexts(listing.id, Object.fromEntries(changed.map((field) => [field, edit[field]])))
	const closed = await openCaseOf({ listingId: listing.id })
	const approved = await decide(
		admin,
		{
			action: 'approve',
			outcome: changed.length ? 'approved with an edit' : 'approved',
			about: { listingId: listing.id },
			reason,
			details: changed.length
				? {
						name: edit.name ?? listing.name,
						reasonCode: edit.reason,
						changed,
						before: Object.fromEntries(changed.map((field) => [field, listing[field]])),
					}
				: { name: listing.name },
		},
		() => setModeration(listing.id, 'published'),
	)
	const owner = changed.length ? await getUserById(listing.userRef) : undefined
	if (owner)
		await mailSafely(
			owner.email,
			listingEditedMail({
				username: owner.username,
				listingName: approved!.name,
				listingId: listing.id,
				changes: changed.map((field) => ({
					label: EDITABLE_TEXTS[field],
					now: field === 'description' ? undefined : approved![field],
				})),
				reason,
			}),
		)
	// An edit's mail tells the owner it is published; without one, the owner hears of the case's end.
	else await mailOwnerOfDecision(listing, closed, 'approved')
	return { listing: approved!, changed }
}

/**
 * An administrator removes a listing with a reason of the list and a note, which its owner reads (on the
 * page and by mail).
 */
export async function removeListing(admin: Actor, listingId: string, why: { reason: RemoveReason; note?: string }) {
	const listing = await findListing(listingId)
	if (!listing) throw new ClientError(LISTING_MISSING, 404)
	const reason = inWords(REMOVE_REASON_LABELS[why.reason], why.note)
	const closed = await openCaseOf({ listingId: listing.id })
	const removed = await decide(
		admin,
		{
			action: 'remove',
			outcome: 'removed',
			about: { listingId: listing.id },
			reason,
			details: { name: listing.name, reasonCode: why.reason },
		},
		() => setModeration(listing.id, 'removed', reason),
	)
	const owner = await getUserById(listing.userRef)
	if (owner)
		await mailSafely(
			owner.email,
			listingRemovedMail({
				username: owner.username,
				listingName: listing.name,
				listingId: listing.id,
				reason,
				reported: Boolean(closed?.reasons.includes('reported')),
			}),
		)
	return removed!
}

export const NO_OPEN_CASE = 'There is no open case about this'
export const HELD_NOT_DISMISSED = 'This listing is held for a check: approve it (with an edit if need be) or remove it'

/**
 * An administrator closes a listing's case without action, with a reason of the list: the listing stays
 * as it is (published stays published, a removed one stays removed), the case closes, the audit log says
 * why. A held listing cannot be left hidden without a decision: 409 HELD_NOT_DISMISSED.
 */
export async function dismissListing(admin: Actor, listingId: string, reasonCode: DismissReason) {
	const listing = isUuid(listingId) ? await findListing(listingId) : undefined
	if (!listing) throw new ClientError(LISTING_MISSING, 404)
	const closed = await openCaseOf({ listingId: listing.id })
	if (!closed) throw new ClientError(NO_OPEN_CASE, 404)
	if (listing.moderation === 'pending') throw new ClientError(HELD_NOT_DISMISSED, 409)
	// The listing stays as it is: nothing to do but close its case.
	await decide(
		admin,
		{
			action: 'dismiss',
			outcome: 'dismissed',
			about: { listingId: listing.id },
			reason: inWords(DISMISS_REASON_LABELS[reasonCode]),
			details: { name: listing.name, reasonCode },
		},
		async () => {},
	)
	await mailOwnerOfDecision(listing, closed, 'dismissed')
	return listing
}

/** Why a suspended member's viewings were cancelled, in the mails both members get: not the reason, which is theirs. */
export const ACCOUNT_CLOSED_VIEWING_MESSAGE = 'This member’s account has been closed.'

/**
 * An administrator suspends a member: their viewings still to come are cancelled (the other members
 * mailed, without the reason), every session ends, their listings disappear, sign-in says why.
 */
export async function suspendMember(admin: Actor, userId: string, reason: string) {
	const target = await getUserById(userId, { deleted: true })
	if (!target) throw new ClientError(USER_MISSING, 404)
	if (admin !== 'system' && admin.id === target.id) throw new ClientError('You cannot suspend your own account', 400)
	// First, while both members can still be mailed.
	await cancelViewingsOfMember(target, ACCOUNT_CLOSED_VIEWING_MESSAGE)
	const suspended = await decide(
		admin,
		{
			action: 'suspend',
			outcome: 'suspended',
			about: { ownerId: target.id },
			reason,
			details: { username: target.username },
		},
		() => suspendAccount(target.id, reason),
	)
	return suspended!
}

/** An administrator restores a suspended member: the account and its listings come back. */
export async function restoreMember(admin: Actor, userId: string) {
	const target = await getUserById(userId, { deleted: true })
	if (!target) throw new ClientError(USER_MISSING, 404)
	const restored = await liftSuspension(target.id)
	await appendAudit({
		actor: admin,
		action: 'restore',
		subjectKind: 'user',
		subjectId: target.id,
		details: { username: target.username },
	})
	return restored!
}

/** Closes a conversation's case without action: nothing wrong was found. */
export async function dismissConversation(admin: Actor, conversationId: string) {
	if (!isUuid(conversationId) || !(await openCaseOf({ conversationId }))) throw new ClientError(NO_OPEN_CASE, 404)
	await decide(admin, { action: 'dismiss', outcome: 'dismissed', about: { conversationId } }, async () => {})
}

/** Grants or revokes the administrator's right stored in the database (`npm run admin`), logged. */
export async function setAdministratorByEmail(email: string, grant: boolean) {
	const user = await setAdministrator(email, grant)
	if (!user) throw new ClientError(`No account uses ${email}`, 404)
	await appendAudit({
		actor: 'system',
		action: grant ? 'grant-admin' : 'revoke-admin',
		subjectKind: 'user',
		subjectId: user.id,
		reason: 'npm run admin',
		details: { username: user.username, email: user.email },
	})
	return user
}

type AdministratorFields = Parameters<typeof isAdministrator>[0]

/**
 * Writes to the audit log when a change of an account's address, or of who proved it, gave it an
 * administrator's rights through ADMIN_EMAILS, or took them away: who (the account, its name and
 * address), how (`how`) and when (the entry's time). Those rights start only once the address's
 * owner proved it (a link mailed to it, or Google vouching for it); nobody grants them by hand.
 */
export async function auditAdministratorByAddress(
	before: AdministratorFields | undefined,
	after: AdministratorFields & Pick<User, 'id' | 'username'>,
	how: string,
) {
	const was = before ? isAdministrator(before) : false
	const is = isAdministrator(after)
	if (was === is) return
	await appendAudit({
		actor: 'system',
		action: is ? 'grant-admin' : 'revoke-admin',
		subjectKind: 'user',
		subjectId: after.id,
		reason: `ADMIN_EMAILS: ${how}`,
		details: { username: after.username, email: after.email },
	})
}

async function mailSafely(to: string, mail: Mail) {
	try {
		await queueMail(to, mail)
	} catch (error) {
		getLogger().error({ err: error }, 'moderation mail not queued')
	}
}

const QUEUE_MAIL_QUEUE = 'moderation-mail'
/** The least time between two mails to the administrators. */
export const QUEUE_MAIL_EVERY_MS = 15 * 60 * 1000

/**
 * Tells the administrators that work waits: as soon as a case opens (the job is woken by it, and looks
 * every minute besides), then at most once every 15 minutes, and only of cases opened since the last
 * mail (a queue that only waits longer is not news). How many administrators were mailed.
 */
export async function mailAdministratorsOfNewCases(now = new Date()) {
	const claimed = await claimCasesToMail(now, QUEUE_MAIL_EVERY_MS)
	if (!('opened' in claimed) || !claimed.opened) return 0
	const administrators = await listAdministrators(getEnv().adminEmails)
	for (const admin of administrators)
		await mailSafely(admin.email, moderationQueueMail({ username: admin.username, opened: claimed.opened }))
	return administrators.length
}

const PHOTO_HASH_QUEUE = 'photo-hashes'
/** Photos hashed per run of the job: a few seconds of work, then the next run goes on. */
const PHOTO_HASHES_PER_RUN = 500

/**
 * Hashes photos stored before photos were hashed (the duplicate-photo check compares hashes), a batch
 * at a time, until none is left.
 */
export async function hashEarlierPhotos() {
	let done = 0
	while (done < PHOTO_HASHES_PER_RUN) {
		const { hashed, unreadable } = await hashUnhashedPhotos(100)
		if (hashed + unreadable === 0) break
		done += hashed + unreadable
	}
	return done
}

/**
 * Starts the administrators' mail and the hashing of earlier photos in this process (the queue runs
 * each on one replica at a time).
 */
export async function startModerationWorker() {
	await defineQueue(QUEUE_MAIL_QUEUE, {
		retryLimit: 2,
		retryDelaySeconds: 30,
		expireInSeconds: 5 * 60,
		policy: 'stately',
	})
	await work(
		QUEUE_MAIL_QUEUE,
		async () => {
			await mailAdministratorsOfNewCases()
		},
		{ wakeOn: ['moderation-case-opened'] },
	)
	// Every minute besides: a case whose wake was lost, and the first look once 15 minutes have passed.
	await scheduleRecurring(QUEUE_MAIL_QUEUE, '* * * * *')
	await defineQueue(PHOTO_HASH_QUEUE, { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 10 * 60 })
	await work(PHOTO_HASH_QUEUE, async () => {
		await hashEarlierPhotos()
	})
	await scheduleRecurring(PHOTO_HASH_QUEUE, '*/5 * * * *')
}

/** A member as the queue shows them: enough to judge an account at a glance. */
function memberOf(user: User | undefined) {
	if (!user) return null
	return {
		id: user.id,
		username: user.username,
		email: user.email,
		createdAt: user.createdAt.toISOString(),
		suspended: Boolean(user.suspendedAt),
		deleted: Boolean(user.deletedAt),
	}
}

/** A member who reported, as administrators judge a report: who, how old the account is, verified or not. */
function reporterOf(user: User | undefined) {
	if (!user) return null
	return {
		id: user.id,
		username: user.username,
		createdAt: user.createdAt.toISOString(),
		ageDays: Math.floor((Date.now() - user.createdAt.getTime()) / DAY_MS),
		verified: user.emailVerified,
		suspended: Boolean(user.suspendedAt),
	}
}

/** How many of a conversation's latest messages the queue shows. */
const QUEUE_MESSAGES = 20

/**
 * The moderation queue as administrators read it (the page and GET /api/admin/queue): each open case,
 * oldest first (what several independent people reported, then what its owner asked to be reviewed, first), with what it is about (the listing and its owner, or the conversation, its two
 * members and its latest messages), its reasons, their evidence, and the reports with who made them (the
 * member's account, its age and whether it is verified; a visitor's network, never the address): for
 * administrators only.
 * Times as ISO strings, as the API answers them.
 */
export async function readQueue() {
	const cases = await listOpenCases()
	const people = await getUsersByIds(
		cases.flatMap(({ listing, conversation, reports }) =>
			[
				listing?.userRef,
				conversation?.seekerId,
				conversation?.ownerId,
				...reports.map((report) => report.reporterId),
			].filter((id): id is string => Boolean(id)),
		),
	)
	const items = await Promise.all(
		cases.map(async ({ case: found, listing, conversation, reports }) => {
			const evidence = found.evidence as CheckResult['evidence']
			return {
				caseId: found.id,
				kind: found.kind,
				id: (found.listingId ?? found.conversationId)!,
				reasons: found.reasons as ModerationReason[],
				evidence,
				/** How many different networks reported it: people who are not one person. */
				independentReporters: new Set(reports.map((report) => report.networkKey ?? report.reporterKey)).size,
				reviewRequest: found.reviewRequestedAt
					? { at: found.reviewRequestedAt.toISOString(), note: found.reviewNote ?? '' }
					: null,
				reports: reports.map((report) => ({
					reason: report.reason,
					details: report.details,
					byMember: Boolean(report.reporterId),
					/** The member who reported: for administrators only, never shown to anyone else. */
					reporter: report.reporterId ? reporterOf(people.get(report.reporterId)) : null,
					/** A visitor's network (`/24` or `/48`), never the address; null for a member's report. */
					network: report.reporterId ? null : report.network,
					createdAt: report.createdAt.toISOString(),
				})),
				createdAt: found.createdAt.toISOString(),
				listing: listing
					? {
							id: listing.id,
							name: listing.name,
							moderation: listing.moderation,
							type: listing.type,
							price: listing.effectivePrice,
							address: listing.address,
							description: listing.description,
							imageUrls: listing.imageUrls,
							owner: memberOf(people.get(listing.userRef)),
						}
					: null,
				conversation: conversation
					? {
							id: conversation.id,
							listingId: conversation.listingId,
							listingName: conversation.listingName,
							seeker: memberOf(conversation.seekerId ? people.get(conversation.seekerId) : undefined),
							owner: memberOf(conversation.ownerId ? people.get(conversation.ownerId) : undefined),
							messages: (await getMessages(conversation.id)).slice(-QUEUE_MESSAGES).map((message) => ({
								senderId: message.senderId,
								senderName: message.senderName,
								body: message.body,
								asksForMoney: message.asksForMoney,
								createdAt: message.createdAt.toISOString(),
							})),
						}
					: null,
			}
		}),
	)
	// Oldest first, except that what several independent people reported comes first (most reporters
	// first), then what an owner asked us to look at again.
	const urgency = (item: (typeof items)[number]) => (item.independentReporters >= 2 ? 0 : item.reviewRequest ? 1 : 2)
	return items
		.map((item, order) => ({ item, order }))
		.sort(
			(a, b) =>
				urgency(a.item) - urgency(b.item) ||
				(urgency(a.item) === 0 ? b.item.independentReporters - a.item.independentReporters : 0) ||
				a.order - b.order,
		)
		.map(({ item }) => item)
}

export type QueueItem = Awaited<ReturnType<typeof readQueue>>[number]

/**
 * A case's photos that match other members' listings, every pair, for administrators (the queue shows a
 * few as thumbnails). ClientError 404 for an unknown case.
 */
export async function readCasePhotos(caseId: string) {
	const found = isUuid(caseId) ? await findCase(caseId) : undefined
	if (!found) throw new ClientError('There is no such case', 404)
	const evidence = found.case.evidence as CheckResult['evidence']
	return {
		caseId: found.case.id,
		open: !found.case.resolvedAt,
		listing: found.listing ? { id: found.listing.id, name: found.listing.name } : null,
		photos: (evidence.duplicate_photo ?? []) as Array<{
			photo: string
			otherListingId: string
			otherPhoto: string
			distance: number
		}>,
	}
}

/** The suspended members, for administrators to restore. */
export async function readSuspendedMembers() {
	return (await listSuspendedMembers()).map((user) => ({
		id: user.id,
		username: user.username,
		email: user.email,
		suspendedAt: user.suspendedAt!.toISOString(),
		reason: user.suspensionReason ?? '',
	}))
}
