import { expect, test } from 'vitest'
import { newListing, newMember, newVisitor } from '../support/site'
import { type Page } from '../support/visitor'

/** Above the results: where the search is limited to, in view while its panel is closed. */
const RESULTS = 'main section[aria-labelledby="search-heading"]'

/** A word no other test's listings contain. */
const uniqueWord = () => `drawn${Math.random().toString(36).slice(2, 8)}`

/** The names of a search page's results, first listed first. */
const resultNames = (page: Page) =>
	page
		.$('main li[data-result] h3')
		.toArray()
		.map((heading) => page.$(heading).text().trim())
		.sort()

// A triangle round central Denver, and a bow-tie that crosses itself.
const TRIANGLE = '-105.1 39.6,-104.8 39.6,-104.95 39.9,-105.1 39.6'
const BOW_TIE = '-105.1 39.6,-104.8 39.9,-104.8 39.6,-105.1 39.9,-105.1 39.6'

async function homesAroundDenver(word: string) {
	const owner = await newMember('drawnowner')
	await newListing(owner.visitor, { name: `Inside ${word}`, latitude: 39.7, longitude: -104.95 })
	// In the triangle's box, outside its west side.
	await newListing(owner.visitor, { name: `Outside ${word}`, latitude: 39.85, longitude: -105.07 })
	await newListing(owner.visitor, {
		name: `For sale outside ${word}`,
		type: 'sale',
		latitude: 39.85,
		longitude: -105.07,
	})
}

test('without JavaScript, a search in a drawn area lists the homes inside it, keeps it, and Remove the area drops it', async () => {
	const word = uniqueWord()
	await homesAroundDenver(word)
	const visitor = newVisitor()

	let page = await visitor.get(`/search?${new URLSearchParams({ searchTerm: word, polygon: TRIANGLE, view: 'map' })}`)
	expect(page.status).toBe(200)
	expect(resultNames(page)).toEqual([`Inside ${word}`])
	expect(page.text(RESULTS)).toContain('In the area drawn on the map')
	// The drawn map outlines the area; drawing one needs the scripts.
	expect(page.$('svg[role="img"] polygon')).toHaveLength(1)
	expect(page.$('svg[role="img"] desc').text()).toContain('The area searched, drawn on the map, is outlined.')
	expect(page.text('figcaption')).toContain('Drawing an area on the map needs JavaScript.')

	// The form carries the area with the next search.
	page = await page.form('Search').fill('Search term', word).submit()
	expect(new URL(page.url).searchParams.get('polygon')).toBe(TRIANGLE)
	expect(resultNames(page)).toEqual([`Inside ${word}`])

	page = await page.follow('Remove the area')
	expect(new URL(page.url).searchParams.get('polygon')).toBeNull()
	expect(new URL(page.url).searchParams.get('view')).toBe('map')
	expect(resultNames(page)).toEqual([`For sale outside ${word}`, `Inside ${word}`, `Outside ${word}`])
})

test('an area that crosses itself is left out with its reason beside it, and the rest of the search still runs', async () => {
	const word = uniqueWord()
	await homesAroundDenver(word)
	const page = await newVisitor().get(
		`/search?${new URLSearchParams({ searchTerm: word, polygon: BOW_TIE, type: 'rent' })}`,
	)
	expect(page.status).toBe(200)
	expect(resultNames(page)).toEqual([`Inside ${word}`, `Outside ${word}`])
	expect(page.text(RESULTS)).toContain('The area drawn on the map was left out: polygon must not cross itself.')
	expect(page.links('Remove the area')).toHaveLength(0)
})
