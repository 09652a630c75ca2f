import { count, sql } from 'drizzle-orm'
import { approximatePosition } from '~/utils/geo'
import { hashPassword } from '~/utils/password.server'
import { type Database, type Transaction } from './client.server'
import { demoListings } from './demo-listings'
import { listings, type NewListing, users } from './schema'

const DEMO_USER = {
	username: 'demo',
	email: 'demo@homestead.example',
	password: 'homestead-demo',
	avatar: '/images/demo/owner.webp',
}

/**
 * A demo administrator, so that the moderation queue (/admin) can be tried on a new install. On a
 * real deployment administrators are made with ADMIN_EMAILS or `npm run admin -- grant <email>`.
 */
const DEMO_ADMIN = {
	username: 'demo-admin',
	email: 'admin@homestead.example',
	password: 'homestead-admin',
}

const DAY = 24 * 60 * 60 * 1000

/** A demo listing's position as the site keeps it: coarsened to about 300 m when shown approximately. */
function demoPosition({
	latitude,
	longitude,
	locationApproximate,
}: Pick<NewListing, 'latitude' | 'longitude' | 'locationApproximate'>) {
	if (latitude == null || longitude == null) return { latitude: null, longitude: null }
	return locationApproximate ? approximatePosition({ latitude, longitude }) : { latitude, longitude }
}

/**
 * Fills an empty database with a demo owner and their listings, so a new install shows a living site,
 * and a demo administrator.
 */
export async function seedDemoData(db: Database) {
	await db.transaction(async (tx) => {
		// Serialises replicas starting together on one empty database.
		await tx.execute(sql`select pg_advisory_xact_lock(7342002)`)
		const [existing] = await tx.select({ users: count() }).from(users)
		if (existing && existing.users > 0) {
			await placeEarlierDemoListings(tx)
			return
		}

		const now = Date.now()
		// The demo accounts are as old as the oldest demo listing: the new-account check leaves them alone.
		const joined = new Date(now - Math.max(...demoListings.map((listing) => listing.daysAgo)) * DAY - DAY)
		const [owner] = await tx
			.insert(users)
			.values({
				username: DEMO_USER.username,
				email: DEMO_USER.email,
				avatar: DEMO_USER.avatar,
				passwordHash: await hashPassword(DEMO_USER.password),
				// So that the mail a member asks for (alerts, messages) shows in the outbox and on /dev/mail.
				emailVerified: true,
				createdAt: joined,
				updatedAt: joined,
			})
			.returning({ id: users.id })
		await tx.insert(users).values({
			username: DEMO_ADMIN.username,
			email: DEMO_ADMIN.email,
			passwordHash: await hashPassword(DEMO_ADMIN.password),
			emailVerified: true,
			isAdmin: true,
			createdAt: joined,
			updatedAt: joined,
		})

		await tx.insert(listings).values(
			demoListings.map(({ daysAgo, ...listing }, index) => {
				// Spread creation times so "Latest" and "Oldest" sort visibly, minutes apart within a day.
				const createdAt = new Date(now - daysAgo * DAY - index * 60_000)
				return {
					...listing,
					...demoPosition(listing),
					userRef: owner!.id,
					createdAt,
					updatedAt: createdAt,
					listedAt: createdAt,
				}
			}),
		)
	})
}

/**
 * The demo owner's listings seeded before listings had positions get theirs (by address), once:
 * one statement, and only listings still without a position.
 */
async function placeEarlierDemoListings(tx: Transaction) {
	const positions = demoListings.map((listing) => ({ address: listing.address, ...demoPosition(listing) }))
	await tx.execute(sql`
		update listings set latitude = demo.latitude, longitude = demo.longitude,
			location_approximate = demo.latitude is distinct from demo.exact_latitude
		from jsonb_to_recordset(${JSON.stringify(
			positions.map((position, index) => ({ ...position, exact_latitude: demoListings[index]!.latitude })),
		)}::jsonb) as demo(address text, latitude float8, longitude float8, exact_latitude float8)
		where listings.address = demo.address and listings.latitude is null
			and listings.user_ref = (select id from users where email = ${DEMO_USER.email})`)
}
