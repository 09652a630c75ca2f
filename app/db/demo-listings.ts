import type { NewListing } from './schema'

// Placeholder until the generated demo set lands.
export const demoListings: Array<Omit<NewListing, 'userRef' | 'id'> & { daysAgo: number }> = Array.from(
	{ length: 8 },
	(_, index) => ({
		name: `Demo home number ${index + 1}`,
		description: 'A demo home.',
		address: `${index + 1} Demo Street, Austin, TX`,
		type: index % 2 ? 'rent' : 'sale',
		bedrooms: 2,
		bathrooms: 1,
		regularPrice: 1000 * (index + 1),
		discountPrice: 0,
		offer: false,
		parking: true,
		furnished: false,
		imageUrls: ['/images/listing-fallback.webp'],
		daysAgo: index,
	}),
)
