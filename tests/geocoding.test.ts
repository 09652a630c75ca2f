import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { searchParamsSchema } from '~/schemas/search'
import { findPosition, findSearchPlace, resolveWhere, whereRefusal } from '~/services/geocoding.server'

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

describe("a search's 'Where?'", () => {
	test('a place of the bundled list, one or the choices of an ambiguous name, without asking the service', async () => {
		const before = asked.length
		expect(await findSearchPlace('Austin', { geocoderUrl: `${base}/ok/search` })).toEqual({
			found: { latitude: 30.26715, longitude: -97.74306, label: 'Austin, TX, US' },
		})
		const springfield = await findSearchPlace('Springfield', { geocoderUrl: `${base}/ok/search` })
		expect(springfield).toEqual({ choices: expect.arrayContaining(['Springfield, IL, US', 'Springfield, MO, US']) })
		expect(asked.length).toBe(before)
	})

	test('a name the list does not hold: none without a service, else its first answer, asked once', async () => {
		expect(await findSearchPlace('SW1A 1AA', { geocoderUrl: undefined })).toEqual({ none: true, suggestions: [] })
		const before = asked.length
		const postcode = await findSearchPlace('SW1A 1AA', { geocoderUrl: `${base}/ok/search` })
		expect(postcode).toEqual({ found: { latitude: 47.620506, longitude: -122.349277, label: 'Space Needle, Seattle' } })
		expect(asked.at(-1)!.searchParams.get('q')).toBe('SW1A 1AA')
		expect(await findSearchPlace('sw1a 1aa', { geocoderUrl: `${base}/ok/search` })).toEqual(postcode)
		expect(asked.length, 'the answer is kept').toBe(before + 1)
		expect(await findSearchPlace('Nowhere Lane', { geocoderUrl: `${base}/empty/search` })).toEqual({
			none: true,
			suggestions: [],
		})
		expect(await findSearchPlace('Nowhere Lane', { geocoderUrl: `${base}/broken/search` })).toEqual({
			unavailable: true,
		})
	})

	test('resolved into near, with the radius given; a point given is kept and the name not looked up', async () => {
		const parse = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)))
		const austin = await resolveWhere(parse('where=austin&radiusKm=25&sort=distance'))
		expect(austin.filters).toMatchObject({
			where: 'austin',
			near: { latitude: 30.26715, longitude: -97.74306 },
			radiusKm: 25,
			sort: 'distance',
		})
		expect(whereRefusal(austin.filters, austin.where)).toBeUndefined()
		const point = await resolveWhere(parse('where=Xyzzy&near=1,2'))
		expect(point).toEqual({
			filters: expect.objectContaining({ where: undefined, near: { latitude: 1, longitude: 2 } }),
		})
	})

	test("a name that does not resolve: the rest of the search without the place or 'Nearest first', and the API's words", async () => {
		const parse = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)))
		const unknown = await resolveWhere(parse('where=Xyzzy&sort=distance&type=rent'))
		expect(unknown.filters).toMatchObject({ sort: 'createdAt', order: 'desc', type: 'rent' })
		expect(unknown.filters.near).toBeUndefined()
		expect(whereRefusal(unknown.filters, unknown.where)).toEqual({
			status: 400,
			message: 'where: no place called “Xyzzy”',
			suggestions: [],
		})
		const several = await resolveWhere(parse('where=Springfield'))
		expect(whereRefusal(several.filters, several.where)?.message).toMatch(
			/^where: “Springfield” matches several places: Springfield, MO, US; Springfield, MA, US; Springfield, IL, US; /,
		)
		expect(whereRefusal(several.filters, several.where)?.suggestions?.slice(0, 3)).toEqual([
			'Springfield, MO, US',
			'Springfield, MA, US',
			'Springfield, IL, US',
		])
	})

	test('a misspelt name: none, with the places it may mean, also when the lookup service finds nothing', async () => {
		const parse = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)))
		expect(await findSearchPlace('Seatle', { geocoderUrl: undefined })).toEqual({
			none: true,
			suggestions: ['Seattle, WA, US'],
		})
		expect(await findSearchPlace('Chicgo', { geocoderUrl: `${base}/empty/search` })).toEqual({
			none: true,
			suggestions: ['Chicago, IL, US', 'Chico, CA, US'],
		})
		const misspelt = await resolveWhere(parse('where=Chicgo'))
		expect(whereRefusal(misspelt.filters, misspelt.where)).toEqual({
			status: 400,
			message: 'where: no place called “Chicgo”; did you mean: Chicago, IL, US; Chico, CA, US',
			suggestions: ['Chicago, IL, US', 'Chico, CA, US'],
		})
	})
})
