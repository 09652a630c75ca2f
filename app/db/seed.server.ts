import { count, sql } from 'drizzle-orm'
import { hashPassword } from '~/utils/password.server'
import { type Database } from './client.server'
import { demoListings } from './demo-listings'
import { listings, users } from './schema'

const DEMO_USER = {
	username: 'demo',
	email: 'demo@homestead.example',
	password: 'homestead-demo',
	avatar: '/images/demo/owner.webp',
}

const DAY = 24 * 60 * 60 * 1000

/** Fills an empty database with a demo owner and their listings, so a new install shows a living site. */
export async function seedDemoData(db: Database) {
	await db.transaction(async (tx) => {
		// Serialises replicas starting together on one empty database.
		await tx.execute(sql`select pg_advisory_xact_lock(7342002)`)
		const [existing] = await tx.select({ users: count() }).from(users)
		if (existing && existing.users > 0) return

		const [owner] = await tx
			.insert(users)
			.values({
				username: DEMO_USER.username,
				email: DEMO_USER.email,
				avatar: DEMO_USER.avatar,
				passwordHash: await hashPassword(DEMO_USER.password),
				// So that the mail a member asks for (alerts, messages) shows in the outbox and on /dev/mail.
				emailVerified: true,
			})
			.returning({ id: users.id })

		const now = Date.now()
		await tx.insert(listings).values(
			demoListings.map(({ daysAgo, ...listing }, index) => {
				// Spread creation times so "Latest" and "Oldest" sort visibly, minutes apart within a day.
				const createdAt = new Date(now - daysAgo * DAY - index * 60_000)
				return { ...listing, userRef: owner!.id, createdAt, updatedAt: createdAt, listedAt: createdAt }
			}),
		)
	})
}
