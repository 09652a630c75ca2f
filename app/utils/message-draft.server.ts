import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { parse, serialize } from 'cookie'
import { COOKIE_NAMES } from './cookie-names'
import { clip } from './excerpt'
import { listingPath } from './paths'
import { cookieAttributes } from './session.server'
import { signLink, verifyLink } from './signed-link.server'

/*
 * A message a visitor wrote to an owner before signing in (docs/decisions/040-sign-in-finishes-the-job.md):
 * kept in a cookie of this browser, compressed and signed, sent only to that listing's pages below its
 * own (its contact form), which shows it once after signing in (or signing up). Nothing sends it: the
 * member presses Send.
 */

/** The most the compressed text may take: browsers keep a cookie of up to 4,096 bytes, name and value. */
export const DRAFT_MAX_BYTES = 3800

/** How long the draft waits: time to sign up, read the mail and sign in. */
const DRAFT_SECONDS = 60 * 60

const SIGNED_FOR = 'message-draft'

const compressed = (text: string) => deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64url')

/**
 * The draft as the cookie keeps it: the whole text when it fits, else the longest start of it
 * that does (cut between two characters), and whether it had to be cut. The caller keeps the text
 * to a message's length: each try compresses it again.
 */
export function draftToKeep(text: string) {
	const whole = compressed(text)
	if (whole.length <= DRAFT_MAX_BYTES) return { text, payload: whole, cut: false }
	// Compressed sizes grow with the text (all but a few bytes): the longest start that fits, by halves.
	let fits = 0
	let tooLong = text.length
	while (tooLong - fits > 1) {
		const middle = Math.floor((fits + tooLong) / 2)
		if (compressed(text.slice(0, middle)).length <= DRAFT_MAX_BYTES) fits = middle
		else tooLong = middle
	}
	const kept = clip(text, fits)
	return { text: kept, payload: compressed(kept), cut: true }
}

/**
 * Sent with the listing's pages below its own (`/listing/:id/`): the contact form, and its data when a
 * script loads it (`/listing/:id/contact.data`, which a path of the form itself would not cover).
 */
const cookieOptions = (listingId: string) => ({ ...cookieAttributes(), path: `${listingPath(listingId)}/` })

/** The Set-Cookie header that keeps `text` for the contact form of this listing (base64url and a signature: no escaping). */
export function keepMessageDraft(listingId: string, text: string) {
	const { payload, cut } = draftToKeep(text)
	const flag = cut ? 'cut' : 'whole'
	const value = `${flag}.${payload}.${signLink(SIGNED_FOR, [listingId, flag, payload])}`
	return serialize(COOKIE_NAMES.messageDraft, value, {
		...cookieOptions(listingId),
		maxAge: DRAFT_SECONDS,
		encode: String,
	})
}

/**
 * The draft kept for this listing's contact form, if any (and whether only its start was kept), with
 * the header that forgets it: the form shows it once.
 */
export function takeMessageDraft(request: Request, listingId: string) {
	const value = parse(request.headers.get('Cookie') ?? '', { decode: String })[COOKIE_NAMES.messageDraft]
	if (!value) return { draft: null, headers: undefined }
	const headers = {
		'Set-Cookie': serialize(COOKIE_NAMES.messageDraft, '', { ...cookieOptions(listingId), maxAge: 0 }),
	}
	const [flag = '', payload = '', signature = ''] = value.split('.')
	if (!verifyLink(signature, SIGNED_FOR, [listingId, flag, payload])) return { draft: null, headers }
	try {
		const text = inflateRawSync(Buffer.from(payload, 'base64url'), { maxOutputLength: 64 * 1024 }).toString('utf8')
		return { draft: { text, cut: flag === 'cut' }, headers }
	} catch {
		return { draft: null, headers }
	}
}
