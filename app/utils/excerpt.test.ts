import { describe, expect, test } from 'vitest'
import { clip, excerpt } from './excerpt'

describe('excerpt', () => {
	test('a short text is left alone (whitespace tidied)', () => {
		expect(excerpt('A cosy room.', 200)).toBe('A cosy room.')
		expect(excerpt('  two\n\n lines  ', 200)).toBe('two lines')
	})

	test('a long text is cut at a word within the limit and ends with an ellipsis', () => {
		const text = 'Cosy does not have to mean crowded. '.repeat(10)
		const cut = excerpt(text, 200)
		expect(cut.endsWith('…')).toBe(true)
		expect(cut.length).toBeLessThanOrEqual(201)
		expect(cut.length).toBeGreaterThan(160)
		expect(text.startsWith(cut.slice(0, -1))).toBe(true)
		expect(cut).not.toMatch(/[\s.,]…$/)
	})

	test('a text without spaces is cut at the limit exactly', () => {
		expect(excerpt('x'.repeat(300), 250)).toBe(`${'x'.repeat(250)}…`)
	})
})

describe('clip and excerpt cut between graphemes', () => {
	const emoji = '\u{1f3e1}' // 🏡, two UTF-16 units
	test.each([
		['an emoji (a surrogate pair)', `${'x'.repeat(9)}${emoji}y`, 10, 'x'.repeat(9)],
		['an emoji that just fits', `${'x'.repeat(8)}${emoji}y`, 10, `${'x'.repeat(8)}${emoji}`],
		['a letter with a combining accent', 'abcde\u0301f', 5, 'abcd'],
		['a letter whose accent just fits', 'abcde\u0301f', 6, 'abcde\u0301'],
		['a family joined by ZWJ', 'ab\u{1f468}\u200d\u{1f469}\u200d\u{1f467}c', 6, 'ab'],
		['a flag (two regional indicators)', 'a\u{1f1eb}\u{1f1f7}\u{1f1e9}\u{1f1ea}', 4, 'a'],
		['a skin tone after its emoji', `ab\u{1f44d}\u{1f3fd}`, 4, 'ab'],
		['a CR LF line end', 'ab\r\ncd', 3, 'ab'],
		['an accent on a letter after the cut', 'abcde\u0301', 4, 'abcd'],
		['plain Latin-1 letters', 'Café Señor', 4, 'Café'],
	])('clip: never inside %s', (_, text, max, expected) => {
		const cut = clip(text, max)
		expect(cut).toBe(expected)
		expect(cut).not.toMatch(/\p{Cs}/u)
	})

	test('clip cuts where segmenting the whole text would, at every length, on texts of every script', () => {
		const graphemeEnds = (text: string) => {
			const ends = [0]
			for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text))
				ends.push(index + segment.length)
			return ends
		}
		const texts = [
			'Sunny flat, 2 bd.\r\nCall the agent © 2026 ®.',
			'Café au lait, naïve façade, Señora Peña',
			'e\u0301e\u0301 n\u0303o a\u0308\u0304 x',
			'Flags \u{1f1eb}\u{1f1f7}\u{1f1e9}\u{1f1ea}\u{1f1ec}\u{1f1e7} and \u{1f468}\u200d\u{1f469}\u200d\u{1f467} \u{1f44d}\u{1f3fd}!',
			'한국어 텍스트 \u1100\u1161\u11a8 ok',
			'हिन्दी पाठ, क्षत्रिय',
			'\u0600123 عربى',
			'x\ufe0f\u200dy\u00ad\u200bz',
		]
		for (const text of texts) {
			const ends = graphemeEnds(text)
			for (let max = 1; max < text.length; max++) {
				const expected = Math.max(...ends.filter((end) => end <= max))
				expect(clip(text, max), `${JSON.stringify(text)} at ${max}`).toBe(text.slice(0, expected))
			}
		}
	})

	test('an excerpt with an emoji at the cut ends before it, with the ellipsis', () => {
		const cut = excerpt(`${'x'.repeat(249)}${emoji}${'y'.repeat(20)}`, 250)
		expect(cut).toBe(`${'x'.repeat(249)}…`)
		expect(cut).not.toMatch(/\p{Cs}/u)
		expect(cut).not.toContain('\ufffd')
	})
})
