// Searching by the facts of a home: the kind of property (one or several), the floor area's range
// (both ends included; homes without an area never match one), and features (every one listed), on
// the search page's parser, the API's, saved searches' canonical query and the one query function.
import { type SQL, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { getDb, selectRows } from '~/db/client.server'
import { type Listing, type NewListing } from '~/db/schema'
import { circlePlan, searchListings, searchQuery } from '~/models/search.server'
import { parseQueryToSave, parseSearchPage, savedQueryFilters, searchParamsSchema } from '~/schemas/search'
import { FEATURES } from '~/utils/home-facts'
import { createListings, createUser } from './support/factories'

const word = `factsword${Math.random().toString(36).slice(2, 8)}`
const search = async (input: Record<string, unknown>) =>
	names(await searchListings(searchParamsSchema.parse({ limit: 100, searchTerm: word, ...input })))
const names = (result: { listings: Listing[] }) => result.listings.map((listing) => listing.name).sort()

/**
 * The indexes the plan of a search reads when it must walk one in order (no scan of the table, no
 * bitmap): the b-trees whose predicate the search's conditions prove, smallest first.
 */
async function indexesWalked(query: string) {
	const db = await getDb()
	const filters = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)))
	const statement: SQL = searchQuery(db, filters, await circlePlan(db, filters)).query.getSQL()
	const plan = await db.transaction(async (tx) => {
		await tx.execute(sql`set local enable_seqscan = off`)
		await tx.execute(sql`set local enable_bitmapscan = off`)
		const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`)
		return rows.map((row) => row['QUERY PLAN']).join('\n')
	})
	return [...plan.matchAll(/Index (?:Only )?Scan (?:Backward )?using (\w+)/g)].map((match) => match[1])
}

const homes: Array<Partial<NewListing> & { name: string }> = [
	{ name: `House ${word}`, propertyType: 'house', floorArea: 1500, features: ['garden', 'garage'] },
	{ name: `Flat ${word}`, propertyType: 'apartment', floorArea: 700, features: ['balcony', 'lift'] },
	{ name: `Town ${word}`, propertyType: 'townhouse', floorArea: 1200, features: ['garden'] },
	{ name: `Studio ${word}`, propertyType: 'studio', floorArea: 400, features: [] },
	{ name: `Unknown ${word}`, propertyType: null, floorArea: null, features: ['garden', 'garage', 'pool'] },
]

describe('search by the facts of a home', async () => {
	const owner = await createUser()
	await createListings(homes.map((home) => ({ ...home, userRef: owner.id })))

	test('propertyType: one, or any of a comma list (also as a form sends it, once per box)', async () => {
		expect(await search({ propertyType: 'house' })).toEqual([`House ${word}`])
		expect(await search({ propertyType: 'house,studio' })).toEqual([`House ${word}`, `Studio ${word}`])
		const fromForm = parseSearchPage(new URLSearchParams(`searchTerm=${word}&propertyType=studio&propertyType=house`))
		expect(fromForm.problems).toEqual([])
		expect(fromForm.filters.propertyType).toEqual(['house', 'studio'])
	})

	test('minArea and maxArea include their edges; homes without an area are left out', async () => {
		expect(await search({ minArea: 1200 })).toEqual([`House ${word}`, `Town ${word}`])
		expect(await search({ minArea: 1201 })).toEqual([`House ${word}`])
		expect(await search({ maxArea: 700 })).toEqual([`Flat ${word}`, `Studio ${word}`])
		expect(await search({ maxArea: 699 })).toEqual([`Studio ${word}`])
		expect(await search({ minArea: 700, maxArea: 1200 })).toEqual([`Flat ${word}`, `Town ${word}`])
	})

	test('features: every one listed must be there', async () => {
		expect(await search({ features: 'garden' })).toEqual([`House ${word}`, `Town ${word}`, `Unknown ${word}`])
		expect(await search({ features: 'garden,garage' })).toEqual([`House ${word}`, `Unknown ${word}`])
		expect(await search({ features: 'garden,garage,pool' })).toEqual([`Unknown ${word}`])
		expect(await search({ features: 'garden', propertyType: 'townhouse,apartment' })).toEqual([`Town ${word}`])
	})

	test('a term with a feature walks only the homes with that feature, newest or cheapest first (each feature has both indexes)', async () => {
		for (const feature of FEATURES) {
			expect(await indexesWalked(`features=${feature}&searchTerm=${word}`)).toContain(`listings_${feature}_created_idx`)
			expect(await indexesWalked(`features=${feature}&searchTerm=${word}&sort=regularPrice&order=desc`)).toContain(
				`listings_${feature}_price_idx`,
			)
		}
		// Several features: each is a condition of its own, so either one's index serves.
		expect(await indexesWalked(`features=garden,pool&searchTerm=${word}`)).toEqual(
			expect.arrayContaining([expect.stringMatching(/^listings_(garden|pool)_created_idx$/)]),
		)
	})

	test('bad values are refused with the parameter named', () => {
		const problem = (input: Record<string, unknown>) => searchParamsSchema.safeParse(input).error?.issues[0]?.message
		expect(problem({ propertyType: 'castle' })).toBe(
			'propertyType: unknown value “castle” (one of house, apartment, townhouse, bungalow, studio, land, other)',
		)
		expect(problem({ features: 'garden,moat' })).toMatch(/^features: unknown value “moat”/)
		expect(problem({ minArea: 'big' })).toBe('minArea must be a number')
		expect(problem({ minArea: -1 })).toBe('minArea must be at least 0')
		expect(problem({ minArea: 900, maxArea: 800 })).toBe('maxArea must not be lower than minArea')
		expect(problem({ minArea: 900, maxArea: 900 })).toBeUndefined()
		// The page keeps the rest of the search and says what it dropped.
		const page = parseSearchPage(new URLSearchParams('propertyType=castle&minArea=500'))
		expect(page.problems).toEqual([
			'propertyType: unknown value “castle” (one of house, apartment, townhouse, bungalow, studio, land, other)',
		])
		expect(page.filters.minArea).toBe(500)
	})

	test('a saved search keeps them, in one canonical spelling', () => {
		const saved = parseQueryToSave('features=lift, garden&propertyType=studio,house&minArea=500&maxArea=900')
		expect(saved).toMatchObject({
			success: true,
			query: 'propertyType=house%2Cstudio&minArea=500&maxArea=900&features=garden%2Clift',
		})
		if (!saved.success) return
		expect(savedQueryFilters(saved.query)).toMatchObject({
			propertyType: ['house', 'studio'],
			minArea: 500,
			maxArea: 900,
			features: ['garden', 'lift'],
		})
	})
})
