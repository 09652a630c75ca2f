import { describe, expect, test } from 'vitest'
import { demoListings } from '~/db/demo-listings'
import { kmBetween } from '~/utils/geo'
import { findPlace } from './places.server'

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
