import { describe, expect, test } from 'vitest'
import { listingSchema } from '~/schemas/listing'
import {
	approximatePosition,
	chordOfKm,
	circleBounds,
	EARTH_RADIUS_KM,
	formatDistance,
	radiusChoicesKm,
	kmBetween,
} from './geo'

describe('positions', () => {
	test('distances along the earth', () => {
		// Seattle to Portland, Oregon: about 234 km.
		expect(
			kmBetween({ latitude: 47.6062, longitude: -122.3321 }, { latitude: 45.5152, longitude: -122.6784 }),
		).toBeCloseTo(234, 0)
		// Across the antimeridian it is the short way round.
		expect(kmBetween({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(22.2, 1)
		expect(chordOfKm(0)).toBe(0)
		expect(chordOfKm(Math.PI * EARTH_RADIUS_KM)).toBeCloseTo(2, 9)
	})

	test('the box around a circle, across the antimeridian and over a pole', () => {
		const pacific = circleBounds({ latitude: -16.8, longitude: 179.95 }, 20)
		expect(pacific.west).toBeGreaterThan(179)
		expect(pacific.east).toBeLessThan(-179)
		const pole = circleBounds({ latitude: 89.95, longitude: 10 }, 20)
		expect(pole.north).toBe(90)
		expect(pole.west).toBeUndefined()
	})

	test('an approximate position is its cell of about 300 m, the same for every point of the cell', () => {
		const home = { latitude: 47.62051, longitude: -122.34928 }
		const coarse = approximatePosition(home)
		expect(kmBetween(home, coarse)).toBeLessThan(0.25)
		expect(approximatePosition({ latitude: home.latitude + 0.0001, longitude: home.longitude - 0.0001 })).toEqual(
			coarse,
		)
	})

	test('distances in words, in the unit of the site (SITE_LOCALE)', () => {
		expect(formatDistance(0.4321, 'km')).toBe('430 m')
		expect(formatDistance(2.44, 'km')).toBe('2.4 km')
		expect(formatDistance(37.4, 'km')).toBe('37 km')
		expect(formatDistance(0.4321, 'mi')).toBe('0.3 mi')
		expect(formatDistance(0.1, 'mi')).toBe('330 ft')
		expect(formatDistance(0.001, 'mi')).toBe('10 ft')
		expect(formatDistance(16.09344, 'mi')).toBe('10 mi')
		expect(formatDistance(37.4, 'mi')).toBe('23 mi')
		// en-US, the default: miles.
		expect(formatDistance(8.04672)).toBe('5 mi')
	})

	test('the distances offered around a place are round numbers of the unit', () => {
		expect(radiusChoicesKm('km')).toEqual([1, 2, 5, 10, 25, 50, 100, 250, 500])
		expect(radiusChoicesKm('mi').map((km) => formatDistance(km, 'mi'))).toEqual([
			'1 mi',
			'2 mi',
			'5 mi',
			'10 mi',
			'25 mi',
			'50 mi',
			'100 mi',
			'250 mi',
		])
	})
})

describe("a listing's position", () => {
	const listing = {
		name: 'A home with a position',
		description: 'Somewhere.',
		address: '1 Main Street, Seattle',
		type: 'rent',
		regularPrice: 1000,
		bedrooms: 1,
		bathrooms: 1,
		imageUrls: ['/images/listing-fallback.webp'],
	}

	test('both or neither, each in its range', () => {
		const problem = (input: object) => listingSchema.safeParse({ ...listing, ...input }).error?.issues[0]?.message
		expect(problem({ latitude: 47.6 })).toBe('Give both latitude and longitude, or neither')
		expect(problem({ latitude: 91, longitude: 0 })).toBe('Latitude must be between -90 and 90')
		expect(problem({ latitude: 0, longitude: -180.5 })).toBe('Longitude must be between -180 and 180')
		expect(problem({ latitude: 'north', longitude: 0 })).toBe('Latitude must be a number')
	})

	test('kept to 0.1 m, or to its cell when approximate; none when left out', () => {
		expect(listingSchema.parse({ ...listing, latitude: 47.620512345, longitude: -122.349281234 })).toMatchObject({
			latitude: 47.620512,
			longitude: -122.349281,
			locationApproximate: false,
		})
		const approximate = listingSchema.parse({
			...listing,
			latitude: 47.62051,
			longitude: -122.34928,
			locationApproximate: true,
		})
		expect(approximate).toMatchObject(approximatePosition({ latitude: 47.62051, longitude: -122.34928 }))
		expect(listingSchema.parse(listing)).toMatchObject({ latitude: null, longitude: null })
	})
})
