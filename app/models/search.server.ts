import {
	type Placeholder,
	type SQL,
	and,
	arrayContains,
	asc,
	desc,
	eq,
	getTableColumns,
	gte,
	inArray,
	lte,
	type Query,
	sql,
} from 'drizzle-orm'
import { type Database, dialect, getDb, keptStatements, selectRows } from '~/db/client.server'
import { type Listing, listings } from '~/db/schema'
import { type SearchFilters } from '~/schemas/search'
import { type BoundingBox, boxOfPoints, chordOfKm, circleBounds, type Position, unitVector } from '~/utils/geo'
import { type Feature } from '~/utils/home-facts'
import { LISTING_STATUSES } from '~/utils/listing-status'
import { firstIndex } from '~/utils/search-params'

/**
 * Counting stops at the first multiple of this past the end of the page: beyond it the
 * total reads "50+" (docs/decisions/005-search-query-and-indexes.md explains why).
 */
export const COUNT_STEP = 50

type SearchResult = {
	listings: Listing[]
	/** Matches counted, up to the first multiple of COUNT_STEP past the end of the page. */
	total: number
	/** True when counting stopped at that cap: there are more matches than `total`. */
	totalCapped: boolean
}

/** A LIKE pattern matching `term` anywhere, its own wildcards (`%`, `_`) and escape (`\`) taken literally. */
function containsPattern(term: string) {
	return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * The search term as SQL. The search_* columns are lower-case copies of name, address
 * and description kept by the database (migration search_indexes), each with a trigram
 * index: LIKE on a stored copy costs a fraction of ILIKE, which lower-cases every row it reads.
 */
function matchesTerm(term: string) {
	// The whole term goes to the trigram indexes, also when it has several words. Asking them for one
	// word alone (the longest, or the rarest by the planner's estimate) and checking the term on the rows
	// found was measured and given up: it saves 3 ms on a rare word next to a common one ("quillfeather
	// lane") but costs 100-400 ms on everyday phrases ("the house", "sea view"), whose words are common
	// and whose cross-word trigrams are what make the whole pattern selective (docs/decisions/015).
	const pattern = sql`lower(${containsPattern(term)})`
	return sql`(search_name like ${pattern} or search_address like ${pattern} or search_description like ${pattern})`
}

/** Listings whose name or address holds `text` (case aside), through their trigram indexes: an administrator's search. */
export function nameOrAddressContains(text: string) {
	const pattern = sql`lower(${containsPattern(text)})`
	return sql`(search_name like ${pattern} or search_address like ${pattern})`
}

/** Listings whose address holds `text` (case aside), through the address's trigram index. */
export function addressContains(text: string) {
	return sql`search_address like lower(${containsPattern(text)})`
}

/**
 * Listings with `feature`, one condition a feature: the predicate of that feature's indexes by date and by
 * price (migration search_indexes_by_feature), so that a search with a term walks only the homes with the
 * rarest feature asked for instead of testing the feature on every row it reads from the table.
 */
const hasFeature = (feature: Feature) => arrayContains(listings.features, [feature])

/** The point of `position` on the unit sphere as the cube type's text, `(x, y, z)`. */
const earthPointText = (position: Position) =>
	`(${unitVector(position)
		.map((value) => value.toPrecision(17))
		.join(', ')})`

/** The point of `position` on the unit sphere, a cube. */
const earthPoint = (position: Position) => sql`${earthPointText(position)}::cube`

/** A listing's point on the unit sphere: the expression of the GiST index listings_earth_point_idx. */
const listingEarthPoint = sql`listing_earth_point(${listings.latitude}, ${listings.longitude})`

/** Listings whose longitude lies from `west` east to `east`: across the antimeridian when west is greater. */
function longitudeBetween(west: number, east: number) {
	return west <= east
		? sql`${listings.longitude} between ${west} and ${east}`
		: sql`(${listings.longitude} >= ${west} or ${listings.longitude} <= ${east})`
}

/**
 * Listings in the map's view, on the position index (migration listing_locations), which carries
 * the filters and sort keys: the view's matches are read, filtered and sorted without the table.
 */
function inArea(bbox: BoundingBox) {
	return sql`(${listings.latitude} between ${bbox.south} and ${bbox.north} and ${longitudeBetween(bbox.west, bbox.east)})`
}

/**
 * Listings inside an area drawn on the map, its sides and corners included: the box around it on the
 * position index (as a map view), then PostgreSQL's own test, `polygon @> point`, on the box's rows. The
 * test is wrapped in a CASE, whose share the planner guesses at one half (near a drawn shape's share of
 * its box) instead of the 0.1 % it assumes for `@>`, which would make it read a large box whole rather
 * than walk the sort index and stop at a page (docs/decisions/033-drawn-area.md).
 */
function inPolygon(points: Position[]) {
	const polygon = `(${points.map(({ longitude, latitude }) => `(${longitude},${latitude})`).join(',')})`
	const inside = sql`${polygon}::polygon @> point(${listings.longitude}, ${listings.latitude})`
	return sql`(${inArea(boxOfPoints(points))} and (case when ${inside} then true else false end))`
}

/** The box around a circle (all longitudes near a pole), on the position columns that the position index answers. */
function boxAround(near: Position, radiusKm: number) {
	const { south, north, west, east } = circleBounds(near, radiusKm)
	return sql`${listings.latitude} between ${south} and ${north}
		and ${west === undefined || east === undefined ? sql`true` : longitudeBetween(west, east)}`
}

/**
 * Listings within `radiusKm` of `near`: the box around the circle (latitudes and longitudes, for the
 * indexes), then the straight-line distance through the unit sphere, which grows with the distance
 * along it, decides exactly.
 */
function withinRadius(near: Position, radiusKm: number, plan: CirclePlan) {
	const chord = chordOfKm(radiusKm)
	const exact = sql`${listingEarthPoint} <-> ${earthPoint(near)} <= ${chord}`
	if (plan === 'nearest') {
		// Nearest first walks the GiST index in distance order; the cube around the circle is its
		// index condition, so the walk ends at the edge of the circle even when fewer homes match.
		return sql`(${listingEarthPoint} <@ cube_enlarge(${earthPoint(near)}, ${chord}, 3) and ${exact})`
	}
	const box = boxAround(near, radiusKm)
	// A crowded circle: one CASE, which no index answers and whose share the planner guesses at a
	// default instead of multiplying the latitude's and the longitude's, so it walks the sort index
	// (which carries the positions) and stops at a page; the box spares most rows the distance.
	if (plan === 'crowded') return sql`(case when ${box} then ${exact} else false end)`
	return sql`(${box} and ${exact})`
}

/**
 * How a distance search reads the circle: `nearest` from the GiST index in distance order
 * (sort=distance); otherwise the box around it from the position index (`box`), or, when the box
 * holds many homes, by walking the sort index and keeping those inside (`crowded`).
 */
export type CirclePlan = 'nearest' | 'box' | 'crowded'

/**
 * Homes in a box beyond which walking the date or price index finds a page sooner than reading the
 * box. Reading the box costs its B homes; the walk about 51 / (share of all T homes in the circle,
 * π/4 of the box) entries: equal where B² = 51 · T · 4/π, about 8,000 homes at a million listings.
 */
const CROWDED_BOX = 8_000

/**
 * The plan for a distance search. PostgreSQL multiplies the shares of the latitude and longitude
 * ranges as if they were independent, which a city is not, so it takes a crowded box for a small one
 * (decision 027): a count of the box's homes, stopped at CROWDED_BOX on the position index, decides.
 */
export async function circlePlan(db: Database, filters: SearchFilters): Promise<CirclePlan> {
	if (!filters.near || filters.sort === 'distance') return 'nearest'
	const box = boxAround(filters.near, filters.radiusKm)
	const [row] = await db.select({ homes: sql<number>`count(*)`.mapWith(Number) }).from(
		db
			.select({ one: sql`1` })
			.from(listings)
			.where(box)
			.limit(CROWDED_BOX)
			.as('box'),
	)
	return (row?.homes ?? 0) >= CROWDED_BOX ? 'crowded' : 'box'
}

/** How long a circle's plan is reused: its homes change by a few a day, and a stale plan is only slower. */
const CIRCLE_PLAN_MS = 10 * 60_000
/** The circles whose plan is remembered, the least recently asked for forgotten first. */
const CIRCLE_PLANS_KEPT = 1_000
const circlePlans = new WeakMap<Database, Map<string, { plan: CirclePlan; until: number }>>()

/**
 * circlePlan, remembered for a while for each circle (a point and a radius, whatever the other
 * filters): the count costs as much as a search (8,000 entries of the position index at most), and
 * visitors ask for the same few places again and again (the 'Where?' field gives a town's own centre
 * and radius). The plan changes how the circle is read, never which homes match, so a plan that has
 * gone stale costs time, not results.
 */
async function rememberedCirclePlan(db: Database, filters: SearchFilters): Promise<CirclePlan> {
	if (!filters.near || filters.sort === 'distance') return 'nearest'
	const key = `${filters.near.latitude},${filters.near.longitude},${filters.radiusKm}`
	let plans = circlePlans.get(db)
	if (!plans) circlePlans.set(db, (plans = new Map()))
	const now = Date.now()
	const known = plans.get(key)
	if (known && known.until > now) {
		// Asked for again: it moves to the end, the last to be forgotten.
		plans.delete(key)
		plans.set(key, known)
		return known.plan
	}
	const plan = await circlePlan(db, filters)
	plans.delete(key)
	plans.set(key, { plan, until: now + CIRCLE_PLAN_MS })
	if (plans.size > CIRCLE_PLANS_KEPT) plans.delete(plans.keys().next().value!)
	return plan
}

/**
 * The listings everyone may see: published (not held for a check, not removed by an administrator),
 * of an account that is neither deleted nor suspended. Their owner and administrators see the others.
 */
export const shownToEveryone = sql`(${listings.ownerActive} and ${listings.moderation} = 'published')`

/** A listing's straight-line distance through the unit sphere from `near`: nearest first on the GiST index. */
export const distanceFrom = (near: Position) => sql`${listingEarthPoint} <-> ${earthPoint(near)}`

/** Listings within `radiusKm` of `near`, read through the box around the circle. */
export const withinKmOf = (near: Position, radiusKm: number) => withinRadius(near, radiusKm, 'box')

/**
 * The filters of a search as SQL on `listings`: what the search page, the API and saved-search alerts
 * match by. The plan only changes how a distance is read, never which listings match.
 */
export function searchConditions(filters: SearchFilters, plan: CirclePlan = 'box'): SQL | undefined {
	return and(
		// Held, removed, or of an account deleted or suspended: nobody's to find.
		shownToEveryone,
		filters.searchTerm ? matchesTerm(filters.searchTerm) : undefined,
		filters.type === 'all' ? undefined : eq(listings.type, filters.type),
		filters.offer ? eq(listings.offer, true) : undefined,
		filters.parking ? eq(listings.parking, true) : undefined,
		filters.furnished ? eq(listings.furnished, true) : undefined,
		filters.reduced ? sql`${listings.reducedAt} > now() - interval '30 days'` : undefined,
		filters.status.length === LISTING_STATUSES.length ? undefined : inArray(listings.status, filters.status),
		filters.minPrice === undefined ? undefined : gte(listings.effectivePrice, filters.minPrice),
		filters.maxPrice === undefined ? undefined : lte(listings.effectivePrice, filters.maxPrice),
		filters.bedrooms === undefined ? undefined : gte(listings.bedrooms, filters.bedrooms),
		filters.bathrooms === undefined ? undefined : gte(listings.bathrooms, filters.bathrooms),
		filters.propertyType ? inArray(listings.propertyType, filters.propertyType) : undefined,
		filters.minArea === undefined ? undefined : gte(listings.floorArea, filters.minArea),
		filters.maxArea === undefined ? undefined : lte(listings.floorArea, filters.maxArea),
		...(filters.features ?? []).map(hasFeature),
		filters.bbox ? inArea(filters.bbox) : undefined,
		filters.near ? withinRadius(filters.near, filters.radiusKm, plan) : undefined,
		filters.polygon ? inPolygon(filters.polygon) : undefined,
	)
}

/** What the search sorts by: a column, or with sort=distance the distance from `near` (nearest first, on the index). */
function sortKey(filters: SearchFilters): SQL | typeof listings.createdAt | typeof listings.regularPrice {
	if (filters.sort === 'distance' && filters.near) return sql`(${listingEarthPoint} <-> ${earthPoint(filters.near)})`
	return filters.sort === 'regularPrice' ? listings.regularPrice : listings.createdAt
}

/** The size of the page and the count's cap, from the page asked for. */
function paging(filters: SearchFilters) {
	const offset = firstIndex(filters)
	return { offset, countLimit: Math.ceil((offset + filters.limit + 1) / COUNT_STEP) * COUNT_STEP }
}

/**
 * The matches in page order, up to one past the count's cap (one match past it is what tells "more
 * than countLimit" from "exactly countLimit"): the body of the statement's CTE `matched`, whose columns
 * are `id` and `sort_key`.
 */
function matchedSql(db: Database, filters: SearchFilters, plan: CirclePlan, countLimit: number): SQL {
	const where = searchConditions(filters, plan)
	const sortColumn = sortKey(filters)
	const direction = filters.order === 'asc' ? asc : desc
	if (filters.sort === 'distance') {
		// Nearest first is read from the GiST index in distance order, which cannot also order by id:
		// every listing as far as the last one read comes along (WITH TIES), and the id orders them below.
		return sql`select ${listings.id} as id, ${sortColumn} as sort_key from ${listings} where ${where ?? sql`true`}
						order by ${sortColumn} fetch first ${countLimit + 1} rows with ties`
	}
	return (
		db
			.select({ id: listings.id, sortKey: sql`${sortColumn}`.as('sort_key') })
			.from(listings)
			.where(where)
			// The id breaks ties, so equal prices or dates never make pages overlap or skip.
			.orderBy(direction(sortColumn), direction(listings.id))
			.limit(countLimit + 1)
			.getSQL()
	)
}

/**
 * The one statement of a search around the CTE `matched` (matchedSql): the page's listings in full,
 * each with the total, and the statement that counts alone.
 */
function statements(
	db: Database,
	filters: SearchFilters,
	matchedBody: SQL,
	page: { limit: number | Placeholder; offset: number | Placeholder; near?: SQL },
) {
	const direction = filters.order === 'asc' ? asc : desc
	// The outer order repeats the CTE's; a distance's point is given apart when the statement is kept.
	const sortColumn =
		filters.sort === 'distance' && page.near ? sql`(${listingEarthPoint} <-> ${page.near})` : sortKey(filters)
	const matched = db
		.$with('matched', { id: listings.id, sortKey: sql<number>`sort_key`.as('sort_key') })
		.as(matchedBody)
	const total = sql<number>`(select count(*) from ${matched})`.mapWith(Number)
	const pageIds = db
		.select({ id: matched.id })
		.from(matched)
		.orderBy(direction(matched.sortKey), direction(matched.id))
		.limit(page.limit)
		.offset(page.offset)
	return {
		query: db
			.with(matched)
			.select({ ...getTableColumns(listings), total })
			.from(listings)
			.where(inArray(listings.id, pageIds))
			.orderBy(direction(sortColumn), direction(listings.id)),
		countOnly: db
			.with(matched)
			.select({ total })
			.from(sql`(select 1) as one`),
	}
}

/** The search statements kept for reuse, by their shape; the least recently used forgotten first. */
const keepSearchStatement = keptStatements<ReturnType<ReturnType<typeof statements>['query']['prepare']>>(500)
/**
 * The CTE's text and values of each search asked for lately, by its filters and plan: drizzle builds a
 * search's conditions anew from its filters (a third of a millisecond), and the same searches are asked
 * for again and again (each section of the home page, a town's homes for rent).
 */
const keepSearchBody = keptStatements<Query>(500)

/**
 * The search statement for `filters`, built once for each shape of search and kept: building a
 * statement of 40 columns costs drizzle about a millisecond, and a kept one runs as a prepared
 * statement on PostgreSQL (parsed once per connection; planned on every run with its values, as the
 * connection's plan_cache_mode forces). The shape is the CTE's own SQL text, whose values are all
 * parameters: whatever changes the text (which filters, how many kinds or statuses, the order) makes
 * another statement, and the values are given to it on each run.
 */
function keptStatement(db: Database, filters: SearchFilters, plan: CirclePlan) {
	const { offset, countLimit } = paging(filters)
	const body = keepSearchBody(db, JSON.stringify([filters, plan]), () =>
		dialect.sqlToQuery(matchedSql(db, filters, plan, countLimit)),
	)
	const near = filters.sort === 'distance' && filters.near ? earthPointText(filters.near) : undefined
	// A first page has no OFFSET in its text (drizzle leaves out an offset of 0).
	const key = `${filters.sort}:${filters.order}:${offset > 0 ? 'offset:' : ''}${near === undefined ? '' : 'near:'}${body.sql}`
	const values: Record<string, unknown> = { limit: filters.limit, offset, ...(near === undefined ? {} : { near }) }
	body.params.forEach((value, index) => (values[`p${index + 1}`] = value))
	const statement = keepSearchStatement(db, key, () => {
		// The CTE's text with each $n a placeholder of the same order, so the statement renders as searchQuery's.
		const parts = body.sql.split(/\$(\d+)/)
		const chunks: SQL[] = []
		parts.forEach((part, index) => chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.placeholder(`p${part}`)}`))
		if ((parts.length - 1) / 2 !== body.params.length) throw new Error('The search CTE has a $ outside its parameters')
		return statements(db, filters, sql.join(chunks), {
			limit: sql.placeholder('limit'),
			offset: offset > 0 ? sql.placeholder('offset') : 0,
			near: near === undefined ? undefined : sql`${sql.placeholder('near')}::cube`,
		}).query.prepare('search')
	})
	return { statement, values, offset, countLimit }
}

/**
 * The one search query (filters, sort and paging of docs/api.md) used by the /search page,
 * GET /api/listing/get and the listing sections of the home pages.
 *
 * One statement and one scan: the matches are read in page order, on the sort index alone
 * where the filters allow, until the count's cap; the page and the total both come from
 * them, and only the page's rows are then read in full. A broad search therefore stops
 * after a few dozen matches instead of counting the whole table.
 */
export async function searchListings(filters: SearchFilters): Promise<SearchResult> {
	const db = await getDb()
	const plan = await rememberedCirclePlan(db, filters)
	const { statement, values, offset, countLimit } = keptStatement(db, filters, plan)
	const rows = await statement.execute(values)
	let total = rows[0]?.total ?? 0
	if (!rows.length && offset > 0) {
		// Past the last page no row carries the count: ask for it alone (a page nobody links to).
		total = (await searchQuery(db, filters, plan).countOnly)[0]?.total ?? 0
	}
	return {
		listings: rows.map(({ total: _total, ...listing }) => listing),
		total: Math.min(total, countLimit),
		totalCapped: total > countLimit,
	}
}

/**
 * How many homes each search finds, each counted up to `cap` (a home page's tiles read "1,000+" past it):
 * the same conditions as the search's, so a count is what its link shows. One read each, stopping at the cap.
 */
export async function countMatches(searches: SearchFilters[], cap: number) {
	const db = await getDb()
	if (!searches.length) return []
	const counts = sql.join(
		searches.map(
			(filters) =>
				sql`(select count(*)::int from (select 1 from ${listings} where ${searchConditions(filters)} limit ${cap}) as found)`,
		),
		sql`, `,
	)
	const [row] = await selectRows<{ counts: number[] }>(db, sql`select array[${counts}] as counts`)
	return (row?.counts ?? []).map((found) => ({ homes: Math.min(found, cap), capped: found >= cap }))
}

/**
 * The statement searchListings runs, built anew (exported with the plan's choice for the benchmark,
 * which shows its plans, and for tests): the same SQL text as the kept statement.
 */
export function searchQuery(db: Database, filters: SearchFilters, plan: CirclePlan) {
	const { offset, countLimit } = paging(filters)
	const { query, countOnly } = statements(db, filters, matchedSql(db, filters, plan, countLimit), {
		limit: filters.limit,
		offset,
	})
	return { query, countOnly, countLimit }
}
