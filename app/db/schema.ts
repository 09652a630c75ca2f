import { sql } from 'drizzle-orm'
import {
	boolean,
	index,
	integer,
	pgEnum,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'

const timestamps = {
	createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
		.notNull()
		.defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
		.notNull()
		.defaultNow()
		.$onUpdate(() => new Date()),
}

export const DEFAULT_AVATAR = '/images/avatar-default.svg'

export const users = pgTable(
	'users',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		username: text('username').notNull(),
		email: text('email').notNull(),
		/** Null for accounts that only ever signed in with Google. */
		passwordHash: text('password_hash'),
		avatar: text('avatar').notNull().default(DEFAULT_AVATAR),
		/** Google's stable subject id, set on the first Google sign-in. */
		googleId: text('google_id'),
		/** Bumped on sign-out, password change and deletion: cookies carrying an older version stop working. */
		sessionVersion: integer('session_version').notNull().default(0),
		...timestamps,
	},
	(table) => [
		uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
		uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
		uniqueIndex('users_google_id_unique').on(table.googleId),
	],
)

export const listingType = pgEnum('listing_type', ['rent', 'sale'])

export const listings = pgTable(
	'listings',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		name: text('name').notNull(),
		description: text('description').notNull(),
		address: text('address').notNull(),
		type: listingType('type').notNull().default('rent'),
		bedrooms: integer('bedrooms').notNull().default(1),
		bathrooms: integer('bathrooms').notNull().default(1),
		regularPrice: integer('regular_price').notNull().default(50),
		discountPrice: integer('discount_price').notNull().default(0),
		offer: boolean('offer').notNull().default(false),
		parking: boolean('parking').notNull().default(false),
		furnished: boolean('furnished').notNull().default(false),
		/** Photo addresses in display order; the first is the cover. */
		imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
		/** What a visitor pays: the discount price when on offer, else the regular price. */
		effectivePrice: integer('effective_price')
			.notNull()
			.generatedAlwaysAs(
				sql`CASE WHEN offer THEN discount_price ELSE regular_price END`,
			),
		userRef: uuid('user_ref')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		...timestamps,
	},
	(table) => [index('listings_user_ref_idx').on(table.userRef, table.createdAt)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Listing = typeof listings.$inferSelect
export type NewListing = typeof listings.$inferInsert

export const newsletterSubscriptions = pgTable(
	'newsletter_subscriptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: text('email').notNull(),
		createdAt: timestamps.createdAt,
	},
	(table) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${table.email})`)],
)

/** Counters of the rate limiter, in the database so that every replica sees them. */
export const rateLimits = pgTable('rate_limits', {
	key: text('key').primaryKey(),
	points: integer('points').notNull().default(0),
	expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
})

/** What visitors send through the contact form, kept so that nothing they write is lost. */
export const contactMessages = pgTable('contact_messages', {
	id: uuid('id').primaryKey().defaultRandom(),
	firstName: text('first_name').notNull(),
	lastName: text('last_name').notNull(),
	email: text('email').notNull(),
	message: text('message').notNull(),
	createdAt: timestamps.createdAt,
})

export type ContactMessage = typeof contactMessages.$inferSelect
