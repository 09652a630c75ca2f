import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max'

/*
 * The text detectors of the automatic moderation holds (decision 030): contact details that take a
 * conversation off the site, and messages that ask for money outside it. Both read text as people
 * disguise it (spelled-out digits, `name [at] mail dot com`, letters spaced apart, look-alike letters)
 * and must stay quiet on the numbers every listing is full of. Each works on a "view" of the text: a
 * rewritten copy that remembers, for every character, where it came from, so that the evidence shown
 * to a moderator is the text as its author wrote it.
 */

export type ContactDetail = { kind: 'phone' | 'email' | 'url' | 'messenger' | 'iban' | 'crypto'; text: string }

/**
 * Contact details in what a visitor reads of a listing (its owner's username, name, description,
 * address line, photo descriptions), in order, each once. The texts are read as one, a line apart,
 * so that a number begun in one and ended in the next is still a number.
 */
export function findContactDetails(texts: string[]): ContactDetail[] {
	const found: ContactDetail[] = []
	const seen = new Set<string>()
	const joined = texts.filter((text) => text.trim()).join(FIELD_SEPARATOR)
	for (const detail of contactDetailsIn(joined)) {
		const key = `${detail.kind}\u0000${detail.text}`
		if (seen.has(key)) continue
		seen.add(key)
		found.push(detail)
	}
	return found
}

/** Between two texts of a listing: a line break, which numbers bridge and addresses do not. */
const FIELD_SEPARATOR = '\n'

/** Whether a message asks for money outside the site, and the phrases that say so (as written). */
export function asksForMoney(message: string): { asks: boolean; matched: string[] } {
	const view = baseView(message)
	const money = spansOf(view, MONEY)
	let matched: Span[] = [...spansOf(view, STRONG_MONEY_CHANNELS), ...ibanSpans(view), ...cryptoSpans(view)]
	if (!matched.length && money.length) {
		const story = spansOf(view, SCAM_STORY)
		if (story.length) matched = [...story, ...money]
	}
	if (!matched.length) matched = requestsForMoney(view, money)
	const phrases = [...new Set(outermost(matched).map((span) => originalText(view, message, span)))]
	return { asks: phrases.length > 0, matched: phrases }
}

// ---------------------------------------------------------------------------------------------
// Views: a rewritten text that remembers where each of its characters came from.

/** Character i of `text` was written as `original.slice(from[i], to[i])`. */
type View = { text: string; from: Int32Array; to: Int32Array }
/** A range [start, end) of a view's text. */
type Span = [number, number]

/** Characters that show nothing (zero-width spaces and joiners, soft hyphens, direction marks, variation selectors). */
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u
const COMBINING = /\p{M}/gu
/** A decimal digit of any script (Arabic-Indic `٧`, Devanagari `७`, Thai `๗`…). */
const DECIMAL_DIGIT = /^\p{Nd}$/u
/** Emoji and other pictures, which read as a space between two numbers (`07911 📞 123456`). */
const PICTURE = /^[\p{Extended_Pictographic}\p{So}\p{Regional_Indicator}]$/u
/** Latin look-alikes among Cyrillic and Greek letters, the ones used to slip words past filters. */
const LOOK_ALIKES = lookAlikes(
	'авекмнорстухіјѕԁԛԝАВЕКМНОРСТХІЈЅαορντυικχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ',
	'abekmhopctyxijsdqwABEKMHOPCTXIJSaopvtuikxABEZHIKMNOPTYX',
)

function lookAlikes(letters: string, latin: string): Record<string, string> {
	return Object.fromEntries([...letters].map((letter, k) => [letter, latin[k]!]))
}

/**
 * The text in compatibility form (full-width letters and digits, `²`, ligatures become plain ones),
 * without accents, invisible characters or look-alike letters; case is kept.
 */
function baseView(original: string): View {
	let from = new Int32Array(original.length + 16)
	let to = new Int32Array(original.length + 16)
	const parts: string[] = []
	let length = 0
	let plainFrom = 0
	const reserve = (count: number) => {
		if (length + count <= from.length) return
		const grown = (length + count) * 2
		const [oldFrom, oldTo] = [from, to]
		from = new Int32Array(grown)
		to = new Int32Array(grown)
		from.set(oldFrom)
		to.set(oldTo)
	}
	const flushPlain = (end: number) => {
		if (end <= plainFrom) return
		parts.push(original.slice(plainFrom, end))
		reserve(end - plainFrom)
		for (let i = plainFrom; i < end; i++, length++) {
			from[length] = i
			to[length] = i + 1
		}
	}
	for (let i = 0; i < original.length; i++) {
		const code = original.charCodeAt(i)
		if (code < 0x80) continue
		flushPlain(i)
		const width = code >= 0xd800 && code <= 0xdbff && i + 1 < original.length ? 2 : 1
		const char = original.slice(i, i + width)
		const folded = foldCharacter(char)
		parts.push(folded)
		reserve(folded.length)
		for (let k = 0; k < folded.length; k++, length++) {
			from[length] = i
			to[length] = i + width
		}
		i += width - 1
		plainFrom = i + 1
	}
	flushPlain(original.length)
	return { text: parts.join(''), from: from.subarray(0, length), to: to.subarray(0, length) }
}

/** Characters already folded: texts repeat their accented letters, and normalising each costs more than a look-up. */
const FOLDED = new Map<string, string>()

function foldCharacter(char: string) {
	let folded = FOLDED.get(char)
	if (folded === undefined) {
		folded = INVISIBLE.test(char)
			? ''
			: (LOOK_ALIKES[char] ?? (DECIMAL_DIGIT.test(char) ? digitValue(char) : undefined) ?? foldOther(char))
		if (FOLDED.size >= 10_000) FOLDED.clear()
		FOLDED.set(char, folded)
	}
	return folded
}

/** Compatibility forms and accents folded away (`²` is `2`, `é` is `e`); a picture is a space. */
function foldOther(char: string) {
	const folded = char.normalize('NFKD').replace(COMBINING, '')
	if (folded !== char) return folded
	return PICTURE.test(char) ? ' ' : char
}

/**
 * The value of a decimal digit of any script, as an ASCII digit. Unicode encodes the decimal digits
 * of each script as a run from 0 to 9 (some runs follow each other), so the value is the distance
 * from the start of the run, modulo 10.
 */
function digitValue(char: string) {
	const normalized = char.normalize('NFKC')
	if (/^[0-9]$/.test(normalized)) return normalized
	let code = char.codePointAt(0)!
	let distance = 0
	while (DECIMAL_DIGIT.test(String.fromCodePoint(code - 1))) {
		code--
		distance++
	}
	return String(distance % 10)
}

type Edit = [start: number, end: number, replacement: string]

/** The view with the (sorted, disjoint) edits made; a replacement's characters come from the whole range it replaces. */
function applyEdits(view: View, edits: Edit[]): View {
	if (!edits.length) return view
	let length = view.text.length
	for (const [start, end, replacement] of edits) length += replacement.length - (end - start)
	const from = new Int32Array(length)
	const to = new Int32Array(length)
	const parts: string[] = []
	let at = 0
	let written = 0
	for (const [start, end, replacement] of edits) {
		parts.push(view.text.slice(at, start), replacement)
		from.set(view.from.subarray(at, start), written)
		to.set(view.to.subarray(at, start), written)
		written += start - at
		const spanFrom = start < view.text.length ? view.from[start]! : view.to[start - 1]!
		const spanTo = end > start ? view.to[end - 1]! : spanFrom
		from.fill(spanFrom, written, written + replacement.length)
		to.fill(spanTo, written, written + replacement.length)
		written += replacement.length
		at = end
	}
	parts.push(view.text.slice(at))
	from.set(view.from.subarray(at), written)
	to.set(view.to.subarray(at), written)
	return { text: parts.join(''), from, to }
}

/** The view with each match of a global pattern replaced (a replacer answering undefined leaves the match). */
function rewrite(view: View, pattern: RegExp, replace: (match: RegExpExecArray) => string | undefined): View {
	const edits: Edit[] = []
	pattern.lastIndex = 0
	for (let match = pattern.exec(view.text); match; match = pattern.exec(view.text)) {
		if (match[0] === '') {
			pattern.lastIndex++
			continue
		}
		const replacement = replace(match)
		if (replacement !== undefined) edits.push([match.index, match.index + match[0].length, replacement])
	}
	return applyEdits(view, edits)
}

function spansOf(view: View, pattern: RegExp): Span[] {
	const spans: Span[] = []
	pattern.lastIndex = 0
	for (let match = pattern.exec(view.text); match; match = pattern.exec(view.text)) {
		if (match[0] === '') pattern.lastIndex++
		else spans.push([match.index, match.index + match[0].length])
	}
	return spans
}

/** The original text of a span, with the marks that followed its last character (`6️⃣` is `6` and two of them). */
function originalText(view: View, original: string, [start, end]: Span) {
	let to = view.to[end - 1]!
	while (to < original.length && TRAILING_MARK.test(original[to]!)) to++
	return original.slice(view.from[start], to).trim()
}

const TRAILING_MARK = /[\p{M}\p{Default_Ignorable_Code_Point}]/u

function overlaps(a: Span, b: Span) {
	return a[0] < b[1] && b[0] < a[1]
}

/** The spans in order, without those inside another (`überweisen` within `bitte überweisen`). */
function outermost(spans: Span[]) {
	const sorted = [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1])
	let end = -1
	return sorted.filter((span) => {
		if (span[1] <= end) return false
		end = span[1]
		return true
	})
}

// ---------------------------------------------------------------------------------------------
// Contact details

type Found = { kind: ContactDetail['kind']; span: Span; view: View }

function contactDetailsIn(original: string): ContactDetail[] {
	const base = baseView(original)
	const linked = linkedView(base)
	const found: Found[] = []
	const taken = (view: View, span: Span) =>
		found.some((other) => overlaps(originalSpan(other.view, other.span), originalSpan(view, span)))
	const add = (kind: ContactDetail['kind'], view: View, span: Span) => {
		if (!taken(view, span)) found.push({ kind, span, view })
	}

	for (const span of ibanSpans(base)) add('iban', base, span)
	for (const span of cryptoSpans(base)) add('crypto', base, span)
	for (const span of messengerLinkSpans(linked)) add('messenger', linked, span)
	const emails = emailSpans(linked, original)
	for (const span of emails) add('email', linked, span)
	for (const span of urlSpans(linked, original, emails)) add('url', linked, span)
	for (const span of namedMailboxSpans(linked)) add('email', linked, span)
	for (const span of messengerSpans(linked)) add('messenger', linked, span)
	for (const span of misspelledMessengerSpans(linked)) add('messenger', linked, span)
	for (const span of signalUsernameSpans(linked)) add('messenger', linked, span)
	for (const span of handleSpans(base)) add('messenger', base, span)
	const digits = digitView(base)
	for (const span of phoneSpans(digits, original)) add('phone', digits, span)

	return found
		.sort((a, b) => originalSpan(a.view, a.span)[0] - originalSpan(b.view, b.span)[0])
		.map(({ kind, span, view }) => ({ kind, text: originalText(view, original, span) }))
}

function originalSpan(view: View, [start, end]: Span): Span {
	return [view.from[start]!, view.to[end - 1]!]
}

function isWordChar(char: string | undefined) {
	return char !== undefined && /[a-z0-9]/i.test(char)
}

// E-mail and web addresses are found in a view where the usual disguises are undone:
// `[at]`, `(dot)`, ` at `, ` dot `, `name @ mail . com`, `n a m e @ m a i l . c o m`.

/** `[at]`, `(dot)`, ` at `, ` punto `, `_at_`, ` @ `: each an `@` or a `.` when it stands between two parts of an address. */
const DISGUISED_AT_OR_DOT =
	/[[({<][ \t]*(at|@|a|arroba|arobase|aet|dot|d0t|punkt|punto|point|\.)[ \t]*[\])}>]|(?<![ \t])[ \t]+(at|arroba|arobase|dot|d0t|punkt|punto|point|@|\.)[ \t]+|[_-](at|dot)[_-]|(?<![ \t])[ \t]+@(?=[a-z0-9-]+\.[a-z])|@[ \t]+/gi
const AT_WORD = /^(?:at|@|a|arroba|arobase|aet)$/i

function linkedView(base: View): View {
	const edits: Edit[] = []
	const text = base.text
	DISGUISED_AT_OR_DOT.lastIndex = 0
	for (let match = DISGUISED_AT_OR_DOT.exec(text); match; match = DISGUISED_AT_OR_DOT.exec(text)) {
		let start = match.index
		let end = start + match[0].length
		const word = match[1] ?? match[2] ?? match[3] ?? '@'
		if (match[1] !== undefined) {
			// Brackets say it on purpose: take the spaces around them too.
			while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--
			while (end < text.length && (text[end] === ' ' || text[end] === '\t')) end++
		}
		const isAt = AT_WORD.test(word)
		// An address part ends in a letter or a digit (a name may end in `_`); `…de. Punto de encuentro` is no address.
		if (!(isWordChar(text[start - 1]) || (isAt && text[start - 1] === '_')) || !isWordChar(text[end])) continue
		// A bare `at` before a number is a time or a place (`at 10.30`, `at 12 Main St`).
		if (match[2] !== undefined && /^at$/i.test(word) && /\d/.test(text[end]!)) continue
		edits.push([start, end, isAt ? '@' : '.'])
	}
	const view = applyEdits(base, edits)
	return SPACED_OUT.test(view.text) ? collapseSpacedOut(view) : view
}

/** Four characters standing alone in a row: text that may be spaced out. */
const SPACED_OUT = /(?:^|\s)(?:\S[@.]\S|\S)(?:[ \t]{1,3}(?:\S[@.]\S|\S)){3}(?=\s|$)/
const SPACED_TOKEN = /^[(["'<]?(?:[\p{L}\p{N}_-]|[\p{L}\p{N}]?[@.][\p{L}\p{N}]?)[)\]"'>,;:!?]?$/u

/** Joins runs of five or more one-character tokens (`w w w . e x a m p l e`) written up to three spaces apart. */
function collapseSpacedOut(view: View): View {
	const edits: Edit[] = []
	const tokens = /\S+/g
	let run: Span[] = []
	const close = () => {
		if (run.length >= 5) for (let k = 1; k < run.length; k++) edits.push([run[k - 1]![1], run[k]![0], ''])
		run = []
	}
	for (let match = tokens.exec(view.text); match; match = tokens.exec(view.text)) {
		const span: Span = [match.index, match.index + match[0].length]
		const previous = run[run.length - 1]
		if (previous && (span[0] - previous[1] > 3 || view.text.slice(previous[1], span[0]).includes('\n'))) close()
		if (!SPACED_TOKEN.test(match[0])) {
			close()
			continue
		}
		run.push(span)
		// A token that closes a bracket ends the run, and so does the end of a sentence.
		const sentenceEnd = /[.!?]$/.test(match[0]) && /^\s+\p{Lu}/u.test(view.text.slice(span[1], span[1] + 3))
		if ((/[)\]>,;:!?]$/.test(match[0]) && match[0].length > 1) || sentenceEnd) close()
	}
	close()
	return applyEdits(view, edits)
}

/** Top-level domains a bare `name.tld` is believed to be an address with. */
const TLDS = new Set(
	(
		'com net org info biz io co uk de fr es nl eu ch at pl pt ru ca au ie se dk fi cz gr lu ' +
		'online xyz ly gl cc tk ml ga cf gq ws immo immobilien'
	).split(' '),
)
/** Top-level domains that are also common words: a bare `word.in` is a missing space more often than an address. */
const WORD_TLDS = new Set('in me to is it be us no so am as by do go my on la el un se si tv'.split(' '))
/** After `point` or `punto` only these count: `point de vue` and `el punto es` are French and Spanish, not addresses. */
const POINT_TLDS = new Set('com net org info biz io fr uk eu online'.split(' '))
const MAIL_PROVIDERS = /^(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|gmx|aol|protonmail|yandex)$/i
/** Providers whose domain may end in a word-like top-level domain (`proton.me`, `pm.me`): after them any is taken. */
const ANY_TLD_PROVIDERS =
	/^(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|gmx|aol|protonmail|proton|pm|tutanota|tuta|yandex|zoho|fastmail|posteo|mailfence|live|msn)$/i
/** Smaller providers, whose names are not words one is `at`. */
const OTHER_PROVIDERS = /^(?:web|orange|laposte|wanadoo|sfr|t-online|btinternet|ymail|libero)$/i
/** `visit us at example.com`, `book directly at…`: an ordinary word before `at` makes it an address of a site. */
const NOT_A_MAILBOX =
	/^(?:us|me|we|it|is|are|here|there|home|site|website|online|web|visit|page|info|directly|more|photos|pictures|images|video|tour|details|book|booking|apply|now|today|find|found|look|see|check|available|listed|also|contact|reach|listing|offer)$/i

/** Whether the character `at` of a view's text was written as a word (`dot`, `at`, `punto`). */
function writtenAsWord(view: View, original: string, at: number) {
	return /[a-z]/i.test(original.slice(view.from[at], view.to[at]))
}

/** The words (`dot`, `punto`…) written for the dots of view[start, end). */
function dotWords(view: View, original: string, start: number, end: number) {
	const words: string[] = []
	for (let i = start; i < end; i++) {
		if (view.text[i] === '.' && writtenAsWord(view, original, i)) words.push(original.slice(view.from[i], view.to[i]))
	}
	return words
}

/** Whether `tld` ends an address whose dots were written as `dots` (the words, if any, that stand for them). */
function isAddressTld(tld: string, dots: string[]) {
	if (!/^[a-z]{2,24}$/.test(tld)) return false
	if (dots.some((word) => /point|punto/i.test(word))) return POINT_TLDS.has(tld)
	return TLDS.has(tld)
}

function emailSpans(view: View, original: string): Span[] {
	const spans: Span[] = []
	const text = view.text
	for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
		let start = at
		while (start > 0 && at - start < 64 && /[a-z0-9._%+-]/i.test(text[start - 1]!)) start--
		while (start < at && /[._%+-]/.test(text[start]!)) start++
		let end = at + 1
		while (end < text.length && /[a-z0-9.-]/i.test(text[end]!)) end++
		while (end > at + 1 && /[.-]/.test(text[end - 1]!)) end--
		// `me@lea.smith@mail.com`: the address is the second one.
		if (start === at || end === at + 1 || text[end] === '@') continue
		const local = text.slice(start, at)
		const labels = text
			.slice(at + 1, end)
			.toLowerCase()
			.split('.')
		const tld = labels[labels.length - 1]!
		const atWritten = original.slice(view.from[at], view.to[at])
		const plainAt = /^\s*(?:at|arroba|arobase)\s*$|[_-]at[_-]/i.test(atWritten)
		const literalAt = atWritten.includes('@') || atWritten.includes('＠')
		const dots = dotWords(view, original, at + 1, end)
		let isEmail: boolean
		if (labels.length >= 2) {
			// With an `@` there, `punto es` is Spanish for `.es`.
			const known =
				TLDS.has(tld) ||
				(WORD_TLDS.has(tld) && !dots.length) ||
				(ANY_TLD_PROVIDERS.test(labels[labels.length - 2]!) && /^[a-z]{2,6}$/.test(tld))
			isEmail = literalAt ? /^[a-z]{2,24}$/.test(tld) : known
			// `book directly at www.example.com`, `photos at example.com/flat`: a site.
			if (plainAt && (NOT_A_MAILBOX.test(local) || labels[0] === 'www' || text[end] === '/')) isEmail = false
		} else {
			// `anna.s @ villa-sol`: a written `@` after a name that looks like a mailbox.
			const mailbox = literalAt && /[a-z]/i.test(local) && /[._\d]/.test(local) && /^[a-z][a-z-]{2,}$/i.test(labels[0]!)
			isEmail =
				!NOT_A_MAILBOX.test(local) && (MAIL_PROVIDERS.test(labels[0]!) || OTHER_PROVIDERS.test(labels[0]!) || mailbox)
		}
		if (isEmail) spans.push([start, end])
	}
	return spans
}

/**
 * A mailbox named by its provider, without the rest of the address: `my gmail is anna.reed84`,
 * `Hotmail: anna_reed`, `my e-mail: anna.reed84`. A mailbox is a name with a dot, an underscore or a
 * digit in it, or any name after `my gmail is`.
 */
const NAMED_MAILBOX = new RegExp(
	String.raw`\b(?:(my|our)\s+)?(gmail|googlemail|hotmail|yahoo|outlook|icloud|proton(?:mail)?|gmx|aol|yandex|e-?mail|mail)(?:\s+(?:address|adress|account|id|handle|name))?\s*(is|:|=|-|–)?(?:\s*just)?\s*([a-z][a-z0-9._-]{1,40}[a-z0-9])\b(?!\s*@|[.@][a-z])`,
	'gi',
)
const NOT_A_MAILBOX_NAME =
	/^(?:is|the|an?|and|or|only|not|below|above|here|please|message|messages|contact|account|address|me|us|for|to|on|via|with|through|from|will|we|you|your|our|my|form|site|website|box|inbox|answer|reply|reach|requests?|enquiries|inquiries|first|sent|send|us)$/i

/** `anna.reed12 on gmail`, `anna_reed (hotmail)`: a mailbox, then its provider. */
const MAILBOX_ON_PROVIDER =
	/\b[a-z][a-z0-9._-]{1,40}[._\d][a-z0-9]*\s*(?:\bon\b|[([]on[)\]]|\(|\[)\s*(?:gmail|googlemail|hotmail|yahoo|outlook|icloud|proton(?:mail)?|gmx|aol|yandex)\b[)\]]?/gi

function namedMailboxSpans(view: View): Span[] {
	const spans: Span[] = spansOf(view, MAILBOX_ON_PROVIDER)
	NAMED_MAILBOX.lastIndex = 0
	for (let match = NAMED_MAILBOX.exec(view.text); match; match = NAMED_MAILBOX.exec(view.text)) {
		const [whole, owner, provider, said, mailbox] = match
		if (NOT_A_MAILBOX_NAME.test(mailbox!)) continue
		const generic = /^(?:e-?mail|mail)$/i.test(provider!)
		const looksLikeMailbox = /[._\d]/.test(mailbox!)
		const named = generic ? looksLikeMailbox && (owner || said) : looksLikeMailbox || (owner && said)
		if (named) spans.push([match.index + (owner ? whole.indexOf(provider!) : 0), match.index + whole.length])
	}
	return spans
}

const SCHEME_URL = /\b(?:https?|hxxps?):\/\/[^\s<>"']+/gi
/** A dot between two letters or digits: where a domain may be. */
const INNER_DOT = /[a-z0-9]\.[a-z0-9]/gi

function urlSpans(view: View, original: string, emails: Span[]): Span[] {
	const text = view.text
	const spans = spansOf(view, SCHEME_URL).map(([start, end]): Span => [
		start,
		trimTrailingPunctuation(text, start, end),
	])
	let scannedTo = 0
	INNER_DOT.lastIndex = 0
	for (let match = INNER_DOT.exec(text); match; match = INNER_DOT.exec(text)) {
		if (match.index < scannedTo) continue
		let start = match.index
		while (start > 0 && /[a-z0-9.-]/i.test(text[start - 1]!)) start--
		let end = match.index + 2
		while (end < text.length && /[a-z0-9.-]/i.test(text[end]!)) end++
		scannedTo = end
		INNER_DOT.lastIndex = end
		while (/[.-]/.test(text[start] ?? '')) start++
		while (end > start && /[.-]/.test(text[end - 1]!)) end--
		const span: Span = [start, end]
		if (spans.some((other) => overlaps(other, span)) || emails.some((email) => overlaps(email, span))) continue
		const labels = text.slice(start, end).toLowerCase().split('.')
		if (labels.length < 2 || labels.some((label) => !label)) continue
		const tld = labels[labels.length - 1]!
		const www = labels[0] === 'www' && labels.length >= 3
		const path = text[end] === '/'
		const dots = dotWords(view, original, start, end)
		const tldWritten = original.slice(view.from[end - tld.length], view.to[end - 1])
		let isAddress: boolean
		if (www) isAddress = /^[a-z]{2,24}$/.test(tld)
		// `garden.It has…`: a sentence run into the next one, not an address.
		else if (!dots.length && /^\p{Lu}\p{Ll}/u.test(tldWritten)) isAddress = false
		else if (WORD_TLDS.has(tld)) isAddress = path && !dots.length
		else isAddress = isAddressTld(tld, dots) && !/^\d+$/.test(labels[labels.length - 2]!)
		if (!isAddress) continue
		let urlEnd = end
		if (path) urlEnd = end + (/^\/[^\s<>"']*/.exec(text.slice(end, end + 200))?.[0].length ?? 0)
		spans.push([start, trimTrailingPunctuation(text, start, urlEnd)])
	}
	return spans
}

function trimTrailingPunctuation(text: string, start: number, end: number) {
	while (end > start + 1 && /[.,;:!?)\]'"]/.test(text[end - 1]!)) end--
	return end
}

// Messenger apps: their links, their names where the text offers them as a way to talk, handles.

/** Links to a conversation in an app, also spaced out or with `slash` for `/` (`t . me / anna`, `wa dot me slash 44…`). */
const MESSENGER_LINK =
	/\b(?:wa\s?\.\s?me|api\.whatsapp\.com|chat\.whatsapp\.com|wa\.link|t\s?\.\s?me|telegram\.(?:me|dog)|signal\.me|viber\.click|invite\.viber\.com|m\.me|u\.wechat\.com|line\.me)(?:\s?\/\s?|\s+slash\s+)[^\s<>"']*/gi
const MESSENGER_APP =
	/\b(?:wh?ats?\s?ap{1,2}|whatsap|watsap|wsp|wassap|telegram{1,2}|viber|we\s?chat|weixin|skype|threema|kik|snapchat|line\s?id|signal|instagram|insta|facebook\s+messenger|fb\s+messenger|messenger)\b/gi
/** Words before an app's name that offer it as a channel: `contact me on`, `per`, `sur`, `por`. */
const OFFERED_BEFORE =
	/\b(?:on|via|over|through|by|per|uber|ueber|auf|sur|par|por|en|using|use|add|text|message|msg|contact|kontakt|write|call|ping|reach|dm|chat|me|us|my|mon|ma|mi|mein|tel|schreib\w*|ecri\w*|contact\w*|escrib\w*|llam\w*|mensaje|or|and|oder|und|ou|et|o|y)\s*[:\-–]?\s*$/i
/** Digits written as words, in the languages of the site (see DIGIT_WORDS). */
const SPELLED_DIGITS =
	'zero|oh|one|two|three|four|five|six|seven|eight|nine|null|eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|deux|trois|quatre|cinq|sept|huit|neuf|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve'
/** `send me a WhatsApp`, `mándame un WhatsApp`, `schreib mir eine WhatsApp`; or right after a number: `0612… (WhatsApp)`. */
const OFFERED_BEFORE_TOO = new RegExp(
	String.raw`(?:\b(?:me|us|mir|uns|moi|nous)\s+(?:an?|eine?|ne|un|une)|\b\w+(?:me|nos)\s+una?|(?:[\])]|\b(?=[\dOoIl]*\d)[\dOoIl]+|\b(?:${SPELLED_DIGITS}))\s*[(/,–-]?)\s*$`,
	'i',
)
/** What follows an app's name when it is offered: a number (maybe spelled out), a handle, `me`, a colon. */
const OFFERED_AFTER = new RegExp(
	String.raw`^\s*(?:[:=\-–>@+([]|\d|(?:me|us|only|number|nr|no|num|nummer|numero|id|handle|user|contact|available|or|and|oder|ou|o|y|${SPELLED_DIGITS})\b)`,
	'i',
)
/** `signal` is also a word (`good phone signal`): only with a number or a handle after it, or `on Signal`. */
const SIGNAL_OFFERED_AFTER = new RegExp(
	String.raw`^\s*(?:[:\-–]\s*)?(?:@|\(?\+|[([]?[0oO]\d|\d{3}|(?:${SPELLED_DIGITS})\b)|^\s*(?:me|app|messenger)\b`,
	'i',
)
const SIGNAL_OFFERED_BEFORE = /\b(?:on|via|over|per|by|uber|auf|sur|par|por|en)\s*$/i
const HANDLE = /@[a-z][a-z0-9_.]{1,31}[a-z0-9_]/gi

function messengerLinkSpans(view: View): Span[] {
	return spansOf(view, MESSENGER_LINK).map(([start, end]): Span => [
		start,
		trimTrailingPunctuation(view.text, start, end),
	])
}

function messengerSpans(view: View): Span[] {
	const spans: Span[] = []
	for (const [start, end] of spansOf(view, MESSENGER_APP)) {
		const name = view.text.slice(start, end).toLowerCase()
		const before = view.text.slice(Math.max(0, start - 30), start)
		const after = view.text.slice(end, end + 25)
		// A handle right after the name (`Viber anna_lets`, `insta: anna.homes`): letters with a digit, dot or underscore.
		const handleAfter = /^\s*[:\-–]?\s*@?[a-z][a-z0-9]*[._\d][a-z0-9._]*/i.test(after)
		const offered =
			name === 'signal'
				? SIGNAL_OFFERED_AFTER.test(after) || SIGNAL_OFFERED_BEFORE.test(before) || OFFERED_BEFORE_TOO.test(before)
				: /^(?:insta|instagram|messenger)$/.test(name)
					? /^\s*[:\-–]?\s*@/.test(after) ||
						handleAfter ||
						/\b(?:dm|message|contact)\s+(?:me|us)\s+(?:on|via)\s*$/i.test(before)
					: OFFERED_BEFORE.test(before) || OFFERED_BEFORE_TOO.test(before) || OFFERED_AFTER.test(after) || handleAfter
		if (!offered) continue
		const handle = /^\s*(?:id\s*)?[:=]?\s*@[a-z0-9_.]+/i.exec(after)
		spans.push([start, handle ? end + handle[0].length : end])
	}
	return spans
}

/** The apps whose names are misspelled on purpose (`telegrm`, `whtsapp`, `tele gram`), and real words close to them. */
const APP_NAMES = ['whatsapp', 'telegram', 'viber', 'skype', 'instagram', 'snapchat', 'threema', 'wechat']
const WORDS_NEAR_APP_NAMES = new Set([
	'telegraph',
	'telegrams',
	'fiber',
	'fibre',
	'vibes',
	'viper',
	'liber',
	'sniper',
	'instant',
	'skyline',
	'whatnot',
	'wechsel',
	'threes',
	'vibe',
	'skye',
	'skip',
])
const LETTER_WORD = /\p{L}[\p{L}'’]*/gu

/** First and last letters of the apps' names: a misspelling keeps one of them (`telegrm`, `hwatsapp`). */
const APP_NAME_ENDS = new Set(APP_NAMES.flatMap((name) => [name[0]!, name[name.length - 1]!]))

/** A word (or two run together) that is an app's name spelled wrong by a letter or two, where the text offers it. */
function misspelledMessengerSpans(view: View): Span[] {
	const spans: Span[] = []
	const text = view.text
	const words = spansOf(view, LETTER_WORD)
	for (let k = 0; k < words.length; k++) {
		for (let last = k; last <= k + 1 && last < words.length; last++) {
			const [start, end] = [words[k]![0], words[last]![1]]
			if (end - start < 4 || end - start > 12) continue
			const first = text[start]!.toLowerCase()
			const final = text[end - 1]!.toLowerCase()
			if (!APP_NAME_ENDS.has(first) && !APP_NAME_ENDS.has(final)) continue
			if (last > k && !/^[ -]$/.test(text.slice(words[k]![1], words[last]![0]))) continue
			const word = text
				.slice(start, end)
				.toLowerCase()
				.replace(/['’ -]/g, '')
			if (word.length < 4 || word.length > 11 || WORDS_NEAR_APP_NAMES.has(word) || word in DIGIT_WORDS) continue
			const app = APP_NAMES.find((name) => {
				// The name itself is found by MESSENGER_APP, unless it was split in two (`tele gram`).
				if (name === word) return last > k
				if (Math.abs(name.length - word.length) > 2) return false
				if (name[0] !== first && name[name.length - 1] !== final) return false
				return editDistance(word, name) <= (name.length >= 8 ? 2 : 1)
			})
			if (!app) continue
			const before = text.slice(Math.max(0, start - 30), start)
			const after = text.slice(end, end + 25)
			if (OFFERED_BEFORE.test(before) || OFFERED_BEFORE_TOO.test(before) || OFFERED_AFTER.test(after))
				spans.push([start, end])
		}
	}
	return spans
}

/** Levenshtein distance with transpositions (`whatsapp` and `whtasapp` are one apart), for short words. */
function editDistance(a: string, b: string) {
	const width = b.length + 1
	const rows = new Uint8Array((a.length + 1) * width)
	for (let j = 0; j <= b.length; j++) rows[j] = j
	for (let i = 1; i <= a.length; i++) {
		rows[i * width] = i
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1
			let best = Math.min(
				rows[(i - 1) * width + j]! + 1,
				rows[i * width + j - 1]! + 1,
				rows[(i - 1) * width + j - 1]! + cost,
			)
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				best = Math.min(best, rows[(i - 2) * width + j - 2]! + 1)
			rows[i * width + j] = best
		}
	}
	return rows[a.length * width + b.length]!
}

/** A Signal username: a nickname, a dot and two or more digits (`anna.42`). */
const SIGNAL_USERNAME = /\b[a-z][a-z0-9_]{2,31}\.\d{2,9}\b/gi
/** Nicknames that are abbreviations before a number (`apt.12`, `fig.01`). */
const NOT_A_NICKNAME =
	/^(?:apt|app|flat|unit|nos?|nr|num|ref|tel|fig|vol|page|art|sec|floor|room|lot|plot|ver|rev|bus|line|linea|ligne|bj|ca|approx|etc)$/i

/** Signal usernames with `Signal` near them (the name alone is also a word: `good phone signal`). */
function signalUsernameSpans(view: View): Span[] {
	const mentions = spansOf(view, SIGNAL_WORD)
	if (!mentions.length) return []
	let next = 0
	return spansOf(view, SIGNAL_USERNAME).filter(([start, end]) => {
		const nickname = view.text.slice(start, view.text.indexOf('.', start))
		if (NOT_A_NICKNAME.test(nickname)) return false
		while (next < mentions.length && mentions[next]![1] < start - 40) next++
		const mention = mentions[next]
		return mention !== undefined && mention[0] <= end + 30
	})
}
const SIGNAL_WORD = /\bsignal\b/gi

/** An app's name (or its usual short form) just before a handle: `TG: @anna`, `insta @anna`. */
const APP_BEFORE_HANDLE =
	/\b(?:tg|telegram|whats\s?app|wa|signal|insta(?:gram)?|ig|snap(?:chat)?|wechat|viber|skype|kik|threema|line)\b[^@\n]{0,20}$/i

/** `@villa_owner`: a handle on some app, standing on its own (not the middle of an e-mail address). */
function handleSpans(view: View): Span[] {
	if (!view.text.includes('@')) return []
	return spansOf(view, HANDLE).filter(([start, end]) => {
		if (/[a-z0-9@._-]/i.test(view.text[start - 1] ?? '') || view.text[end] === '@') return false
		const name = view.text.slice(start + 1, end)
		return (
			name.length >= 5 || /[\d_]/.test(name) || APP_BEFORE_HANDLE.test(view.text.slice(Math.max(0, start - 40), start))
		)
	})
}

// IBANs: two letters, two check digits, the account; the length of the country's IBAN and the mod-97 check.

const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
	(
		'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 EE20 EG29 ES24 ' +
		'FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 ' +
		'LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 ' +
		'SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20'
	)
		.split(' ')
		.map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
)
/** Two letters, two check digits and the account, its groups apart by up to three spaces, line breaks, dots, dashes, slashes, pipes or tildes. */
const IBAN_CANDIDATE = /\b[a-z]{2}[ ]{0,3}\d{2}(?:[\s.\-/|~_·]{0,3}[a-z0-9]){10,32}/gi

function ibanSpans(view: View): Span[] {
	const spans: Span[] = []
	const text = view.text
	IBAN_CANDIDATE.lastIndex = 0
	for (let match = IBAN_CANDIDATE.exec(text); match; match = IBAN_CANDIDATE.exec(text)) {
		const start = match.index
		const end = ibanEnd(text, start, start + match[0].length)
		if (end === undefined) {
			// `en 2019 cuenta ES67…`: the IBAN may start inside what was taken for one.
			IBAN_CANDIDATE.lastIndex = start + 1
			continue
		}
		spans.push([start, end])
		IBAN_CANDIDATE.lastIndex = end
	}
	return spans
}

/** Where the IBAN starting at `start` ends, if one does: its country's length, then the mod-97 check. */
function ibanEnd(text: string, start: number, end: number) {
	const length = IBAN_LENGTHS[text.slice(start, start + 2).toUpperCase()]
	if (!length) return undefined
	let iban = ''
	let at = start
	for (; at < end && iban.length < length; at++) {
		if (/[a-z0-9]/i.test(text[at]!)) iban += text[at]!.toUpperCase()
	}
	// The account must end where a group of it ends, not inside a word.
	if (iban.length < length || /[\p{L}\p{N}]/u.test(text[at] ?? '')) return undefined
	// Bank codes have a few letters (`NWBK`); a word run into the digits has more.
	const letters = iban.slice(4).match(/[A-Z]+/g) ?? []
	if (letters.join('').length > 14 || letters.some((run) => run.length > 6)) return undefined
	// Groups set apart by more than a space, a dot or a dash (line breaks, slashes, pipes): written in
	// capitals, with a bank code's letters at most, and never over the end of a sentence.
	const written = text.slice(start, at)
	if ((written.match(/[^a-z0-9]+/gi) ?? []).some((separator) => !/^[ .-]$/.test(separator))) {
		if (!/^[A-Z]{2}/.test(written) || letters.join('').length > 6 || /[.!?]\s/.test(written)) return undefined
	}
	return ibanChecksum(iban) === 1 ? at : undefined
}

function ibanChecksum(iban: string) {
	const rearranged = iban.slice(4) + iban.slice(0, 4)
	let remainder = 0
	for (const char of rearranged) {
		const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char)
		remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
	}
	return remainder
}

// Crypto wallets: Ethereum (and its tokens), bitcoin and litecoin in bech32 or base58, Tron, and other base58 addresses.

const WALLET =
	/\b(?:0x[0-9a-fA-F]{40}|(?:bc|ltc|tb|BC|LTC|TB)1[02-9ac-hj-np-zAC-HJ-NP-Z]{20,87}|[1-9A-HJ-NP-Za-km-z]{25,44})\b/g

function cryptoSpans(view: View): Span[] {
	const spans: Span[] = []
	if (!/[0-9A-Za-z]{25}/.test(view.text)) return spans
	for (const span of spansOf(view, WALLET)) {
		const address = view.text.slice(...span)
		if (/^0x/.test(address)) {
			spans.push(span)
			continue
		}
		if (/^(?:bc|ltc|tb)1/i.test(address) && (address === address.toLowerCase() || address === address.toUpperCase())) {
			spans.push(span)
			continue
		}
		if (!/^[1-9A-HJ-NP-Za-km-z]+$/.test(address)) continue
		const digits = address.match(/\d/g)?.length ?? 0
		const upper = address.match(/[A-Z]/g)?.length ?? 0
		const lower = address.match(/[a-z]/g)?.length ?? 0
		if (!digits || !upper || !lower) continue
		const bitcoinLike = /^[13LM]/.test(address) && address.length <= 35
		const tron = address[0] === 'T' && address.length === 34
		const other = address.length >= 32 && digits >= 2 && upper >= 2 && lower >= 2
		if (bitcoinLike || tron || other) spans.push(span)
	}
	return spans
}

// Phone numbers: a view where spelled-out digits are digits, then runs of digits and separators,
// cut at what is plainly not a phone number (dates, times, amounts, sizes, references), and each
// stretch of a plausible length checked by libphonenumber.

/** Digits as words, 0 to 9, in English, German, French and Spanish (written without accents, as the view has them). */
const DIGIT_WORDS: Record<string, string> = Object.fromEntries(
	[
		'zero|oh|nought one two three four five six seven eight nine',
		'null eins zwei|zwo drei vier funf|fuenf sechs sieben acht neun',
		'zero un deux trois quatre cinq six sept huit neuf',
		'cero uno dos tres cuatro cinco seis siete ocho nueve',
	].flatMap((language) =>
		language.split(' ').flatMap((names, digit) => names.split('|').map((name) => [name, String(digit)])),
	),
)
const REPEATS: Record<string, number> = { double: 2, doppel: 2, doble: 2, triple: 3, dreifach: 3 }
const REPEAT = `(?:(${Object.keys(REPEATS).join('|')})[\\s-]+)`
const SPELLED_DIGIT = new RegExp(`\\b${REPEAT}?(${Object.keys(DIGIT_WORDS).join('|')})\\b|\\b${REPEAT}(\\d)\\b`, 'gi')
/** `12 sept. 2026` is a date. */
const MONTH_SEPT = /^\.?\s*(?:19|20)\d\d\b/
/** `plus` before a number is its `+`, unless it stands between two groups (`660 plus 482 plus 154`). */
const PLUS_WORD = /(?<!\d[\s.-]{0,3})\b(?:plus|plus-)\s*(?=\d)/gi
/** `O` for zero and `l` or `I` for one: a run of digits and those letters, standing apart from words. */
const LETTER_DIGITS = /(?:\d|(?<![A-Za-z])[oOlI])(?:[ .-]?[\doOlI]){6,}/g
/** `+44 (0) 7911…`: the trunk zero written after the country code. */
const TRUNK_ZERO = /(?<=\+\s?\d{1,3})\s?\(0\)/g

function digitView(base: View): View {
	let view = rewrite(base, SPELLED_DIGIT, (match) => {
		const [, repeat, word, digitRepeat, digit] = match
		if (digit) return digit.repeat(REPEATS[digitRepeat!.toLowerCase()]!)
		const lower = word!.toLowerCase()
		if (lower === 'sept' && MONTH_SEPT.test(match.input.slice(match.index + match[0].length))) return undefined
		return DIGIT_WORDS[lower]!.repeat(repeat ? REPEATS[repeat.toLowerCase()]! : 1)
	})
	if (/plus/i.test(view.text)) view = rewrite(view, PLUS_WORD, () => '+')
	if (/\d[ .-]?[oOlI]|[oOlI][ .-]?\d/.test(view.text)) {
		view = applyEdits(view, letterDigitEdits(view.text))
	}
	return view.text.includes('(0)') ? rewrite(view, TRUNK_ZERO, () => '') : view
}

/** One edit for each letter standing for a digit, so that each digit still comes from its own letter. */
function letterDigitEdits(text: string): Edit[] {
	const edits: Edit[] = []
	LETTER_DIGITS.lastIndex = 0
	for (let match = LETTER_DIGITS.exec(text); match; match = LETTER_DIGITS.exec(text)) {
		let run = match[0]
		// `…123 only`: the run took the first letter of the next word.
		if (/[A-Za-z]/.test(text[match.index + run.length] ?? '')) run = run.replace(/[ .-]?[oOlI]+$/, '')
		const letters = run.match(/[oOlI]/g)?.length ?? 0
		const digits = run.match(/\d/g)?.length ?? 0
		if (!letters || digits < 3 || letters + digits < 7) continue
		for (let k = 0; k < run.length; k++) {
			if (/[oO]/.test(run[k]!)) edits.push([match.index + k, match.index + k + 1, '0'])
			else if (/[lI]/.test(run[k]!)) edits.push([match.index + k, match.index + k + 1, '1'])
		}
	}
	return edits
}

/** What may stand between two groups of a number: spaces, line breaks, punctuation (pictures are spaces by now). */
const GROUP_SEPARATOR = String.raw`[\s.\-–—()[\]{}<>/\\|_*~·,:;='"]`
/** A number that ends a line with its sentence (`…ref 2024-5504.` and `50 m to the beach` below it) is not continued by the next one. */
const NOT_SENTENCE_END = String.raw`(?!(?<=\d)[.!?][^\S\n]*\n)`
/** Before a word between two groups: on the same line, and not the end of a sentence or a clause (`;`). */
const BEFORE_WORD = String.raw`[ \t\-–—()[\]{}<>/\\|_*~·,:='"]`
/**
 * A run of digit groups: between two groups, up to four separators, or one short word (up to five
 * letters) within a sentence: `07911 then 123 then 456`, `0791 / 112 / 3456`, one digit a line.
 * Never over the end of a sentence.
 */
const DIGIT_RUN = new RegExp(
	String.raw`\+?\d(?:\d|(?:${NOT_SENTENCE_END}${GROUP_SEPARATOR}){1,4}(?=\d)|${BEFORE_WORD}{1,3}[a-z]{1,5}${GROUP_SEPARATOR}{1,3}(?=\d))*`,
	'gi',
)
/** Numbers that are plainly something else: dates, times, amounts and sizes, reference numbers. */
const NOT_PHONE = new RegExp(
	[
		String.raw`\b\d{1,2}([./-])\d{1,2}\1(?:19|20)\d\d\b`,
		String.raw`\b(?:19|20)\d\d([./-])\d{1,2}\2\d{1,2}\b`,
		String.raw`\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b`,
		// US ZIP+4 codes.
		String.raw`\b\d{5}-\d{4}\b`,
		String.raw`\b\d{1,2}[.:h]\d{2}\s?(?:[-–—]|to|bis|a|à)\s?\d{1,2}[.:h]\d{2}\b`,
		String.raw`\b\d{1,2}[:h]\d{2}\b`,
		String.raw`(?:[$€£¥]|\b(?:eur|usd|gbp|chf|us\$)\b)\s?\d{1,3}(?:[ ,.'’]\d{3}){0,4}(?:[.,]\d{1,2})?`,
		String.raw`\b\d{1,3}(?:[ ,.'’]\d{3}){0,4}(?:[.,]\d{1,2})?\s?(?:[$€£%]|(?:eur|euros?|usd|dollars?|pounds?|gbp|chf|k|m2|m3|qm|sqm|sqft|sq|square|ft|feet|acres?|ha|km|mi|miles?|m|cm|mm|min|mins|minutes?|kwh|kw|mbps|gbps|mbit|pcm|pw|pm|per|mo|month|months|years?|yrs?|jahre?|ans?|anos?|bed\w*|bath\w*|br|ba|x)\b)`,
		// Identifiers of land and of listings on other registers; not `Ref.` or `#`, which put any number in front of a phone number.
		String.raw`\b(?:mls|lot|apn|parcel|cadastral|catastral|kataster|flurstuck|objekt-?nr)\b\.?[ \t]?[:#]?[ \t]?\d[\d -]{0,20}\d`,
	].join('|'),
	'gi',
)
/** Calls to libphonenumber per text at most: a page of numbers costs no more than a few of them. */
const PHONE_CHECKS_MAX = 120
/** Where a number written with a trunk zero (`07911…`, `0151…`, `06…`) may be from, by its length with the zero. */
const TRUNK_REGIONS: Record<number, CountryCode[]> = {
	9: ['DE', 'BE', 'IE', 'AT'],
	10: ['GB', 'FR', 'DE', 'NL', 'BE', 'CH', 'AU', 'IE', 'AT'],
	11: ['GB', 'DE', 'AT', 'IT'],
	12: ['DE', 'AT'],
	13: ['DE', 'AT'],
}

type DigitGroup = { start: number; end: number; digits: string }
type Budget = { checks: number }

function phoneSpans(view: View, original: string): Span[] {
	const runs = spansOf(view, DIGIT_RUN).filter(([start, end]) => countDigits(view.text, start, end) >= 7)
	if (!runs.length) return []
	const barriers = { spans: barrierSpans(view.text, runs), next: 0 }
	const budget = { checks: PHONE_CHECKS_MAX }
	const spans: Span[] = []
	for (const [start, end] of runs) {
		const international = view.text[start] === '+'
		for (const groups of splitRun(view, original, start, end, barriers)) {
			spans.push(...phonesInGroups(view.text, groups, international && groups[0]!.start === start + 1, budget))
		}
	}
	return spans
}

/** The dates, amounts and references around the runs of digits (the rest of the text cannot hold them). */
function barrierSpans(text: string, runs: Span[]): Span[] {
	const spans: Span[] = []
	let scannedTo = 0
	for (const [start, end] of runs) {
		let from = Math.max(scannedTo, start - 30)
		while (from > scannedTo && /\S/.test(text[from - 1]!)) from--
		const to = Math.min(text.length, end + 30)
		NOT_PHONE.lastIndex = from
		scannedTo = to
		for (let match = NOT_PHONE.exec(text); match; match = NOT_PHONE.exec(text)) {
			spans.push([match.index, match.index + match[0].length])
			scannedTo = Math.max(scannedTo, NOT_PHONE.lastIndex)
			if (NOT_PHONE.lastIndex >= to) break
		}
	}
	return spans
}

function countDigits(text: string, start: number, end: number) {
	let count = 0
	for (let i = start; i < end; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) count++
	return count
}

/**
 * The digit groups of a run, in stretches that no barrier (a date, an amount…) or a comma after a
 * group of several digits written as digits crosses. Runs come in order, so the barriers are walked once.
 */
function splitRun(
	view: View,
	original: string,
	start: number,
	end: number,
	barriers: { spans: Span[]; next: number },
): DigitGroup[][] {
	const text = view.text
	const stretches: DigitGroup[][] = []
	let current: DigitGroup[] = []
	const digitGroups = /\d+/g
	digitGroups.lastIndex = start
	for (let match = digitGroups.exec(text); match && match.index < end; match = digitGroups.exec(text)) {
		const group = { start: match.index, end: match.index + match[0].length, digits: match[0] }
		while (barriers.next < barriers.spans.length && barriers.spans[barriers.next]![1] <= group.start) barriers.next++
		const barrier = barriers.spans[barriers.next]
		const blocked = barrier !== undefined && barrier[0] < group.end
		const previous = current[current.length - 1]
		// `Bus 12, 45, 210` is a list; `oh seven nine one one, double two three` is a number read out.
		const commaBreak =
			previous &&
			text.slice(previous.end, group.start).includes(',') &&
			(previous.digits.length > 1 || group.digits.length > 1) &&
			!(writtenAsWord(view, original, previous.start) && writtenAsWord(view, original, group.start))
		if (blocked || commaBreak) {
			if (current.length) stretches.push(current)
			current = blocked ? [] : [group]
			continue
		}
		current.push(group)
	}
	if (current.length) stretches.push(current)
	return stretches
}

/** The phone numbers among consecutive digit groups, from the left, each the longest that is valid. */
function phonesInGroups(text: string, groups: DigitGroup[], afterPlus: boolean, budget: Budget): Span[] {
	const spans: Span[] = []
	let i = 0
	while (i < groups.length && budget.checks > 0) {
		const international = afterPlus && i === 0
		let last = i
		let length = 0
		while (last < groups.length && length + groups[last]!.digits.length <= 15) length += groups[last++]!.digits.length
		let best = -1
		let digits = ''
		for (let k = i; k < last; k++) digits += groups[k]!.digits
		for (let j = last - 1; j >= i && digits.length >= 7; j--) {
			if (isPhoneNumber(digits, international, budget)) {
				best = j
				break
			}
			digits = digits.slice(0, digits.length - groups[j]!.digits.length)
		}
		if (best < 0) {
			i++
			continue
		}
		let from = international ? groups[i]!.start - 1 : groups[i]!.start
		let to = groups[best]!.end
		// `(512) 555-0147`: the brackets of an area code belong to the number.
		if (text[from - 1] === '(' && text.slice(from, to).includes(')')) from--
		if (text[to] === ')' && text.slice(from, to).includes('(')) to++
		spans.push([from, to])
		i = best + 1
	}
	return spans
}

function isPhoneNumber(digits: string, afterPlus: boolean, budget: Budget) {
	if (afterPlus) return digits.length >= 8 && check(budget, `+${digits}`)
	if (digits.startsWith('00')) return digits.length >= 10 && check(budget, `+${digits.slice(2)}`)
	if (digits[0] === '0') {
		for (const region of TRUNK_REGIONS[digits.length] ?? [])
			if (budget.checks > 0 && check(budget, digits, region)) return true
		return false
	}
	if (digits.length === 10 && /^[2-9]\d\d[2-9]/.test(digits))
		return check(budget, digits, 'US') || (digits[0] === '3' && check(budget, digits, 'IT'))
	if (digits.length === 11 && /^1[2-9]\d\d[2-9]/.test(digits)) return check(budget, digits.slice(1), 'US')
	if (digits.length === 9 && /^[6-9]/.test(digits)) return check(budget, digits, 'ES')
	return false
}

function check(budget: Budget, number: string, region?: CountryCode) {
	budget.checks--
	return region ? isValidPhoneNumber(number, region) : isValidPhoneNumber(number)
}

// ---------------------------------------------------------------------------------------------
// Asking for money outside the site. A payment channel of the scams (Western Union, gift cards,
// crypto, PayPal's friends and family, an IBAN or a wallet) is enough, and so is money with a scam's
// story (the keys by post, the first to pay gets it). Otherwise it takes a request for money addressed
// to the reader, in one sentence: with a reason to pay before the viewing or the keys anywhere in the
// message, or by a channel of its own when that sentence is not about after the lease is signed.

function words(...patterns: string[]) {
	return new RegExp(patterns.join('|'), 'gi')
}

const STRONG_MONEY_CHANNELS = words(
	String.raw`\bwestern\s*union\b`,
	String.raw`\bmoney\s*gram\b`,
	String.raw`\bria\s+(?:money\s+)?transfer\b`,
	String.raw`\bworld\s*remit\b`,
	String.raw`\bremitly\b`,
	String.raw`\bgift[\s-]*cards?\b`,
	String.raw`\bcartes?[\s-]cadeaux?\b`,
	String.raw`\btarjetas?\s+(?:de\s+)?regalo\b`,
	String.raw`\bgeschenk(?:karten?|gutscheine?)\b`,
	String.raw`\b(?:itunes|apple\s+store|steam|google\s*play|amazon|razer\s*gold|ebay|vanilla)\s*(?:gift\s*)?(?:cards?|codes?|vouchers?|gutscheine?|karten?|cartes?|tarjetas?)\b`,
	String.raw`\bapple\s+(?:gift\s+)?cards\b`,
	String.raw`\bpaysafe\s*(?:card|code)s?\b`,
	String.raw`\b(?:neosurf|transcash|pcs\s+mastercard|coupons?\s+pcs)\b`,
	String.raw`\bpaypal\b[^.!?\n]{0,40}?\b(?:friends?\s*(?:and|&|\+|n)\s*family|f\s?&\s?f|fnf|freunde\s*(?:und|&)\s*familie|familie\s*(?:und|&)\s*freunde|(?:amis\s*(?:et|&)\s*(?:la\s+)?famille|entre\s+proches)|amigos\s*(?:y|&)\s*famili\w*)`,
	String.raw`\b(?:friends?\s*(?:and|&)\s*family|f\s?&\s?f|freunde\s*(?:und|&)\s*familie|amis\s*(?:et|&)\s*(?:la\s+)?famille|amigos\s*(?:y|&)\s*famili\w*)\b[^.!?\n]{0,30}?\bpaypal\b`,
	String.raw`\b(?:bitcoins?|btc|usdt|tether|ethereum|ether|litecoin|usdc|dogecoin|monero|xmr|trc-?20|erc-?20|binance|coinbase)\b`,
	String.raw`\b(?:crypto|krypto|cripto)\w*`,
)

/** A scam's story, enough with money anywhere in the message: keys sent by post, the first to pay gets it. */
const SCAM_STORY = words(
	String.raw`\b(?:keys|schlussel|cles|llaves)\b[^.!?\n]{0,50}?\b(?:post|mail|courier|dhl|fedex|ups|correo|mensajeria|poste|colis|kurier|chronopost|seur)\b`,
	String.raw`\b(?:courier|dhl|fedex|ups|registered\s+mail|kurier|chronopost|seur|mensajeria)\b[^.!?\n]{0,40}?\b(?:keys|schlussel|cles|llaves)\b`,
	String.raw`\b(?:mail|post|ship|courier)\s+(?:you\s+)?(?:the\s+)?keys\b|\bkeys\s+to\s+your\s+(?:door|address|home)\b`,
	String.raw`\bfirst\s+(?:one\s+|person\s+)?to\s+(?:send|pay|transfer|wire)\b`,
	String.raw`\b(?:take|taking)\s+(?:the\s+(?:listing|ad|advert)|it)\s+(?:down|offline|off\s+the\s+(?:market|site))\b|\boff\s+the\s+market\b`,
	String.raw`\b(?:no|without)\s+(?:a\s+|the\s+|any\s+)?(?:viewing|visit|showing)\s+(?:is\s+)?(?:needed|necessary|required)\b`,
	String.raw`\b(?:the\s+(?:flat|apartment|house|room|place|property)\s+is\s+yours|it'?s\s+yours)\b`,
	String.raw`\bkeys\s+are\s+(?:with|held\s+by)\s+(?:my|our|the)\s+(?:lawyer|agent|solicitor|notary|attorney)\b`,
	String.raw`\b(?:deposit|payment|money)\s+first\b[^.!?\n]{0,20}?\b(?:viewing|visit|keys)\b`,
)

const MONEY_REQUESTS = words(
	// English
	String.raw`\b(?:please|pls|plz|kindly)\b[^.!?\n]{0,30}?\b(?:send|pay|transfer|wire|(?<!\b(?:a|the|holding|security|your|my)\s)deposit|make|remit|forward|proceed)\b`,
	String.raw`\byou(?:'ll|\s+will|\s+would)?\s+(?:need|have|must|should|are\s+(?:required|expected|asked))\s+to\s+(?:first\s+)?(?:send|pay|transfer|wire|make|deposit|remit)\b`,
	String.raw`\byou\s+(?:must|can|may|could)\s+(?:first\s+|simply\s+|just\s+)?(?:send|pay|transfer|wire|make|deposit)\b`,
	String.raw`\b(?:send|pay|transfer|wire|remit)\s+(?:me|us)\b`,
	String.raw`(?<=^\s{0,3}|[.!?\n:;,]\s{0,3}|\b(?:just|simply|first|then|and)\s{1,3})(?:send|pay|transfer|wire|remit)\b`,
	String.raw`\b(?:i|we)\s+(?:will\s+|would\s+|'ll\s+)?(?:need|require|request|ask\s+for|expect|want)\s+(?:you\s+to\s+(?:send|pay|transfer|wire|make)|(?:a|the|your|an)\b)`,
	String.raw`\bwire\s+(?:the|it|a|your|\d|\$|€|£)`,
	String.raw`\b(?:is|are|be)\s+(?:required|needed|necessary|mandatory|expected)\b`,
	String.raw`\b(?:must|has\s+to|have\s+to|needs\s+to|should)\s+be\s+(?:paid|sent|transferred|wired|made|deposited)\b`,
	String.raw`\brequires?\s+(?:a|an|the)\b`,
	String.raw`\bwaiting\s+for\s+(?:your|the)\s+(?:payment|deposit|transfer|money)\b`,
	// German
	String.raw`\b(?:uberweisen|senden|schicken|zahlen|bezahlen|leisten|hinterlegen)\s+sie\b`,
	String.raw`\b(?:sie|du)\s+(?:mussen|musst|sollten|mussten|konnen)\b[^.!?\n]{0,40}?\b(?:uberweisen|zahlen|bezahlen|senden|schicken|leisten|hinterlegen)\b`,
	String.raw`\bbitte\b[^.!?\n]{0,40}?\b(?:uberweisen|zahlen|bezahlen|senden|schicken|leisten|hinterlegen)\b`,
	String.raw`\b(?:bitte|bitten)\s+(?:ich|wir)\s+(?:sie\s+)?um\b|\b(?:ich|wir)\s+(?:bitte|bitten)\s+(?:sie\s+)?um\b`,
	String.raw`\b(?:ist|wird|sind)\s+(?:eine?\s+\w+\s+)?(?:erforderlich|notig|fallig|zu\s+(?:zahlen|uberweisen|leisten))\b`,
	String.raw`\b(?:ich|wir)\s+(?:brauche|brauchen|benotige|benotigen)\b`,
	// French
	String.raw`\b(?:veuillez|merci\s+de|je\s+vous\s+prie\s+de)\b[^.!?\n]{0,30}?\b(?:envoyer|payer|virer|verser|regler|effectuer|faire)\b`,
	String.raw`\bvous\s+(?:devez|devrez|devriez|pouvez)\s+(?:d'abord\s+|me\s+|nous\s+)?(?:envoyer|payer|virer|verser|regler|effectuer|faire)\b`,
	String.raw`\b(?:envoyez|payez|virez|versez|reglez|effectuez)(?:-moi|-nous)?\b`,
	String.raw`\b(?:est|sont)\s+(?:obligatoires?|necessaires?|exigee?s?|demandee?s?|requise?s?)\b`,
	String.raw`\bfaites?\s+(?:un|le)\s+virement\b`,
	// Spanish
	String.raw`\b(?:por\s+favor|le\s+ruego|le\s+pido)\b[^.!?\n]{0,30}?\b(?:envie|enviar|pague|pagar|transfiera|transferir|ingrese|ingresar|haga|hacer|deposite|depositar|abone|abonar)\b`,
	String.raw`\b(?:debe|debera|tiene\s+que|tendra\s+que|necesita|puede)\s+(?:usted\s+)?(?:enviar|pagar|transferir|ingresar|hacer|depositar|abonar)\b`,
	String.raw`\b(?:envie(?:me)?|enviame|pague|transfiera|ingrese|deposite|abone)\b`,
	String.raw`\b(?:es|son)\s+(?:obligatori[oa]s?|necesari[oa]s?|imprescindibles?|requerid[oa]s?)\b`,
	String.raw`\b(?:necesito|necesitamos)\b`,
)

const PAYMENT_VERBS =
	/\b(?:pay|paid|send|transfer|wire|zahlen|bezahlen|uberweisen|hinterlegen|leisten|payer|verser|virer|envoyer|pagar|transferir|ingresar|abonar|enviar)\b/gi

const AMOUNT = String.raw`(?:[$€£]\s?(?:\d{1,3}(?:[,.' ]\d{3}){1,3}|\d{1,7})(?:[.,]\d{1,2})?|\b(?:\d{1,3}(?:[,.' ]\d{3}){1,3}|\d{1,7})(?:[.,]\d{1,2})?\s?(?:[$€£]|eur\b|euros?\b|usd\b|dollars?\b|pounds?\b|gbp\b))`
const MONEY = words(
	AMOUNT,
	String.raw`\b(?:security\s+)?deposit\b|\bholding\s+(?:fee|deposit)\b|\b(?:reservation|booking|application|admin)\s+fee\b|\badvance\b|\bpayment\b|\bmoney\b|\bfunds\b|\bfirst\s+month'?s?(?:\s+rent)?\b|\brent\b|\bfee\b|\bsum\b`,
	String.raw`\b(?:kaution|anzahlung|reservierungsgebuhr|miete|monatsmiete|zahlung|geld|betrag|vorauszahlung|gebuhr|summe)\b`,
	String.raw`\b(?:caution|depot(?:\s+de\s+garantie)?|acompte|loyer|paiement|argent|frais|montant|somme|avance|premier\s+mois)\b`,
	String.raw`\b(?:fianza|deposito|senal|reserva|alquiler|pago|dinero|importe|adelanto|anticipo|primer\s+mes|cantidad)\b`,
)

const MONEY_CHANNELS = words(
	String.raw`\b(?:bank|wire|telegraphic|sepa|swift|international|online|instant)\s*transfers?\b`,
	String.raw`\btransfer\s+(?:it\s+)?to\s+my\b`,
	String.raw`\b(?:to|into|on)\s+my\s+(?:bank\s+)?(?:account|paypal|wallet)\b`,
	String.raw`\b(?:my|our)\s+(?:bank\s+(?:details|account)|account\s+(?:details|number)|iban|paypal)\b`,
	String.raw`\b(?:paypal|zelle|venmo|cash\s*app|revolut|wise|money\s+order|cashier'?s?\s+che(?:ck|que))\b`,
	String.raw`\b(?:bank)?uberweisung\b|\buberweisen\b|\bmein(?:em|e)?\s+(?:konto|bankverbindung)\b|\bkontodaten\b|\bbankverbindung\b`,
	String.raw`\bvirement\b|\bmon\s+compte\b|\bcoordonnees\s+bancaires\b|\brib\b`,
	String.raw`\btransferencia\b|\bbizum\b|\bmi\s+cuenta\b|\bdatos\s+bancarios\b|\bingreso\s+en\s+cuenta\b`,
)

/** Reasons to pay before anything is seen or signed. */
const UPFRONT = words(
	// English
	String.raw`\bbefore\b[^.!?\n]{0,25}?\b(?:view(?:ing)?|visit|show(?:ing)?|tour|inspection|see|meet(?:ing)?)\b`,
	String.raw`\bin\s+advance\b|\bup\s*-?\s*front\b|\bbeforehand\b`,
	String.raw`\b(?:pay|send|transfer|wire)\b[^.!?\n]{0,40}?\bfirst\b(?!\s+month)|\bfirst\s*,?\s+then\b`,
	String.raw`\bto\s+(?:reserve|hold|secure|book|block|lock\s+in)\s+(?:it|this|(?:the|your)\s+(?:flat|apartment|house|room|property|place|home|studio|unit|booking|reservation|lease)|(?:the\s+)?(?:a\s+)?viewing)\b`,
	String.raw`\bso\s+(?:i|we)\s+know\s+you(?:'re|\s+are)\s+serious\b|\bto\s+(?:show|prove)\s+(?:you(?:'re|\s+are)\s+serious|your\s+(?:interest|commitment))\b`,
	String.raw`\b(?:i\s+am|i'm|we\s+are|we're)\s+(?:currently\s+|now\s+)?(?:abroad|overseas|out\s+of\s+(?:the\s+)?(?:country|town)|not\s+in\s+the\s+country|working\s+(?:abroad|overseas)|on\s+(?:a\s+)?(?:mission|deployment|assignment))`,
	String.raw`\b(?:no|without)\s+(?:a\s+|the\s+)?(?:viewing|visit|showing)\b`,
	String.raw`\b(?:can\s?not|can't|unable\s+to|not\s+able\s+to)\s+(?:show|meet|do\s+(?:a|the)\s+viewing)\b`,
	String.raw`\b(?:once|when|after|as\s+soon\s+as)\s+(?:i|we)\s+(?:receive|get|have\s+received|confirm)\s+(?:the\s+|your\s+)?(?:payment|deposit|money|transfer|funds)\b`,
	String.raw`\bto\s+confirm\s+(?:your\s+)?(?:interest|reservation|booking)\b`,
	// German
	String.raw`\bvor\s+(?:der|einer|jeder)\s+besichtigung\b|\bvorab\b|\bim\s+voraus\b|\bvorher\b|\bzuerst\b`,
	String.raw`\b(?:bin|sind)\s+(?:derzeit\s+|zurzeit\s+|gerade\s+|beruflich\s+)?im\s+ausland\b`,
	String.raw`\breservier(?:en|e|t|ung)\b`,
	String.raw`\bohne\s+besichtigung\b`,
	String.raw`\bsobald\s+(?:ich|wir)\s+(?:die|ihre)\s+(?:zahlung|kaution|anzahlung|uberweisung)\b|\bnach\s+(?:eingang|zahlung)\s+(?:der|ihrer)\b`,
	// French
	String.raw`\bavant\s+(?:la\s+|une\s+|toute\s+)?visite\b|\ba\s+l'avance\b|\bd'avance\b|\bpar\s+avance\b|\bau\s+prealable\b`,
	String.raw`\b(?:je\s+suis|nous\s+sommes)\s+(?:actuellement\s+)?(?:a\s+l'etranger|en\s+mission|hors\s+de\s+france)\b`,
	String.raw`\bpour\s+(?:la\s+)?reserv(?:er|ation)\b|\bsans\s+visite\b|\bdes\s+reception\b`,
	// Spanish
	String.raw`\bantes\s+de\s+(?:la\s+)?(?:visita|ver\s+el\s+piso|verlo)\b|\bpor\s+adelantado\b|\bpor\s+anticipado\b|\bde\s+antemano\b|\bcon\s+antelacion\b`,
	String.raw`\bestoy\s+(?:en\s+el\s+extranjero|fuera\s+del\s+pais|fuera\s+de\s+espana)\b`,
	String.raw`\bpara\s+(?:reservar|guardar|bloquear)(?:lo|la)?\b|\bsin\s+visita\b|\b(?:una\s+vez|cuando)\s+(?:reciba|recibamos)\s+(?:el|la|su)\s+(?:pago|fianza|transferencia|deposito)\b`,
)

/** Paying when the lease is signed, at the viewing, in person or month after month is how renting works. */
const AFTER_SIGNING = words(
	String.raw`\b(?:when|once|after|at|upon|on)\s+(?:we\s+|you\s+)?(?:sign|signing|the\s+signing\s+of)\s+(?:the\s+|a\s+)?(?:lease|contract|agreement|tenancy)`,
	String.raw`\b(?:when|once|after)\s+(?:the\s+)?(?:lease|contract|agreement)\s+(?:is|has\s+been)\s+signed\b|\bonce\s+we\s+have\s+a\s+(?:lease|contract)\b`,
	String.raw`\b(?:at|after|upon|during)\s+(?:the\s+)?(?:viewing|move-?\s?in|key\s+handover|check-?in)\b|\bin\s+person\b`,
	String.raw`\bbei\s+(?:der\s+)?(?:vertragsunterzeichnung|schlusselubergabe|unterschrift|besichtigung)\b|\bnach\s+(?:der\s+)?(?:besichtigung|vertragsunterzeichnung|unterzeichnung)\b`,
	String.raw`\ba\s+la\s+signature\b|\blors\s+de\s+(?:la\s+)?(?:remise\s+des\s+cles|signature)\b|\bapres\s+la\s+visite\b`,
	String.raw`\bal\s+firmar\b|\ba\s+la\s+firma\b|\bdespues\s+de\s+la\s+visita\b|\ben\s+persona\b`,
	String.raw`\b(?:each|every)\s+month\b|\bmonthly\b|\bjeden\s+monat\b|\bmonatlich\b|\bchaque\s+mois\b|\bmensuel\w*|\bcada\s+mes\b|\bmensual\w*`,
)

/**
 * The phrases of the sentences (the first three) that ask the reader for money: a request with money
 * or a channel when the message gives a reason to pay first; a request by a channel of its own, or
 * `send me $500`, when the sentence is not about later (the lease signed, the rent month after month).
 * With money and a reason to pay first in one sentence, a plain verb of paying is request enough
 * (`…die vorher die Kaution hinterlegen`), unless the sentence is a question or a condition.
 */
function requestsForMoney(view: View, money: Span[]): Span[] {
	const text = view.text
	const sentences = sentencesOf(text)
	const inSentences = (spans: Span[]) => bySentence(sentences, spans)
	const requests = inSentences(spansOf(view, MONEY_REQUESTS).filter((span) => !isConditional(text, span)))
	const payments = inSentences(spansOf(view, PAYMENT_VERBS).filter((span) => !isConditional(text, span, true)))
	const amounts = inSentences(money)
	const channels = inSentences(spansOf(view, MONEY_CHANNELS))
	const later = inSentences(spansOf(view, AFTER_SIGNING))
	const payFirst = spansOf(view, UPFRONT)
	const payFirstIn = inSentences(payFirst)
	const matched: Span[] = []
	for (let k = 0, flagged = 0; k < sentences.length && flagged < 3; k++) {
		const sentence = sentences[k]!
		let asking = requests[k]!
		if (!asking.length && amounts[k]!.length && payFirstIn[k]!.length && !isQuestion(text, sentence))
			asking = payments[k]!
		if (!asking.length || isOwnQuestion(text, sentence)) continue
		// A payment for when the lease is signed stays one, even beside a reason to pay first elsewhere.
		const forLater = later[k]!.length > 0
		const toMe = asking.some((span) => /^(?:send|pay|transfer|wire|remit)\s+(?:me|us)$/i.test(text.slice(...span)))
		const sums = amounts[k]!.filter((span) => /\d/.test(text.slice(...span)))
		let found: Span[] = []
		if (payFirst.length && (!forLater || payFirstIn[k]!.length) && (amounts[k]!.length || channels[k]!.length)) {
			found = [...asking, ...amounts[k]!, ...channels[k]!, ...(flagged ? [] : payFirst.slice(0, 3))]
		} else if (!forLater && channels[k]!.length) {
			found = [...asking, ...channels[k]!, ...amounts[k]!]
		} else if (!forLater && toMe && sums.length) {
			found = [...asking, ...sums]
		}
		if (found.length) {
			matched.push(...found)
			flagged++
		}
	}
	return matched
}

/** Spans (in order) grouped by the sentence they start in. */
function bySentence(sentences: Span[], spans: Span[]): Span[][] {
	const groups: Span[][] = sentences.map(() => [])
	let k = 0
	for (const span of spans) {
		while (k < sentences.length - 1 && span[0] >= sentences[k]![1]) k++
		groups[k]?.push(span)
	}
	return groups
}

/** A sentence that asks whether the writer should pay (`Do I need to pay a deposit before the viewing?`) asks no money of anyone. */
function isOwnQuestion(text: string, sentence: Span) {
	const words = text.slice(...sentence)
	if (!/\?\s*$/.test(words)) return false
	return /\b(?:do|should|must|would|will|can|could|shall|have|need)\s+(?:i|we)\b|\b(?:muss|soll|kann|mussen|sollen|konnen)\s+(?:ich|wir)\b|\b(?:dois-je|doit-on|devons-nous|puis-je)\b|\b(?:debo|tengo|puedo|debemos|tenemos)\b|^\s*(?:is|are|does|do|ist|est-ce|hay|es)\b/i.test(
		words,
	)
}

function isQuestion(text: string, sentence: Span) {
	return /\?\s*$/.test(text.slice(...sentence))
}

/** `if a holding deposit is needed`: a passive request (or any, with `anyRequest`) under `if` asks about a rule, not for money. */
function isConditional(text: string, [start, end]: Span, anyRequest = false) {
	const passive = /^(?:is|are|be|must|has|have|needs|should|requires?|ist|wird|sind|est|sont|es|son)\b/i
	if (!anyRequest && !passive.test(text.slice(start, end))) return false
	return /\b(?:if|whether|ob|falls|si)\b[^.!?\n]{0,40}$/i.test(text.slice(Math.max(0, start - 50), start))
}

/** The sentences of a text: ended by `.`, `!` or `?` before a space, or by a line break. */
function sentencesOf(text: string): Span[] {
	const sentences: Span[] = []
	const ends = /[.!?]+(?=\s|$)|\n/g
	let start = 0
	for (let match = ends.exec(text); match; match = ends.exec(text)) {
		const end = match.index + match[0].length
		if (end > start) sentences.push([start, end])
		start = end
	}
	if (start < text.length) sentences.push([start, text.length])
	return sentences
}
