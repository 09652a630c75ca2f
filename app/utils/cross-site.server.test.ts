import { describe, expect, test } from 'vitest'
import { isCrossSiteWrite } from './cross-site.server'

const own = { ownOrigin: 'http://localhost:3000', publicOrigin: 'https://homes.example' }

describe('cross-site writes', () => {
	test.each([
		[{ method: 'POST', origin: 'https://evil.example' }, true],
		[{ method: 'DELETE', origin: 'https://evil.example' }, true],
		[{ method: 'PUT', referer: 'https://evil.example/page' }, true],
		[{ method: 'POST', origin: 'null' }, true],
		[{ method: 'POST', fetchSite: 'cross-site' }, true],
		[{ method: 'POST', origin: 'http://localhost:3000' }, false],
		[{ method: 'POST', origin: 'https://homes.example' }, false],
		[{ method: 'POST', referer: 'http://localhost:3000/profile' }, false],
		[{ method: 'POST' }, false],
		[{ method: 'GET', origin: 'https://evil.example' }, false],
		[{ method: 'POST', origin: 'http://localhost:3001' }, true],
	])('%o → %s', (facts, refused) => {
		expect(isCrossSiteWrite({ ...own, ...facts })).toBe(refused)
	})
})
