import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, test } from 'vitest'
import { newListing, newMember, newVisitor } from '../support/site'
import { type Visitor } from '../support/visitor'

// The CSV export and import of a member's listings (docs/api.md, "CSV import and export"), over HTTP
// on the shared site, as API clients and as a visitor without JavaScript on /profile/import.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

type ImportAnswer = {
	created: number
	updated: number
	unchanged: number
	withdrawn: number
	held: number
	errors: Array<{ row: number; column: string; message: string }>
}

type ApiListing = {
	_id: string
	name: string
	status: string
	regularPrice: number
	priceHistory: Array<{ price: number }>
	moderation: string
}

/** The member's export: its status, headers and rows as a CSV reader reads them (header row first). */
async function exportOf(visitor: Visitor) {
	const page = await visitor.request('/api/listing/export.csv')
	const rows = page.status === 200 ? (parse(page.html, { bom: true }) as string[][]) : []
	return { status: page.status, headers: page.headers, text: page.html, rows }
}

/** The export's rows as objects by column name. */
function records({ rows }: { rows: string[][] }) {
	const [header, ...data] = rows
	return data.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]!])))
}

/** POSTs a CSV file to the import API as the member; the answer and its status. */
async function importFile(visitor: Visitor, csv: string, query = '') {
	const page = await visitor.request(`/api/listing/import${query}`, {
		method: 'POST',
		headers: { 'Content-Type': 'text/csv' },
		body: csv,
	})
	return { status: page.status, body: JSON.parse(page.html) as ImportAnswer & { message?: string } }
}

/** A CSV file of these rows under these columns. */
const csvOf = (columns: string[], rows: Array<Record<string, string>>) =>
	stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))])

const COLUMNS = [
	'ListingId',
	'Title',
	'PublicRemarks',
	'UnparsedAddress',
	'PropertyType',
	'PropertySubType',
	'ListPrice',
	'BedroomsTotal',
	'BathroomsTotalInteger',
	'Photo1URL',
]

/** A row of a home to let that the listing rules accept. */
const homeRow = (values: Record<string, string> = {}) => ({
	ListingId: `REF-${unique()}`,
	Title: `Imported flat ${unique()}`,
	PublicRemarks: 'Bright and quiet, near the park.',
	UnparsedAddress: '12 Orchard Road, Springfield',
	PropertyType: 'ResidentialLease',
	PropertySubType: 'Apartment',
	ListPrice: '1250',
	BedroomsTotal: '2',
	BathroomsTotalInteger: '1',
	Photo1URL: '/images/listing-fallback.webp',
	...values,
})

const listingsOf = async (member: { id: string; visitor: Visitor }) =>
	(await member.visitor.api<ApiListing[]>(`/api/user/listings/${member.id}`)).body

describe('GET /api/listing/export.csv', () => {
	test("the member's listings, one row each under RESO names, the reference as ListingId and the site's id as ListingKey", async () => {
		const member = await newMember('export')
		const id = await newListing(member.visitor, {
			name: 'Sunny two-bed by the river',
			type: 'sale',
			status: 'under_offer',
			regularPrice: 350000,
			offer: true,
			discountPrice: 340000,
			propertyType: 'house',
			floorArea: 1200,
			yearBuilt: 1990,
			features: ['garden', 'garage'],
			imageAlts: ['The front garden'],
		})
		const other = await newMember('export-other')
		await newListing(other.visitor, { name: 'Somebody else’s home' })

		const exported = await exportOf(member.visitor)
		expect(exported.status).toBe(200)
		expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(exported.headers.get('content-disposition')).toMatch(
			/^attachment; filename="homestead-listings-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		const [header] = exported.rows
		expect(header).toEqual(
			expect.arrayContaining([
				'ListingKey',
				'ListingId',
				'StandardStatus',
				'PropertyType',
				'PropertySubType',
				'ListPrice',
				'BedroomsTotal',
				'BathroomsTotalInteger',
				'LivingArea',
				'LivingAreaUnits',
				'YearBuilt',
				'UnparsedAddress',
				'Latitude',
				'Longitude',
				'PublicRemarks',
				'ModificationTimestamp',
				'Title',
				'OfferPrice',
				'Parking',
				'Furnished',
				'Features',
				'Photo1URL',
				'Photo1Description',
			]),
		)
		const [row, ...more] = records(exported)
		expect(more).toEqual([])
		expect(row).toMatchObject({
			ListingKey: id,
			ListingId: id,
			Title: 'Sunny two-bed by the river',
			PropertyType: 'Residential',
			PropertySubType: 'SingleFamilyResidence',
			StandardStatus: 'ActiveUnderContract',
			ListPrice: '350000',
			OfferPrice: '340000',
			LivingArea: '1200',
			LivingAreaUnits: 'SquareFeet',
			YearBuilt: '1990',
			Features: 'garden, garage',
			Photo1Description: 'The front garden',
		})
		expect(row!.Photo1URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/listing-fallback\.webp$/)
		expect(row!.ModificationTimestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
	})

	test('a home let is Closed with ResidentialLease, one sold is Closed with Residential', async () => {
		const member = await newMember('export-closed')
		await newListing(member.visitor, { name: 'A flat that was let', type: 'rent', status: 'let' })
		await newListing(member.visitor, {
			name: 'A house that was sold',
			type: 'sale',
			status: 'sold',
			regularPrice: 200000,
		})
		const rows = records(await exportOf(member.visitor))
		expect(rows.map((row) => [row.Title, row.PropertyType, row.StandardStatus]).sort()).toEqual([
			['A flat that was let', 'ResidentialLease', 'Closed'],
			['A house that was sold', 'Residential', 'Closed'],
		])
	})

	test('a cell a spreadsheet would run as a formula starts with an apostrophe; a negative number does not', async () => {
		const member = await newMember('export-formula')
		await newListing(member.visitor, {
			name: '=HYPERLINK("http://evil.example","Click")',
			description: '+1 bright room',
			address: '@home, -5 Minus Street',
			latitude: -33.8688,
			longitude: 151.2093,
			imageAlts: ['-just a photo'],
		})
		const [row] = records(await exportOf(member.visitor))
		expect(row).toMatchObject({
			Title: `'=HYPERLINK("http://evil.example","Click")`,
			PublicRemarks: "'+1 bright room",
			UnparsedAddress: "'@home, -5 Minus Street",
			Photo1Description: "'-just a photo",
			Latitude: '-33.8688',
			Longitude: '151.2093',
		})
		// Read back, the cells are what the owner wrote.
		const answer = await importFile(member.visitor, (await exportOf(member.visitor)).text)
		expect(answer.body).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: [] })
	})

	test('needs a signed-in member', async () => {
		const answer = await newVisitor().api('/api/listing/export.csv')
		expect(answer.status).toBe(401)
		expect(answer.body).toEqual({ success: false, statusCode: 401, message: 'Unauthorized' })
	})
})

describe('POST /api/listing/import', () => {
	test('an export imported again changes nothing', async () => {
		const member = await newMember('round-trip')
		await newListing(member.visitor, {
			name: 'Round trip flat one',
			latitude: 51.5074,
			longitude: -0.1278,
			locationApproximate: true,
		})
		await newListing(member.visitor, {
			name: 'Round trip house two',
			type: 'sale',
			regularPrice: 420000,
			propertyType: 'townhouse',
			features: ['pool', 'lift'],
			imageUrls: ['/images/listing-fallback.webp', 'https://photos.example/house.jpg'],
			imageAlts: ['', 'The pool at dusk'],
		})
		await newListing(member.visitor, {
			name: 'Round trip rent three',
			deposit: 1500,
			availableFrom: '2031-03-01',
			minimumTermMonths: 12,
			furnished: true,
			parking: true,
			description: 'Two lines,\nwith "quotes" and, commas.',
		})
		const before = await listingsOf(member)
		const exported = await exportOf(member.visitor)
		const answer = await importFile(member.visitor, exported.text)
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({ created: 0, updated: 0, unchanged: 3, withdrawn: 0, held: 0, errors: [] })
		const after = await listingsOf(member)
		expect(after.map((listing) => listing._id).sort()).toEqual(before.map((listing) => listing._id).sort())
		expect(after.map((listing) => listing.priceHistory.length)).toEqual(
			before.map((listing) => listing.priceHistory.length),
		)
	})

	test('a dry run says what would happen and writes nothing; the import then creates and updates through the listing rules, with the price history', async () => {
		const member = await newMember('import')
		const id = await newListing(member.visitor, { name: 'An existing flat to update', regularPrice: 1400 })
		const newRow = homeRow()
		const file = csvOf(COLUMNS, [
			{ ...homeRow(), ListingId: id, Title: 'An existing flat to update', ListPrice: '1300' },
			newRow,
		])

		const dry = await importFile(member.visitor, file, '?dryRun=1')
		expect(dry.body).toEqual({ created: 1, updated: 1, unchanged: 0, withdrawn: 0, held: 0, errors: [] })
		const untouched = await listingsOf(member)
		expect(untouched.map((listing) => listing.regularPrice)).toEqual([1400])

		const done = await importFile(member.visitor, file)
		expect(done.body).toEqual({ created: 1, updated: 1, unchanged: 0, withdrawn: 0, held: 0, errors: [] })
		const listings = await listingsOf(member)
		const updated = listings.find((listing) => listing._id === id)!
		expect(updated.regularPrice).toBe(1300)
		// The database wrote the cut into the price history, as for an edit.
		expect(updated.priceHistory.map((point) => point.price)).toEqual([1400, 1300])
		const created = listings.find((listing) => listing._id !== id)!
		expect(created).toMatchObject({ name: newRow.Title, regularPrice: 1250, status: 'active', moderation: 'published' })

		// The new listing answers to its reference from now on: the same file again changes nothing.
		const again = await importFile(member.visitor, file)
		expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 })
		const [exportedNew] = records(await exportOf(member.visitor)).filter((row) => row.ListingKey === created._id)
		expect(exportedNew!.ListingId).toBe(newRow.ListingId)
	})

	test('withdrawMissing withdraws the listings on the market that the file leaves out (a dry run only counts them)', async () => {
		const member = await newMember('withdraw')
		const kept = await newListing(member.visitor, { name: 'A flat the file keeps' })
		const left = await newListing(member.visitor, { name: 'A flat the file leaves out' })
		const sold = await newListing(member.visitor, {
			name: 'A house sold already',
			type: 'sale',
			status: 'sold',
			regularPrice: 90000,
		})
		const file = csvOf(['ListingId', 'ListPrice'], [{ ListingId: kept, ListPrice: '1400' }])

		expect((await importFile(member.visitor, file, '?dryRun=1&withdrawMissing=1')).body).toMatchObject({
			unchanged: 1,
			withdrawn: 1,
		})
		expect((await listingsOf(member)).every((listing) => listing.status !== 'withdrawn')).toBe(true)
		expect((await importFile(member.visitor, file, '?withdrawMissing=1')).body).toMatchObject({
			unchanged: 1,
			withdrawn: 1,
			errors: [],
		})
		const statuses = Object.fromEntries((await listingsOf(member)).map((listing) => [listing._id, listing.status]))
		expect(statuses).toEqual({ [kept]: 'active', [left]: 'withdrawn', [sold]: 'sold' })
		// Without the switch, nothing is withdrawn.
		const other = await newMember('withdraw-off')
		await newListing(other.visitor, { name: 'A flat kept without the switch' })
		expect((await importFile(other.visitor, csvOf(COLUMNS, [homeRow()]))).body).toMatchObject({
			created: 1,
			withdrawn: 0,
		})
	})

	test("each problem is reported with its line, its column and the form's message; the valid rows are applied", async () => {
		const member = await newMember('import-errors')
		const good = homeRow({ PublicRemarks: 'A description\nover two lines' })
		const file = csvOf(
			[...COLUMNS, 'StandardStatus', 'OfferPrice', 'LivingAreaUnits', 'Parking'],
			[
				good,
				homeRow({ ListPrice: 'cheap', BedroomsTotal: '11', Title: 'Too short' }),
				homeRow({ PropertyType: 'Commercial', StandardStatus: 'Pending' }),
				homeRow({ ListingId: good.ListingId }),
				homeRow({ ListingId: '' }),
				homeRow({ OfferPrice: '1300', LivingAreaUnits: 'SquareMeters', Parking: 'maybe' }),
				homeRow({ Photo1URL: '' }),
			],
		)
		const answer = await importFile(member.visitor, file)
		expect(answer.status).toBe(200)
		// Line 2 holds a cell over two lines: the next row starts on line 4.
		expect(answer.body).toEqual({
			created: 1,
			updated: 0,
			unchanged: 0,
			withdrawn: 0,
			held: 0,
			errors: expect.arrayContaining([
				{ row: 4, column: 'ListPrice', message: 'Regular price must be a number' },
				{ row: 4, column: 'BedroomsTotal', message: 'Bedrooms must be between 1 and 10' },
				{ row: 4, column: 'Title', message: 'Name must be at least 10 characters' },
				{ row: 5, column: 'PropertyType', message: 'PropertyType must be Residential or ResidentialLease' },
				{
					row: 5,
					column: 'StandardStatus',
					message: 'StandardStatus must be one of Active, ActiveUnderContract, Closed, Withdrawn',
				},
				{ row: 6, column: 'ListingId', message: `ListingId ${good.ListingId} is already on line 2` },
				{ row: 7, column: 'ListingId', message: 'ListingId is required: your reference for the home' },
				{ row: 8, column: 'OfferPrice', message: 'Discount price must be lower than regular price' },
				{ row: 8, column: 'LivingAreaUnits', message: "LivingAreaUnits must be SquareFeet, this site's unit" },
				{ row: 8, column: 'Parking', message: 'Parking must be true or false' },
				{ row: 9, column: 'Photo1URL', message: 'You must upload at least one image' },
			]),
		})
		expect(answer.body.errors).toHaveLength(11)
		expect((await listingsOf(member)).map((listing) => listing.name)).toEqual([good.Title])
	})

	test("another member's listing with the same ListingId is not touched: the member gets a listing of their own", async () => {
		const first = await newMember('same-ref-a')
		const second = await newMember('same-ref-b')
		const reference = `SHARED-${unique()}`
		await importFile(
			first.visitor,
			csvOf(COLUMNS, [homeRow({ ListingId: reference, Title: 'The first member’s flat' })]),
		)
		const answer = await importFile(
			second.visitor,
			csvOf(COLUMNS, [homeRow({ ListingId: reference, Title: 'The second member’s flat', ListPrice: '999' })]),
		)
		expect(answer.body).toMatchObject({ created: 1, updated: 0, errors: [] })
		expect((await listingsOf(first)).map((listing) => [listing.name, listing.regularPrice])).toEqual([
			['The first member’s flat', 1250],
		])
		expect((await listingsOf(second)).map((listing) => [listing.name, listing.regularPrice])).toEqual([
			['The second member’s flat', 999],
		])
		// A ListingKey of someone else's listing in the file does not reach it either.
		const [theirs] = await listingsOf(first)
		const taken = await importFile(
			second.visitor,
			csvOf(COLUMNS, [homeRow({ ListingId: theirs!._id, Title: 'Not your listing at all' })]),
		)
		expect(taken.body).toMatchObject({ created: 1, updated: 0 })
		expect((await listingsOf(first))[0]!.name).toBe('The first member’s flat')
	})

	test('a listing the checks would hold is held, as from the form: not in the feed', async () => {
		const member = await newMember('import-held')
		const row = homeRow({ PublicRemarks: 'Write to me at jo.landlord@gmail.com for the keys.' })
		const answer = await importFile(member.visitor, csvOf(COLUMNS, [row]))
		expect(answer.body).toMatchObject({ created: 1, held: 1, errors: [] })
		const [listing] = await listingsOf(member)
		expect(listing!.moderation).toBe('pending')
		const feed = await newVisitor().api<{ value: unknown[] }>(
			`/api/reso/Property?$filter=${encodeURIComponent(`ListingKey eq '${listing!._id}'`)}`,
		)
		expect(feed.body.value).toEqual([])
	})

	test('at most 1,000 rows: 1,000 are read, 1,001 are refused with 413', async () => {
		const member = await newMember('import-rows')
		const rows = Array.from({ length: 1001 }, (_, index) =>
			homeRow({ ListingId: `ROW-${index}`, Title: `Imported flat number ${index}` }),
		)
		const atLimit = await importFile(member.visitor, csvOf(COLUMNS, rows.slice(0, 1000)), '?dryRun=1')
		expect(atLimit.status).toBe(200)
		expect(atLimit.body).toMatchObject({ created: 1000, errors: [] })
		const past = await importFile(member.visitor, csvOf(COLUMNS, rows), '?dryRun=1')
		expect(past.status).toBe(413)
		expect(past.body).toEqual({
			success: false,
			statusCode: 413,
			message: 'The file has more than 1,000 rows: import it in parts',
		})
		expect(await listingsOf(member)).toEqual([])
	})

	test('at most 5 MB: a file of 5 MB is read, one byte more is refused with 413', async () => {
		const member = await newMember('import-bytes')
		const head = `${COLUMNS.join(',')}\r\n`
		const row = (remarks: string) =>
			csvOf(COLUMNS, [homeRow({ ListingId: 'BIG', PublicRemarks: remarks })])
				.split('\n')
				.slice(1)
				.join('\n')
		const filler = 5 * 1024 * 1024 - Buffer.byteLength(head) - Buffer.byteLength(row(''))
		const file = `${head}${row('x'.repeat(filler))}`
		expect(Buffer.byteLength(file)).toBe(5 * 1024 * 1024)
		const atLimit = await importFile(member.visitor, file, '?dryRun=1')
		expect(atLimit.status).toBe(200)
		expect(atLimit.body.errors).toEqual([
			{ row: 2, column: 'PublicRemarks', message: 'Description must be at most 5000 characters' },
		])
		const past = await importFile(member.visitor, `${file} `, '?dryRun=1')
		expect(past.status).toBe(413)
		expect(past.body).toEqual({ success: false, statusCode: 413, message: 'The file is too large: at most 5 MB' })
	})

	test('refuses what is not a CSV file of listings', async () => {
		const member = await newMember('import-refused')
		const json = await member.visitor.api('/api/listing/import', { ListingId: 'x' })
		expect(json.status).toBe(415)
		expect(json.body).toMatchObject({ message: 'Send the file as text/csv' })
		expect((await importFile(member.visitor, 'ListingId,Colour\r\nA,red\r\n')).body).toMatchObject({
			message: 'Unknown column Colour in the first line (docs/api.md lists the columns)',
		})
		expect((await importFile(member.visitor, 'Title,ListPrice\r\nA flat,100\r\n')).body).toMatchObject({
			message: 'The file must have a ListingId column: your reference for each home',
		})
		const broken = await importFile(member.visitor, 'ListingId,Title\r\n"A,unclosed\r\n')
		expect(broken.status).toBe(400)
		expect(broken.body.message).toMatch(/^The file is not a CSV file we can read: /)
		const signedOut = await importFile(newVisitor(), csvOf(COLUMNS, [homeRow()]))
		expect(signedOut.status).toBe(401)
	})
})

describe('/profile/import without JavaScript', () => {
	test('the profile links to it; a file is previewed, nothing is written until the member imports it', async () => {
		const member = await newMember('import-page')
		const existing = await newListing(member.visitor, { name: 'A flat already listed', regularPrice: 1400 })
		const profile = await member.visitor.get('/profile')
		expect(profile.links('Export my listings (CSV)')).toHaveLength(1)
		const page = await profile.follow('Import listings from a CSV file')
		expect(page.path).toBe('/profile/import')
		expect(page.$('h1').text()).toBe('Import listings from a CSV file')

		const fresh = homeRow({ Title: 'A flat from the spreadsheet' })
		const file = csvOf(COLUMNS, [
			homeRow({ ListingId: existing, Title: 'A flat already listed', ListPrice: '1350' }),
			fresh,
			homeRow({ ListPrice: 'free', Title: 'A flat with a bad price' }),
		])
		const preview = await page
			.form('Preview')
			.attach('CSV file', [{ name: 'homes.csv', type: 'text/csv', content: file }])
			.submit()
		expect(preview.status).toBe(200)
		expect(preview.text('main')).toContain('Preview: nothing has been written yet')
		const summary = preview
			.$('[aria-label="Summary"] li')
			.toArray()
			.map((item) => preview.$(item).text())
		expect(summary).toEqual([
			'1 listing to create',
			'1 listing to update',
			'0 listings unchanged',
			'0 listings to withdraw',
			'1 row with problems, left out',
		])
		const table = preview
			.$('table tbody tr')
			.toArray()
			.map((row) =>
				preview
					.$(row)
					.find('td')
					.toArray()
					.map((cell) => preview.$(cell).text()),
			)
		expect(table).toEqual([
			['2', existing, 'A flat already listed', 'Updated'],
			['3', fresh.ListingId, 'A flat from the spreadsheet', 'New listing'],
			['4', expect.any(String), 'A flat with a bad price', 'Not imported ListPrice: Regular price must be a number'],
		])
		expect((await listingsOf(member)).map((listing) => [listing.name, listing.regularPrice])).toEqual([
			['A flat already listed', 1400],
		])

		const done = await preview.form('Import these homes').submit()
		expect(done.status).toBe(200)
		expect(done.text('main')).toContain('Import finished')
		expect(done.$('[aria-label="Summary"] li').first().text()).toBe('1 listing created')
		const names = (await listingsOf(member)).map((listing) => [listing.name, listing.regularPrice]).sort()
		expect(names).toEqual([
			['A flat already listed', 1350],
			['A flat from the spreadsheet', 1250],
		])
		expect(done.links('A flat from the spreadsheet')).toHaveLength(1)
	})

	test('a file that cannot be read is answered on the form', async () => {
		const member = await newMember('import-page-bad')
		const page = await member.visitor.get('/profile/import')
		const answer = await page
			.form('Preview')
			.attach('CSV file', [{ name: 'notes.csv', type: 'text/csv', content: 'Colour,Size\r\nred,big\r\n' }])
			.submit()
		expect(answer.status).toBe(400)
		expect(answer.$('[role="alert"]').text()).toBe(
			'Unknown columns Colour, Size in the first line (docs/api.md lists the columns)',
		)
		expect(answer.errorOf('CSV file')).toBe(
			'Unknown columns Colour, Size in the first line (docs/api.md lists the columns)',
		)
	})

	test('a visitor who is not signed in is sent to sign in', async () => {
		const page = await newVisitor().get('/profile/import')
		expect(page.path).toBe('/sign-in?redirectTo=%2Fprofile%2Fimport')
	})
})
