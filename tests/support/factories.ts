// Rows for tests, written straight through drizzle: small, generic, every field overridable.
import { randomUUID } from 'node:crypto'
import { getDb } from '~/db/client.server'
import { type NewListing, type NewUser, listings, users } from '~/db/schema'

const unique = () => randomUUID().slice(0, 8)

export async function createUser(overrides: Partial<NewUser> = {}) {
	const db = await getDb()
	const id = unique()
	const [user] = await db
		.insert(users)
		.values({ username: `user-${id}`, email: `user-${id}@example.test`, ...overrides })
		.returning()
	return user!
}

/** A valid listing (as the create form would accept it); pass `userRef` to choose the owner. */
export function listingValues(overrides: Partial<NewListing> & Pick<NewListing, 'userRef'>): NewListing {
	return {
		name: `Test listing ${unique()}`,
		description: 'A plain test home.',
		address: '1 Test Street, Testville',
		type: 'rent',
		propertyType: 'apartment',
		bedrooms: 1,
		bathrooms: 1,
		regularPrice: 1000,
		discountPrice: 0,
		offer: false,
		parking: false,
		furnished: false,
		imageUrls: ['/images/listing-fallback.webp'],
		...overrides,
	}
}

export async function createListing(overrides: Partial<NewListing> = {}) {
	const [listing] = await createListings([overrides])
	return listing!
}

/** Several listings in one insert; those without `userRef` share one new owner. */
export async function createListings(rows: Array<Partial<NewListing>>) {
	const db = await getDb()
	const owner = rows.every((row) => row.userRef) ? undefined : await createUser()
	return db
		.insert(listings)
		.values(rows.map((row) => listingValues({ ...row, userRef: row.userRef ?? owner!.id })))
		.returning()
}
