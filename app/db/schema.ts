import { sql } from 'drizzle-orm'
import {
	boolean,
	index,
	integer,
	pgEnum,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'

const timestamps = {
	createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
		imageUrls: text('image_urls')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		/** What a visitor pays: the discount price when on offer, else the regular price. */
		effectivePrice: integer('effective_price')
			.notNull()
			.generatedAlwaysAs(sql`CASE WHEN offer THEN discount_price ELSE regular_price END`),
		userRef: uuid('user_ref')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		...timestamps,
	},
	(table) => [index('listings_user_ref_idx').on(table.userRef, table.createdAt)],
)

/**
 * Every photo this site stored, by its canonical address (the 1200 px file; the narrower widths
 * follow from it): who uploaded it, so that only they can show it, and which widths are kept.
 * Addresses of other hosts and the bundled /images/ never appear here and are never deleted.
 */
export const photos = pgTable(
	'photos',
	{
		url: text('url').primaryKey(),
		/** Null once the uploader's account is deleted (the photo is then deleted when unused). */
		ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
		widths: integer('widths').array().notNull(),
		createdAt: timestamps.createdAt,
	},
	(table) => [index('photos_owner_idx').on(table.ownerId)],
)

/**
 * Idempotency keys of listing creations (the API's Idempotency-Key header, the create form's
 * hidden field): a retry with the same key by the same user within 24 hours gets the first result.
 */
export const idempotencyKeys = pgTable(
	'idempotency_keys',
	{
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		key: text('key').notNull(),
		/** The listing the first request created (no foreign key: it may be deleted since). */
		listingId: uuid('listing_id'),
		createdAt: timestamps.createdAt,
	},
	(table) => [primaryKey({ columns: [table.userId, table.key] })],
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
