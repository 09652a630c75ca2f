import { describe, expect, test } from 'vitest'
import { demoListings } from '~/db/demo-listings'
import { kmBetween } from '~/utils/geo'
import {
	CLEAR_LEAD,
	editsAllowed,
	findPlace,
	matchPlace,
	PLACE_CHOICES_MAX,
	SIMILAR_PLACES_MAX,
	similarPlaces,
	suggestPlaces,
} from './places.server'

describe('the bundled place list', () => {
	test("every demo address finds its own town, within a few kilometres of the home's position", async () => {
		for (const listing of demoListings) {
			const place = await findPlace(listing.address)
			expect(place, listing.address).toBeDefined()
			const km = kmBetween(place!, { latitude: listing.latitude!, longitude: listing.longitude! })
			expect(km, `${listing.address}: ${place!.name} is ${km.toFixed(1)} km away`).toBeLessThan(25)
		}
	})

	test.each([
		['Paris', 'Paris', 'FR'],
		['12 Rue de Rivoli, 75001 Paris, France', 'Paris', 'FR'],
		['Paris, TX', 'Paris', 'US'],
		['Baker Street, London NW1 6XE, UK', 'London', 'GB'],
		['Portland, Maine', 'Portland', 'US'],
		['Portland, OR 97202', 'Portland', 'US'],
		['614 A Street SE, Washington, DC 20003', 'Washington, D.C.', 'US'],
		['Suva, Fiji', 'Suva', 'FJ'],
		['Zurich', 'Zürich', 'CH'],
	])('%s is %s (%s)', async (address, name, country) => {
		const place = await findPlace(address)
		expect(place?.name).toBe(name)
		expect(place?.country).toBe(country)
	})

	test('the state an address names decides between towns of one name', async () => {
		expect((await findPlace('Portland, OR'))?.region).toBe('OR')
		expect((await findPlace('Portland, ME'))?.region).toBe('ME')
		expect((await findPlace('Springfield, IL'))?.region).toBe('IL')
	})

	test('an address naming no known town finds nothing', async () => {
		expect(await findPlace('Flat 3, Nowhere Land')).toBeUndefined()
	})
})

const labels = (places: Array<{ name: string; region: string; country: string }>) =>
	places.map(({ name, region, country }) => [name, region, country].join(', '))

describe("suggestions by the start of a name ('Where?')", () => {
	test('the most populous first, case aside: aus is Austin, TX before Austin, MN and Australind', async () => {
		const found = labels(await suggestPlaces('aus'))
		expect(found[0]).toBe('Austin, TX, US')
		expect(found.indexOf('Austin, MN, US')).toBeGreaterThan(0)
		expect(found.indexOf('Australind, 08, AU')).toBeGreaterThan(found.indexOf('Austin, MN, US'))
		expect(labels(await suggestPlaces('AUS'))).toEqual(found)
	})

	test('populations never rise down the list', async () => {
		for (const prefix of ['sa', 'spring', 'new y', 'lo']) {
			const populations = (await suggestPlaces(prefix)).map((place) => place.population)
			expect(populations, prefix).toEqual([...populations].sort((a, b) => b - a))
		}
	})

	test('accents aside, either way round', async () => {
		expect(labels(await suggestPlaces('zur'))[0]).toBe('Zürich, ZH, CH')
		expect(labels(await suggestPlaces('Zür'))[0]).toBe('Zürich, ZH, CH')
		expect(labels(await suggestPlaces('sao pa'))[0]).toBe('São Paulo, 27, BR')
	})

	test('at most 8, fewer when asked, none for less than two letters or an unknown start', async () => {
		expect(await suggestPlaces('sa')).toHaveLength(PLACE_CHOICES_MAX)
		expect(await suggestPlaces('sa', 3)).toHaveLength(3)
		expect(await suggestPlaces('s')).toEqual([])
		expect(await suggestPlaces(' . ')).toEqual([])
		expect(await suggestPlaces('xqzw')).toEqual([])
	})

	test('a place is offered once, whichever of its keys matches', async () => {
		const found = await suggestPlaces('washington')
		expect(new Set(found).size).toBe(found.length)
		expect(labels(found)[0]).toBe('Washington, D.C., DC, US')
	})

	test('text after a comma narrows to a region or a country, as it is typed', async () => {
		expect(labels(await suggestPlaces('Austin, T'))).toEqual(['Austin, TX, US'])
		expect(labels(await suggestPlaces('springfield, ill'))).toEqual(['Springfield, IL, US'])
		expect(labels(await suggestPlaces('paris, fr'))[0]).toBe('Paris, 11, FR')
	})

	test('neighbourhoods the list holds are offered too', async () => {
		expect(labels(await suggestPlaces('belgra'))).toContain('Belgrano, 07, AR')
	})
})

describe("a place by its whole name (a search's 'where')", () => {
	const found = async (where: string) => {
		const match = await matchPlace(where)
		return 'place' in match ? labels([match.place])[0] : match
	}

	test('one place of the name, or one far more populous than the next', async () => {
		expect(await found('Belgrano')).toBe('Belgrano, 07, AR')
		expect(await found('austin')).toBe('Austin, TX, US')
		expect(await found('Paris')).toBe('Paris, 11, FR')
		expect(await found('New York')).toBe('New York City, NY, US')
		expect(await found('Zurich')).toBe('Zürich, ZH, CH')
	})

	test('places of similar standing are choices, most populous first, at most 8', async () => {
		const match = await matchPlace('Springfield')
		expect(match).toEqual({ several: expect.any(Array) })
		const choices = 'several' in match ? match.several : []
		expect(choices).toHaveLength(PLACE_CHOICES_MAX)
		expect(labels(choices).slice(0, 3)).toEqual(['Springfield, MO, US', 'Springfield, MA, US', 'Springfield, IL, US'])
		expect(choices[0]!.population).toBeLessThan(CLEAR_LEAD * choices[1]!.population)
	})

	test('a region or a country, by code or name, picks among them', async () => {
		expect(await found('Springfield, IL')).toBe('Springfield, IL, US')
		expect(await found('springfield, Illinois')).toBe('Springfield, IL, US')
		expect(await found('Paris, TX')).toBe('Paris, TX, US')
		expect(await found('Paris, Texas, USA')).toBe('Paris, TX, US')
		expect(await found('Birmingham, United Kingdom')).toBe('Birmingham, ENG, GB')
	})

	test('every choice, written as offered, is that place', async () => {
		for (const name of ['Springfield', 'Cambridge', 'Richmond']) {
			const match = await matchPlace(name)
			for (const label of 'several' in match ? labels(match.several) : []) expect(await found(label)).toBe(label)
		}
		expect(await found('Washington, D.C., DC, US')).toBe('Washington, D.C., DC, US')
	})

	test('a name the list does not hold, or a place not in the region named, is none', async () => {
		expect(await matchPlace('Xyzzy')).toEqual({ none: true })
		expect(await matchPlace('Paris, Germany')).toEqual({ none: true })
		expect(await matchPlace('Aus')).toEqual({ none: true })
	})
})

describe("the places a misspelt name may mean (a search's 'where' of no known place)", () => {
	const similar = async (where: string) => labels(await similarPlaces(where))

	test('names a few edits from a place: the most populous of the closest first, those far behind left out', async () => {
		expect(await similar('Seatle')).toEqual(['Seattle, WA, US'])
		expect(await similar('Chicgo')).toEqual(['Chicago, IL, US', 'Chico, CA, US'])
		expect(await similar('Hoston')).toEqual(['Houston, TX, US', 'Boston, MA, US'])
		expect(await similar('Los Angelos')).toEqual(['Los Angeles, CA, US'])
		expect(await similar('zurih')).toEqual(['Zürich, ZH, CH'])
	})

	test('1 edit under 6 letters, 2 from 6, none under 4; two letters swapped are one edit', async () => {
		expect([editsAllowed('rom'), editsAllowed('rome'), editsAllowed('bostn'), editsAllowed('seatle')]).toEqual([
			0, 1, 1, 2,
		])
		expect(await similar('Rom')).toEqual([])
		expect((await similar('Bostn'))[0]).toBe('Boston, MA, US')
		expect(await similar('Bstn')).toEqual([])
		expect(await similar('Pairs')).toEqual(['Paris, 11, FR'])
		expect((await similar('Sprngfeld'))[0]).toBe('Springfield, MO, US')
		expect(await similar('Sprngfld')).toEqual([])
	})

	test('a region or country after a comma keeps the places in it, unless none is', async () => {
		expect(await similar('Springfeld, IL')).toEqual(['Springfield, IL, US'])
		expect(await similar('Seatle, Washington')).toEqual(['Seattle, WA, US'])
		expect((await similar('Paris, Germany'))[0]).toBe('Paris, 11, FR')
	})

	test(`at most ${SIMILAR_PLACES_MAX}, each written as it resolves to that place; nothing for a name near none`, async () => {
		const springfields = await similar('Springfeld')
		expect(springfields).toHaveLength(SIMILAR_PLACES_MAX)
		expect(springfields.slice(0, 3)).toEqual(['Springfield, MO, US', 'Springfield, MA, US', 'Springfield, IL, US'])
		for (const name of ['Springfeld', 'Seatle', 'Chicgo', 'Pari', 'San Fransisco']) {
			for (const label of await similar(name)) {
				const match = await matchPlace(label)
				expect('place' in match ? labels([match.place])[0] : match, label).toBe(label)
			}
		}
		expect(await similar('Xyzzyville')).toEqual([])
	})
})
