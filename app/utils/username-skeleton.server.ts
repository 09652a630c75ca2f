import ASCIIFolder from 'fold-to-ascii'
import unhomoglyph from 'unhomoglyph'

/**
 * Small capitals, as their letters. They have no lower case and no compatibility decomposition, and
 * confusables.txt (up to Unicode 17) maps only those drawn exactly like a lower-case letter (ᴄ ᴏ ᴜ ᴠ ᴡ
 * ᴢ ꜱ): without this, `ᴅemo` would pass for `demo`. A small capital is its letter in another case,
 * and names are compared without case.
 */
const SMALL_CAPITALS: Record<string, string> = {
	'\u1d00': 'a', // ᴀ
	'\u1d01': 'æ', // ᴁ
	'\u0299': 'b', // ʙ
	'\u1d04': 'c', // ᴄ
	'\u1d05': 'd', // ᴅ
	'\u1d06': 'ð', // ᴆ
	'\u1d07': 'e', // ᴇ
	'\ua730': 'f', // ꜰ
	'\u0262': 'g', // ɢ
	'\u029c': 'h', // ʜ
	'\u026a': 'i', // ɪ
	'\u1d0a': 'j', // ᴊ
	'\u1d0b': 'k', // ᴋ
	'\u029f': 'l', // ʟ
	'\u1d0c': 'ł', // ᴌ
	'\u1d0d': 'm', // ᴍ
	'\u0274': 'n', // ɴ
	'\u1d0f': 'o', // ᴏ
	'\u0276': 'œ', // ɶ
	'\u1d18': 'p', // ᴘ
	'\ua7af': 'q', // ꞯ
	'\u0280': 'r', // ʀ
	'\ua731': 's', // ꜱ
	'\u1d1b': 't', // ᴛ
	'\u1d1c': 'u', // ᴜ
	'\u1d20': 'v', // ᴠ
	'\u1d21': 'w', // ᴡ
	'\u028f': 'y', // ʏ
	'\u1d22': 'z', // ᴢ
	'\u1d23': 'ʒ', // ᴣ
	'\u1d26': 'γ', // ᴦ
	'\u1d27': 'λ', // ᴧ
	'\u1d28': 'π', // ᴨ
	'\u1d29': 'ρ', // ᴩ
	'\u1d2a': 'ψ', // ᴪ
	'\u1d2b': 'л', // ᴫ
}

/**
 * The combining diacritical marks left after the skeleton: accents, and the strokes and hooks it
 * writes as overlays (`đ` is `d̵`). Only these blocks: the vowel signs of Indic scripts, Arabic and
 * Hebrew points are marks too, and they tell names apart.
 */
// eslint-disable-next-line no-misleading-character-class -- ranges of combining marks, on purpose
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g
/** Dots, dashes and underscores: `de_mo`, `d-emo` and `demo.` read as `demo`. */
const SEPARATORS = /[._-]/g

/**
 * The form in which usernames are compared, stored with each account (a unique index): two names
 * that look alike have the same one. The name is NFKC-normalised and its case folded (small capitals
 * too), then reduced to its confusable skeleton as Unicode TS #39 defines it (NFD, each character
 * replaced by the prototype confusables.txt gives it, NFD again; the `unhomoglyph` package holds the
 * table). Then the marks are dropped (accents, and strokes and hooks written as overlays: `ď`, `đ`),
 * Latin letters with a stroke, hook or tilde of their own are folded to their letter (`ᵭ`, `ȡ`: the
 * Lucene ASCII folding table of `fold-to-ascii`), the case is folded once more, since some prototypes
 * are capitals (`0` → `O`), and dots, dashes and underscores are dropped. So `ᴅemo`, `DEMO`, `ｄｅｍｏ`,
 * `dem0`, `ďemo`, `ᵭemo`, `de_mo` and `demo.` are all `demo` (whose skeleton is `derno`: `m` looks
 * like `rn`). A change here changes the keys: its migration empties them, and the next start computes
 * them again (app/db/username-skeletons.server.ts).
 * docs/decisions/029-confusable-usernames.md
 */
export function usernameSkeleton(username: string) {
	const folded = [
		...username
			.normalize('NFKC')
			// Full case folding where JavaScript has none: `ß` is `ss`, `ǅ` is `ǆ`.
			.toUpperCase()
			.toLowerCase(),
	]
		.map((character) => SMALL_CAPITALS[character] ?? character)
		.join('')
	const skeleton = unhomoglyph(folded.normalize('NFD')).normalize('NFD').replace(DIACRITICS, '')
	return ASCIIFolder.foldMaintaining(skeleton).toLowerCase().replace(SEPARATORS, '')
}
