/**
 * The longest start of `text` of at most `max` UTF-16 code units that ends between two graphemes
 * (what a reader sees as one character): never inside a surrogate pair (half an emoji shows as
 * U+FFFD), a letter with its combining accents, a flag or an emoji sequence joined by ZWJ.
 * Every place that shortens a text someone will read goes through it.
 */
export function clip(text: string, max: number) {
	if (text.length <= max) return text
	if (max <= 0) return ''
	// Most cuts fall between two plain characters, where a boundary is certain: no need to segment.
	if (certainBoundary(text, max)) return text.slice(0, max)
	// The boundary before a character depends on it and on what precedes it: the first max + 2
	// units (a whole code point after the cut) decide every boundary up to the cut.
	const head = text.slice(0, max + 2)
	if (typeof Intl.Segmenter !== 'function') return wholeCodePoints(head, max)
	let end = 0
	for (const { index, segment } of graphemes().segment(head)) {
		if (index + segment.length > max) break
		end = index + segment.length
	}
	return text.slice(0, end)
}

/**
 * Whether graphemes always part between text[at - 1] and text[at]: both below U+0300, where no rule of
 * Unicode's grapheme clusters (UAX #29) joins two characters but CR LF. Combining marks, joiners,
 * variation selectors, surrogates, Hangul jamo, prepended and spacing marks all lie above.
 */
function certainBoundary(text: string, at: number) {
	const before = text.charCodeAt(at - 1)
	const after = text.charCodeAt(at)
	return before < 0x300 && after < 0x300 && !(before === 0x0d && after === 0x0a)
}

let segmenter: Intl.Segmenter | undefined
function graphemes() {
	segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
	return segmenter
}

/** Browsers without Intl.Segmenter: at least no half of a surrogate pair. */
function wholeCodePoints(text: string, max: number) {
	const code = text.charCodeAt(max - 1)
	return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/**
 * The first `max` characters of a text, cut at a word boundary when one is near (and always between
 * two graphemes, see clip), followed by '…' when anything was cut. Never longer than max + 1
 * characters.
 */
export function excerpt(text: string, max: number) {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return clean
	const cut = clip(clean, max)
	const lastSpace = cut.lastIndexOf(' ')
	// Cutting at the last word keeps the excerpt readable, unless that would lose too much.
	const atWord = lastSpace >= max * 0.8 ? cut.slice(0, lastSpace) : cut
	return `${atWord.replace(/[\s,;:.!?'"’(–-]+$/, '')}…`
}
