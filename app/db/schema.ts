import { sql } from 'drizzle-orm'
import {
	bigint,
	boolean,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgEnum,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import { FREQUENCIES } from '../utils/alert-frequency'
import { LISTING_STATUSES } from '../utils/listing-status'

// Some columns and tables are written by the database's triggers, whatever changes a listing or a
// member: app/db/README.md lists each one, what it does and the migration that defines it.

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
		/**
		 * What the username looks like (app/utils/username-skeleton.server.ts): look-alike names have the
		 * same one. Null only for an account from before it was stored whose look-alike is older.
		 */
		usernameSkeleton: text('username_skeleton'),
		email: text('email').notNull(),
		/** Null for accounts that only ever signed in with Google. */
		passwordHash: text('password_hash'),
		avatar: text('avatar').notNull().default(DEFAULT_AVATAR),
		/** Google's stable subject id, set on the first Google sign-in. */
		googleId: text('google_id'),
		/** Bumped on sign-out, password change and deletion: cookies carrying an older version stop working. */
		sessionVersion: integer('session_version').notNull().default(0),
		/** The owner opened a link mailed to `email` (or Google vouched for it); false again when it changes. */
		emailVerified: boolean('email_verified').notNull().default(false),
		/** The owner chose to show the address on their listings and profile; otherwise it stays private. */
		showEmail: boolean('show_email').notNull().default(false),
		/** When the owner deleted the account: it can be restored for 7 days, then a job deletes it for good. */
		deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
		...timestamps,
	},
	(table) => [
		uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
		uniqueIndex('users_username_skeleton_unique').on(table.usernameSkeleton),
		uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
		uniqueIndex('users_google_id_unique').on(table.googleId),
	],
)

export const listingType = pgEnum('listing_type', ['rent', 'sale'])

/** Where a home is on the market: `sold` only for sale listings, `let` only for rent (a check of migration listing_status). */
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES)

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
		/**
		 * The owner's description of each photo (its alt text), in the order of `imageUrls` and as many
		 * (a check of migration listing_photo_descriptions); empty where the owner wrote none (a trigger
		 * fills them in for photos written without any: app/db/README.md).
		 */
		imageAlts: text('image_alts')
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
		/** When the home was first put on the market. */
		listedAt: timestamp('listed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/**
		 * When the price was last cut, while the last change of the price was a cut (kept by a trigger:
		 * app/db/README.md).
		 */
		reducedAt: timestamp('reduced_at', { withTimezone: true, mode: 'date' }),
		status: listingStatus('status').notNull().default('active'),
		/** When the status last changed (kept by a trigger: app/db/README.md), else when the listing was listed. */
		statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** When the owner last said the home is still available, by an edit or the mailed link. */
		confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** When the owner was last asked (since the last confirmation): the clock of the listing's expiry. */
		reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
		/** Where the home is (WGS 84 degrees), both or neither: listings from before positions have none. */
		latitude: doublePrecision('latitude'),
		longitude: doublePrecision('longitude'),
		/** The owner shows the position only to about 300 m: the stored position is already that coarse one. */
		locationApproximate: boolean('location_approximate').notNull().default(false),
		/** False while the owner's account is deleted (and can still be restored): nobody else sees the listing. */
		ownerActive: boolean('owner_active').notNull().default(true),
		...timestamps,
	},
	(table) => [
		index('listings_user_ref_idx').on(table.userRef, table.createdAt),
		// The freshness job's look for listings on the market that nobody has confirmed for a while.
		index('listings_on_market_confirmed_idx')
			.on(table.confirmedAt)
			.where(sql`status in ('active', 'under_offer')`),
		// Searches by status use listings_status_created_idx, a covering index of migration
		// listing_photo_descriptions (like the search indexes of migration search_indexes, kept in SQL).
		index('listings_reduced_at_idx')
			.on(table.reducedAt)
			.where(sql`reduced_at is not null`),
	],
)

/**
 * What is kept of a deleted listing for 180 days: its owner's new listing at the same address carries
 * its history on (a trigger writes these rows as listings are deleted: app/db/README.md).
 */
export const listingArchive = pgTable(
	'listing_archive',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		/** No foreign key: the owner may be being deleted with the listing. */
		ownerId: uuid('owner_id').notNull(),
		/** The address in lower case with punctuation and spacing runs made single spaces. */
		addressKey: text('address_key').notNull(),
		listedAt: timestamp('listed_at', { withTimezone: true, mode: 'date' }).notNull(),
		endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** The price history, `[{ price, at }]` oldest first. */
		prices: jsonb('prices').$type<Array<{ price: number; at: string }>>().notNull(),
	},
	(table) => [index('listing_archive_owner_address_idx').on(table.ownerId, table.addressKey)],
)

/**
 * Every price a listing has asked, from the day it was listed: a row for each change of the
 * effective price, written by the database itself (a trigger: app/db/README.md), whatever changes
 * the listing.
 */
export const listingPrices = pgTable(
	'listing_prices',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		price: integer('price').notNull(),
		at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
	},
	(table) => [index('listing_prices_listing_idx').on(table.listingId, table.at)],
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

export const authTokenPurpose = pgEnum('auth_token_purpose', [
	'reset-password',
	'verify-email',
	// Mailed to the address an account had before a change: puts it back.
	'undo-email-change',
	// Mailed when an account is deleted: brings it back within 7 days.
	'restore-account',
	// A change of a Google-only account (which has no password to confirm it with), confirmed from its mailbox.
	'confirm-account-change',
])

/**
 * Links mailed to account owners: only a SHA-256 of the random token is stored, so the table
 * alone opens nothing. A token is deleted when it is used; a verification token is good only for
 * the address it was sent to.
 */
export const authTokens = pgTable(
	'auth_tokens',
	{
		tokenHash: text('token_hash').primaryKey(),
		purpose: authTokenPurpose('purpose').notNull(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		/** What the link does when it is one of a kind (the change to confirm). */
		data: jsonb('data'),
		expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
		createdAt: timestamps.createdAt,
	},
	(table) => [index('auth_tokens_user_idx').on(table.userId, table.purpose)],
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

/**
 * A conversation between a home seeker and a listing's owner about the listing: one per (listing,
 * seeker). The listing's name is kept so the conversation still says what it was about once the
 * listing is deleted; a participant whose account is deleted becomes null ('deleted user').
 */
export const conversations = pgTable(
	'conversations',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
		listingName: text('listing_name').notNull(),
		seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
		ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
		lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** When each side last opened the conversation: later messages from the other side are unread. */
		seekerReadAt: timestamp('seeker_read_at', { withTimezone: true, mode: 'date' }),
		ownerReadAt: timestamp('owner_read_at', { withTimezone: true, mode: 'date' }),
		/** When each side was last mailed about it: at most one mail every 15 minutes while unread. */
		seekerNotifiedAt: timestamp('seeker_notified_at', { withTimezone: true, mode: 'date' }),
		ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true, mode: 'date' }),
		createdAt: timestamps.createdAt,
	},
	(table) => [
		uniqueIndex('conversations_listing_seeker_unique').on(table.listingId, table.seekerId),
		index('conversations_seeker_idx').on(table.seekerId, table.lastMessageAt),
		index('conversations_owner_idx').on(table.ownerId, table.lastMessageAt),
	],
)

/** The messages of a conversation; deleted with their sender's account. */
export const messages = pgTable(
	'messages',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		conversationId: uuid('conversation_id')
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		senderId: uuid('sender_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		body: text('body').notNull(),
		createdAt: timestamps.createdAt,
	},
	(table) => [index('messages_conversation_idx').on(table.conversationId, table.createdAt)],
)

/** A member who will get no more messages (nor mails about them) from another. */
export const userBlocks = pgTable(
	'user_blocks',
	{
		blockerId: uuid('blocker_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		blockedId: uuid('blocked_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: timestamps.createdAt,
	},
	(table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
)

/** Homes a member saved, with the price a visitor paid when they saved it (to tell them of changes since). */
export const savedListings = pgTable(
	'saved_listings',
	{
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		savedPrice: integer('saved_price').notNull(),
		/** False once the member unsubscribed from mails about this home's price and status. */
		alertsOn: boolean('alerts_on').notNull().default(true),
		createdAt: timestamps.createdAt,
	},
	(table) => [
		primaryKey({ columns: [table.userId, table.listingId] }),
		index('saved_listings_user_created_idx').on(table.userId, table.createdAt),
		index('saved_listings_listing_idx').on(table.listingId),
	],
)

export const alertFrequency = pgEnum('alert_frequency', FREQUENCIES)

/**
 * A search kept to run again and to be told about: a member's (`userId`), or a visitor's who gave
 * only an e-mail address (`email`, with `confirmedAt` once they opened the confirmation link).
 * `query` is canonical (schemas/search.ts, canonicalSearchQuery), so one search is saved once. It
 * belongs to a member or to an address, never both (a check of migration saved_searches).
 */
export const savedSearches = pgTable(
	'saved_searches',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
		/** The address of an alert without an account; null for a member's search. */
		email: text('email'),
		name: text('name').notNull(),
		query: text('query').notNull(),
		frequency: alertFrequency('frequency').notNull().default('daily'),
		/** When the address was confirmed: at once for a member, by the mailed link for a visitor. */
		confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
		/** False once unsubscribed: the search stays (on /saved), its mails stop. */
		alertsOn: boolean('alerts_on').notNull().default(true),
		/** When alerts were last turned on: part of the unsubscribe link, so turning them on again retires old links. */
		alertsSince: timestamp('alerts_since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** When the member last ran it from /saved: homes listed since are new to them. */
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		createdAt: timestamps.createdAt,
	},
	(table) => [
		uniqueIndex('saved_searches_user_query_unique').on(table.userId, table.query),
		uniqueIndex('saved_searches_email_query_unique')
			.on(sql`lower(${table.email})`, table.query)
			.where(sql`email is not null`),
		index('saved_searches_user_created_idx').on(table.userId, table.createdAt),
	],
)

/**
 * Listings a saved search's alerts have found: one row per (search, listing), written when the
 * listing first matches, `mailedAt` set when a mail carried it. The key keeps a listing from being
 * mailed twice for one search.
 */
export const searchAlertMatches = pgTable(
	'search_alert_matches',
	{
		searchId: uuid('search_id')
			.notNull()
			.references(() => savedSearches.id, { onDelete: 'cascade' }),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		matchedAt: timestamp('matched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		primaryKey({ columns: [table.searchId, table.listingId] }),
		index('search_alert_matches_listing_idx').on(table.listingId),
		index('search_alert_matches_unmailed_idx')
			.on(table.searchId, table.matchedAt)
			.where(sql`mailed_at is null`),
	],
)

/**
 * Listings new or changed in a way a search can see, written by a trigger (app/db/README.md)
 * and read, then deleted, by the alert job: the price and status before and after.
 */
export const listingChanges = pgTable('listing_changes', {
	id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
	listingId: uuid('listing_id')
		.notNull()
		.references(() => listings.id, { onDelete: 'cascade' }),
	/** Null for a new listing. */
	oldPrice: integer('old_price'),
	newPrice: integer('new_price').notNull(),
	oldStatus: listingStatus('old_status'),
	newStatus: listingStatus('new_status').notNull(),
	/** The listing as it was before the change (`to_jsonb(OLD)`); null for a new listing. */
	oldRow: jsonb('old_row'),
	at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export type SavedSearch = typeof savedSearches.$inferSelect
