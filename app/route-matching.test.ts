// The router's matching as patched (patches/@remix-run+router+*.patch): branches ranked once per route
// tree and tried only when their first word can match the path's. These are the cases that index must
// not change: plain words, parameters, a splat, pathless layouts, index routes, case and encoding.
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { describe, expect, test } from 'vitest'

const routes: AgnosticRouteObject[] = [
	{
		id: 'root',
		path: '',
		children: [
			{ id: 'home', index: true },
			{ id: 'listing', path: 'listing/:id' },
			{ id: 'listing-report', path: 'listing/:id/report' },
			{ id: 'search', path: 'search' },
			{ id: 'about', path: 'About', caseSensitive: true },
			{ id: 'optional', path: 'lang?/help' },
			{
				id: 'auth-layout',
				children: [
					{ id: 'sign-in', path: 'sign-in' },
					{ id: 'user', path: ':username' },
				],
			},
			{ id: 'not-found', path: '*' },
		],
	},
]

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)

describe('route matching', () => {
	test.each([
		['/', 'home', {}],
		['/listing/abc', 'listing', { id: 'abc' }],
		['/LISTING/abc', 'listing', { id: 'abc' }],
		['/listing/abc/report', 'listing-report', { id: 'abc' }],
		['/listing/a%20b', 'listing', { id: 'a b' }],
		['/search', 'search', {}],
		['/search/', 'search', {}],
		['/sign-in', 'sign-in', {}],
		['/help', 'optional', {}],
		['/lang/help', 'optional', {}],
		['/About', 'about', {}],
		['/about', 'user', { username: 'about' }],
		['/listings', 'user', { username: 'listings' }],
		['/someone', 'user', { username: 'someone' }],
		['/listing', 'user', { username: 'listing' }],
		['/search/more', 'not-found', { '*': 'search/more' }],
		['/a/b/c', 'not-found', { '*': 'a/b/c' }],
	])('%s is the route %s', (path, id, params) => {
		const match = leaf(path)
		expect(match?.route.id).toBe(id)
		expect(match?.params).toEqual(params)
	})

	test('the same tree answers the same after many paths (the index is kept, not spent)', () => {
		for (let i = 0; i < 3; i++) {
			expect(leaf('/listing/x')?.route.id).toBe('listing')
			expect(leaf('/x/listing')?.route.id).toBe('not-found')
		}
	})
})
