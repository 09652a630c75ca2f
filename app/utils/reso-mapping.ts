/*
 * The one translation between a listing and the RESO Data Dictionary (docs/decisions/038): the names
 * and values of the CSV import and export and of the RESO feed (/api/reso). Values are written in the
 * Data Dictionary's OData spelling (`ResidentialLease`, `ActiveUnderContract`, `SquareFeet`) and read
 * back in either spelling, case and spaces aside ('Residential Lease', 'active under contract'), or in
 * the site's own words ('rent', 'under_offer').
 */
import { type Listing } from '~/db/schema'
import { type AreaUnit, FEATURES, type PropertyType, PROPERTY_TYPES } from './home-facts'
import { type ListingStatus } from './listing-status'

/** RESO's PropertyType of a listing's type: a home for sale is Residential, one to rent ResidentialLease. */
export const RESO_PROPERTY_TYPES = { sale: 'Residential', rent: 'ResidentialLease' } as const satisfies Record<
	Listing['type'],
	string
>

/**
 * RESO's StandardStatus of a listing's status: a home sold or let is Closed (which of the two follows
 * from its PropertyType).
 */
export const RESO_STANDARD_STATUSES = {
	active: 'Active',
	under_offer: 'ActiveUnderContract',
	sold: 'Closed',
	let: 'Closed',
	withdrawn: 'Withdrawn',
} as const satisfies Record<ListingStatus, string>

/**
 * RESO's PropertySubType of a kind of property. The Data Dictionary's list has no bungalow, studio, land
 * or other among the subtypes of a residence: those keep the site's word, as its open lists allow.
 */
export const RESO_PROPERTY_SUB_TYPES = {
	house: 'SingleFamilyResidence',
	apartment: 'Apartment',
	townhouse: 'Townhouse',
	bungalow: 'Bungalow',
	studio: 'Studio',
	land: 'Land',
	other: 'Other',
} as const satisfies Record<PropertyType, string>

/** RESO's LivingAreaUnits of the site's unit (AREA_UNIT). */
export const RESO_AREA_UNITS = { sqft: 'SquareFeet', m2: 'SquareMeters' } as const satisfies Record<AreaUnit, string>

/** A value as compared when read: without case, spaces, underscores or hyphens. */
const lookupKey = (value: string) => value.toLowerCase().replace(/[\s_-]+/g, '')

function lookup<Value extends string>(pairs: Array<[string, Value]>) {
	const map = new Map(pairs.map(([name, value]) => [lookupKey(name), value]))
	return (text: string) => map.get(lookupKey(text))
}

/** The listing's type of a PropertyType (RESO's or the site's word), or undefined. */
export const typeOfReso = lookup<Listing['type']>([
	['Residential', 'sale'],
	['ResidentialLease', 'rent'],
	['sale', 'sale'],
	['rent', 'rent'],
])

/** The kind of property of a PropertySubType (RESO's or the site's word), or undefined. */
export const propertyTypeOfReso = lookup<PropertyType>([
	...Object.entries(RESO_PROPERTY_SUB_TYPES).map(
		([kind, name]) => [name, kind as PropertyType] as [string, PropertyType],
	),
	...PROPERTY_TYPES.map((kind) => [kind, kind] as [string, PropertyType]),
])

const statusOfName = lookup<ListingStatus | 'closed'>([
	['Active', 'active'],
	['ActiveUnderContract', 'under_offer'],
	['under_offer', 'under_offer'],
	['Closed', 'closed'],
	['sold', 'sold'],
	['let', 'let'],
	['Withdrawn', 'withdrawn'],
])

/** The status of a StandardStatus (RESO's or the site's word) for a listing of this type: Closed is sold or let. */
export function statusOfReso(text: string, type: Listing['type'] | undefined): ListingStatus | undefined {
	const status = statusOfName(text)
	if (status !== 'closed') return status
	return type === 'rent' ? 'let' : 'sold'
}

/** The statuses a StandardStatus stands for in a search of the feed (Closed: sold and let). */
export function statusesOfReso(text: string): ListingStatus[] {
	const status = statusOfName(text)
	if (status === 'closed') return ['sold', 'let']
	return status ? [status] : []
}

/** The values that StandardStatus, PropertyType and PropertySubType take, as messages list them. */
export const RESO_VALUE_LISTS = {
	StandardStatus: ['Active', 'ActiveUnderContract', 'Closed', 'Withdrawn'],
	PropertyType: Object.values(RESO_PROPERTY_TYPES),
	PropertySubType: Object.values(RESO_PROPERTY_SUB_TYPES),
} as const

/** Most photos a CSV row describes: the listing's most (schemas/listing.ts, MAX_PHOTOS). */
export const CSV_PHOTO_COLUMNS = 6

/** Each photo's address and description, in the listing's order (CSV_PHOTO_COLUMNS of them). */
const photoColumns = [
	'Photo1URL',
	'Photo1Description',
	'Photo2URL',
	'Photo2Description',
	'Photo3URL',
	'Photo3Description',
	'Photo4URL',
	'Photo4Description',
	'Photo5URL',
	'Photo5Description',
	'Photo6URL',
	'Photo6Description',
] as const

/**
 * The columns of a CSV file of listings, in the order an export writes them: RESO names where the Data
 * Dictionary has one, the site's own names for the rest (docs/api.md, "CSV import and export").
 */
export const CSV_COLUMNS = [
	'ListingKey',
	'ListingId',
	'Title',
	'PublicRemarks',
	'UnparsedAddress',
	'Latitude',
	'Longitude',
	'ApproximateLocation',
	'PropertyType',
	'PropertySubType',
	'StandardStatus',
	'ListPrice',
	'OfferPrice',
	'BedroomsTotal',
	'BathroomsTotalInteger',
	'LivingArea',
	'LivingAreaUnits',
	'YearBuilt',
	'Parking',
	'Furnished',
	'Features',
	'Deposit',
	'AvailabilityDate',
	'MinimumTermMonths',
	...photoColumns,
	'ModificationTimestamp',
	'ListingURL',
] as const

export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** Columns an export writes for the reader and an import does not read (the site keeps them). */
export const CSV_READ_ONLY_COLUMNS: readonly CsvColumn[] = ['ListingKey', 'ModificationTimestamp', 'ListingURL']

/** The column of each field of a listing body (schemas/listing.ts), for an import's messages. */
export const CSV_COLUMN_OF_FIELD: Record<string, CsvColumn> = {
	reference: 'ListingId',
	name: 'Title',
	description: 'PublicRemarks',
	address: 'UnparsedAddress',
	latitude: 'Latitude',
	longitude: 'Longitude',
	locationApproximate: 'ApproximateLocation',
	type: 'PropertyType',
	propertyType: 'PropertySubType',
	status: 'StandardStatus',
	regularPrice: 'ListPrice',
	discountPrice: 'OfferPrice',
	offer: 'OfferPrice',
	bedrooms: 'BedroomsTotal',
	bathrooms: 'BathroomsTotalInteger',
	floorArea: 'LivingArea',
	yearBuilt: 'YearBuilt',
	parking: 'Parking',
	furnished: 'Furnished',
	features: 'Features',
	deposit: 'Deposit',
	availableFrom: 'AvailabilityDate',
	minimumTermMonths: 'MinimumTermMonths',
}

/** The column of a photo's address or description (`index` from 0). */
export const photoUrlColumn = (index: number) => `Photo${index + 1}URL` as CsvColumn
export const photoDescriptionColumn = (index: number) => `Photo${index + 1}Description` as CsvColumn

/** The listing's identifier for its owner: its reference (RESO ListingId), else its id. */
export const listingIdOf = (listing: Pick<Listing, 'id' | 'reference'>) => listing.reference ?? listing.id

/** What a CSV file says of a listing: a row of text cells by column. */
export type CsvRow = Partial<Record<CsvColumn, string>>

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))
const flag = (value: boolean) => (value ? 'true' : 'false')

/**
 * A listing as an export's row. `photoUrls` are its photos' absolute addresses; `url` is its page's;
 * `modifiedAt` when it last changed, to the microsecond.
 */
export function csvRowOf(
	listing: Listing,
	{
		photoUrls,
		url,
		areaUnit,
		modifiedAt,
	}: { photoUrls: string[]; url: string; areaUnit: AreaUnit; modifiedAt: string },
): Record<CsvColumn, string> {
	const photos = {} as Record<(typeof photoColumns)[number], string>
	for (let index = 0; index < CSV_PHOTO_COLUMNS; index++) {
		photos[photoUrlColumn(index) as (typeof photoColumns)[number]] = photoUrls[index] ?? ''
		photos[photoDescriptionColumn(index) as (typeof photoColumns)[number]] = listing.imageAlts[index] ?? ''
	}
	return {
		ListingKey: listing.id,
		ListingId: listingIdOf(listing),
		Title: listing.name,
		PublicRemarks: listing.description,
		UnparsedAddress: listing.address,
		Latitude: text(listing.latitude),
		Longitude: text(listing.longitude),
		ApproximateLocation: flag(listing.locationApproximate),
		PropertyType: RESO_PROPERTY_TYPES[listing.type],
		PropertySubType: listing.propertyType ? RESO_PROPERTY_SUB_TYPES[listing.propertyType] : '',
		StandardStatus: RESO_STANDARD_STATUSES[listing.status],
		ListPrice: text(listing.regularPrice),
		OfferPrice: listing.offer ? text(listing.discountPrice) : '',
		BedroomsTotal: text(listing.bedrooms),
		BathroomsTotalInteger: text(listing.bathrooms),
		LivingArea: text(listing.floorArea),
		LivingAreaUnits: listing.floorArea === null ? '' : RESO_AREA_UNITS[areaUnit],
		YearBuilt: text(listing.yearBuilt),
		Parking: flag(listing.parking),
		Furnished: flag(listing.furnished),
		Features: listing.features.join(', '),
		Deposit: text(listing.deposit),
		AvailabilityDate: text(listing.availableFrom),
		MinimumTermMonths: text(listing.minimumTermMonths),
		...photos,
		ModificationTimestamp: modifiedAt,
		ListingURL: url,
	}
}

/** A problem with one cell of a row, in the words of the form or of this mapping. */
export type CellProblem = { column: CsvColumn; message: string }

const numberText = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/

/** A cell of a number: the number, or the text itself for the listing's rules to refuse in their words. */
const numberOrText = (cell: string) => (numberText.test(cell) ? Number(cell) : cell.trim())

/** A cell of a fact that may be left blank: null when blank. */
const optionalNumber = (cell: string) => (cell.trim() === '' ? null : numberOrText(cell))

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', ''])

/**
 * A row of an import as a listing body (the JSON API's, schemas/listing.ts), with the problems only this
 * mapping can see (a value outside RESO's lists, a unit that is not the site's). Only the columns the
 * file has are in the body: for a listing it updates, the others keep their values.
 */
export function listingBodyOf(row: CsvRow, { areaUnit }: { areaUnit: AreaUnit }) {
	const body: Record<string, unknown> = {}
	const problems: CellProblem[] = []
	const has = (column: CsvColumn) => row[column] !== undefined
	const cell = (column: CsvColumn) => row[column] ?? ''
	const flagOf = (column: CsvColumn, field: string) => {
		if (!has(column)) return
		const word = cell(column).trim().toLowerCase()
		if (TRUE_WORDS.has(word)) body[field] = true
		else if (FALSE_WORDS.has(word)) body[field] = false
		else problems.push({ column, message: `${column} must be true or false` })
	}
	const numberOf = (column: CsvColumn, field: string) => {
		if (has(column)) body[field] = optionalNumber(cell(column))
	}

	if (has('Title')) body.name = cell('Title')
	if (has('PublicRemarks')) body.description = cell('PublicRemarks')
	if (has('UnparsedAddress')) body.address = cell('UnparsedAddress')
	numberOf('Latitude', 'latitude')
	numberOf('Longitude', 'longitude')
	flagOf('ApproximateLocation', 'locationApproximate')
	if (has('PropertyType')) {
		const type = typeOfReso(cell('PropertyType'))
		if (type) body.type = type
		else problems.push({ column: 'PropertyType', message: 'PropertyType must be Residential or ResidentialLease' })
	}
	if (has('PropertySubType')) {
		const given = cell('PropertySubType').trim()
		const kind = given === '' ? null : propertyTypeOfReso(given)
		if (kind === undefined)
			problems.push({
				column: 'PropertySubType',
				message: `PropertySubType must be one of ${RESO_VALUE_LISTS.PropertySubType.join(', ')}`,
			})
		else body.propertyType = kind
	}
	if (has('StandardStatus') && cell('StandardStatus').trim() !== '') {
		const status = statusOfReso(cell('StandardStatus'), body.type as Listing['type'] | undefined)
		if (status) body.status = status
		else
			problems.push({
				column: 'StandardStatus',
				message: `StandardStatus must be one of ${RESO_VALUE_LISTS.StandardStatus.join(', ')}`,
			})
	}
	if (has('ListPrice')) body.regularPrice = numberOrText(cell('ListPrice'))
	if (has('OfferPrice')) {
		const offer = cell('OfferPrice').trim()
		body.offer = offer !== ''
		if (offer !== '') body.discountPrice = numberOrText(offer)
	}
	if (has('BedroomsTotal')) body.bedrooms = numberOrText(cell('BedroomsTotal'))
	if (has('BathroomsTotalInteger')) body.bathrooms = numberOrText(cell('BathroomsTotalInteger'))
	numberOf('LivingArea', 'floorArea')
	if (has('LivingAreaUnits')) {
		const unit = cell('LivingAreaUnits').trim()
		const expected = RESO_AREA_UNITS[areaUnit]
		if (unit !== '' && lookupKey(unit) !== lookupKey(expected) && lookupKey(unit) !== areaUnit)
			problems.push({ column: 'LivingAreaUnits', message: `LivingAreaUnits must be ${expected}, this site's unit` })
	}
	numberOf('YearBuilt', 'yearBuilt')
	flagOf('Parking', 'parking')
	flagOf('Furnished', 'furnished')
	if (has('Features')) {
		body.features = cell('Features')
			.split(/[,;]/)
			.map((feature) => feature.trim())
			.filter(Boolean)
			.map((feature) => FEATURES.find((known) => lookupKey(known) === lookupKey(feature)) ?? feature)
	}
	numberOf('Deposit', 'deposit')
	if (has('AvailabilityDate')) body.availableFrom = cell('AvailabilityDate').trim() || null
	numberOf('MinimumTermMonths', 'minimumTermMonths')

	const urlColumns = Array.from({ length: CSV_PHOTO_COLUMNS }, (_, index) => index).filter((index) =>
		has(photoUrlColumn(index)),
	)
	const describes = Array.from({ length: CSV_PHOTO_COLUMNS }, (_, index) => index).some((index) =>
		has(photoDescriptionColumn(index)),
	)
	/** For each photo of the body, the number of its column (a blank column between photos is skipped). */
	const photoNumbers: number[] = []
	if (urlColumns.length) {
		const urls: string[] = []
		const alts: string[] = []
		for (let index = 0; index < CSV_PHOTO_COLUMNS; index++) {
			const url = cell(photoUrlColumn(index)).trim()
			const alt = cell(photoDescriptionColumn(index))
			if (url === '') {
				if (alt.trim() !== '')
					problems.push({
						column: photoDescriptionColumn(index),
						message: `${photoDescriptionColumn(index)} describes a photo that ${photoUrlColumn(index)} does not give`,
					})
				continue
			}
			urls.push(url)
			alts.push(alt)
			photoNumbers.push(index)
		}
		body.imageUrls = urls
		if (describes) body.imageAlts = alts
	}
	return { body, problems, photoNumbers }
}

/**
 * The column of a problem the listing's rules found in a body made by listingBodyOf (`path` the
 * problem's path); `photoNumbers` from the same call.
 */
export function csvColumnOfPath(path: ReadonlyArray<PropertyKey>, photoNumbers: number[]): CsvColumn {
	const [field, index] = path
	if (field === 'imageUrls' || field === 'imageAlts') {
		const number = typeof index === 'number' ? (photoNumbers[index] ?? index) : 0
		return field === 'imageUrls' ? photoUrlColumn(number) : photoDescriptionColumn(number)
	}
	return CSV_COLUMN_OF_FIELD[String(field)] ?? 'ListingId'
}

/** Characters a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell as an export writes it: one a spreadsheet would run as a formula (it starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return, and is not a number) starts with an apostrophe, which spreadsheets
 * show as text. An import reads such a cell back without it (`cellOfCsv`).
 */
export function csvCell(value: string) {
	return FORMULA_START.test(value) && !numberText.test(value) ? `'${value}` : value
}

/** A cell as an import reads it: the apostrophe an export put before a formula's first character taken off. */
export function cellOfCsv(value: string) {
	return value.startsWith("'") && FORMULA_START.test(value.slice(1)) && !numberText.test(value.slice(1))
		? value.slice(1)
		: value
}

/**
 * The fields of a Property in the RESO feed, with their OData types: what $select may name and what
 * $metadata describes. `filter` marks those $filter may compare and `sort` those $orderby may sort by
 * (docs/api.md, "RESO Web API").
 */
export const RESO_PROPERTY_FIELDS = {
	ListingKey: { type: 'Edm.String', nullable: false, filter: 'key', sort: true },
	ListingId: { type: 'Edm.String', nullable: false },
	StandardStatus: { type: 'Edm.String', nullable: false, filter: 'lookup' },
	PropertyType: { type: 'Edm.String', nullable: false, filter: 'lookup' },
	PropertySubType: { type: 'Edm.String', nullable: true, filter: 'lookup' },
	ListPrice: { type: 'Edm.Decimal', nullable: false, filter: 'number', sort: true },
	BedroomsTotal: { type: 'Edm.Int32', nullable: false, filter: 'number', sort: true },
	BathroomsTotalInteger: { type: 'Edm.Int32', nullable: false, filter: 'number', sort: true },
	LivingArea: { type: 'Edm.Decimal', nullable: true, filter: 'number', sort: true },
	LivingAreaUnits: { type: 'Edm.String', nullable: true },
	YearBuilt: { type: 'Edm.Int32', nullable: true, filter: 'number', sort: true },
	UnparsedAddress: { type: 'Edm.String', nullable: false },
	City: { type: 'Edm.String', nullable: true },
	StateOrProvince: { type: 'Edm.String', nullable: true },
	PostalCode: { type: 'Edm.String', nullable: true },
	Country: { type: 'Edm.String', nullable: true },
	Latitude: { type: 'Edm.Decimal', nullable: true, filter: 'number', sort: true },
	Longitude: { type: 'Edm.Decimal', nullable: true, filter: 'number', sort: true },
	PublicRemarks: { type: 'Edm.String', nullable: false },
	ListingContractDate: { type: 'Edm.Date', nullable: false },
	ModificationTimestamp: { type: 'Edm.DateTimeOffset', nullable: false, filter: 'timestamp', sort: true },
	ListingURL: { type: 'Edm.String', nullable: false },
} as const satisfies Record<
	string,
	{
		type: string
		nullable: boolean
		filter?: 'key' | 'lookup' | 'number' | 'timestamp'
		sort?: boolean
	}
>

export type ResoPropertyField = keyof typeof RESO_PROPERTY_FIELDS

/** The fields of a Media (a photo of a Property), for $expand=Media and $metadata. */
export const RESO_MEDIA_FIELDS = {
	MediaKey: { type: 'Edm.String', nullable: false },
	ResourceRecordKey: { type: 'Edm.String', nullable: false },
	ResourceName: { type: 'Edm.String', nullable: false },
	MediaCategory: { type: 'Edm.String', nullable: false },
	MediaURL: { type: 'Edm.String', nullable: false },
	Order: { type: 'Edm.Int32', nullable: false },
	ShortDescription: { type: 'Edm.String', nullable: true },
} as const

/** Where a home is, as the place list and the address say (services/places.server.ts). */
export type ResoPlace = { city?: string; stateOrProvince?: string; country?: string; postalCode?: string }

/** The postcode an address ends with: a US ZIP code, a UK or Canadian postcode, or digits after a comma. */
export function postalCodeOf(address: string) {
	const parts = address.split(/[,\n]/).map((part) => part.trim())
	for (const part of parts.reverse()) {
		const found =
			/\b(\d{5}(?:-\d{4})?)$/.exec(part) ??
			/\b([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i.exec(part) ??
			/\b([A-Z]\d[A-Z] ?\d[A-Z]\d)$/i.exec(part) ??
			/^(\d{4,6})\b/.exec(part)
		if (found) return found[1]!.toUpperCase()
	}
	return undefined
}

/**
 * A published listing as a RESO Property of the feed: no owner, no contact, no reference to its owner's
 * account. `modifiedAt` is when it last changed, to the microsecond; `photoUrls` its photos' absolute
 * addresses with `photoAlts` their descriptions (or defaults); `media` whether to include them.
 */
export function resoPropertyOf(
	listing: Listing,
	options: {
		url: string
		areaUnit: AreaUnit
		modifiedAt: string
		place: ResoPlace
		photoUrls: string[]
		photoAlts: string[]
		media: boolean
	},
) {
	const property: Record<ResoPropertyField, string | number | null> = {
		ListingKey: listing.id,
		ListingId: listingIdOf(listing),
		StandardStatus: RESO_STANDARD_STATUSES[listing.status],
		PropertyType: RESO_PROPERTY_TYPES[listing.type],
		PropertySubType: listing.propertyType ? RESO_PROPERTY_SUB_TYPES[listing.propertyType] : null,
		ListPrice: listing.regularPrice,
		BedroomsTotal: listing.bedrooms,
		BathroomsTotalInteger: listing.bathrooms,
		LivingArea: listing.floorArea,
		LivingAreaUnits: listing.floorArea === null ? null : RESO_AREA_UNITS[options.areaUnit],
		YearBuilt: listing.yearBuilt,
		UnparsedAddress: listing.address,
		City: options.place.city ?? null,
		StateOrProvince: options.place.stateOrProvince ?? null,
		PostalCode: options.place.postalCode ?? null,
		Country: options.place.country ?? null,
		Latitude: listing.latitude,
		Longitude: listing.longitude,
		PublicRemarks: listing.description,
		ListingContractDate: listing.listedAt.toISOString().slice(0, 10),
		ModificationTimestamp: options.modifiedAt,
		ListingURL: options.url,
	}
	if (!options.media) return property
	return {
		...property,
		Media: options.photoUrls.map((url, index) => ({
			MediaKey: `${listing.id}-${index + 1}`,
			ResourceRecordKey: listing.id,
			ResourceName: 'Property',
			MediaCategory: 'Photo',
			MediaURL: url,
			Order: index + 1,
			ShortDescription: options.photoAlts[index] ?? null,
		})),
	}
}
