import { describe, expect, test } from 'vitest'
import { listingTimeZone } from './listing-time-zone.server'

describe('a home’s time zone', () => {
	test('from its position, on either side of a border between zones', () => {
		expect(listingTimeZone({ latitude: 47.6062, longitude: -122.3321 }, 'Europe/London')).toBe('America/Los_Angeles')
		expect(listingTimeZone({ latitude: 40.7128, longitude: -74.006 }, 'Europe/London')).toBe('America/New_York')
		// Irún (Spain) and Hendaye (France) face each other across the Bidasoa, an hour apart in the 1940s and
		// in one zone now; Tijuana and San Diego, in Mexico and the United States, share Pacific Time too.
		expect(listingTimeZone({ latitude: 43.3383, longitude: -1.7894 }, 'UTC')).toBe('Europe/Madrid')
		expect(listingTimeZone({ latitude: 43.3736, longitude: -1.7747 }, 'UTC')).toBe('Europe/Paris')
		expect(listingTimeZone({ latitude: 32.5149, longitude: -117.0382 }, 'UTC')).toBe('America/Tijuana')
		expect(listingTimeZone({ latitude: 32.7157, longitude: -117.1611 }, 'UTC')).toBe('America/Los_Angeles')
	})

	test('the site’s zone for a home without a position, or with one the look-up refuses', () => {
		expect(listingTimeZone({ latitude: null, longitude: null }, 'Europe/London')).toBe('Europe/London')
		expect(listingTimeZone({ latitude: 91, longitude: 0 }, 'Europe/London')).toBe('Europe/London')
	})
})
