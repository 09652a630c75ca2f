/**
 * The first `max` characters of a text, cut at a word boundary when one is near,
 * followed by '…' when anything was cut. Never longer than max + 1 characters.
 */
export function excerpt(text: string, max: number) {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return clean
	const cut = clean.slice(0, max)
	const lastSpace = cut.lastIndexOf(' ')
	// Cutting at the last word keeps the excerpt readable, unless that would lose too much.
	const atWord = lastSpace >= max * 0.8 ? cut.slice(0, lastSpace) : cut
	return `${atWord.replace(/[\s,;:.!?'"’(–-]+$/, '')}…`
}
