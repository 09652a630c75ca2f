import { describe, expect, test } from 'vitest'
import { paginate, paginationItems } from './pagination'

/** The bar as text: page numbers and '…' for the breaks. */
const bar = (current: number, total: number) =>
	paginationItems(current, total)
		.map((item) => (item.type === 'page' ? String(item.page) : '…'))
		.join(' ')

describe('pagination bar', () => {
	test('a single page, or none, needs no break', () => {
		expect(bar(1, 0)).toBe('')
		expect(bar(1, 1)).toBe('1')
		expect(bar(1, 2)).toBe('1 2')
		expect(bar(2, 3)).toBe('1 2 3')
	})

	test('first and last page, the range around the current one, and a break for what is left out', () => {
		expect(bar(1, 4)).toBe('1 2 … 4')
		expect(bar(2, 4)).toBe('1 2 3 4')
		expect(bar(4, 4)).toBe('1 … 3 4')
		expect(bar(5, 10)).toBe('1 … 4 5 6 … 10')
		expect(bar(1, 10)).toBe('1 2 … 10')
		expect(bar(10, 10)).toBe('1 … 9 10')
	})

	test('a page out of range is shown as the nearest page', () => {
		expect(bar(0, 4)).toBe(bar(1, 4))
		expect(bar(99, 4)).toBe(bar(4, 4))
	})

	test('break keys are unique, so a list can use them', () => {
		const keys = paginationItems(5, 10).flatMap((item) => (item.type === 'break' ? [item.key] : []))
		expect(new Set(keys).size).toBe(keys.length)
	})
})

describe('paginate', () => {
	const list = Array.from({ length: 20 }, (_, index) => index + 1)

	test('slices one page and counts the pages', () => {
		expect(paginate(list, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 4, total: 20 })
		expect(paginate(list, 4, 6).items).toEqual([19, 20])
	})

	test('clamps the page to the pages that exist; an empty list has one empty page', () => {
		expect(paginate(list, 9, 6).page).toBe(4)
		expect(paginate(list, -3, 6).page).toBe(1)
		expect(paginate([], 2, 6)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 })
	})
})
