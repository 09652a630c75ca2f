/*
 * The query options of the RESO feed (/api/reso/Property) read with an OData 4 parser (@odata/parser,
 * which follows the grammar of the OData ABNF) and checked against the Property's fields
 * (utils/reso-mapping.ts): what the feed may answer, as plain data for the model to turn into SQL.
 * Anything the subset does not take is a client's mistake, answered 400 in OData's error shape.
 */
import { defaultParser } from '@odata/parser'
import { ClientError } from './client-error'
import { RESO_PROPERTY_FIELDS, type ResoPropertyField } from './reso-mapping'

/** A mistake in a feed's query: answered `{ error: { code, message } }` with its status (OData's shape). */
export class ODataError extends ClientError {
	name = 'ODataError'
	constructor(
		message: string,
		readonly code = 'BadRequest',
		status = 400,
	) {
		super(message, status)
	}
}

/** The most properties a page of the feed holds ($top), and how many it holds unless asked. */
export const RESO_TOP_MAX = 200
export const RESO_TOP_DEFAULT = 100
/**
 * The deepest $skip: a page further on is read past every one before it. A partner reading the whole
 * feed follows @odata.nextLink, which goes on from the last property read instead.
 */
export const RESO_SKIP_MAX = 10_000

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'

type Field<Kind> = {
	[Name in ResoPropertyField]: (typeof RESO_PROPERTY_FIELDS)[Name] extends { filter: Kind } ? Name : never
}[ResoPropertyField]

/** A field compared with a value: a string for a key or a lookup, a number, a time (ISO 8601), or null. */
export type Comparison =
	| { kind: 'compare'; field: Field<'key' | 'lookup'>; operator: 'eq' | 'ne'; value: string | null }
	| { kind: 'compare'; field: Field<'number'>; operator: ComparisonOperator; value: number | null }
	| { kind: 'compare'; field: Field<'timestamp'>; operator: ComparisonOperator; value: string }

export type ResoFilter =
	Comparison | { kind: 'and' | 'or'; left: ResoFilter; right: ResoFilter } | { kind: 'not'; operand: ResoFilter }

export type SortField = {
	[Name in ResoPropertyField]: (typeof RESO_PROPERTY_FIELDS)[Name] extends { sort: true } ? Name : never
}[ResoPropertyField]

export type ResoOrder = Array<{ field: SortField; direction: 'asc' | 'desc' }>

/** Where a page read in the feed's own order (ModificationTimestamp, then ListingKey) left off. */
export type ResoContinuation = { modifiedAt: string; key: string }

export type ResoQuery = {
	filter?: ResoFilter
	/** The fields asked for; undefined for all of them. */
	select?: ResoPropertyField[]
	orderBy: ResoOrder
	top: number
	skip: number
	count: boolean
	expandMedia: boolean
	/** Set by the feed's own next links ($skiptoken) in its own order: the page after this property. */
	after?: ResoContinuation
}

/** The order of the feed unless asked for another: the order properties last changed in. */
export const RESO_DEFAULT_ORDER: ResoOrder = [
	{ field: 'ModificationTimestamp', direction: 'asc' },
	{ field: 'ListingKey', direction: 'asc' },
]

/** The first $orderby field a page can be read in from an index (docs/decisions/038). */
const INDEXED_ORDER_FIELDS: SortField[] = ['ModificationTimestamp', 'ListPrice', 'ListingKey']

/** Whether a page is read in the feed's own order, where next links go on from the last property read. */
export const readsInFeedOrder = (order: ResoOrder) =>
	order.length <= 2 &&
	order[0]?.field === 'ModificationTimestamp' &&
	order[0].direction === 'asc' &&
	(order.length === 1 || (order[1]!.field === 'ListingKey' && order[1]!.direction === 'asc'))

const SUPPORTED_OPTIONS = [
	'$filter',
	'$select',
	'$orderby',
	'$top',
	'$skip',
	'$count',
	'$expand',
	'$skiptoken',
	'$format',
]

type Token = { type: string; raw: string; value: unknown; position: number }

/** The parser's words for where it stopped, as a client reads them. */
function parseFailure(option: string, error: unknown): never {
	const at = /at (\d+)/.exec(error instanceof Error ? error.message : '')
	const position = at ? Number(at[1]) : 0
	throw new ODataError(
		position > 0 ? `${option} is not valid OData from character ${position + 1} on` : `${option} is not valid OData`,
	)
}

/** One system query option of `name` parsed alone (so that an `&` inside a value is never a separator). */
function parseOption(name: string, value: string): Token {
	let parsed: { value: { options: Token[] } }
	try {
		parsed = defaultParser.query(`${name}=${value}`) as unknown as { value: { options: Token[] } }
	} catch (error) {
		parseFailure(name, error)
	}
	const [option, ...rest] = parsed.value.options
	if (!option || rest.length || option.raw !== `${name}=${value}`) throw new ODataError(`${name} is not valid OData`)
	return option
}

/** The name of the Property field a member expression names, or a 400 when it names anything else. */
function fieldName(token: Token, option: string): ResoPropertyField {
	let current: Token | undefined = token
	for (const type of ['CommonExpression', 'FirstMemberExpression', 'MemberExpression', 'PropertyPathExpression']) {
		if (current?.type === type) current = current.value as Token
	}
	if (current?.type !== 'ODataIdentifier') throw new ODataError(`${option}: “${token.raw}” is not a field of Property`)
	const name = (current.value as { name: string }).name
	if (!Object.hasOwn(RESO_PROPERTY_FIELDS, name)) throw new ODataError(`${option}: Property has no field ${name}`)
	return name as ResoPropertyField
}

const isMember = (token: Token) => token.type === 'FirstMemberExpression' || token.type === 'CommonExpression'

const OPERATORS: Record<string, ComparisonOperator> = {
	EqualsExpression: 'eq',
	NotEqualsExpression: 'ne',
	GreaterThanExpression: 'gt',
	GreaterOrEqualsExpression: 'ge',
	LesserThanExpression: 'lt',
	LesserOrEqualsExpression: 'le',
}

/** An operator with its sides swapped: `5 lt ListPrice` is `ListPrice gt 5`. */
const SWAPPED: Record<ComparisonOperator, ComparisonOperator> = {
	eq: 'eq',
	ne: 'ne',
	gt: 'lt',
	ge: 'le',
	lt: 'gt',
	le: 'ge',
}

const NUMBER_TYPES = new Set([
	'Edm.SByte',
	'Edm.Byte',
	'Edm.Int16',
	'Edm.Int32',
	'Edm.Int64',
	'Edm.Decimal',
	'Edm.Double',
	'Edm.Single',
])

/** A string literal's text: quotes off, doubled quotes single. */
const stringOf = (raw: string) => raw.slice(1, -1).replace(/''/g, "'")

function comparison(token: Token): Comparison {
	const { left, right } = token.value as { left: Token; right: Token }
	let operator = OPERATORS[token.type]!
	let member = left
	let literal = right
	if (!isMember(left) && isMember(right)) {
		member = right
		literal = left
		operator = SWAPPED[operator]
	}
	if (literal.type !== 'Literal') {
		throw new ODataError(`$filter: “${token.raw}” must compare a field with a value`)
	}
	const field = fieldName(member, '$filter')
	const kind = (RESO_PROPERTY_FIELDS[field] as { filter?: string }).filter
	if (!kind) throw new ODataError(`$filter: ${field} cannot be filtered on`)
	const type = literal.value as string
	const isNull = type === 'null'
	if (isNull && operator !== 'eq' && operator !== 'ne') {
		throw new ODataError(`$filter: ${field} can only be compared with null by eq or ne`)
	}
	if (kind === 'key' || kind === 'lookup') {
		if (operator !== 'eq' && operator !== 'ne')
			throw new ODataError(`$filter: ${field} can only be compared by eq or ne`)
		if (isNull) return { kind: 'compare', field: field as Field<'key' | 'lookup'>, operator, value: null }
		const value =
			type === 'Edm.String' ? stringOf(literal.raw) : type === 'Edm.Guid' && kind === 'key' ? literal.raw : undefined
		if (value === undefined) throw new ODataError(`$filter: ${field} must be compared with a string in single quotes`)
		return { kind: 'compare', field: field as Field<'key' | 'lookup'>, operator, value }
	}
	if (kind === 'number') {
		if (isNull) return { kind: 'compare', field: field as Field<'number'>, operator, value: null }
		const value = Number(literal.raw)
		if (!NUMBER_TYPES.has(type) || !Number.isFinite(value))
			throw new ODataError(`$filter: ${field} must be compared with a number`)
		return { kind: 'compare', field: field as Field<'number'>, operator, value }
	}
	const time =
		type === 'Edm.DateTimeOffset' ? literal.raw : type === 'Edm.Date' ? `${literal.raw}T00:00:00Z` : undefined
	if (time === undefined || Number.isNaN(Date.parse(time))) {
		throw new ODataError(`$filter: ${field} must be compared with a date and time such as 2024-05-01T00:00:00Z`)
	}
	return { kind: 'compare', field: field as Field<'timestamp'>, operator, value: time }
}

function filterOf(token: Token): ResoFilter {
	switch (token.type) {
		case 'CommonExpression':
		case 'BoolParenExpression':
		case 'ParenExpression':
			return filterOf(token.value as Token)
		case 'AndExpression':
		case 'OrExpression': {
			const { left, right } = token.value as { left: Token; right: Token }
			return { kind: token.type === 'AndExpression' ? 'and' : 'or', left: filterOf(left), right: filterOf(right) }
		}
		case 'NotExpression':
			return { kind: 'not', operand: filterOf(token.value as Token) }
		default:
			if (token.type in OPERATORS) return comparison(token)
			throw new ODataError(
				`$filter: “${token.raw}” is not supported: compare fields with eq, ne, gt, ge, lt or le, joined by and, or, not and parentheses`,
			)
	}
}

function parseFilter(value: string): ResoFilter {
	let token: Token
	try {
		token = defaultParser.filter(value) as unknown as Token
	} catch (error) {
		parseFailure('$filter', error)
	}
	return filterOf(token)
}

function wholeNumber(name: string, value: string, max: number) {
	const option = parseOption(name, value)
	const number = Number((option.value as Token).raw)
	if (!Number.isInteger(number) || number < 0 || number > max) {
		throw new ODataError(`${name} must be a whole number from 0 to ${max.toLocaleString('en-US')}`)
	}
	return number
}

function parseSelect(value: string): ResoPropertyField[] | undefined {
	const items = (parseOption('$select', value).value as { items: Token[] }).items
	if (items.some((item) => (item.value as { value?: unknown }).value === '*')) return undefined
	return [
		...new Set(
			items.map((item) => {
				if (!/^\w+$/.test(item.raw)) throw new ODataError(`$select: “${item.raw}” is not a field of Property`)
				if (!Object.hasOwn(RESO_PROPERTY_FIELDS, item.raw))
					throw new ODataError(`$select: Property has no field ${item.raw}`)
				return item.raw as ResoPropertyField
			}),
		),
	]
}

function parseOrderBy(value: string): ResoOrder {
	const items = (parseOption('$orderby', value).value as { items: Token[] }).items
	const order = items.map((item) => {
		const { expr, direction } = item.value as { expr: Token; direction: number }
		const field = fieldName(expr, '$orderby')
		if (!(RESO_PROPERTY_FIELDS[field] as { sort?: boolean }).sort)
			throw new ODataError(`$orderby: ${field} cannot be sorted by`)
		return { field: field as SortField, direction: direction < 0 ? ('desc' as const) : ('asc' as const) }
	})
	if (!INDEXED_ORDER_FIELDS.includes(order[0]!.field)) {
		throw new ODataError(`$orderby must start with ${INDEXED_ORDER_FIELDS.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`)
	}
	return order
}

function parseExpand(value: string) {
	const items = (parseOption('$expand', value).value as { items: Token[] }).items
	for (const item of items) {
		if (item.raw !== 'Media') throw new ODataError(`$expand: only Media can be expanded, without options of its own`)
	}
	return true
}

/** A continuation as a $skiptoken: opaque to clients, read back only by parseResoQuery. */
export const skipTokenOf = (after: ResoContinuation) =>
	Buffer.from(JSON.stringify([after.modifiedAt, after.key])).toString('base64url')

function parseSkipToken(value: string): ResoContinuation {
	try {
		const [modifiedAt, key] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[]
		if (typeof modifiedAt === 'string' && typeof key === 'string' && !Number.isNaN(Date.parse(modifiedAt)))
			return { modifiedAt, key }
	} catch {
		// Answered below.
	}
	throw new ODataError('$skiptoken is not one this feed gave: follow @odata.nextLink as it is')
}

/** The query options of a request to the feed, checked: ODataError for anything the feed does not take. */
export function parseResoQuery(params: URLSearchParams): ResoQuery {
	const options = new Map<string, string>()
	for (const [name, value] of params) {
		if (!name.startsWith('$')) continue
		if (!SUPPORTED_OPTIONS.includes(name))
			throw new ODataError(`The query option ${name} is not supported`, 'NotImplemented')
		if (options.has(name)) throw new ODataError(`The query option ${name} is given more than once`)
		options.set(name, value)
	}
	const format = options.get('$format')
	if (format !== undefined && !/^(json|application\/json)$/i.test(format)) throw new ODataError('$format must be json')
	const count = options.get('$count')
	const orderBy = options.has('$orderby') ? parseOrderBy(options.get('$orderby')!) : RESO_DEFAULT_ORDER
	const query: ResoQuery = {
		filter: options.has('$filter') ? parseFilter(options.get('$filter')!) : undefined,
		select: options.has('$select') ? parseSelect(options.get('$select')!) : undefined,
		orderBy,
		top: options.has('$top') ? wholeNumber('$top', options.get('$top')!, RESO_TOP_MAX) : RESO_TOP_DEFAULT,
		skip: options.has('$skip') ? wholeNumber('$skip', options.get('$skip')!, RESO_SKIP_MAX) : 0,
		count: count === undefined ? false : count === 'true' ? true : count === 'false' ? false : badCount(),
		expandMedia: options.has('$expand') ? parseExpand(options.get('$expand')!) : false,
	}
	if (options.has('$skiptoken')) {
		if (!readsInFeedOrder(orderBy) || query.skip)
			throw new ODataError('$skiptoken goes only with the feed’s own order and no $skip')
		query.after = parseSkipToken(options.get('$skiptoken')!)
	}
	return query
}

function badCount(): never {
	throw new ODataError('$count must be true or false')
}
