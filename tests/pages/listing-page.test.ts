import { expect, test, vi } from 'vitest'
import { demoListings } from '~/db/demo-listings'
import { DEMO_OWNER, demoOwner, newListing, newMember, newVisitor, siteUrl } from '../support/site'
import { type Page, type Visitor } from '../support/visitor'

const onOffer = demoListings.find((listing) => listing.name === 'Bright Two-Bedroom Apartment with Balcony')!
const oneBedroom = demoListings.find((listing) => listing.name === 'Furnished One-Bedroom in LoDo with City Views')!

/** The address of a demo listing, found through its card in a search for its name. */
async function listingPath(visitor: Visitor, name: string) {
	const search = await visitor.get(`/search?${new URLSearchParams({ searchTerm: name })}`)
	const href = search.href(new RegExp(name), { within: 'main', first: true })
	expect(href).toMatch(/^\/listing\/[0-9a-f-]{36}$/)
	return href
}

async function openListing(visitor: Visitor, name: string) {
	const path = await listingPath(visitor, name)
	const page = await visitor.get(path)
	expect(page.status).toBe(200)
	expect(page.$('h1').text()).toBe(name)
	return { path, page }
}

const itemsOf = (page: Page, list: string) =>
	page
		.$(`main ul[aria-label="${list}"] > li`)
		.toArray()
		.map((item) => page.text(`main ul[aria-label="${list}"] > li:nth-child(${page.$(item).index() + 1})`))

test('shows the name, price, badges, address, description and facts', async () => {
	const visitor = newVisitor()
	let { page } = await openListing(visitor, onOffer.name)
	expect(page.title).toBe(`${onOffer.name} | Homestead`)
	const main = page.text('main')
	expect(main).toContain('$2,600 / month')
	expect(itemsOf(page, 'Listing type')).toEqual(['For Rent', '$250 OFF'])
	expect(main).toContain(`Address: ${onOffer.address}`)
	expect(page.text('#description-title + div')).toBe(onOffer.description.replace(/\s+/g, ' '))
	expect(itemsOf(page, 'Facts')).toEqual([
		'Apartment',
		'2 Beds',
		'2 Baths',
		'980 sq ft',
		'Built 2012',
		'Parking spot',
		'Unfurnished',
	])
	expect(itemsOf(page, 'Features')).toEqual(['Balcony', 'Lift', 'Air conditioning', 'Step-free access', 'Dishwasher'])
	// $2,600 a month over 980 sq ft.
	expect(main).toContain('$2.65 / sq ft')

	page = (await openListing(visitor, oneBedroom.name)).page
	expect(page.text('main')).toContain('$2,150 / month')
	expect(page.text('main')).not.toMatch(/\$[\d,]+ OFF/)
	expect(itemsOf(page, 'Listing type')).toEqual(['For Rent'])
	expect(itemsOf(page, 'Facts')).toEqual([
		'Apartment',
		'1 Bed',
		'1 Bath',
		'720 sq ft',
		'Built 2015',
		'Parking spot',
		'Furnished',
	])
	expect(itemsOf(page, 'Rental terms')).toEqual(['Available now', 'Deposit $2,150', 'Minimum term 6 months'])
})

test('the photos are a grid of the cover and the next ones, each a link; the viewer comes with the scripts', async () => {
	const { path, page } = await openListing(newVisitor(), onOffer.name)
	const grid = page.$('main section[aria-label^="Photos of"]')
	const photos = grid.find('img').toArray()
	expect(photos.map((photo) => page.$(photo).attr('alt'))).toEqual(
		[1, 2, 3, 4].map((number) => `${onOffer.name}, photo ${number}`),
	)
	expect(photos.every((photo) => page.$(photo).attr('src'))).toBe(true)
	expect(
		grid
			.find('a')
			.toArray()
			.map((link) => page.$(link).attr('href')),
	).toEqual([1, 2, 3, 4].map((number) => `${path}/photos#photo-${number}`).concat(`${path}/photos`))
	expect(page.buttons('Next photo')).toHaveLength(0)
	expect(page.text('main')).not.toMatch(/Photo \d of 4/)
})

test('the link to share is in a field to copy by hand; the Copy link button comes with the scripts', async () => {
	const { path, page } = await openListing(newVisitor(), onOffer.name)
	// In the card beside the page on a desktop (and above the title on a phone).
	const card = 'aside[aria-label="Contact and share"]'
	expect(page.valueOf('Share link', card)).toBe(new URL(path, siteUrl).href)
	expect(page.field('Share link', card).attr('readonly')).toBeDefined()
	expect(page.buttons('Copy link')).toHaveLength(0)
})

test('anonymous visitors may write to the landlord, who stays unnamed, and are told they will sign in first', async () => {
	const { path, page } = await openListing(newVisitor(), onOffer.name)
	const panel = page
		.$('main details')
		.filter((_, details) => page.$(details).children('summary').text() === 'Contact landlord')
	expect(panel).toHaveLength(1)
	expect(page.text('main details')).toContain(`Write to the owner of ${onOffer.name}`)
	expect(page.text('main details')).toContain(
		'You will be asked to sign in, or to sign up, before your message is sent',
	)
	const form = page.form('Send message', { within: 'main details' })
	expect(form.element.attr('action')).toBe(`${path}/contact`)
	// Neither the owner's name nor their address reaches a visitor.
	expect(page.text('main')).not.toContain('Contact demo')
	expect(page.text('main')).not.toContain(DEMO_OWNER.email)
	expect(page.links('Or e-mail the owner')).toHaveLength(0)
})

test('a signed-in visitor writes to the landlord through the site', async () => {
	const { visitor } = await newMember('tenant')
	const opened = await openListing(visitor, onOffer.name)
	const path = opened.path
	let page = opened.page

	// The form sits in a disclosure: it opens without JavaScript too.
	const panel = page
		.$('main details')
		.filter((_, details) => page.$(details).children('summary').text() === 'Contact landlord')
	expect(panel).toHaveLength(1)
	expect(panel.attr('open')).toBeUndefined()
	expect(page.text('main details')).toContain(`Contact demo for ${onOffer.name}`)
	const form = page.form('Send message', { within: 'main details' })
	expect(form.element.attr('action')).toBe(`${path}/contact`)
	expect(form.element.attr('method')).toBe('post')
	// The owner's address stays private: contact goes through the site.
	expect(page.links('Or e-mail the owner')).toHaveLength(0)
	expect(page.text('main')).not.toContain(DEMO_OWNER.email)

	page = await form.fill('Message', 'Is it still available in June?').submit()
	expect(page.path).toMatch(/^\/messages\/[0-9a-f-]{36}$/)
	const conversation = page.path
	expect(page.text('main ol[aria-label="Messages"]')).toContain('Is it still available in June?')

	// Back on the listing, the panel leads to the conversation.
	page = await visitor.get(path)
	expect(page.href('See your conversation about this home', { within: 'main details' })).toBe(conversation)
})

test('the owner sees an edit link instead of the contact button', async () => {
	const path = await listingPath(newVisitor(), onOffer.name)
	const visitor = newVisitor()
	let page = await visitor.get(`/sign-in?${new URLSearchParams({ redirectTo: path })}`)
	page = await page.form('Sign in').fill('E-mail', DEMO_OWNER.email).fill('Password', DEMO_OWNER.password).submit()
	expect(page.path).toBe(path)
	expect(page.$('h1').text()).toBe(onOffer.name)
	expect(page.text('main')).not.toContain('Contact landlord')
	expect(page.$('form[action$="/contact"]')).toHaveLength(0)
	expect(page.href('Edit listing', { within: '#contact' })).toBe(path.replace('/listing/', '/update-listing/'))
	expect(page.href('Edit listing', { within: 'aside[aria-label="Contact and share"]' })).toBe(
		path.replace('/listing/', '/update-listing/'),
	)
	// The same for a session made through the API.
	expect((await (await demoOwner()).get(path)).href('Edit listing', { within: '#contact' })).toBe(
		path.replace('/listing/', '/update-listing/'),
	)
})

for (const [label, path] of [
	['a malformed id', '/listing/not-a-uuid'],
	['an unknown id', '/listing/00000000-0000-4000-8000-000000000000'],
] as const) {
	test(`${label} shows 'Something went wrong!' with status 404, in the site's layout`, async () => {
		const page = await newVisitor().get(path)
		expect(page.status).toBe(404)
		expect(page.$('h1').text()).toBe('Something went wrong!')
		expect(page.$('header')).toHaveLength(1)
		expect(page.links('Sign in', 'header')).toHaveLength(1)
		expect(page.title).toBe('Listing not found | Homestead')
	})
}

test('an owner who chooses to show their address offers it on their listings as a second way to write', async () => {
	const owner = await newMember('shower')
	const id = await newListing(owner.visitor, { name: `Flat of ${owner.username}` })
	let profile = await owner.visitor.get('/profile')
	expect(profile.field('Show my e-mail address on my listings').is('[checked]')).toBe(false)
	profile = await profile.form('Update').check('Show my e-mail address on my listings').submit()
	expect(profile.text('main')).toContain('User is updated successfully!')
	expect(profile.field('Show my e-mail address on my listings').is('[checked]')).toBe(true)

	const { visitor } = await newMember('writer')
	const page = await visitor.get(`/listing/${id}`)
	// Spaces as %20: mail clients show a `+` literally.
	expect(page.href('Or e-mail the owner')).toBe(
		`mailto:${owner.email}?subject=${encodeURIComponent(`Regarding Flat of ${owner.username}`)}`,
	)
})

test('the price per unit of area against the median of comparable homes nearby, on the page and in the API, never on fewer than 5', async () => {
	const { visitor } = await newMember('context')
	const place = { latitude: 12 + Math.random(), longitude: 40 + Math.random() }
	const home = (price: number, area: number) =>
		newListing(visitor, {
			regularPrice: price,
			floorArea: area,
			...place,
			name: `Context flat ${Math.random().toString(36).slice(2, 8)}`,
		})
	const id = await home(2300, 1000)
	for (const price of [2000, 2100, 2200, 2400]) await home(price, 1000)
	// A member's page is rendered for them; a visitor's kept page follows other listings within minutes.
	const reader = (await newMember('contextreader')).visitor
	let page = await reader.get(`/listing/${id}`)
	expect(page.$('#price-context-title')).toHaveLength(0)
	expect((await newVisitor().api<{ priceContext: unknown }>(`/api/listing/get/${id}`)).body.priceContext).toBeNull()

	await home(2500, 1100)
	expect((await reader.get(`/listing/${id}`)).text('#price-context-title')).toBe('Price per sq ft')
	page = await newVisitor().get(`/listing/${id}`)
	// Comparable: $2.00, $2.10, $2.20, $2.40 and $2.27 a sq ft: the median is $2.20; this home's $2.30 is 5 % above it.
	expect(page.text('#price-context-title')).toBe('Price per sq ft')
	expect(page.text('section[aria-labelledby="price-context-title"] p')).toBe(
		'$2.30 / sq ft, 5 % above the median of $2.20 / sq ft for 5 similar homes within 3.1 mi (the same kind of listing, a floor area within a quarter of this one’s, on the market now).',
	)
	expect((await newVisitor().api<{ priceContext: unknown }>(`/api/listing/get/${id}`)).body.priceContext).toEqual({
		pricePerArea: 2.3,
		medianPerArea: 2.2,
		homes: 5,
		radiusKm: 5,
		town: null,
		differencePercent: 5,
	})
})

const PRICE_CONTEXT = 'section[aria-labelledby="price-context-title"] p'

/** The point `km` north of `place` (a degree of latitude is 111.19 km). */
const kmNorth = (place: { latitude: number; longitude: number }, km: number) => ({
	latitude: place.latitude + km / 111.195,
	longitude: place.longitude,
})

test('with fewer than 5 comparable homes within 5 km, the price is compared within 10 or 25 km, or in its town, and says which', async () => {
	const { visitor } = await newMember('widecontext')
	const place = { latitude: -20 - Math.random(), longitude: 130 + Math.random() }
	const home = (price: number, values: Record<string, unknown>) =>
		newListing(visitor, { regularPrice: price, floorArea: 1000, name: `Wide flat ${Math.random()}`, ...values })
	// Read by a member, whose pages are rendered for them (a visitor's kept page is the next test's).
	const reader = (await newMember('widereader')).visitor
	const id = await home(2300, place)
	for (const price of [2000, 2100, 2200, 2400]) await home(price, kmNorth(place, 7))
	expect((await reader.get(`/listing/${id}`)).$('#price-context-title')).toHaveLength(0)

	await home(2500, kmNorth(place, 9.5))
	const page = await reader.get(`/listing/${id}`)
	expect(page.text(PRICE_CONTEXT)).toBe(
		'$2.30 / sq ft, 5 % above the median of $2.20 / sq ft for 5 similar homes within 6.2 mi (the same kind of listing, a floor area within a quarter of this one’s, on the market now).',
	)
	expect((await newVisitor().api<{ priceContext: unknown }>(`/api/listing/get/${id}`)).body.priceContext).toMatchObject(
		{
			homes: 5,
			radiusKm: 10,
			town: null,
		},
	)

	// A home whose address is in a town, without a position: compared with the homes of that town.
	const inTown = await home(1200, { address: '1 Main Street, Tonopah, NV 89049' })
	const inTownToo = []
	for (const price of [1000, 1100, 1300])
		inTownToo.push(await home(price, { address: `${price} Main Street, Tonopah, NV` }))
	// Placed far from everything, this one is in the town all the same.
	inTownToo.push(await home(1400, { address: '9 Summit Street, Tonopah, NV', ...kmNorth(place, 100) }))
	expect((await reader.get(`/listing/${inTown}`)).$('#price-context-title')).toHaveLength(0)
	inTownToo.push(await home(1250, { address: '4 Brougher Avenue, Tonopah, NV' }))
	const townPage = await reader.get(`/listing/${inTown}`)
	expect(townPage.status, 'the page of the home in town').toBe(200)
	// Should the comparison be missing, the message says how each home of the town stands.
	const townHomes = await Promise.all(
		[inTown, ...inTownToo].map(async (id) => {
			const { body } = await visitor.api<Record<string, unknown>>(`/api/listing/get/${id}`)
			return `${body.address}: ${body.type}, ${body.status}, ${body.moderation}, ${body.floorArea} sq ft, at ${body.latitude},${body.longitude}`
		}),
	)
	expect(townPage.text(PRICE_CONTEXT), townHomes.join('; ')).toBe(
		'$1.20 / sq ft, 4 % below the median of $1.25 / sq ft for 5 similar homes in Tonopah, NV, US (the same kind of listing, a floor area within a quarter of this one’s, on the market now).',
	)
	expect((await newVisitor().api<{ priceContext: unknown }>(`/api/listing/get/${inTown}`)).body.priceContext).toEqual({
		pricePerArea: 1.2,
		medianPerArea: 1.25,
		homes: 5,
		radiusKm: null,
		town: 'Tonopah, NV, US',
		differencePercent: -4,
	})
})

test("a visitor's kept listing page shows its price context within seconds of a comparable home's arrival or change", async () => {
	const { visitor } = await newMember('freshcontext')
	const place = { latitude: -25 - Math.random(), longitude: 120 + Math.random() }
	const home = (price: number) =>
		newListing(visitor, { regularPrice: price, floorArea: 1000, name: `Fresh flat ${Math.random()}`, ...place })
	const id = await home(2300)
	const comparables = [await home(2000), await home(2100), await home(2200), await home(2400)]
	const anyone = newVisitor()
	const contextOf = async (reader: Visitor) => (await reader.get(`/listing/${id}`)).text(PRICE_CONTEXT)
	// Kept: the second visit is served from the page cache.
	await anyone.get(`/listing/${id}`)
	const kept = await anyone.get(`/listing/${id}`)
	expect(kept.headers.get('x-page-cache')).toBe('hit')
	expect(kept.$('#price-context-title')).toHaveLength(0)

	// A fifth comparable home: members see the price context at once, visitors within seconds.
	await home(2500)
	const reader = (await newMember('freshreader')).visitor
	expect(await contextOf(reader)).toContain('for 5 similar homes within 3.1 mi')
	await vi.waitFor(async () => expect(await contextOf(anyone)).toContain('the median of $2.20 / sq ft for 5'), {
		timeout: 30_000,
		interval: 500,
	})

	// One of them changes its price: the median follows, for visitors too.
	const changed = await visitor.api(`/api/listing/update/${comparables[1]}`, { regularPrice: 3100 })
	expect(changed.status).toBe(200)
	expect(await contextOf(reader)).toContain('the median of $2.40 / sq ft')
	await vi.waitFor(async () => expect(await contextOf(anyone)).toContain('the median of $2.40 / sq ft'), {
		timeout: 30_000,
		interval: 500,
	})
})

test('without JavaScript the photo grid links to a page of every photo, each with its description', async () => {
	const visitor = newVisitor()
	const { path, page } = await openListing(visitor, onOffer.name)
	const grid = 'main section[aria-label^="Photos of"]'
	expect(page.href('See all 4 photos', { within: grid })).toBe(`${path}/photos`)
	expect(page.$(`${grid} a`).first().attr('href')).toBe(`${path}/photos#photo-1`)
	const photos = await visitor.get(`${path}/photos`)
	expect(photos.status).toBe(200)
	expect(photos.text('h1')).toBe(`Photos of ${onOffer.name}`)
	const captions = photos
		.$('main figcaption')
		.toArray()
		.map((caption) => photos.$(caption).text())
	expect(captions).toEqual(['Photo 1 of 4', 'Photo 2 of 4', 'Photo 3 of 4', 'Photo 4 of 4'])
	expect(photos.$('main #photo-2 img').attr('alt')).toBe(`${onOffer.name}, photo 2`)
	expect((await newVisitor().get('/listing/00000000-0000-4000-8000-000000000000/photos')).status).toBe(404)
})

test("a home's facts and photos show as they are after each edit, on the page rendered for a member", async () => {
	const owner = await newMember('factsowner')
	const id = await newListing(owner.visitor, { name: 'Facts flat', bedrooms: 2 })
	// A member's pages are rendered for them on every request: no page kept from before an edit answers.
	const reader = await newMember('factsreader')
	const read = async () => {
		const page = await reader.visitor.get(`/listing/${id}`)
		expect(page.status).toBe(200)
		const photos = page
			.$('main section[aria-label^="Photos of"] img')
			.toArray()
			.map((image) => page.$(image).attr('alt'))
		return { facts: itemsOf(page, 'Facts'), features: itemsOf(page, 'Features'), photos }
	}
	const before = await read()
	expect(before.facts).toContain('2 Beds')
	expect(before.features).toEqual([])
	expect(before.photos).toHaveLength(1)

	// A partial update: the rest of the listing stays as it was.
	const edited = await owner.visitor.api(`/api/listing/update/${id}`, {
		bedrooms: 3,
		features: ['garden'],
		imageUrls: ['/images/listing-fallback.webp', '/images/listing-fallback.webp'],
		imageAlts: ['The front', 'The garden'],
	})
	expect(edited.status).toBe(200)
	const after = await read()
	expect(after.facts).toContain('3 Beds')
	expect(after.facts).not.toContain('2 Beds')
	expect(after.features).toEqual(['Garden'])
	expect(after.photos).toEqual(['The front', 'The garden'])
})
