import { describe, expect, test } from 'vitest'
import { pick, safeRedirectPath } from './misc'

describe('safeRedirectPath', () => {
	test.each([
		['/search?type=rent', '/search?type=rent'],
		['/profile#listings', '/profile#listings'],
		['/listing/ä', '/listing/%C3%A4'],
		['/a\tb', '/ab'],
	])('keeps a path of this site: %j → %j', (given, expected) => {
		expect(safeRedirectPath(given)).toBe(expected)
	})

	test.each([
		'//evil.example',
		'/\\evil.example',
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r\n/evil.example',
		'\t//evil.example',
		'/\u000b/evil.example',
		'/\u0000',
		'/path\\..\\x',
		// Dot segments that resolve to a protocol-relative path.
		'/.//evil.example',
		'/..//evil.example',
		'/a/..//evil.example/x',
		'/%2e//evil.example',
		'/%2E%2E//evil.example',
		'https://evil.example/',
		'evil.example',
		' /',
		'',
	])('refuses anything that could leave the site or break the header: %j', (given) => {
		expect(safeRedirectPath(given, '/fallback')).toBe('/fallback')
	})

	test('whatever it returns is a valid header value', () => {
		for (const given of ['/\r\nSet-Cookie: x=1', '/日本', '/\u2028x']) {
			expect(() => new Headers({ Location: safeRedirectPath(given) })).not.toThrow()
		}
	})
})

describe('pick', () => {
	test('keeps the named properties in the order named, and no others', () => {
		const listing = { id: 'a', name: 'Loft', price: 3, owner: undefined }
		expect(Object.entries(pick(listing, ['name', 'id', 'owner']))).toEqual([
			['name', 'Loft'],
			['id', 'a'],
			['owner', undefined],
		])
	})
})
