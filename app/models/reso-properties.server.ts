import {
	type SQL,
	and,
	asc,
	count,
	desc,
	eq,
	getTableColumns,
	inArray,
	isNotNull,
	isNull,
	ne,
	not,
	or,
	sql,
} from 'drizzle-orm'
import { type AnyPgColumn } from 'drizzle-orm/pg-core'
import { type Database, getDb } from '~/db/client.server'
import { listings } from '~/db/schema'
import { isUuid } from '~/schemas/fields'
import { propertyTypeOfReso, statusesOfReso, typeOfReso } from '~/utils/reso-mapping'
import { type Comparison, type ResoFilter, type ResoOrder, type ResoQuery } from '~/utils/reso-query.server'
import { shownToEveryone } from './search.server'

/*
 * The RESO feed's reads (docs/decisions/038): the listings everyone may see that are not withdrawn
 * (a home sold or let is Closed; a withdrawn one leaves the feed), filtered and sorted as a query of
 * utils/reso-query.server.ts asks, on the indexes of the search and listings_feed_modified_idx.
 */

/** What the feed shows: published listings of active accounts, withdrawn ones dropped. */
export const inTheFeed = sql`(${shownToEveryone} and ${listings.status} <> 'withdrawn')`

/** When a listing last changed, to the microsecond, as OData writes a time (UTC): ModificationTimestamp. */
export const modifiedAt = sql<string>`to_char(${listings.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const NUMBER_COLUMNS = {
	ListPrice: listings.regularPrice,
	BedroomsTotal: listings.bedrooms,
	BathroomsTotalInteger: listings.bathrooms,
	LivingArea: listings.floorArea,
	YearBuilt: listings.yearBuilt,
	Latitude: listings.latitude,
	Longitude: listings.longitude,
}

const SORT_COLUMNS = { ...NUMBER_COLUMNS, ListingKey: listings.id, ModificationTimestamp: listings.updatedAt }

const OPERATOR_SQL = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const

/** Always true or false, never null: a comparison with a missing value is false, and `not` of it true (OData's rule). */
function compareColumn(
	column: SQL | AnyPgColumn,
	operator: keyof typeof OPERATOR_SQL,
	value: unknown,
	nullable: boolean,
) {
	const compared = sql`${column} ${sql.raw(OPERATOR_SQL[operator])} ${value}`
	if (!nullable) return compared
	return operator === 'ne' ? sql`(${column} is null or ${compared})` : sql`(${column} is not null and ${compared})`
}

/** The listings that one of RESO's values of a lookup field stands for: eq is one of them, ne none of them. */
function lookupCondition(
	field: 'StandardStatus' | 'PropertyType' | 'PropertySubType',
	operator: 'eq' | 'ne',
	value: string | null,
) {
	const equal = operator === 'eq'
	if (field === 'StandardStatus') {
		const statuses = value === null ? [] : statusesOfReso(value)
		if (!statuses.length) return sql`${!equal}`
		return equal ? inArray(listings.status, statuses) : not(inArray(listings.status, statuses))
	}
	if (field === 'PropertyType') {
		const type = value === null ? undefined : typeOfReso(value)
		if (!type) return sql`${!equal}`
		return equal ? eq(listings.type, type) : ne(listings.type, type)
	}
	if (value === null) return equal ? isNull(listings.propertyType) : isNotNull(listings.propertyType)
	const kind = propertyTypeOfReso(value)
	if (!kind) return sql`${!equal}`
	return compareColumn(listings.propertyType, operator, kind, true)
}

/** Larger than any whole number a listing holds, smaller than bigint's limit. */
const WHOLE_LIMIT = 2 ** 53

/**
 * A comparison of a whole-number column with any number, as one with a whole number (`BedroomsTotal gt
 * 2.5` is `BedroomsTotal gt 2`), or its answer for every listing when it has one (`eq 2.5` is never true).
 */
function wholeComparison(operator: keyof typeof OPERATOR_SQL, value: number) {
	const clamped = Math.max(-WHOLE_LIMIT, Math.min(WHOLE_LIMIT, value))
	if (Number.isInteger(clamped)) return { operator, value: clamped }
	if (operator === 'eq' || operator === 'ne') return operator === 'ne'
	const below = Math.floor(clamped)
	return operator === 'gt' || operator === 'le' ? { operator, value: below } : { operator, value: below + 1 }
}

function comparisonCondition(comparison: Comparison): SQL {
	switch (comparison.field) {
		case 'ListingKey': {
			const { operator, value } = comparison
			// Not a listing's id: no listing has it.
			if (value === null || !isUuid(value)) return sql`${operator === 'ne'}`
			return operator === 'eq' ? eq(listings.id, value) : ne(listings.id, value)
		}
		case 'StandardStatus':
		case 'PropertyType':
		case 'PropertySubType':
			return lookupCondition(comparison.field, comparison.operator, comparison.value)
		case 'ModificationTimestamp':
			return compareColumn(listings.updatedAt, comparison.operator, sql`${comparison.value}::timestamptz`, false)
		default: {
			const column = NUMBER_COLUMNS[comparison.field]
			const nullable = !column.notNull
			if (comparison.value === null) return comparison.operator === 'eq' ? isNull(column) : isNotNull(column)
			if (column === listings.latitude || column === listings.longitude)
				return compareColumn(column, comparison.operator, comparison.value, nullable)
			const whole = wholeComparison(comparison.operator, comparison.value)
			if (typeof whole === 'boolean') return sql`${whole}`
			// A bigint compares with the integer columns on their indexes, whatever the number's size.
			return compareColumn(column, whole.operator, sql`${whole.value}::bigint`, nullable)
		}
	}
}

/** A feed's $filter as SQL on `listings`. */
export function filterCondition(filter: ResoFilter): SQL {
	switch (filter.kind) {
		case 'and':
			return and(filterCondition(filter.left), filterCondition(filter.right))!
		case 'or':
			return or(filterCondition(filter.left), filterCondition(filter.right))!
		case 'not':
			return not(filterCondition(filter.operand))
		default:
			return comparisonCondition(filter)
	}
}

/** The order of a page: the fields asked for, then the key, so that equal values never make pages overlap or skip. */
function orderOf(order: ResoOrder) {
	const keys = order.map(({ field, direction }) => (direction === 'asc' ? asc : desc)(SORT_COLUMNS[field]))
	if (!order.some(({ field }) => field === 'ListingKey')) keys.push(asc(listings.id))
	return keys
}

/** The conditions of a query: the feed's listings, its filter, and where the last page left off. */
function conditionsOf(query: ResoQuery) {
	return and(
		inTheFeed,
		query.filter ? filterCondition(query.filter) : undefined,
		// The index's own order, compared as a row: the page after the last property read.
		query.after && isUuid(query.after.key)
			? sql`(${listings.updatedAt}, ${listings.id}) > (${query.after.modifiedAt}::timestamptz, ${query.after.key}::uuid)`
			: undefined,
	)
}

/**
 * The statement of a page of the feed, one row past it (which says whether another page follows). The
 * page's ids are found first, on an index that carries every column a filter reads (the index alone,
 * however far $skip goes), and only the page's rows are then read in full, as the search does.
 */
export function resoPageQuery(db: Database, query: ResoQuery) {
	const pageIds = db
		.select({ id: listings.id })
		.from(listings)
		.where(conditionsOf(query))
		.orderBy(...orderOf(query.orderBy))
		.limit(query.top + 1)
		.offset(query.skip)
	return db
		.select({ ...getTableColumns(listings), modifiedAt })
		.from(listings)
		.where(inArray(listings.id, pageIds))
		.orderBy(...orderOf(query.orderBy))
}

/** A page of the feed's listings, each with when it last changed (to the microsecond), and whether more follow. */
export async function readResoPage(query: ResoQuery) {
	const db = await getDb()
	const rows = await resoPageQuery(db, query)
	return { rows: rows.slice(0, query.top), more: rows.length > query.top }
}

/** How many listings of the feed match a query (its filter; paging aside), for $count=true. */
export async function countResoMatches(query: ResoQuery) {
	const db = await getDb()
	const [row] = await db
		.select({ total: count() })
		.from(listings)
		.where(and(inTheFeed, query.filter ? filterCondition(query.filter) : undefined))
	return row?.total ?? 0
}
