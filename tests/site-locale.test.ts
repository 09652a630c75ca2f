// SITE_LOCALE: one set of formats for numbers, money, dates and distances on every page and feed. The
// shared test site runs the default, en-US (dollars, 'Jan 3, 2026', miles: its pages' tests read those);
// here a site of its own in en-GB and one in de-DE with euros.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, newMemberOf, startAppServer, waitForHealthy } from './support/app-server'
import { Visitor } from './support/visitor'

async function ownerWithListing(server: AppServer, name: string) {
	const { visitor: owner } = await newMemberOf(server, name)
	const created = await owner.api<{ _id: string }>('/api/listing/create', {
		name: 'Flat by the river',
		description: 'Two rooms and a balcony.',
		address: '1 River Walk',
		type: 'rent',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1250,
		availableFrom: '2099-03-01',
		imageUrls: ['https://photos.example/flat.jpg'],
	})
	expect(created.status).toBe(201)
	return { owner, path: `/listing/${created.body._id}` }
}

describe('a site in en-GB', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ SITE_LOCALE: 'en-GB' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test('prices in pounds, days as the British write them, and distances in miles', async () => {
		const { owner, path } = await ownerWithListing(server, 'gbowner')
		const page = await owner.get(path)
		expect(page.$('html').attr('data-locale')).toBe('en-GB')
		expect(page.$('html').attr('data-currency')).toBe('GBP')
		expect(page.text('main')).toContain('£1,250')
		expect(page.text('main')).not.toContain('$')
		expect(page.text('main')).toContain('Available from 1 Mar 2099')

		const search = await new Visitor(server.url).get('/search?near=51.5072,-0.1276')
		const choices = search
			.field('Distance from the point')
			.find('option')
			.map((_, option) => search.$(option).text())
			.get()
		expect(choices).toContain('Within 25 mi')
		expect(choices).not.toContain('Within 25 km')
	})
})

describe('a site in de-DE, in euros', () => {
	let server: AppServer
	beforeAll(async () => {
		server = await startAppServer({ SITE_LOCALE: 'de-DE', SITE_CURRENCY: 'EUR' })
		await waitForHealthy(server)
	})
	afterAll(() => server?.stop())

	test('prices in euros with its separators, days as written there, distances in km up to 500', async () => {
		const { owner, path } = await ownerWithListing(server, 'deowner')
		const page = await owner.get(path)
		expect(page.text('main')).toContain('1.250 €')
		expect(page.text('main')).toContain('Available from 01.03.2099')

		const search = await new Visitor(server.url).get('/search?near=52.52,13.405')
		const choices = search
			.field('Distance from the point')
			.find('option')
			.map((_, option) => search.$(option).text())
			.get()
		expect(choices).toEqual(expect.arrayContaining(['Within 10 km', 'Within 500 km']))
	})
})
