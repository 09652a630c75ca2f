import { describe, expect, test } from 'vitest'
import { excerpt } from './excerpt'

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
