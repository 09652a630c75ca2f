/** Why something waits for an administrator: the automatic holds' reasons, reports, a risky message. */
export const MODERATION_REASONS = [
	'contact_details',
	'price_outlier',
	'duplicate_photo',
	'new_account_burst',
	'reported',
	'money_request',
] as const

export type ModerationReason = (typeof MODERATION_REASONS)[number]

/** What a report can say is wrong. */
export const REPORT_REASONS = ['scam', 'wrong_details', 'unavailable', 'offensive', 'duplicate', 'other'] as const

/** Why a listing waits for a check, in words its owner reads (the banner on its page, the admin's queue). */
export const HOLD_REASON_WORDS: Record<ModerationReason, string> = {
	contact_details:
		'it gives contact details (a phone number, an e-mail or web address, a messenger, bank or wallet details): on Homestead people write to you through messages',
	price_outlier: 'its price is far below the prices of similar homes nearby',
	duplicate_photo: 'one of its photos looks the same as a photo of another member’s listing',
	new_account_burst: 'a new account published many listings on its first day',
	reported: 'several people reported it',
	money_request: 'a message asks for money outside the site',
}

/** Each reason in a few words: the audit log, the member's and the listing's pages for administrators. */
export const MODERATION_REASON_LABELS: Record<ModerationReason, string> = {
	contact_details: 'Contact details',
	price_outlier: 'Price far below similar homes',
	duplicate_photo: 'Photo copied from another listing',
	new_account_burst: 'Many listings from a new account',
	reported: 'Reported',
	money_request: 'Asks for money',
}

/** The reasons of a hold as the log keeps them (`contact_details, price_outlier`), in words; other text as it is. */
export function reasonInWords(reason: string) {
	const codes = reason.split(',').map((code) => code.trim())
	return codes.length && codes.every((code) => code in MODERATION_REASON_LABELS)
		? codes.map((code) => MODERATION_REASON_LABELS[code as ModerationReason]).join(', ')
		: reason
}

/** What each action of the audit log means, in words (an action not named here is shown as it is). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
	hold: 'Held for a check',
	release: 'Shown again after an edit',
	approve: 'Approved',
	remove: 'Removed',
	dismiss: 'Closed without action',
	flag: 'Conversation flagged',
	'review-requested': 'Owner asked for a review',
	suspend: 'Suspended',
	restore: 'Restored',
	'grant-admin': 'Made an administrator',
	'revoke-admin': 'No longer an administrator',
}

/** An audit action in words. */
export const actionInWords = (action: string) => AUDIT_ACTION_LABELS[action] ?? action

/** What the owner can do about each reason. */
export const HOLD_REASON_ADVICE: Record<ModerationReason, string> = {
	contact_details: 'Take the contact details out of the name, description, address and photo descriptions.',
	price_outlier: 'Check that the price is right (per month for a rent).',
	duplicate_photo: 'Use photos you took yourself.',
	new_account_burst: 'Nothing: we check the first listings of new accounts by hand.',
	reported: 'Check that the listing is accurate and the home still available.',
	money_request: 'Never ask for money before a viewing and a signed contract.',
}

/** The reasons a visitor can give for reporting a listing or a conversation, as the form shows them. */
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
	scam: 'It looks like a scam',
	wrong_details: 'The details are wrong',
	unavailable: 'The home is not available',
	offensive: 'It is offensive',
	duplicate: 'It is a duplicate of another listing',
	other: 'Something else',
}

/** The answer to every report, whatever becomes of it: it tells nothing of the owner or of other reports. */
export const REPORT_THANKS = 'Thank you: our team will look at it. We do not tell anyone who reported it.'

/** The warning shown with a message that asks for money, and on the booking mails. */
export const MONEY_WARNING = 'Never send money before you have seen the home and signed a contract.'

/**
 * Why an administrator closes a listing's case without action, removes a listing or publishes it with an
 * edit: a fixed list each, so the owner and the audit log read the same words. `other` needs a note.
 */
export const DISMISS_REASONS = ['nothing_wrong', 'reports_unfounded', 'owner_explained', 'already_handled'] as const
export const REMOVE_REASONS = [
	'scam',
	'contact_details',
	'copied_photos',
	'wrong_details',
	'unavailable',
	'duplicate',
	'offensive',
	'other',
] as const
export const APPROVE_EDIT_REASONS = [
	'contact_details_removed',
	'details_corrected',
	'offensive_words_removed',
	'other',
] as const

export type DismissReason = (typeof DISMISS_REASONS)[number]
export type RemoveReason = (typeof REMOVE_REASONS)[number]
export type ApproveEditReason = (typeof APPROVE_EDIT_REASONS)[number]

/** The decisions' reasons in words: what the queue's choices say, and what the owner and the audit log read. */
export const DISMISS_REASON_LABELS: Record<DismissReason, string> = {
	nothing_wrong: 'Nothing wrong found: the listing is accurate',
	reports_unfounded: 'The reports are not borne out',
	owner_explained: 'The owner’s explanation answers it',
	already_handled: 'Already dealt with',
}

export const REMOVE_REASON_LABELS: Record<RemoveReason, string> = {
	scam: 'It looks like a scam',
	contact_details:
		'It asks people to get in touch outside Homestead (contact details); on Homestead people write through messages',
	copied_photos: 'Its photos are copied from another member’s listing',
	wrong_details: 'Its details are wrong or misleading',
	unavailable: 'The home is not available',
	duplicate: 'It duplicates another listing',
	offensive: 'It is offensive',
	other: 'Another reason (in the note)',
}

export const APPROVE_EDIT_REASON_LABELS: Record<ApproveEditReason, string> = {
	contact_details_removed:
		'Contact details taken out: on Homestead people write through messages, never to a number or address in the listing',
	details_corrected: 'Wrong or misleading details corrected',
	offensive_words_removed: 'Offensive words taken out',
	other: 'Another reason (in the note)',
}

/** Where a listing stands with our team, as its owner (and an administrator) reads it beside its market status. */
export type ModerationStanding = {
	moderation: 'published' | 'pending' | 'removed'
	/** False while its owner is suspended. */
	ownerActive: boolean
	/** The reasons of the open case about it, if one is open. */
	openReasons: readonly string[] | null
	/** Whether its owner asked for a review of that case. */
	reviewRequested: boolean
}

/**
 * The words for a listing's moderation state: 'Held for a check', 'Waiting for review' (held, and its
 * owner asked us to look), 'Reported' (shown while our team looks at reports), 'Removed by our team',
 * 'Hidden: account suspended'; null when it is shown and nothing about it waits.
 */
export function moderationStateLabel(standing: ModerationStanding): string | null {
	if (!standing.ownerActive) return 'Hidden: account suspended'
	if (standing.moderation === 'removed') return 'Removed by our team'
	if (standing.moderation === 'pending') return standing.reviewRequested ? 'Waiting for review' : 'Held for a check'
	if (standing.openReasons?.includes('reported'))
		return standing.reviewRequested ? 'Reported: waiting for review' : 'Reported: our team is looking'
	return null
}
