import { expect, test } from 'vitest'
import { LETTER, makePhotos, TOO_LARGE } from '../support/images'
import { newMember } from '../support/site'
import { type Page, type Visitor } from '../support/visitor'

// The listing editor without JavaScript: Upload and the photo buttons post the whole form, which
// comes back with everything typed; Create and Update save it.

const LISTING_TOO_LARGE = 'Image upload failed (2 mb max per image)'
const AVATAR_TOO_LARGE = 'Error Image upload (image must be less than 2 mb)'
const NOT_AN_IMAGE = 'Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF)'
const PHOTOS = ['/images/demo/home-01-1.webp', '/images/demo/home-01-2.webp', '/images/demo/home-01-3.webp']

function fillListingForm(page: Page, name: string) {
	return page
		.form('Create listing')
		.fill('Name', name)
		.fill('Description', 'Two bright bedrooms over the park, with a balcony and new kitchen.')
		.fill('Address', '12 Park Lane, Austin, TX')
		.check('Rent')
		.check('Parking spot')
		.select('Property type', 'Apartment')
		.fill('Beds', '2')
		.fill('Baths', '1')
		.fill(/Regular price/, '2400')
}

/** The photo addresses the editor holds, in order. */
const listedPhotos = (page: Page) =>
	page
		.$('input[type="hidden"][name$="].url"]')
		.toArray()
		.map((input) => page.$(input).attr('value'))

const imageNames = (page: Page, selector: string) =>
	page
		.$(selector)
		.find('img')
		.toArray()
		.map((image) => page.$(image).attr('alt'))

/** The rows of the price history table, its header first. */
const historyRows = (page: Page) =>
	page
		.$('table')
		.filter((_, table) => page.$(table).find('caption').text() === 'Every price of this listing, oldest first')
		.find('tr')

/** A listing of the member's own with three photos, made through the API; its id and name. */
async function ownListing(visitor: Visitor, overrides: Record<string, unknown> = {}) {
	const name = `Canal loft ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
	const created = await visitor.api<{ _id: string }>('/api/listing/create', {
		name,
		description: 'Open plan, high windows, a view over the water.',
		address: '8 Canal Walk, Austin, TX',
		type: 'rent',
		propertyType: 'apartment',
		bedrooms: 1,
		bathrooms: 1,
		regularPrice: 2400,
		imageUrls: PHOTOS,
		...overrides,
	})
	expect(created.status).toBe(201)
	return { id: created.body._id, name }
}

test('the facts of a home: chosen in the editor, shown on the page and the card, cleared again; an old listing chooses its kind', async () => {
	const { visitor } = await newMember('facts')
	// From an old client: no kind of property. The editor asks for one before it saves.
	const { id, name } = await ownListing(visitor, { propertyType: undefined })
	let page = await visitor.get(`/update-listing/${id}`)
	page = await page.form('Update listing').submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Property type')).toBe('Choose the kind of property')

	page = await page
		.form('Update listing')
		.select('Property type', 'Townhouse')
		.fill('Floor area (sq ft)', '1250')
		.fill('Year built', String(new Date().getUTCFullYear() + 2))
		.check('Garden')
		.check('Pets allowed')
		.fill('Deposit ($)', '2400')
		.fill('Available from', '2020-01-01')
		.fill('Minimum term (months)', '12')
		.submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Year built')).toBe(`Year built must be between 1500 and ${new Date().getUTCFullYear() + 1}`)
	// Everything typed is kept.
	expect(page.valueOf('Floor area (sq ft)')).toBe('1250')

	page = await page.form('Update listing').fill('Year built', '1931').submit()
	expect(page.path).toBe(`/listing/${id}`)
	const facts = page
		.$('main ul[aria-label="Facts"] > li')
		.toArray()
		.map((item) => page.$(item).text())
	expect(facts).toEqual(['Townhouse', '1 Bed', '1 Bath', '1,250 sq ft', 'Built 1931', 'No Parking', 'Unfurnished'])
	expect(page.text('main ul[aria-label="Rental terms"]')).toBe('Available nowDeposit $2,400Minimum term 12 months')
	expect(
		page
			.$('main ul[aria-label="Features"] > li')
			.toArray()
			.map((item) => page.$(item).text()),
	).toEqual(['Garden', 'Pets allowed'])
	// $2,400 a month over 1,250 sq ft.
	expect(page.text('main')).toContain('$1.92 / sq ft')
	const api = await visitor.api<Record<string, unknown>>(`/api/listing/get/${id}`)
	expect(api.body).toMatchObject({
		propertyType: 'townhouse',
		floorArea: 1250,
		yearBuilt: 1931,
		features: ['garden', 'pets_allowed'],
		deposit: 2400,
		availableFrom: '2020-01-01',
		minimumTermMonths: 12,
	})
	const card = (await visitor.get(`/search?${new URLSearchParams({ searchTerm: name })}`)).text('main article')
	expect(card).toContain('Townhouse')
	expect(card).toContain('1,250 sq ft')

	// Unticked and emptied, they are gone; a sale has no rental terms whatever the form held.
	page = await (
		await visitor.get(`/update-listing/${id}`)
	)
		.form('Update listing')
		.uncheck('Garden')
		.uncheck('Pets allowed')
		.fill('Floor area (sq ft)', '')
		.check('Sell')
		.fill(/Regular price/, '350000')
		.submit()
	expect(page.path).toBe(`/listing/${id}`)
	expect((await visitor.api<Record<string, unknown>>(`/api/listing/get/${id}`)).body).toMatchObject({
		type: 'sale',
		floorArea: null,
		features: [],
		deposit: null,
		availableFrom: null,
		minimumTermMonths: null,
	})
})

test('create a listing with two photos, see it, arrange and edit it, delete it from the profile', async () => {
	const { visitor } = await newMember('owner')
	const name = `Park view flat ${Date.now().toString(36)}`
	const [first, second] = await makePhotos(2)

	let page = await visitor.get('/create-listing')
	expect(page.$('h1').text()).toBe('Create a Listing')
	page = await fillListingForm(page, name).attach('Choose images', [first!, second!]).submit('Upload')
	expect(imageNames(page, 'form')).toEqual(expect.arrayContaining(['Cover photo', 'Photo 2']))
	// Everything typed is still there after the upload.
	expect(page.valueOf('Name')).toBe(name)
	expect(page.valueOf(/Regular price/)).toBe('2400')

	page = await page.form('Create listing').submit()
	expect(page.path).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
	const listingPath = page.path
	expect(page.$('h1').text()).toBe(name)

	page = await visitor.get(listingPath.replace('/listing/', '/update-listing/'))
	expect(page.$('h1').text()).toBe('Update a Listing')
	expect(page.valueOf('Name')).toBe(name)
	const [coverUrl, secondUrl] = listedPhotos(page)
	page = await page.form('Make photo 2 the cover').submit()
	expect(listedPhotos(page)).toEqual([secondUrl, coverUrl])
	page = await page.form('Move cover photo down').submit()
	expect(listedPhotos(page)).toEqual([coverUrl, secondUrl])
	page = await page.form('Remove photo 2').submit()
	expect(listedPhotos(page)).toEqual([coverUrl])
	expect(imageNames(page, 'form')).not.toContain('Photo 2')
	page = await page
		.form('Update listing')
		.check('Offer')
		.fill(/Discounted price/, '2150')
		.submit()
	expect(page.path).toBe(listingPath)
	expect(page.text('main')).toContain('$2,150')
	// The offer cut what a visitor pays: the page tells, with the history.
	expect(page.text('main')).toContain('Price reduced')
	expect(page.text('main')).toMatch(/Reduced by \$250 on /)
	const rows = historyRows(page)
	expect(rows).toHaveLength(3)
	expect(page.$(rows[1]).text()).toContain('$2,400 / month')
	expect(page.$(rows[2]).text()).toContain('Reduced by $250')
	// The chart's description, as a screen reader reads it (its <desc>).
	expect(page.text('#price-chart-description')).toMatch(/^Asked \$2,400 \/ month on .*; \$2,150 \/ month from /)

	page = await visitor.get('/profile')
	const item = page.$('details li').filter((_, element) => page.$(element).text().includes(name))
	expect(item).toHaveLength(1)
	page = await visitor.get(
		item
			.find('a')
			.filter((_, link) => page.$(link).text().trim() === 'Delete')
			.attr('href')!,
	)
	page = await page.form('Delete listing').submit()
	expect(page.path).toBe('/profile')
	expect(page.text('main')).toContain(`“${name}” has been deleted.`)
	expect(page.$('details li').filter((_, element) => page.$(element).text().includes(name))).toHaveLength(0)
	expect((await visitor.get(listingPath)).status).toBe(404)
})

test('the listing rules are explained beneath the form and nothing typed is lost', async () => {
	const { visitor } = await newMember('rules')
	const page = await fillListingForm(await visitor.get('/create-listing'), 'Too short')
		.check('Offer')
		.fill(/Discounted price/, '2400')
		.submit()
	expect(page.status).toBe(400)
	expect(page.errorOf('Name')).toContain('Name must be at least 10 characters')
	expect(page.text('main')).toContain('Discount price must be lower than regular price')
	expect(page.text('main')).toContain('You must upload at least one image')
	expect(page.valueOf('Description')).toBe('Two bright bedrooms over the park, with a balcony and new kitchen.')
	expect(page.valueOf(/Discounted price/)).toBe('2400')
})

test('someone else’s listing cannot be edited or deleted', async () => {
	const { visitor } = await newMember('intruder')
	// The oldest listing is one of the demo owner's, never one another test is busy with.
	const oldest = await visitor.api<Array<{ _id: string }>>('/api/listing/get?sort=createdAt&order=asc&limit=1')
	const id = oldest.body[0]!._id
	const edit = await visitor.get(`/update-listing/${id}`)
	expect(edit.status).toBe(403)
	expect(edit.text('main')).toContain('You can only update your own listings!')
	expect((await visitor.get(`/listing/${id}/delete`)).status).toBe(403)
})

test('an owner describes and arranges the photos with the buttons; the descriptions are the listing page’s alt texts', async () => {
	const { visitor } = await newMember('photos')
	const { id, name } = await ownListing(visitor)
	let page = await visitor.get(`/update-listing/${id}`)
	expect(page.field('Description of photo 3').attr('placeholder')).toBe(`${name}, photo 3`)
	// Nothing is offered that could not work without JavaScript: no drag handles, buttons instead.
	expect(page.$('[data-drag-handle]')).toHaveLength(0)
	expect(page.buttons('Make photo 3 the cover')).toHaveLength(1)

	// The button posts the whole form, and it comes back rearranged with what was typed.
	page = await page.form('Move photo 3 up').fill('Description of photo 3', 'The garden in spring').submit()
	expect(listedPhotos(page)).toEqual([PHOTOS[0], PHOTOS[2], PHOTOS[1]])
	expect(page.valueOf('Description of photo 2')).toBe('The garden in spring')
	expect(page.valueOf('Description of photo 3')).toBe('')

	page = await page.form('Make photo 2 the cover').fill('Description of the cover photo', 'The front door').submit()
	expect(listedPhotos(page)).toEqual([PHOTOS[2], PHOTOS[0], PHOTOS[1]])
	expect(page.valueOf('Description of the cover photo')).toBe('The garden in spring')
	expect(page.valueOf('Description of photo 2')).toBe('The front door')

	page = await page.form('Update listing').submit()
	expect(page.path).toBe(`/listing/${id}`)
	expect(imageNames(page, 'main section[aria-label^="Photos of"]')).toEqual([
		'The garden in spring',
		'The front door',
		`${name}, photo 3`,
	])
	expect(page.$('meta[property="og:image:alt"]').attr('content')).toBe('The garden in spring')

	// A card shows the cover with its description.
	page = await visitor.get(`/search?searchTerm=${encodeURIComponent(name)}`)
	const card = page.$('main article').filter((_, article) => page.$(article).text().includes(name))
	expect(card.find('img').attr('alt')).toBe('The garden in spring')
})

test('an owner cuts the price and the listing page shows the cut and the history', async () => {
	const { visitor } = await newMember('pricecut')
	const { id } = await ownListing(visitor)
	let page = await visitor.get(`/update-listing/${id}`)
	page = await page
		.form('Update listing')
		.fill(/Regular price/, '2150')
		.submit()
	expect(page.path).toBe(`/listing/${id}`)

	const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
	expect(page.text('main')).toContain(`Reduced by $250 on ${today.format(new Date())}.`)
	expect(page.text('main')).toContain('Price reduced')
	const rows = historyRows(page)
	expect(rows).toHaveLength(3)
	expect(page.$(rows[1]).text()).toContain('$2,400 / month')
	expect(page.$(rows[1]).text()).toContain('Listed')
	expect(page.$(rows[2]).text()).toContain('$2,150 / month')
	expect(page.$(rows[2]).text()).toContain('Reduced by $250')
})

test('an avatar over 2 MB is answered with "Error Image upload (image must be less than 2 mb)"', async () => {
	const { visitor } = await newMember('bigavatar')
	const page = await (await visitor.get('/profile')).form('Upload').attach('Choose a new avatar', [TOO_LARGE]).submit()
	expect(page.path).toBe('/profile')
	expect(page.text('main')).toContain(AVATAR_TOO_LARGE)
})

test('a file that is not an image is answered as such, for the avatar and for listing photos', async () => {
	const { visitor } = await newMember('notimage')
	let page = await (await visitor.get('/profile')).form('Upload').attach('Choose a new avatar', [LETTER]).submit()
	expect(page.text('main')).toContain(NOT_AN_IMAGE)
	expect(page.text('main')).not.toContain(AVATAR_TOO_LARGE)

	page = await (await visitor.get('/create-listing')).form('Upload').attach('Choose images', [LETTER]).submit()
	expect(page.text('main')).toContain(NOT_AN_IMAGE)
	expect(page.text('main')).not.toContain(LISTING_TOO_LARGE)
})

test('Upload keeps to six photos in all', async () => {
	const { visitor } = await newMember('sixphotos')
	const photos = await makePhotos(7)
	let page = await fillListingForm(await visitor.get('/create-listing'), 'Garden flat with six photos at most')
		.attach('Choose images', photos.slice(0, 4))
		.submit('Upload')
	expect(listedPhotos(page)).toHaveLength(4)

	page = await page.form('Upload').attach('Choose images', photos.slice(4, 7)).submit()
	expect(page.text('main')).toContain('You can only upload 6 images per listing')
	expect(listedPhotos(page)).toHaveLength(4)
	// What was typed is kept.
	expect(page.valueOf('Name')).toBe('Garden flat with six photos at most')

	// Two more fit.
	page = await page.form('Upload').attach('Choose images', photos.slice(4, 6)).submit()
	expect(listedPhotos(page)).toHaveLength(6)
	expect(imageNames(page, 'form')).toContain('Photo 6')
})

test('a refused photo, on Upload or with the save, keeps what was typed; the next save goes through', async () => {
	const { visitor } = await newMember('refused')
	const [photo] = await makePhotos(1)
	let page = await fillListingForm(await visitor.get('/create-listing'), 'Riverside flat after a refused photo')
		.attach('Choose images', [photo!])
		.submit('Upload')
	expect(imageNames(page, 'form')).toContain('Cover photo')

	// Refused on Upload…
	page = await page.form('Upload').attach('Choose images', [TOO_LARGE]).submit()
	expect(page.text('main')).toContain(LISTING_TOO_LARGE)
	expect(listedPhotos(page)).toHaveLength(1)

	// …and on save, when the file goes with the form.
	page = await page.form('Create listing').attach('Choose images', [TOO_LARGE]).submit()
	expect(page.text('main')).toContain(LISTING_TOO_LARGE)
	expect(page.valueOf('Name')).toBe('Riverside flat after a refused photo')

	page = await page.form('Create listing').submit()
	expect(page.path).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
	expect(page.$('h1').text()).toBe('Riverside flat after a refused photo')
})

test('the API checks the facts at their edges and names the field', async () => {
	const { visitor } = await newMember('facts-api')
	const nextYear = new Date().getUTCFullYear() + 1
	const attempt = (facts: Record<string, unknown>) =>
		visitor.api<{ message?: string; yearBuilt?: number }>('/api/listing/create', {
			name: 'Facts at their edges',
			description: 'Plain.',
			address: '1 Edge Road',
			type: 'rent',
			bedrooms: 1,
			bathrooms: 1,
			regularPrice: 900,
			imageUrls: ['/images/listing-fallback.webp'],
			...facts,
		})
	expect(await attempt({ floorArea: 0 })).toMatchObject({
		status: 400,
		body: { message: 'Floor area must be between 1 and 1,000,000' },
	})
	expect((await attempt({ floorArea: 1 })).status).toBe(201)
	expect(await attempt({ yearBuilt: nextYear + 1 })).toMatchObject({
		status: 400,
		body: { message: `Year built must be between 1500 and ${nextYear}` },
	})
	expect(await attempt({ yearBuilt: nextYear })).toMatchObject({ status: 201, body: { yearBuilt: nextYear } })
	expect(await attempt({ features: ['garden', 'moat'] })).toMatchObject({
		status: 400,
		body: { message: expect.stringContaining('Features: unknown feature “moat”') },
	})
	expect(await attempt({ propertyType: 'castle' })).toMatchObject({
		status: 400,
		body: { message: expect.stringContaining('Property type must be one of house, apartment') },
	})
	expect(await attempt({ availableFrom: '2027-02-30' })).toMatchObject({
		status: 400,
		body: { message: 'Available from must be a real date' },
	})
	expect(await attempt({ minimumTermMonths: 121 })).toMatchObject({
		status: 400,
		body: { message: 'Minimum term must be between 1 and 120 months' },
	})
})
