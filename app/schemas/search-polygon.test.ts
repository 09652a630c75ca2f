import { describe, expect, test } from 'vitest'
import { describeSearch } from './saved-search'
import { canonicalSearchQuery, parseSearchPage, savedQueryFilters, searchInput, searchParamsSchema } from './search'

/** The `polygon` parameter as a URL carries it, read as the search reads it. */
const parse = (query: string) => searchParamsSchema.safeParse(searchInput(new URLSearchParams(query)))
const problemOf = (query: string) => parse(query).error?.issues[0]?.message

/** A ring of `count` points around (10, 50), closed on the first. */
function circleOf(count: number) {
	const points = Array.from({ length: count }, (_, index) => {
		const angle = (2 * Math.PI * index) / count
		return `${(10 + Math.cos(angle)).toFixed(6)} ${(50 + Math.sin(angle)).toFixed(6)}`
	})
	return [...points, points[0]].join(',')
}

describe('the polygon parameter', () => {
	test('a closed triangle: longitude latitude pairs, spaces written as + or %20, read into its three points', () => {
		const triangle = [
			{ longitude: -122.5, latitude: 47.5 },
			{ longitude: -122.1, latitude: 47.5 },
			{ longitude: -122.3, latitude: 47.8 },
		]
		expect(parse('polygon=-122.5+47.5,-122.1+47.5,-122.3+47.8,-122.5+47.5').data?.polygon).toEqual(triangle)
		expect(parse('polygon=-122.5%2047.5,%20-122.1%2047.5,-122.3%2047.8,-122.5%2047.5').data?.polygon).toEqual(triangle)
		expect(parse('polygon=').data?.polygon).toBeUndefined()
	})

	test('saved in one form, closed on its first point; the saved text reads back as the same area', () => {
		const filters = parse('polygon=-122.5 47.5, -122.1 47.50,-122.3 47.8,-122.5 47.5&type=rent').data!
		const query = canonicalSearchQuery(filters)
		expect(new URLSearchParams(query).get('polygon')).toBe('-122.5 47.5,-122.1 47.5,-122.3 47.8,-122.5 47.5')
		expect(savedQueryFilters(query).polygon).toEqual(filters.polygon)
		expect(describeSearch(filters)).toBe('Rent · drawn area')
	})

	test('from 3 to 50 points', () => {
		expect(parse(`polygon=${circleOf(50)}`).data?.polygon).toHaveLength(50)
		expect(problemOf(`polygon=${circleOf(51)}`)).toBe('polygon must have at most 50 points')
		expect(problemOf('polygon=0 0,1 1,0 0')).toBe('polygon must have at least 3 points')
		expect(problemOf('polygon=0 0')).toBe('polygon must have at least 3 points')
	})

	test.each([
		['0 0,1 0,1 1', 'polygon must be closed: its last point must repeat its first'],
		['0 0,1 1', 'polygon must be closed: its last point must repeat its first'],
		['0,0,1,0,1,1,0,0', 'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…'],
		['0 0 0,1 0,1 1,0 0', 'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…'],
		[
			'east north,1 0,1 1,east north',
			'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…',
		],
		['0 0,1 0,1 1,0 0,', 'polygon must be points given as longitude latitude, separated by commas: lng lat,lng lat,…'],
		['181 0,1 0,1 1,181 0', 'polygon longitudes must be between -180 and 180'],
		['0 0,1 -90.5,1 1,0 0', 'polygon latitudes must be between -90 and 90'],
		// Latitude first, as `near` has it, puts a latitude of 122 in the list.
		['47.5 -122.5,47.5 -122.1,47.8 -122.3,47.5 -122.5', 'polygon latitudes must be between -90 and 90'],
		['0 0,1 0,0 0,0 1,0 0', 'polygon must not repeat a point (only the first, to close it)'],
		[
			'179 -10,-179 -10,-179 10,179 10,179 -10',
			'polygon must not cross the antimeridian: no side may span more than 180 degrees of longitude',
		],
		// A bow-tie, and three points in a line.
		['0 0,2 2,2 0,0 2,0 0', 'polygon must not cross itself'],
		['0 0,1 1,2 2,0 0', 'polygon must not cross itself'],
	])('polygon=%s is refused: %s', (polygon, message) => {
		expect(problemOf(`polygon=${encodeURIComponent(polygon)}`)).toBe(message)
	})

	test('the page drops a polygon it cannot read, keeps the rest of the search and has the message for the field', () => {
		const { filters, problems, fieldProblems } = parseSearchPage(
			new URLSearchParams('polygon=0 0,2 2,2 0,0 2,0 0&type=sale&bedrooms=2&view=map'),
		)
		expect(filters).toMatchObject({ type: 'sale', bedrooms: 2 })
		expect(filters.polygon).toBeUndefined()
		expect(problems).toEqual(['polygon must not cross itself'])
		expect(fieldProblems).toEqual({ polygon: 'polygon must not cross itself' })
	})
})

describe('the name of a saved search', () => {
	test('cut at its limit between graphemes: never half of an emoji of the search words', () => {
		for (let length = 90; length <= 125; length++) {
			const filters = searchParamsSchema.parse({ searchTerm: `${'x'.repeat(length)}\u{1f3e1}` })
			const name = describeSearch(filters)
			expect(name.length).toBeLessThanOrEqual(120)
			expect(name, name).not.toMatch(/\p{Cs}/u)
		}
	})
})
