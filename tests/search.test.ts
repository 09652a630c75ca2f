import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/db/client.server'
import { type Listing, listings, type NewListing } from '~/db/schema'
import { getLatestListings } from '~/models/listing.server'
import { COUNT_STEP, searchListings } from '~/models/search.server'
import { parseSearchPage, searchParamsSchema } from '~/schemas/search'
import { createListings, createUser } from './support/factories'

const search = (input: Record<string, unknown> = {}) =>
	searchListings(searchParamsSchema.parse({ limit: 100, ...input }))
const names = (result: { listings: Listing[] }) => result.listings.map((listing) => listing.name)
const sorted = (values: string[]) => [...values].sort()

const day = (n: number) => new Date(Date.UTC(2025, 0, n))

// A small neighbourhood whose every listing differs in the field a test looks at.
const homes: Array<Partial<NewListing> & { name: string }> = [
	{
		name: 'Seaside Villa',
		description: 'Ocean views from every room.',
		address: '1 Harbour Road, Portsmouth',
		type: 'sale',
		regularPrice: 900_000,
		discountPrice: 850_000,
		offer: true,
		parking: true,
		furnished: true,
		bedrooms: 5,
		bathrooms: 4,
		createdAt: day(1),
	},
	{
		name: 'City Loft',
		description: 'Exposed brick and a VILLAGE feel.',
		address: '22 Mill Lane, Manchester',
		type: 'rent',
		regularPrice: 2_400,
		parking: false,
		furnished: true,
		bedrooms: 1,
		bathrooms: 1,
		createdAt: day(2),
	},
	{
		name: 'Garden Cottage',
		description: 'Roses and a vegetable patch.',
		address: '7 Villa Street, Bath',
		type: 'rent',
		regularPrice: 1_800,
		discountPrice: 1_500,
		offer: true,
		parking: true,
		bedrooms: 2,
		bathrooms: 1,
		createdAt: day(3),
	},
	{
		name: 'Family House',
		description: 'Four bedrooms near the school.',
		address: '9 Oak Avenue, Leeds',
		type: 'sale',
		regularPrice: 450_000,
		parking: true,
		bedrooms: 4,
		bathrooms: 2,
		createdAt: day(4),
	},
	{
		name: 'Studio Flat',
		description: 'Compact and bright.',
		address: '3 Station Road, York',
		type: 'rent',
		regularPrice: 950,
		bedrooms: 1,
		bathrooms: 1,
		createdAt: day(5),
	},
]

describe('searchListings', () => {
	beforeAll(async () => {
		// Exactly these five, whatever other tests of this file created before.
		const db = await getDb()
		await db.delete(listings)
		await createListings(homes)
	})

	test('without parameters: every listing, newest first, with the exact total', async () => {
		const result = await search()
		expect(names(result)).toEqual(['Studio Flat', 'Family House', 'Garden Cottage', 'City Loft', 'Seaside Villa'])
		expect(result.total).toBe(5)
		expect(result.totalCapped).toBe(false)
	})

	test('the term matches name, description or address, in any case', async () => {
		// "villa" is in a name, in "VILLAGE" of a description and in "Villa Street" of an address.
		expect(sorted(names(await search({ searchTerm: 'villa' })))).toEqual([
			'City Loft',
			'Garden Cottage',
			'Seaside Villa',
		])
		expect(names(await search({ searchTerm: 'OCEAN VIEWS' }))).toEqual(['Seaside Villa'])
		expect(names(await search({ searchTerm: 'oak avenue' }))).toEqual(['Family House'])
		expect(names(await search({ searchTerm: '  studio  ' }))).toEqual(['Studio Flat'])
		expect((await search({ searchTerm: 'nowhere at all' })).total).toBe(0)
	})

	test('the term is a substring: parts of words, and several words cut anywhere, still match', async () => {
		// Any index that speeds up the term must keep these: a word's inside, its start or its end.
		expect(sorted(names(await search({ searchTerm: 'vill' })))).toEqual([
			'City Loft',
			'Garden Cottage',
			'Seaside Villa',
		])
		expect(sorted(names(await search({ searchTerm: 'illa' })))).toEqual([
			'City Loft',
			'Garden Cottage',
			'Seaside Villa',
		])
		expect(names(await search({ searchTerm: 'ill lan' }))).toEqual(['City Loft'])
		expect(names(await search({ searchTerm: 'side vil' }))).toEqual(['Seaside Villa'])
		expect(names(await search({ searchTerm: 'bour road, ports' }))).toEqual(['Seaside Villa'])
		expect(names(await search({ searchTerm: 'views from every ro' }))).toEqual(['Seaside Villa'])
		// Words in another order, or with a letter missing between them, are not the typed text.
		expect(names(await search({ searchTerm: 'lane mill' }))).toEqual([])
		expect(names(await search({ searchTerm: 'millane' }))).toEqual([])
	})

	test('the term never matches across two fields', async () => {
		// The name ends in "Villa" and the description starts with "Ocean".
		expect(names(await search({ searchTerm: 'villa ocean' }))).toEqual([])
		expect(names(await search({ searchTerm: 'villa\nocean' }))).toEqual([])
	})

	test('type: all, rent or sale', async () => {
		expect(sorted(names(await search({ type: 'rent' })))).toEqual(['City Loft', 'Garden Cottage', 'Studio Flat'])
		expect(sorted(names(await search({ type: 'sale' })))).toEqual(['Family House', 'Seaside Villa'])
		expect((await search({ type: 'all' })).total).toBe(5)
	})

	test('offer, parking and furnished filter only for the text true', async () => {
		expect(sorted(names(await search({ offer: 'true' })))).toEqual(['Garden Cottage', 'Seaside Villa'])
		expect(sorted(names(await search({ parking: 'true' })))).toEqual([
			'Family House',
			'Garden Cottage',
			'Seaside Villa',
		])
		expect(sorted(names(await search({ furnished: 'true' })))).toEqual(['City Loft', 'Seaside Villa'])
		expect(names(await search({ offer: 'true', parking: 'true', furnished: 'true' }))).toEqual(['Seaside Villa'])
		for (const other of ['false', 'yes', 'TRUE', '1', '']) {
			expect((await search({ offer: other, parking: other, furnished: other })).total).toBe(5)
		}
	})

	test('price bounds apply to the effective price: the discount price on offer, else the regular price', async () => {
		// Garden Cottage costs 1,800 but 1,500 on offer; Seaside Villa 900,000 but 850,000.
		expect(sorted(names(await search({ maxPrice: '1500' })))).toEqual(['Garden Cottage', 'Studio Flat'])
		expect(sorted(names(await search({ maxPrice: '1499' })))).toEqual(['Studio Flat'])
		expect(sorted(names(await search({ minPrice: '1600', maxPrice: '2400' })))).toEqual(['City Loft'])
		expect(names(await search({ minPrice: '850000' }))).toEqual(['Seaside Villa'])
		expect(names(await search({ minPrice: '850001' }))).toEqual([])
		expect(names(await search({ minPrice: '450000', maxPrice: '450000' }))).toEqual(['Family House'])
	})

	test('bedrooms and bathrooms mean at least that many', async () => {
		expect(sorted(names(await search({ bedrooms: '4' })))).toEqual(['Family House', 'Seaside Villa'])
		expect(names(await search({ bedrooms: '5' }))).toEqual(['Seaside Villa'])
		expect(sorted(names(await search({ bathrooms: '2' })))).toEqual(['Family House', 'Seaside Villa'])
		expect(names(await search({ bedrooms: '2', bathrooms: '1', type: 'rent' }))).toEqual(['Garden Cottage'])
		expect((await search({ bedrooms: '1' })).total).toBe(5)
	})

	test('sort by creation date (also spelled created_at) or regular price, either order', async () => {
		const oldest = ['Seaside Villa', 'City Loft', 'Garden Cottage', 'Family House', 'Studio Flat']
		expect(names(await search({ sort: 'createdAt', order: 'asc' }))).toEqual(oldest)
		expect(names(await search({ sort: 'created_at', order: 'asc' }))).toEqual(oldest)
		expect(names(await search({ sort: 'created_at' }))).toEqual([...oldest].reverse())
		const cheapest = ['Studio Flat', 'Garden Cottage', 'City Loft', 'Family House', 'Seaside Villa']
		expect(names(await search({ sort: 'regularPrice', order: 'asc' }))).toEqual(cheapest)
		expect(names(await search({ sort: 'regularPrice', order: 'desc' }))).toEqual([...cheapest].reverse())
	})

	test('limit, startIndex and page', async () => {
		const all = names(await search())
		expect(names(await search({ limit: 2 }))).toEqual(all.slice(0, 2))
		expect(names(await search({ limit: 2, startIndex: 1 }))).toEqual(all.slice(1, 3))
		expect(names(await search({ limit: 2, page: 3 }))).toEqual(all.slice(4, 5))
		// page wins over startIndex
		expect(names(await search({ limit: 2, page: 2, startIndex: 4 }))).toEqual(all.slice(2, 4))
		expect((await searchListings(searchParamsSchema.parse({}))).listings).toHaveLength(5)
	})

	test('the total counts every match, not the page; past the last page it is still known', async () => {
		const result = await search({ type: 'rent', limit: 2 })
		expect(result.listings).toHaveLength(2)
		expect(result.total).toBe(3)
		const beyond = await search({ type: 'rent', limit: 2, startIndex: 10 })
		expect(beyond.listings).toEqual([])
		expect(beyond.total).toBe(3)
		expect(beyond.totalCapped).toBe(false)
	})

	test('filters combine', async () => {
		const result = await search({
			searchTerm: 'road',
			type: 'sale',
			offer: 'true',
			parking: 'true',
			furnished: 'true',
			minPrice: '800000',
			maxPrice: '900000',
			bedrooms: '5',
			bathrooms: '4',
			sort: 'regularPrice',
			order: 'asc',
		})
		expect(names(result)).toEqual(['Seaside Villa'])
		expect(names(await search({ searchTerm: 'road', type: 'rent' }))).toEqual(['Studio Flat'])
		expect(names(await search({ searchTerm: 'villa', type: 'rent', offer: 'true' }))).toEqual(['Garden Cottage'])
	})

	test('the home page sections read through the same query', async () => {
		expect((await getLatestListings(3)).map((listing) => listing.name)).toEqual([
			'Studio Flat',
			'Family House',
			'Garden Cottage',
		])
		const featured = await searchListings(searchParamsSchema.parse({ offer: 'true', limit: 3 }))
		expect(sorted(names(featured))).toEqual(['Garden Cottage', 'Seaside Villa'])
	})
})

describe('search terms with special characters are literal', () => {
	beforeAll(async () => {
		await createListings(
			[
				'Save 50% today',
				'Save 500 today',
				'snake_case street',
				'snakeXcase street',
				'back\\slash house',
				'backslash house',
				'corner (east) flat',
				'corner east flat',
				"O'Brien's place",
			].map((name) => ({ name, description: 'plain', address: 'plain' })),
		)
	})

	test.each([
		['%', ['Save 50% today']],
		['50%', ['Save 50% today']],
		['_', ['snake_case street']],
		['e_c', ['snake_case street']],
		['\\', ['back\\slash house']],
		['k\\s', ['back\\slash house']],
		['(', ['corner (east) flat']],
		['(east)', ['corner (east) flat']],
		["o'brien", ["O'Brien's place"]],
		['%_\\(', []],
	])('%j', async (term, expected) => {
		expect(names(await search({ searchTerm: term }))).toEqual(expected)
	})
})

describe('paging', () => {
	test('pages never overlap or skip, even when every price and date is the same', async () => {
		const owner = await createUser()
		const createdAt = day(20)
		const created = await createListings(
			Array.from({ length: 47 }, (_, index) => ({
				name: `Twin ${index}`,
				description: 'identical twin',
				address: 'Twin Towers',
				regularPrice: 5_000,
				createdAt,
				userRef: owner.id,
			})),
		)
		const expected = created.map((listing) => listing.id).sort()
		for (const sort of ['regularPrice', 'createdAt']) {
			for (const order of ['asc', 'desc']) {
				const seen: string[] = []
				for (let page = 1; page <= 6; page++) {
					const result = await searchListings(
						searchParamsSchema.parse({ searchTerm: 'twin', sort, order, limit: '9', page: String(page) }),
					)
					seen.push(...result.listings.map((listing) => listing.id))
					expect(result.total).toBe(47)
					if (page < 6) expect(result.listings).toHaveLength(9)
				}
				expect(seen).toHaveLength(47)
				expect([...seen].sort()).toEqual(expected)
				// startIndex walks the same order
				const byIndex: string[] = []
				for (let startIndex = 0; startIndex < 47; startIndex += 10) {
					const result = await searchListings(
						searchParamsSchema.parse({ searchTerm: 'twin', sort, order, limit: 10, startIndex }),
					)
					byIndex.push(...result.listings.map((listing) => listing.id))
				}
				expect(byIndex).toEqual(seen)
			}
		}
	})

	test('a broad search stops counting at a cap past the page and says so', async () => {
		const owner = await createUser()
		await createListings(
			Array.from({ length: COUNT_STEP + 20 }, (_, index) => ({
				name: `Many ${index}`,
				address: 'Crowded Close',
				userRef: owner.id,
			})),
		)
		const first = await search({ searchTerm: 'crowded close', limit: 9 })
		expect(first.total).toBe(COUNT_STEP)
		expect(first.totalCapped).toBe(true)
		// Deeper pages count further, so the last pages know the exact total.
		const last = await search({ searchTerm: 'crowded close', limit: 9, startIndex: COUNT_STEP - 1 })
		expect(last.total).toBe(COUNT_STEP + 20)
		expect(last.totalCapped).toBe(false)
		expect(last.listings).toHaveLength(9)
	})
})

describe('search parameters', () => {
	test.each([
		[{ limit: '0' }, 'limit must be between 1 and 100'],
		[{ limit: '101' }, 'limit must be between 1 and 100'],
		[{ limit: 'ten' }, 'limit must be a number'],
		[{ startIndex: '-1' }, 'startIndex must be at least 0'],
		[{ page: '-1' }, 'page must be at least 0'],
		[{ type: 'house' }, 'type must be all, rent or sale'],
		[{ sort: 'name' }, 'sort must be createdAt, regularPrice or distance'],
		[{ order: 'up' }, 'order must be asc or desc'],
		[{ minPrice: 'cheap' }, 'minPrice must be a number'],
		[{ maxPrice: '-5' }, 'maxPrice must be at least 0'],
		[{ minPrice: '500', maxPrice: '100' }, 'maxPrice must not be lower than minPrice'],
		[{ bedrooms: '11' }, 'bedrooms must be between 1 and 10'],
		[{ bathrooms: '1.5' }, 'bathrooms must be a whole number'],
		[{ searchTerm: 'x'.repeat(201) }, 'searchTerm must be at most 200 characters'],
	])('%j is refused: %s', (input, message) => {
		const result = searchParamsSchema.safeParse(input)
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe(message)
	})

	test('blank form fields mean "not set"', () => {
		const filters = searchParamsSchema.parse({
			searchTerm: '',
			type: '',
			minPrice: '',
			maxPrice: ' ',
			bedrooms: '',
			limit: '',
		})
		expect(filters).toMatchObject({ searchTerm: '', type: 'all', limit: 9 })
		expect(filters.minPrice).toBeUndefined()
		expect(filters.maxPrice).toBeUndefined()
		expect(filters.bedrooms).toBeUndefined()
	})

	test('the page drops what it cannot read, keeps the rest and says what it reset', () => {
		const { filters, problems } = parseSearchPage(
			new URLSearchParams('searchTerm=loft&type=castle&limit=500&bedrooms=2'),
		)
		expect(filters).toMatchObject({ searchTerm: 'loft', type: 'all', limit: 9, bedrooms: 2 })
		expect(problems).toEqual(['type must be all, rent or sale', 'limit must be between 1 and 100'])
	})

	test("the page reads the sort select's combined value", () => {
		expect(parseSearchPage(new URLSearchParams('sort=regularPrice_asc')).filters).toMatchObject({
			sort: 'regularPrice',
			order: 'asc',
		})
		expect(parseSearchPage(new URLSearchParams('sort=createdAt_asc&order=desc')).filters).toMatchObject({
			sort: 'createdAt',
			order: 'asc',
		})
		expect(parseSearchPage(new URLSearchParams('sort=created_at&order=asc')).filters).toMatchObject({
			sort: 'createdAt',
			order: 'asc',
		})
	})
})
