import { getEnv } from '~/utils/env.server'
import { clip } from '~/utils/excerpt'
import { HOLD_REASON_ADVICE, HOLD_REASON_WORDS, type ModerationReason } from '~/utils/moderation'
import { conversationPath, editListingPath, listingPath } from '~/utils/paths'

/*
 * Every mail the site sends, built here: a function per kind of mail returning its subject and
 * its two parts, plain text and HTML, in one layout. Links are absolute, from PUBLIC_URL.
 * The HTML is plain on purpose: no images, no colours a dark mail client could not invert, and
 * `color-scheme: light dark` so clients that follow it draw it in the reader's scheme.
 */

/**
 * A composed mail; `headers` are extra header fields (List-Unsubscribe and the like); `calendar` an
 * iCalendar invitation or cancellation (RFC 5545), sent as the mail's text/calendar part.
 */
export type Mail = {
	subject: string
	text: string
	html: string
	headers?: Record<string, string>
	calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
}

/** A home as an alert shows it: photo, name, price, rooms and a link. */
export type MailCard = {
	name: string
	path: string
	/** An absolute photo address, or a path on this site. */
	photo?: string
	price: string
	rooms: string
	/** A line above the name: 'Price reduced', 'Now under offer'. */
	note?: string
}

/**
 * A paragraph, what someone wrote (line breaks kept), a button-like link, a line in small print,
 * homes as cards, or a plain link in small print (an unsubscribe link).
 */
type Block =
	| { p: string }
	| { quote: string }
	| { link: { label: string; path: string } }
	| { small: string }
	| { cards: MailCard[] }
	| { smallLink: { before: string; label: string; path: string } }

/** An absolute address on the site. */
export function siteUrl(path: string) {
	return new URL(path, `${getEnv().publicUrl}/`).toString()
}

function escapeHtml(value: string) {
	return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function cardText(card: MailCard) {
	return [card.note, card.name, `${card.price} · ${card.rooms}`, siteUrl(card.path)].filter(Boolean).join('\n')
}

function cardHtml(card: MailCard) {
	const href = escapeHtml(siteUrl(card.path))
	const photo = card.photo
		? `<a href="${href}"><img src="${escapeHtml(siteUrl(card.photo))}" alt="" width="160" height="107" style="display:block;width:160px;height:107px;object-fit:cover;border-radius:6px"></a>`
		: ''
	return (
		`<tr><td style="padding:0 16px 16px 0;vertical-align:top;width:160px">${photo}</td>` +
		`<td style="padding:0 0 16px;vertical-align:top">` +
		(card.note ? `<p style="margin:0;font-size:13px;font-weight:600">${escapeHtml(card.note)}</p>` : '') +
		`<p style="margin:0;font-weight:600"><a href="${href}">${escapeHtml(card.name)}</a></p>` +
		`<p style="margin:0">${escapeHtml(card.price)}</p>` +
		`<p style="margin:0;font-size:14px;opacity:.8">${escapeHtml(card.rooms)}</p></td></tr>`
	)
}

function layout(
	subject: string,
	greeting: string,
	blocks: Block[],
	{ reason = 'because of your account on Homestead' }: { reason?: string } = {},
): Mail {
	const home = siteUrl('/')
	const footer = `You receive this mail ${reason} (${home}).`

	const text = [
		greeting,
		...blocks.map((block) =>
			'p' in block
				? block.p
				: 'quote' in block
					? block.quote
							.split('\n')
							.map((line) => `> ${line}`)
							.join('\n')
					: 'link' in block
						? `${block.link.label}:\n${siteUrl(block.link.path)}`
						: 'cards' in block
							? block.cards.map(cardText).join('\n\n')
							: 'smallLink' in block
								? `${block.smallLink.before} ${block.smallLink.label}: ${siteUrl(block.smallLink.path)}`
								: block.small,
		),
		'-- ',
		footer,
	].join('\n\n')

	const body = blocks
		.map((block) => {
			if ('p' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`
			if ('quote' in block)
				return `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #8888;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`
			if ('small' in block) return `<p style="margin:0 0 16px;font-size:14px;opacity:.8">${escapeHtml(block.small)}</p>`
			if ('cards' in block)
				return `<table role="presentation" style="border-collapse:collapse;margin:0 0 8px">${block.cards.map(cardHtml).join('')}</table>`
			if ('smallLink' in block)
				return `<p style="margin:0 0 16px;font-size:14px;opacity:.8">${escapeHtml(block.smallLink.before)} <a href="${escapeHtml(siteUrl(block.smallLink.path))}">${escapeHtml(block.smallLink.label)}</a></p>`
			const href = escapeHtml(siteUrl(block.link.path))
			return (
				`<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
				`background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(block.link.label)}</a></p>` +
				`<p style="margin:0 0 16px;font-size:14px;opacity:.8">Or open this address: <a href="${href}">${href}</a></p>`
			)
		})
		.join('\n')

	const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>
:root { color-scheme: light dark; }
a { color: #1d4ed8; }
@media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
</style>
</head>
<body style="margin:0;padding:24px 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-size:20px;font-weight:700">Homestead</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<hr style="border:none;border-top:1px solid #8884;margin:32px 0 16px">
<p style="margin:0;font-size:13px;opacity:.7">${escapeHtml(footer).replace(escapeHtml(home), `<a href="${escapeHtml(home)}">${escapeHtml(home)}</a>`)}</p>
</div>
</body>
</html>
`
	return { subject, text, html }
}

/** To the owner of an account whose password was just changed: in case it was not them. */
export function passwordChangedMail({ username, changedAt }: { username: string; changedAt: Date }): Mail {
	const when = changedAt.toUTCString()
	return layout('Your Homestead password was changed', `Hello ${username},`, [
		{ p: `The password of your Homestead account was changed on ${when}. If you changed it, there is nothing to do.` },
		{
			p: 'If you did not, someone else may know your password: set a new one now, and check the e-mail address on your profile.',
		},
		{ link: { label: 'Set a new password', path: '/forgot-password' } },
		{ small: 'Any other device that was signed in to your account has been signed out.' },
	])
}

/** To an account's address when Google sign-in is added to it: in case it was not its owner. */
export function googleSignInAddedMail({
	username,
	passwordRemoved,
}: {
	username: string
	passwordRemoved: boolean
}): Mail {
	return layout('Google sign-in was added to your account', `Hello ${username},`, [
		{
			p: 'Someone signed in to your Homestead account with Google, using this address. From now on, "Continue with Google" signs you in.',
		},
		...(passwordRemoved
			? [
					{
						p: 'Your address had not been confirmed yet, so whoever had made the account without confirming it could no longer use it: its password was removed and every device that was signed in has been signed out.',
					},
					{ small: 'To sign in with a password too, set one on your profile.' },
				]
			: []),
		{ small: 'If this was not you, set a new password and check the sign-in methods on your profile.' },
	])
}

/** To the address an account had before its owner changed it: the change, and a link that undoes it. */
export function emailChangedMail({
	username,
	newEmail,
	token,
}: {
	username: string
	newEmail: string
	token: string
}): Mail {
	return layout('Your Homestead e-mail address was changed', `Hello ${username},`, [
		{
			p: `The e-mail address of your Homestead account was changed to ${newEmail}. If you changed it, there is nothing to do.`,
		},
		{
			p: 'If you did not, undo the change: your account gets this address back and every device signed in to it is signed out.',
		},
		{ link: { label: 'Undo the change', path: `/account/undo-email-change?${new URLSearchParams({ token })}` } },
		{ small: 'The link works once, for seven days.' },
	])
}

/** To the owner of an account that was just deleted: the link that restores it, within RESTORE_DAYS. */
export function accountDeletedMail({ username, token, until }: { username: string; token: string; until: Date }): Mail {
	return layout('Your Homestead account was deleted', `Hello ${username},`, [
		{ p: 'Your Homestead account and its listings were deleted. Nobody can see them any more.' },
		{ p: `Changed your mind? Until ${until.toUTCString()} you can restore the account with everything in it.` },
		{ link: { label: 'Restore my account', path: `/account/restore?${new URLSearchParams({ token })}` } },
		{ small: 'After that date the account, its listings and its photos are deleted for good.' },
	])
}

/** To a Google-only account (no password to confirm a change with): the link that confirms the change. */
export function confirmAccountChangeMail({
	username,
	what,
	token,
}: {
	username: string
	what: string
	token: string
}): Mail {
	return layout('Confirm the change to your Homestead account', `Hello ${username},`, [
		{ p: `Someone, hopefully you, asked to ${what}. Your account signs in with Google, so we confirm it here.` },
		{ link: { label: 'Confirm the change', path: `/account/confirm?${new URLSearchParams({ token })}` } },
		{ small: 'The link works once, for one hour. If you did not ask for this, ignore this mail: nothing changes.' },
	])
}

/** To the owner of a listing an administrator removed: why, and what to do. */
export function listingRemovedMail({
	username,
	listingName,
	listingId,
	reason,
	reported = false,
}: {
	username: string
	listingName: string
	listingId: string
	reason: string
	/** People had reported it: the mail says our team agreed with them. */
	reported?: boolean
}): Mail {
	return layout(`Your listing “${listingName}” was removed`, `Hello ${username},`, [
		{ p: `Our team removed your listing “${listingName}” from Homestead. Nobody else can see it now.` },
		...(reported ? [{ p: 'People reported it, and our team agreed with them. The reason:' }] : []),
		{ quote: reason },
		{
			p: 'If you think this is a mistake, write to us through the contact page and we will look again.',
		},
		{ link: { label: 'See the listing', path: listingPath(listingId) } },
	])
}

/**
 * To the owner of a listing an administrator published after changing some of its texts: which ones
 * (the name and address as they now read), and why.
 */
export function listingEditedMail({
	username,
	listingName,
	listingId,
	changes,
	reason,
}: {
	username: string
	listingName: string
	listingId: string
	changes: Array<{ label: string; now?: string }>
	reason: string
}): Mail {
	return layout(`Your listing “${listingName}” was changed and published`, `Hello ${username},`, [
		{
			p: `Our team checked your listing and published it after changing ${changes.length === 1 ? 'one thing' : `${changes.length} things`} in it:`,
		},
		{
			quote: changes
				.map((change) => (change.now ? `${change.label}: now “${change.now}”` : `${change.label}`))
				.join('\n'),
		},
		{ p: `Why: ${reason}` },
		{
			p: 'Read it as it now is on its page; you can edit it as before. If you think this is a mistake, write to us through the contact page.',
		},
		{ link: { label: 'See the listing', path: listingPath(listingId) } },
	])
}

/** To an administrator when cases were added to the moderation queue (at once, then at most one every 15 minutes). */
export function moderationQueueMail({ username, opened }: { username: string; opened: number }): Mail {
	return layout(
		`${opened === 1 ? 'A listing or conversation waits' : `${opened} listings or conversations wait`} for a check`,
		`Hello ${username},`,
		[
			{
				p: `${opened === 1 ? 'One item was' : `${opened} items were`} added to the moderation queue since our last mail.`,
			},
			{ link: { label: 'Open the queue', path: '/admin' } },
		],
		{ reason: 'because you are an administrator of Homestead' },
	)
}

/** The link to set a new password, asked for on /forgot-password. */
export function passwordResetMail({ username, token }: { username: string; token: string }): Mail {
	return layout('Reset your Homestead password', `Hello ${username},`, [
		{ p: 'Someone, hopefully you, asked to reset the password of your Homestead account.' },
		{ link: { label: 'Choose a new password', path: `/reset-password?${new URLSearchParams({ token })}` } },
		{
			small:
				'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
		},
	])
}

/** The link that confirms an account's e-mail address, sent on sign-up, on a change of address and on request. */
export function emailVerificationMail({ username, token }: { username: string; token: string }): Mail {
	return layout('Confirm your e-mail address for Homestead', `Hello ${username},`, [
		{
			p: 'Please confirm that this is your e-mail address, so that we can send you the mail you ask for, such as alerts for new homes.',
		},
		{ link: { label: 'Confirm my e-mail address', path: `/verify-email?${new URLSearchParams({ token })}` } },
		{ small: 'The link works once, for seven days. If you did not create a Homestead account, ignore this mail.' },
	])
}

/** To a member with an unread message: who wrote about which listing, the text, and the link to answer. Never the sender's address. */
export function newMessageMail({
	username,
	senderName,
	listingName,
	body,
	conversationId,
	warnings = [],
}: {
	username: string
	senderName: string
	listingName: string
	body: string
	conversationId: string
	/** Sentences the reader must see with the message (the money warning), after it. */
	warnings?: string[]
}): Mail {
	const excerpt = body.length > 1000 ? `${clip(body, 1000)}…` : body
	return layout(`New message from ${senderName} about ${listingName}`, `Hello ${username},`, [
		{ p: `${senderName} wrote to you on Homestead about “${listingName}”:` },
		{ quote: excerpt },
		...warnings.map((warning) => ({ p: warning })),
		{ link: { label: 'Read and reply', path: conversationPath(conversationId) } },
		{
			small:
				'Reply on Homestead: answering this mail does not reach them. We mail you at most once every 15 minutes about a conversation you have not read.',
		},
	])
}

/** To an owner whose listing nobody has confirmed for a while: one click to keep it, or change its status. */
export function listingReminderMail({
	username,
	listingName,
	confirmPath,
	editPath,
	expireDays,
}: {
	username: string
	listingName: string
	confirmPath: string
	editPath: string
	expireDays: number
}): Mail {
	return layout(`Is ${listingName} still available?`, `Hello ${username},`, [
		{ p: `People searching Homestead still see “${listingName}”. Is it still available?` },
		{ link: { label: 'Yes, still available', path: confirmPath } },
		{ p: 'If it is under offer, sold, let or no longer on the market, change its status:' },
		{ link: { label: 'Change the status', path: editPath } },
		{
			small: `Without an answer within ${expireDays} days the listing is withdrawn from search. You can put it back on the market from your profile at any time.`,
		},
	])
}

/** What a viewing mail says about the viewing. */
type ViewingMail = {
	username: string
	/** The other member's name. */
	otherName: string
	role: 'seeker' | 'owner'
	listingName: string
	listingPath: string
	/** The time in words, with the name of the home's time zone. */
	when: string
	address: string
	conversationPath?: string
}

/** To both sides of a new booking: when, where, the safety line, and the invitation for their calendar. */
export function viewingBookedMail(viewing: ViewingMail, { safetyLine }: { safetyLine: string }): Mail {
	const { username, otherName, role, listingName, when, address } = viewing
	return layout(`Viewing booked: ${listingName}, ${when}`, `Hello ${username},`, [
		{
			p:
				role === 'seeker'
					? `You booked a viewing of “${listingName}” with ${otherName}.`
					: `${otherName} booked a viewing of your listing “${listingName}”.`,
		},
		{ p: `When: ${when}` },
		{ p: `Where: ${address}` },
		{ p: safetyLine },
		{ link: { label: 'See your viewings', path: '/viewings' } },
		...(viewing.conversationPath
			? [
					{
						smallLink: { before: 'Write to each other in', label: 'your conversation', path: viewing.conversationPath },
					},
				]
			: []),
		{
			small:
				'The invitation attached adds the viewing to your calendar. Either of you can cancel it on Homestead until it starts.',
		},
	])
}

/** To both sides when one cancels: who, the sentence they wrote, and the cancellation for their calendar. */
export function viewingCancelledMail(
	viewing: ViewingMail,
	{ byMe, message }: { byMe: boolean; message?: string },
): Mail {
	const { username, otherName, listingName, when } = viewing
	return layout(`Viewing cancelled: ${listingName}, ${when}`, `Hello ${username},`, [
		{
			p: byMe
				? `You cancelled the viewing of “${listingName}” on ${when}.`
				: `${otherName} cancelled the viewing of “${listingName}” on ${when}.`,
		},
		...(message && !byMe ? [{ p: `${otherName} wrote:` }, { quote: message }] : []),
		{ link: { label: 'See the home', path: viewing.listingPath } },
		{ small: 'The cancellation attached takes the viewing out of your calendar.' },
	])
}

/** To both sides a day before a viewing. */
export function viewingReminderMail(viewing: ViewingMail): Mail {
	const { username, otherName, role, listingName, when, address } = viewing
	return layout(`Reminder: viewing of ${listingName}, ${when}`, `Hello ${username},`, [
		{
			p:
				role === 'seeker'
					? `Your viewing of “${listingName}” with ${otherName} is tomorrow.`
					: `${otherName} comes to see “${listingName}” tomorrow.`,
		},
		{ p: `When: ${when}` },
		{ p: `Where: ${address}` },
		{ link: { label: 'See your viewings', path: '/viewings' } },
		{ small: 'If you cannot make it, cancel it on Homestead so the other side knows.' },
	])
}

/** The headers of RFC 2369 and RFC 8058 that let a mail program unsubscribe in one click (a POST to the link). */
function unsubscribeHeaders(unsubscribePath: string) {
	return {
		'List-Unsubscribe': `<${siteUrl(unsubscribePath)}>`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
	}
}

/** The new matches of a saved search: every one since the last mail (the first 50 as cards, then a link to the rest). */
export function searchAlertMail({
	username,
	searchName,
	cards,
	total,
	searchPath,
	unsubscribePath,
	forAccount,
}: {
	username: string | null
	searchName: string
	/** At most MAX_ALERT_CARDS. */
	cards: MailCard[]
	total: number
	searchPath: string
	unsubscribePath: string
	forAccount: boolean
}): Mail {
	const homes = total === 1 ? '1 new home' : `${total} new homes`
	const rest = total - cards.length
	const blocks: Block[] = [
		{ p: `${homes} for your search “${searchName}”:` },
		{ cards },
		rest > 0
			? { link: { label: `See all ${total} on Homestead`, path: searchPath } }
			: { link: { label: 'Run the search', path: searchPath } },
		{ smallLink: { before: 'No more mails for this search?', label: 'Unsubscribe', path: unsubscribePath } },
	]
	if (rest > 0) blocks.splice(2, 0, { p: `And ${rest} more.` })
	return {
		...layout(`${homes} for “${searchName}”`, username ? `Hello ${username},` : 'Hello,', blocks, {
			reason: forAccount
				? 'because you saved this search on Homestead'
				: 'because you asked for this alert on Homestead',
		}),
		headers: unsubscribeHeaders(unsubscribePath),
	}
}

/** Sentences as the clauses of a subject line: 'The price fell. It is now sold.' → 'the price fell; it is now sold'. */
function sentencesAsClauses(text: string) {
	return text
		.replace(/\.$/, '')
		.split('. ')
		.map((sentence) => sentence.charAt(0).toLowerCase() + sentence.slice(1))
		.join('; ')
}

/** To a member who saved a home whose price fell or whose status changed. */
export function savedHomeChangeMail({
	username,
	card,
	change,
	unsubscribePath,
}: {
	username: string
	card: MailCard
	/** 'The price fell from $2,000 to $1,800.', 'It is now under offer.' */
	change: string
	unsubscribePath: string
}): Mail {
	return {
		...layout(
			`${card.name}: ${sentencesAsClauses(change)}`,
			`Hello ${username},`,
			[
				{ p: `A home you saved has changed. ${change}` },
				{ cards: [card] },
				{ link: { label: 'See the home', path: card.path } },
				{ smallLink: { before: 'No more mails about this home?', label: 'Unsubscribe', path: unsubscribePath } },
			],
			{ reason: 'because you saved this home on Homestead' },
		),
		headers: unsubscribeHeaders(unsubscribePath),
	}
}

/** The double opt-in of an alert without an account: nothing is mailed until the link is used. */
export function alertConfirmationMail({ searchName, confirmPath }: { searchName: string; confirmPath: string }): Mail {
	return layout(
		`Confirm your Homestead alert: ${searchName}`,
		'Hello,',
		[
			{ p: `Someone, hopefully you, asked Homestead to mail this address about new homes for “${searchName}”.` },
			{ link: { label: 'Start the alert', path: confirmPath } },
			{ small: 'If you did not ask for it, ignore this mail: nothing will be sent to you.' },
		],
		{ reason: 'because this address was given for an alert on Homestead' },
	)
}

type OwnerListing = { username: string; listingName: string; listingId: string }

/**
 * To an owner whose listing was just held for a check: what held it, in words, what to do about each
 * reason, and the two ways on (edit it; ask our team for a review). One mail for a hold, whatever the
 * number of its reasons.
 */
export function listingHeldMail({
	username,
	listingName,
	listingId,
	reasons,
	clearedByEdit,
}: OwnerListing & {
	reasons: ModerationReason[]
	/** Every reason is one an edit clears: the listing is shown again once an edit clears them. */
	clearedByEdit: boolean
}): Mail {
	return layout(`Your listing “${listingName}” waits for a check`, `Hello ${username},`, [
		{
			p: `Nobody else can see your listing “${listingName}” until our team has looked at it. We held it because ${reasons.map((reason) => HOLD_REASON_WORDS[reason]).join('; and ')}.`,
		},
		{ p: `What you can do: ${reasons.map((reason) => HOLD_REASON_ADVICE[reason]).join(' ')}` },
		{
			p: clearedByEdit
				? 'Edit the listing: we check it again when you save, and show it again at once when nothing holds it any more.'
				: 'Edit the listing if something in it is wrong: we check it again when you save.',
		},
		{ link: { label: 'Edit the listing', path: editListingPath(listingId) } },
		{
			p: 'Or, if you think nothing is wrong, ask our team for a review on the listing’s page. Most checks are done within a day.',
		},
		{ link: { label: 'See the listing and ask for a review', path: listingPath(listingId) } },
	])
}

/** To an owner whose held listing our team approved: it is shown to everyone now. */
export function listingApprovedMail({
	username,
	listingName,
	listingId,
	reported,
}: OwnerListing & { reported: boolean }): Mail {
	return layout(`Your listing “${listingName}” is published`, `Hello ${username},`, [
		{
			p: `Our team checked your listing “${listingName}” and published it: everyone can see it and find it in the search now.`,
		},
		...(reported ? [{ p: 'We looked at the reports about it and found nothing wrong.' }] : []),
		{ link: { label: 'See the listing', path: listingPath(listingId) } },
	])
}

/** To an owner whose listing people reported, once our team found nothing wrong: it stays as it is. */
export function reportsDismissedMail({ username, listingName, listingId }: OwnerListing): Mail {
	return layout(`The reports about “${listingName}” were closed`, `Hello ${username},`, [
		{
			p: `People reported your listing “${listingName}”. Our team looked at the reports and found nothing wrong: the listing stays on the site as it is.`,
		},
		{ link: { label: 'See the listing', path: listingPath(listingId) } },
	])
}
