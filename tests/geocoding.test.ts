import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findPosition } from '~/services/geocoding.server'

/** A Nominatim-compatible stand-in on loopback: /ok finds, /empty finds nothing, /broken fails, /slow never answers in time. */
let server: http.Server
let base: string
const asked: URL[] = []

beforeAll(async () => {
	server = http.createServer((request, response) => {
		const url = new URL(request.url!, 'http://127.0.0.1')
		asked.push(url)
		response.setHeader('Content-Type', 'application/json')
		if (url.pathname === '/ok/search') {
			response.end(JSON.stringify([{ lat: '47.6205063', lon: '-122.3492774', display_name: 'Space Needle, Seattle' }]))
		} else if (url.pathname === '/empty/search') {
			response.end('[]')
		} else if (url.pathname === '/broken/search') {
			response.statusCode = 503
			response.end('{"error":"overloaded"}')
		} else if (url.pathname === '/nonsense/search') {
			response.end(JSON.stringify([{ lat: 'north', lon: '400' }]))
		} else {
			setTimeout(() => response.end('[]'), 2000)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
	server.closeAllConnections()
	server.close()
})

describe('finding a position through the lookup service (GEOCODER_URL)', () => {
	test('asks with the address and answers the first place, exact', async () => {
		const answer = await findPosition('400 Broad St, Seattle', { geocoderUrl: `${base}/ok/search` })
		expect(answer).toEqual({
			found: { latitude: 47.620506, longitude: -122.349277, approximate: false, label: 'Space Needle, Seattle' },
		})
		const question = asked.at(-1)!
		expect(question.searchParams.get('q')).toBe('400 Broad St, Seattle')
		expect(question.searchParams.get('format')).toBe('jsonv2')
		expect(question.searchParams.get('limit')).toBe('1')
	})

	test('nothing found, a failing service, nonsense and a service too slow: the owner is told, by hand still works', async () => {
		expect(await findPosition('Nowhere', { geocoderUrl: `${base}/empty/search` })).toEqual({
			problem: 'No place was found for this address. Check it, or set the position by hand.',
		})
		const broken = await findPosition('Somewhere', { geocoderUrl: `${base}/broken/search` })
		expect(broken).toEqual({
			problem: expect.stringMatching(
				/^The address lookup service is not available right now\. You can set the position by hand/,
			),
		})
		const nonsense = await findPosition('Somewhere', { geocoderUrl: `${base}/nonsense/search` })
		expect(nonsense).toEqual({ problem: expect.stringMatching(/answered something unexpected/) })
		const slow = await findPosition('Somewhere', { geocoderUrl: `${base}/slow/search`, timeoutMs: 300 })
		expect(slow).toEqual({ problem: expect.stringMatching(/^The address lookup service did not answer in time\./) })
		const closed = await findPosition('Somewhere', { geocoderUrl: 'http://127.0.0.1:9/search' })
		expect(closed).toEqual({ problem: expect.stringMatching(/^The address lookup service could not be reached\./) })
	})
})

describe('finding a position without a lookup service: the bundled place list', () => {
	test("the address's city, marked approximate", async () => {
		expect(
			await findPosition('1520 Westlake Avenue N, Apt 504, Seattle, WA 98109', { geocoderUrl: undefined }),
		).toEqual({
			found: { latitude: 47.60621, longitude: -122.33207, approximate: true, label: 'Seattle, WA, US' },
		})
	})

	test('outside the US the label names the town and the country, without a numeric region code', async () => {
		const paris = await findPosition('12 Rue de Rivoli, 75001 Paris, France', { geocoderUrl: undefined })
		expect(paris).toEqual({ found: expect.objectContaining({ approximate: true, label: 'Paris, FR' }) })
	})

	test('an address without a known place, or no address at all', async () => {
		expect(await findPosition('Flat 3, Nowhere Land', { geocoderUrl: undefined })).toEqual({
			problem: expect.stringMatching(/^No town or city was recognised in this address\./),
		})
		expect(await findPosition('   ', { geocoderUrl: undefined })).toEqual({
			problem: 'Type the address first, then find its position.',
		})
	})
})
