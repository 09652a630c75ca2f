// A home's price history over HTTP, as its owner, a visitor and an API client meet it: a sale or a let
// stays in it (with the price it closed at, when the owner gives one) when the home is listed again,
// by a change of status or by deleting it and listing the same address anew; the chart is an image
// drawn on the server with named axes, prices and dates.
import { expect, test } from 'vitest'
import { newListing, newMember, newVisitor } from '../support/site'
import { type Page } from '../support/visitor'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date())

/** The rows of the price history table, as their text. */
const historyRows = (page: Page) =>
	page
		.$('table')
		.filter((_, table) => page.$(table).find('caption').text() === 'Every price of this listing, oldest first')
		.find('tbody tr')
		.toArray()
		.map((row) =>
			page
				.$(row)
				.find('td')
				.toArray()
				.map((cell) => page.$(cell).text().replace(/\s+/g, ' ').trim())
				.join(' | '),
		)

/** The chart of the price history: its accessible name and description, and the words drawn in it. */
function chartOf(page: Page) {
	const svg = page.$('section[aria-labelledby="price-history-title"] svg[role="img"]')
	expect(svg, 'one chart of the price').toHaveLength(1)
	const byId = (ids: string | undefined) =>
		(ids ?? '')
			.split(/\s+/)
			.map((id) => page.$(`[id="${id}"]`).text())
			.join(' ')
	return {
		name: byId(svg.attr('aria-labelledby')),
		description: byId(svg.attr('aria-describedby')),
		words: svg
			.find('text')
			.toArray()
			.map((text) => page.$(text).text()),
	}
}

type ApiListing = {
	_id: string
	status: string
	closePrice: number | null
	priceHistory: Array<{ price: number; at: string }>
	statusHistory: Array<{ status: string; at: string; closePrice: number | null }>
	message?: string
}

test('without JavaScript: sold at a price, then listed again, the history keeps the sale; the chart names its axes, prices and dates', async () => {
	const { visitor } = await newMember('relister')
	const name = `Relisted cottage ${unique()}`
	const id = await newListing(visitor, { name, type: 'sale', regularPrice: 500_000 })

	let page = await visitor.get(`/update-listing/${id}`)
	page = await page.form('Change status').select('Status', 'Sold').fill('Sold for (optional)', '480000').submit()
	expect(page.text('main')).toContain(`“${name}” is now sold.`)
	page = await newVisitor().get(`/listing/${id}`)
	expect(page.text('main')).toContain(`Sold for $480,000 on ${today()}.`)
	expect(historyRows(page)).toEqual([`${today()} | $500,000 | Listed`, `${today()} | $480,000 | Sold`])

	// Listed again from the edit page: the sale stays, and the listing again is a row of its own.
	page = await (await visitor.get(`/update-listing/${id}`)).form('Change status').select('Status', 'Available').submit()
	expect(page.text('main')).toContain(`“${name}” is now available.`)
	page = await newVisitor().get(`/listing/${id}`)
	expect(page.text('section[aria-labelledby="price-history-title"] > p')).toBe('Listed today.')
	expect(historyRows(page)).toEqual([
		`${today()} | $500,000 | Listed`,
		`${today()} | $480,000 | Sold`,
		`${today()} | $500,000 | Listed again`,
	])
	const chart = chartOf(page)
	expect(chart.name).toBe(`Price history of ${name}`)
	expect(chart.description).toContain(`Sold for $480,000 on ${today()}`)
	const shortToday = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date())
	expect(chart.words).toEqual(expect.arrayContaining(['Price', 'Date', '$480,000', '$500,000', shortToday]))
	expect(chart.words.some((word) => word.startsWith('Sold'))).toBe(true)
})

test('sold without a price: the history says it was not given, and the owner can give it later', async () => {
	const { visitor } = await newMember('quietseller')
	const name = `Quiet sale ${unique()}`
	const id = await newListing(visitor, { name, type: 'sale', regularPrice: 320_000 })
	await (await visitor.get(`/update-listing/${id}`)).form('Change status').select('Status', 'Sold').submit()
	let page = await newVisitor().get(`/listing/${id}`)
	expect(page.text('main')).toContain(`Sold on ${today()}.`)
	expect(historyRows(page).at(-1)).toBe(`${today()} | Price not given | Sold`)

	// The price at its limits: one below the least a listing may ask comes back in words and changes nothing.
	const givePrice = async (price: string) =>
		(await visitor.get(`/update-listing/${id}`)).form('Change status').fill('Sold for (optional)', price).submit()
	page = await givePrice('49')
	expect(page.path).toBe(`/update-listing/${id}`)
	expect(page.text('main [role="status"]')).toBe('Sold or let price must be between $50 and $10,000,000')
	expect(historyRows(await newVisitor().get(`/listing/${id}`)).at(-1)).toBe(`${today()} | Price not given | Sold`)
	page = await givePrice('50')
	expect(page.text('main [role="status"]')).toBe(`“${name}” is now sold.`)
	expect(historyRows(await newVisitor().get(`/listing/${id}`)).at(-1)).toBe(`${today()} | $50 | Sold`)
	await givePrice('315000')
	page = await newVisitor().get(`/listing/${id}`)
	expect(historyRows(page)).toEqual([`${today()} | $320,000 | Listed`, `${today()} | $315,000 | Sold`])
})

test('through the API: let at a price (checked at its limits), deleted and listed again at the same address, the let stays; only the owner sets it', async () => {
	const owner = await newMember('landlord')
	const address = `${unique()} Harbour Street, Bristol`
	const id = await newListing(owner.visitor, { type: 'rent', regularPrice: 1_400, address })
	const update = (body: Record<string, unknown>, who = owner.visitor) =>
		who.api<ApiListing>(`/api/listing/update/${id}`, body)

	expect(await update({ status: 'let', closePrice: 49 })).toMatchObject({
		status: 400,
		body: { message: 'Sold or let price must be between $50 and $10,000,000' },
	})
	expect(await update({ status: 'let', closePrice: 10_000_001 })).toMatchObject({ status: 400 })
	expect((await update({ status: 'let', closePrice: 50 }, (await newMember('stranger')).visitor)).status).toBe(403)
	// Read only with Sold or Let, as the discount price only with an offer.
	expect((await update({ status: 'under_offer', closePrice: 1_300 })).body).toMatchObject({
		status: 'under_offer',
		closePrice: null,
	})
	const bottom = await update({ status: 'let', closePrice: 50 })
	expect(bottom).toMatchObject({ status: 200, body: { status: 'let', closePrice: 50 } })
	const let_ = await update({ closePrice: 1_350 })
	expect(let_.body.closePrice).toBe(1_350)
	expect(let_.body.statusHistory.map(({ status, closePrice }) => ({ status, closePrice }))).toEqual([
		{ status: 'under_offer', closePrice: null },
		{ status: 'let', closePrice: 1_350 },
	])
	// The asking prices are as old clients read them: one entry, no change of price.
	expect(let_.body.priceHistory.map((entry) => entry.price)).toEqual([1_400])

	expect((await owner.visitor.api(`/api/listing/delete/${id}`, undefined, 'DELETE')).status).toBe(200)
	const again = await newListing(owner.visitor, { type: 'rent', regularPrice: 1_450, address: address.toUpperCase() })
	const listed = await newVisitor().api<ApiListing>(`/api/listing/get/${again}`)
	expect(listed.body.statusHistory.map(({ status, closePrice }) => ({ status, closePrice }))).toEqual([
		{ status: 'under_offer', closePrice: null },
		{ status: 'let', closePrice: 1_350 },
		{ status: 'active', closePrice: null },
	])
	expect(listed.body.closePrice).toBeNull()
	const page = await newVisitor().get(`/listing/${again}`)
	expect(historyRows(page)).toEqual([
		`${today()} | $1,400 / month | Listed`,
		`${today()} | $1,400 / month | Under offer`,
		`${today()} | $1,350 / month | Let`,
		`${today()} | $1,450 / month | Listed again (raised by $50)`,
	])
})
