import { load } from 'cheerio'
import { describe, expect, test } from 'vitest'
import { newListing, newMember, newVisitor, siteUrl } from '../support/site'

// The RESO Web API (docs/api.md, "RESO Web API") over HTTP on the shared site. Other tests add listings
// meanwhile, so each test reads only its own: by their keys, or by a price nobody else asks.

type Property = Record<string, unknown> & { ListingKey: string; Media?: Array<Record<string, unknown>> }
type Answer = {
	'@odata.context': string
	'@odata.count'?: number
	'@odata.nextLink'?: string
	value: Property[]
	error?: { code: string; message: string }
}

/** The feed's answer to these query options, as a partner without a session reads it. */
async function feed(options: Record<string, string> = {}, path = '/api/reso/Property') {
	const response = await fetch(`${siteUrl}${path}?${new URLSearchParams(options)}`)
	return { status: response.status, headers: response.headers, body: (await response.json()) as Answer }
}

/** A filter that matches these listings only. */
const keys = (ids: string[]) => `(${ids.map((id) => `ListingKey eq '${id}'`).join(' or ')})`

/** A price in a range of its own, far from the demo data and other tests' homes. */
const ownPrice = () => 8_000_000 + Math.floor(Math.random() * 1_000_000) * 2

describe('GET /api/reso/Property', () => {
	test('published listings as RESO Properties in Data Dictionary names, without the owner', async () => {
		const member = await newMember('reso')
		const id = await newListing(member.visitor, {
			name: 'Corner flat on Elm Street',
			description: 'Light on two sides.',
			address: '4 Elm Street, Austin, TX 78701',
			type: 'rent',
			propertyType: 'apartment',
			bedrooms: 3,
			bathrooms: 2,
			regularPrice: 2100,
			floorArea: 950,
			yearBuilt: 2001,
			latitude: 30.2672,
			longitude: -97.7431,
			imageUrls: ['/images/listing-fallback.webp', 'https://photos.example/flat.jpg'],
			imageAlts: ['The living room', ''],
		})
		const answer = await feed({ $filter: `ListingKey eq '${id}'` })
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toMatch(/^application\/json;odata.metadata=minimal\b/)
		expect(answer.headers.get('odata-version')).toBe('4.0')
		expect(answer.body['@odata.context']).toBe(`${siteUrl}/api/reso/$metadata#Property`)
		const [property] = answer.body.value
		expect(property).toEqual({
			ListingKey: id,
			ListingId: id,
			StandardStatus: 'Active',
			PropertyType: 'ResidentialLease',
			PropertySubType: 'Apartment',
			ListPrice: 2100,
			BedroomsTotal: 3,
			BathroomsTotalInteger: 2,
			LivingArea: 950,
			LivingAreaUnits: 'SquareFeet',
			YearBuilt: 2001,
			UnparsedAddress: '4 Elm Street, Austin, TX 78701',
			City: 'Austin',
			StateOrProvince: 'TX',
			PostalCode: '78701',
			Country: 'US',
			Latitude: 30.2672,
			Longitude: -97.7431,
			PublicRemarks: 'Light on two sides.',
			ListingContractDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
			ModificationTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
			ListingURL: `${siteUrl}/listing/${id}`,
		})
		expect(JSON.stringify(answer.body)).not.toContain(member.id)
		expect(JSON.stringify(answer.body)).not.toContain(member.email)

		const expanded = await feed({ $filter: `ListingKey eq '${id}'`, $expand: 'Media', $select: 'ListingKey' })
		expect(expanded.body.value).toEqual([
			{
				ListingKey: id,
				Media: [
					{
						MediaKey: `${id}-1`,
						ResourceRecordKey: id,
						ResourceName: 'Property',
						MediaCategory: 'Photo',
						MediaURL: `${siteUrl}/images/listing-fallback.webp`,
						Order: 1,
						ShortDescription: 'The living room',
					},
					{
						MediaKey: `${id}-2`,
						ResourceRecordKey: id,
						ResourceName: 'Property',
						MediaCategory: 'Photo',
						MediaURL: 'https://photos.example/flat.jpg',
						Order: 2,
						ShortDescription: 'Corner flat on Elm Street, photo 2',
					},
				],
			},
		])
	})

	test('only published listings: held ones are absent, withdrawn ones dropped, sold and let ones Closed', async () => {
		const member = await newMember('reso-status')
		const sold = await newListing(member.visitor, {
			name: 'A house sold last week',
			type: 'sale',
			status: 'sold',
			regularPrice: 300000,
		})
		const letFlat = await newListing(member.visitor, { name: 'A flat let last week', type: 'rent', status: 'let' })
		const offer = await newListing(member.visitor, { name: 'A flat under offer now', status: 'under_offer' })
		const withdrawn = await newListing(member.visitor, { name: 'A flat withdrawn by its owner', status: 'withdrawn' })
		const held = await newListing(member.visitor, {
			name: 'A flat held for a check',
			description: 'Call me on +44 7700 900123 or write to jo.landlord@gmail.com.',
		})
		const answer = await feed({
			$filter: keys([sold, letFlat, offer, withdrawn, held]),
			$select: 'ListingKey,StandardStatus,PropertyType',
		})
		expect(answer.body.value.sort((a, b) => a.ListingKey.localeCompare(b.ListingKey))).toEqual(
			[
				{ ListingKey: sold, StandardStatus: 'Closed', PropertyType: 'Residential' },
				{ ListingKey: letFlat, StandardStatus: 'Closed', PropertyType: 'ResidentialLease' },
				{ ListingKey: offer, StandardStatus: 'ActiveUnderContract', PropertyType: 'ResidentialLease' },
			].sort((a, b) => a.ListingKey.localeCompare(b.ListingKey)),
		)
		const closed = await feed({
			$filter: `${keys([sold, letFlat, offer])} and StandardStatus eq 'Closed'`,
			$select: 'ListingKey',
		})
		expect(closed.body.value.map((property) => property.ListingKey).sort()).toEqual([sold, letFlat].sort())
		const notClosed = await feed({
			$filter: `${keys([sold, letFlat, offer])} and StandardStatus ne 'Closed'`,
			$select: 'ListingKey',
		})
		expect(notClosed.body.value.map((property) => property.ListingKey)).toEqual([offer])
	})

	test('$filter: eq ne gt ge lt le, and or not, parentheses, null and times', async () => {
		const member = await newMember('reso-filter')
		const price = ownPrice()
		const small = await newListing(member.visitor, {
			name: 'A small house on the hill',
			type: 'sale',
			regularPrice: price,
			bedrooms: 2,
			propertyType: 'house',
		})
		const large = await newListing(member.visitor, {
			name: 'A large house on the hill',
			type: 'sale',
			regularPrice: price + 1,
			bedrooms: 5,
			floorArea: 3000,
			propertyType: 'house',
		})
		const flat = await newListing(member.visitor, {
			name: 'A flat above the shops',
			type: 'rent',
			regularPrice: 1600,
			bedrooms: 1,
			propertyType: 'apartment',
		})
		const mine = keys([small, large, flat])
		const found = async (filter: string) =>
			(await feed({ $filter: `${mine} and (${filter})`, $select: 'ListingKey' })).body.value
				.map((property) => property.ListingKey)
				.sort()

		expect(await found(`ListPrice eq ${price}`)).toEqual([small])
		expect(await found(`ListPrice ne ${price}`)).toEqual([large, flat].sort())
		expect(await found(`ListPrice gt ${price}`)).toEqual([large])
		expect(await found(`ListPrice ge ${price}`)).toEqual([small, large].sort())
		expect(await found(`ListPrice lt ${price}`)).toEqual([flat])
		expect(await found(`ListPrice le ${price}`)).toEqual([small, flat].sort())
		expect(await found(`PropertyType eq 'Residential' and BedroomsTotal ge 3`)).toEqual([large])
		expect(await found(`PropertySubType eq 'Apartment' or BedroomsTotal gt 4`)).toEqual([large, flat].sort())
		expect(await found(`not (PropertyType eq 'ResidentialLease')`)).toEqual([small, large].sort())
		expect(await found(`LivingArea eq null`)).toEqual([small, flat].sort())
		expect(await found(`LivingArea ne null`)).toEqual([large])
		// A comparison with a missing value is false, and `not` of it true, as OData says.
		expect(await found(`not (LivingArea gt 100)`)).toEqual([small, flat].sort())
		expect(await found(`BedroomsTotal gt 1.5 and BedroomsTotal lt 2.5`)).toEqual([small])
		expect(await found(`ListingKey ne '${small}'`)).toEqual([large, flat].sort())
		expect(await found(`StandardStatus eq 'Pending'`)).toEqual([])

		const [changed] = (await feed({ $filter: `ListingKey eq '${small}'`, $select: 'ModificationTimestamp' })).body.value
		const smallChanged = String(changed!.ModificationTimestamp)
		expect(await found(`ModificationTimestamp le ${smallChanged}`)).toContain(small)
		// Changed since: an edit after that time is what an incremental sync reads.
		const edited = await member.visitor.api(`/api/listing/update/${flat}`, { regularPrice: 1550 })
		expect(edited.status).toBe(200)
		expect(await found(`ModificationTimestamp gt ${smallChanged}`)).toEqual(expect.arrayContaining([flat]))
		expect(await found(`ModificationTimestamp gt ${smallChanged}`)).not.toContain(small)
	})

	test('$select, $orderby over several fields, $top, $skip and $count', async () => {
		const member = await newMember('reso-order')
		const price = ownPrice()
		const a = await newListing(member.visitor, {
			name: 'First of three homes',
			type: 'sale',
			regularPrice: price,
			bedrooms: 4,
		})
		const b = await newListing(member.visitor, {
			name: 'Second of three homes',
			type: 'sale',
			regularPrice: price,
			bedrooms: 2,
		})
		const c = await newListing(member.visitor, {
			name: 'Third of three homes',
			type: 'sale',
			regularPrice: price + 1,
			bedrooms: 3,
		})
		const filter = `ListPrice ge ${price} and ListPrice le ${price + 1}`
		const page = async (options: Record<string, string>) => (await feed({ $filter: filter, ...options })).body

		const byPrice = await page({
			$orderby: 'ListPrice desc,BedroomsTotal asc',
			$select: 'ListingKey,ListPrice,BedroomsTotal',
			$count: 'true',
		})
		expect(byPrice['@odata.count']).toBe(3)
		expect(byPrice['@odata.context']).toBe(`${siteUrl}/api/reso/$metadata#Property(ListingKey,ListPrice,BedroomsTotal)`)
		expect(byPrice.value).toEqual([
			{ ListingKey: c, ListPrice: price + 1, BedroomsTotal: 3 },
			{ ListingKey: b, ListPrice: price, BedroomsTotal: 2 },
			{ ListingKey: a, ListPrice: price, BedroomsTotal: 4 },
		])
		const skipped = await page({
			$orderby: 'ListPrice desc,BedroomsTotal asc',
			$select: 'ListingKey',
			$top: '1',
			$skip: '1',
			$count: 'true',
		})
		expect(skipped['@odata.count']).toBe(3)
		expect(skipped.value).toEqual([{ ListingKey: b }])
		expect(skipped['@odata.nextLink']).toBe(
			`${siteUrl}/api/reso/Property?$filter=${encodeURIComponent(filter).replace(/%24/g, '$')}&$orderby=ListPrice%20desc%2CBedroomsTotal%20asc&$select=ListingKey&$top=1&$skip=2&$count=true`,
		)
		const last = (await fetch(skipped['@odata.nextLink']!).then((response) => response.json())) as Answer
		expect(last.value).toEqual([{ ListingKey: a }])
		expect(last['@odata.nextLink']).toBeUndefined()
		expect((await page({ $top: '0', $count: 'true' })).value).toEqual([])
		expect((await page({ $count: 'false' }))['@odata.count']).toBeUndefined()
	})

	test('server-driven paging: @odata.nextLink goes on after the last property read, in the order properties last changed', async () => {
		const member = await newMember('reso-paging')
		const price = ownPrice()
		const ids: string[] = []
		for (let index = 0; index < 5; index++) {
			ids.push(
				await newListing(member.visitor, { name: `Paged home number ${index + 1}`, type: 'sale', regularPrice: price }),
			)
		}
		const seen: string[] = []
		let next: string | undefined =
			`${siteUrl}/api/reso/Property?${new URLSearchParams({ $filter: `ListPrice eq ${price}`, $top: '2', $select: 'ListingKey' })}`
		let pages = 0
		while (next) {
			const answer = (await fetch(next).then((response) => response.json())) as Answer
			seen.push(...answer.value.map((property) => property.ListingKey))
			next = answer['@odata.nextLink']
			pages++
			// A home changed while a partner reads comes again later, after the others, never skipped.
			if (pages === 1)
				expect((await member.visitor.api(`/api/listing/update/${ids[0]}`, { bedrooms: 4 })).status).toBe(200)
		}
		expect(pages).toBe(3)
		expect(seen.slice(0, 2)).toEqual(ids.slice(0, 2))
		expect(seen.slice(2)).toEqual([...ids.slice(2), ids[0]])
		expect(new Set(seen)).toEqual(new Set(ids))
	})

	test('a malformed query answers 400 in OData’s error shape', async () => {
		const cases: Array<[Record<string, string>, string]> = [
			[{ $filter: 'ListPrice gt' }, '$filter is not valid OData'],
			[{ $filter: 'Colour eq 1' }, '$filter: Property has no field Colour'],
			[{ $filter: "City eq 'Austin'" }, '$filter: City cannot be filtered on'],
			[{ $filter: "ListPrice gt 'cheap'" }, '$filter: ListPrice must be compared with a number'],
			[{ $filter: "StandardStatus gt 'Active'" }, '$filter: StandardStatus can only be compared by eq or ne'],
			[
				{ $filter: "ModificationTimestamp gt '2024-01-01'" },
				'$filter: ModificationTimestamp must be compared with a date and time such as 2024-05-01T00:00:00Z',
			],
			[
				{ $filter: "contains(PublicRemarks,'pool')" },
				"$filter: “contains(PublicRemarks,'pool')” is not supported: compare fields with eq, ne, gt, ge, lt or le, joined by and, or, not and parentheses",
			],
			[{ $select: 'ListingKey,Owner' }, '$select: Property has no field Owner'],
			[{ $orderby: 'YearBuilt desc' }, '$orderby must start with ModificationTimestamp, ListPrice or ListingKey'],
			[{ $orderby: 'PublicRemarks' }, '$orderby: PublicRemarks cannot be sorted by'],
			[{ $top: '201' }, '$top must be a whole number from 0 to 200'],
			[{ $top: '-1' }, '$top must be a whole number from 0 to 200'],
			[{ $skip: '10001' }, '$skip must be a whole number from 0 to 10,000'],
			[{ $count: 'maybe' }, '$count must be true or false'],
			[{ $expand: 'Member' }, '$expand: only Media can be expanded, without options of its own'],
			[{ $skiptoken: 'bogus' }, '$skiptoken is not one this feed gave: follow @odata.nextLink as it is'],
		]
		for (const [options, message] of cases) {
			const answer = await feed(options)
			expect(answer.status, JSON.stringify(options)).toBe(400)
			expect(answer.body, JSON.stringify(options)).toEqual({
				error: { code: 'BadRequest', message: expect.stringContaining(message) },
			})
		}
		expect((await feed({ $top: '200' })).status).toBe(200)
		expect((await feed({ $skip: '10000' })).status).toBe(200)
		const unsupported = await feed({ $search: 'pool' })
		expect(unsupported.body).toEqual({
			error: { code: 'NotImplemented', message: 'The query option $search is not supported' },
		})
		const posted = await fetch(`${siteUrl}/api/reso/Property`, { method: 'POST' })
		expect(posted.status).toBe(405)
		expect(posted.headers.get('allow')).toBe('GET, HEAD')
		const unknown = await feed({}, '/api/reso/Member')
		expect(unknown.status).toBe(404)
		expect(unknown.body.error?.code).toBe('NotFound')
	})
})

describe('GET /api/reso/$metadata', () => {
	test('the CSDL of Property (keyed by ListingKey, with its Media) and Media', async () => {
		const response = await fetch(`${siteUrl}/api/reso/$metadata`)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
		const $ = load(await response.text(), { xml: true })
		expect($('edmx\\:Edmx').attr('Version')).toBe('4.0')
		const property = $('EntityType[Name="Property"]')
		expect(property.find('Key PropertyRef').attr('Name')).toBe('ListingKey')
		const fields = Object.fromEntries(
			property
				.find('Property')
				.toArray()
				.map((node) => [$(node).attr('Name'), $(node).attr('Type')]),
		)
		expect(fields).toMatchObject({
			ListingKey: 'Edm.String',
			StandardStatus: 'Edm.String',
			ListPrice: 'Edm.Decimal',
			BedroomsTotal: 'Edm.Int32',
			Latitude: 'Edm.Decimal',
			ModificationTimestamp: 'Edm.DateTimeOffset',
		})
		expect(property.find('NavigationProperty').attr('Type')).toBe('Collection(org.reso.metadata.Media)')
		expect($('EntityType[Name="Media"] Key PropertyRef').attr('Name')).toBe('MediaKey')
		expect($('EntitySet[Name="Property"]').attr('EntityType')).toBe('org.reso.metadata.Property')
		// Every field the feed answers is described.
		const [answered] = (await feed({ $top: '1' })).body.value
		expect(Object.keys(fields).sort()).toEqual(Object.keys(answered!).sort())
	})

	test('GET /api/reso is the service document', async () => {
		const answer = await newVisitor().api('/api/reso')
		expect(answer.body).toEqual({
			'@odata.context': `${siteUrl}/api/reso/$metadata`,
			value: [{ name: 'Property', kind: 'EntitySet', url: 'Property' }],
		})
	})
})
