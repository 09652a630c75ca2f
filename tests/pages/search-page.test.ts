import { expect, test } from 'vitest'
import { newListing, newMember, newVisitor } from '../support/site'

// The search page puts the results first: without JavaScript the search's fields and 'Save this search'
// are two closed <details> above them (the browser opens them); from lg up in the list view the same
// panels show open as a sidebar (CSS; e2e/search.spec.ts measures the layout).

test('without JavaScript the results come after two closed panels, which hold the search and saving it', async () => {
	const owner = await newMember('layoutowner')
	const word = `layout${Math.random().toString(36).slice(2, 8)}`
	await newListing(owner.visitor, {
		name: `Corner house ${word}`,
		address: '1520 Westlake Avenue N, Apt 504, Seattle, WA 98109',
		type: 'rent',
	})
	const page = await newVisitor().get(`/search?searchTerm=${word}&type=rent`)
	expect(page.status).toBe(200)

	const panels = page.$('main details').toArray()
	const summaries = panels.map((panel) => page.$(panel).children('summary').text().replace(/\s+/g, ' ').trim())
	// The filters set, the term among them (the term and rent), are counted on the toggle.
	expect(summaries).toEqual(['Search and filters2 active', 'Save this search'])
	expect(panels.map((panel) => page.$(panel).attr('open'))).toEqual([undefined, undefined])
	expect(page.$(panels[0]).find('form[role="search"]').length).toBe(1)
	expect(page.$(panels[1]).find('form[action="/search/save"]').length).toBeGreaterThan(0)

	// Each panel is a sibling before the results' section: nothing but these toggles stands above the first home.
	const results = page.$('main section[aria-labelledby="search-heading"]')
	expect(results.find('article').length).toBe(1)
	expect(results.prevAll().find('details').length).toBe(2)

	// The card keeps the town whole; the street is what gives way on a narrow card.
	const address = results.find('article p:has(svg)').first().children('span')
	expect(address.map((_, part) => page.$(part).text()).get()).toEqual([
		'1520 Westlake Avenue N, Apt 504,',
		'Seattle, WA 98109',
	])
})

test('a card shows its home as it is now: an edit shows on the next search, and each view keeps its own layout', async () => {
	const owner = await newMember('cardowner')
	const word = `card${Math.random().toString(36).slice(2, 8)}`
	const id = await newListing(owner.visitor, { name: `Loft ${word}`, regularPrice: 1400 })
	// A member's pages are rendered for them on every request: no page kept from before the edit answers.
	const seeker = await newMember('cardseeker')
	const card = async (view: 'list' | 'map') => {
		const page = await seeker.visitor.get(`/search?searchTerm=${word}${view === 'map' ? '&view=map' : ''}`)
		expect(page.status).toBe(200)
		const article = page.$('main section[aria-labelledby="search-heading"] article')
		expect(article.length).toBe(1)
		const link = article.find(`a[href="/listing/${id}"]`)
		return {
			text: link.text().replace(/\s+/g, ' ').trim(),
			wide: (link.attr('class') ?? '').includes('lg:flex-row'),
		}
	}
	const before = await card('list')
	expect(before.text).toContain(`Loft ${word}`)
	expect(before.text).toContain('$1,400')
	expect(before.wide).toBe(false)
	expect((await card('map')).wide).toBe(true)

	// A dearer price: a cut would also mark the card 'Price reduced'.
	const updated = await owner.visitor.api(`/api/listing/update/${id}`, {
		name: `Loft ${word} with a terrace`,
		bedrooms: 3,
		regularPrice: 1650,
	})
	expect(updated.status).toBe(200)
	const after = await card('list')
	expect(after.text).toContain(`Loft ${word} with a terrace`)
	expect(after.text).toContain('$1,650')
	expect(after.text).toContain('3 Beds')
	expect(after.text).not.toContain('$1,400')
	expect((await card('map')).text).toContain('$1,650')
})

test("the search's fields show the values of the search asked for, whichever searches were shown before", async () => {
	// The fields after the words and the place are rendered once for each set of values they show: a value
	// left out of that set would show one search's value on another's page.
	const visitor = newVisitor()
	/** What the filter form sends as it stands (each field with a value), its sort choices and its 'Clear'. */
	const sent = async (query: string) => {
		const page = await visitor.get(`/search?${query}`)
		expect(page.status).toBe(200)
		const within = 'form[aria-label="Filter listings"]'
		const entries = page.form('Search', { within }).entries()
		const values = new URLSearchParams(
			entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
		)
		const sorts = page
			.$(within)
			.find('select[name="sort"] option')
			.map((_, option) => page.$(option).attr('value'))
			.get()
		return { values, sorts, clear: page.href('Clear', { within }) }
	}
	// Two values of each field, one field at a time: each pair differs in that field alone.
	const pairs = [
		['type=rent', 'type=sale'],
		['parking=true', ''],
		['furnished=true', ''],
		['offer=true', ''],
		['reduced=true', ''],
		['minPrice=100000', 'minPrice=200000'],
		['maxPrice=300000', 'maxPrice=400000'],
		['bedrooms=2', 'bedrooms=3'],
		['bathrooms=1', 'bathrooms=2'],
		['propertyType=house', 'propertyType=apartment'],
		['minArea=500', 'minArea=600'],
		['maxArea=900', 'maxArea=1000'],
		['features=garden', 'features=balcony'],
		['status=sold', 'status=all'],
		['sort=regularPrice_asc', 'sort=regularPrice_desc'],
	]
	for (const pair of pairs) {
		for (const query of [...pair, ...pair]) {
			const { values } = await sent(query)
			const [name] = pair[0]!.split('=')
			const value = new URLSearchParams(query).get(name!)
			expect(values.getAll(name!), `${name} on /search?${query}`).toEqual(value ? [value] : [])
		}
	}
	// 'Clear' keeps the view; 'Nearest first' is a choice only for a search around a point.
	expect((await sent('type=rent')).clear).toBe('/search')
	expect((await sent('type=rent&view=map')).clear).toBe('/search?view=map')
	expect((await sent('type=rent&near=47.6,-122.3&sort=distance_asc')).values.get('sort')).toBe('distance_asc')
	expect((await sent('type=rent&near=47.6,-122.3')).sorts).toContain('distance_asc')
	expect((await sent('type=rent')).sorts).not.toContain('distance_asc')
	// A nearest-first sort without a point is dropped whole, its order with it: the default, latest first.
	expect((await sent('type=rent&sort=distance_asc')).values.get('sort')).toBe('createdAt_desc')
})
