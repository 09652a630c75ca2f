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

/** The warning shown with a message that asks for money, and on the booking mails. */
export const MONEY_WARNING = 'Never send money before you have seen the home and signed a contract.'

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
