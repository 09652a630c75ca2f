import { sql } from 'drizzle-orm'
import {
	bigint,
	boolean,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgEnum,
	pgTable,
	primaryKey,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import { FREQUENCIES } from '../utils/alert-frequency'
import { PROPERTY_TYPES } from '../utils/home-facts'
import { LISTING_STATUSES, type ListingStatus } from '../utils/listing-status'
import { REPORT_REASONS } from '../utils/moderation'

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
		/** Made an administrator with `npm run admin -- grant` (ADMIN_EMAILS makes others, by their verified address). */
		isAdmin: boolean('is_admin').notNull().default(false),
		/** When an administrator suspended the account, and why (the member reads it at sign-in). */
		suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
		suspensionReason: text('suspension_reason'),
		/**
		 * Every listing the account ever created, deleted or not (the trigger users_count_listings_created):
		 * what the new-account limit counts, so that deleting listings does not make room for more.
		 */
		listingsCreated: integer('listings_created').notNull().default(0),
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

/** Whether a listing is shown: `pending` is held for a check, `removed` taken down by an administrator. */
export const propertyType = pgEnum('property_type', PROPERTY_TYPES)

export const listingModeration = pgEnum('listing_moderation', ['published', 'pending', 'removed'])

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
		/**
		 * The price the home sold or let at, when its owner gave it: only while it is sold or let (a trigger
		 * clears it otherwise, and writes it into the history with the status: app/db/README.md).
		 */
		closePrice: integer('close_price'),
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
		/** False while the owner's account is deleted (and can still be restored) or suspended: nobody else sees the listing. */
		ownerActive: boolean('owner_active').notNull().default(true),
		/** Only `published` listings are shown to others; the owner and administrators see the rest with a banner. */
		moderation: listingModeration('moderation').notNull().default('published'),
		/** Why an administrator removed the listing, in words its owner reads. */
		removalReason: text('removal_reason'),
		/** The facts of the home (utils/home-facts.ts); listings from before them have none. */
		propertyType: propertyType('property_type'),
		/** In the site's unit (AREA_UNIT), which labels the number and never converts it. */
		floorArea: integer('floor_area'),
		yearBuilt: smallint('year_built'),
		features: text('features')
			.array()
			.notNull()
			.default(sql`'{}'::text[]`),
		/** A rent's: null for a sale. */
		deposit: integer('deposit'),
		availableFrom: date('available_from', { mode: 'string' }),
		minimumTermMonths: smallint('minimum_term_months'),
		/**
		 * The owner's own reference for the home (RESO's ListingId: CSV import and export, the RESO feed),
		 * unique among the owner's listings; a listing without one goes by its id.
		 */
		reference: text('reference'),
		...timestamps,
	},
	(table) => [
		index('listings_user_ref_idx').on(table.userRef, table.createdAt),
		// The freshness job's look for listings on the market that nobody has confirmed for a while.
		index('listings_on_market_confirmed_idx')
			.on(table.confirmedAt)
			.where(sql`status in ('active', 'under_offer')`),
		// Searches by status use listings_status_created_idx, a covering index of migration
		// listing_photo_descriptions (like the search indexes of migration search_indexes, kept in SQL;
		// all of them rebuilt by search_indexes_cover_facts, and one by kind and price added by
		// search_index_kind_price: docs/decisions/005-search-query-and-indexes.md).
		index('listings_reduced_at_idx')
			.on(table.reducedAt)
			.where(sql`reduced_at is not null`),
		// The search's filters by features (all listed must match: `features @> …`). With a term, a search
		// walks the homes with one feature in date or price order: two partial b-trees a feature, kept in
		// SQL (migration search_indexes_by_feature).
		index('listings_features_idx').using('gin', table.features),
		// The home page's count of each kind of home a search finds (countMatches): each read stops at its cap.
		index('listings_shown_property_type_idx')
			.on(table.propertyType)
			.where(sql`owner_active and moderation = 'published' and status in ('active', 'under_offer')`),
		// An import finds the owner's listing by its reference (its id when it has none); two listings of
		// one owner never share one. The RESO feed's index by modification time is kept in SQL (migration
		// listing_references).
		uniqueIndex('listings_owner_reference_unique').on(
			table.userRef,
			sql`coalesce(${table.reference}, ${table.id}::text)`,
		),
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
		/** The price history, `[{ price, at, status, closePrice }]` oldest first (changes of status too). */
		prices: jsonb('prices')
			.$type<Array<{ price: number; at: string; status?: ListingStatus | null; closePrice?: number | null }>>()
			.notNull(),
	},
	(table) => [index('listing_archive_owner_address_idx').on(table.ownerId, table.addressKey)],
)

/**
 * Every price a listing has asked, from the day it was listed, and every change of its status: a row
 * for each change of the effective price or of the status (a sale or a let with the price it closed
 * at), written by the database itself (triggers: app/db/README.md), whatever changes the listing.
 */
export const listingPrices = pgTable(
	'listing_prices',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		/** The price asked from `at` on (for a change of status, the price asked then). */
		price: integer('price').notNull(),
		at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** Null for a price asked (listed or changed); the new status for a change of status. */
		status: listingStatus('status'),
		/** For a sale or a let: the price it closed at, when the owner gave it. */
		closePrice: integer('close_price'),
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
		/**
		 * The photo's perceptual hash (64-bit DCT hash, stored signed): copies of one photo, re-encoded or
		 * resized, have hashes a few bits apart (docs/decisions/031). Null until hashed: photos stored
		 * before it are hashed in the background (hashUnhashedPhotos in app/services/photo-uploads.server.ts).
		 */
		phash: bigint('phash', { mode: 'bigint' }),
		/**
		 * The hashes of the photo's centre, 95 % and 90 % of its width and height: a copy cropped by up to 10 %
		 * is near one of the three (decision 031). Null until hashed, like `phash`.
		 */
		phashCrop5: bigint('phash_crop5', { mode: 'bigint' }),
		phashCrop10: bigint('phash_crop10', { mode: 'bigint' }),
		/** The hash of the photo mirrored left to right: a mirrored copy of a stored photo hashes near it. Not indexed. */
		phashMirror: bigint('phash_mirror', { mode: 'bigint' }),
		/** When hashing the stored file failed for good (gone, or not an image): the background hashing skips it. */
		phashFailedAt: timestamp('phash_failed_at', { withTimezone: true, mode: 'date' }),
		createdAt: timestamps.createdAt,
	},
	(table) => [
		index('photos_owner_idx').on(table.ownerId),
		// The hash's four 16-bit bands, each indexed: two hashes within 4r+3 bits of each other differ in
		// at most r bits of one band, so a near copy is found by looking up the few values near each
		// band (findDuplicatePhotos in app/models/photo.server.ts, which must use the same expressions).
		// Not partial: the planner reads how selective a band is from the statistics of a whole index only.
		index('photos_phash_band0_idx').on(sql`((${table.phash} >> 48) & 65535)`),
		index('photos_phash_band1_idx').on(sql`((${table.phash} >> 32) & 65535)`),
		index('photos_phash_band2_idx').on(sql`((${table.phash} >> 16) & 65535)`),
		index('photos_phash_band3_idx').on(sql`(${table.phash} & 65535)`),
		// The same bands of the centre crops' hashes.
		index('photos_phash_crop5_band0_idx').on(sql`((${table.phashCrop5} >> 48) & 65535)`),
		index('photos_phash_crop5_band1_idx').on(sql`((${table.phashCrop5} >> 32) & 65535)`),
		index('photos_phash_crop5_band2_idx').on(sql`((${table.phashCrop5} >> 16) & 65535)`),
		index('photos_phash_crop5_band3_idx').on(sql`(${table.phashCrop5} & 65535)`),
		index('photos_phash_crop10_band0_idx').on(sql`((${table.phashCrop10} >> 48) & 65535)`),
		index('photos_phash_crop10_band1_idx').on(sql`((${table.phashCrop10} >> 32) & 65535)`),
		index('photos_phash_crop10_band2_idx').on(sql`((${table.phashCrop10} >> 16) & 65535)`),
		index('photos_phash_crop10_band3_idx').on(sql`(${table.phashCrop10} & 65535)`),
		// What the background hashing has left to do, oldest first: photos without hashes, or hashed before
		// the mirrored and cropped forms were.
		index('photos_unhashed_idx')
			.on(table.createdAt)
			.where(sql`(phash is null or phash_mirror is null) and phash_failed_at is null`),
	],
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
		/** The message asks for money outside the site: its reader sees it under a warning. */
		asksForMoney: boolean('asks_for_money').notNull().default(false),
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

export const moderationCaseKind = pgEnum('moderation_case_kind', ['listing', 'conversation'])

/**
 * The moderation queue: a listing held or reported, a conversation reported or flagged, with the
 * reasons and their evidence (the text that matched, the comparable prices, the other listing's photo).
 * At most one open case per listing and per conversation; an administrator's action closes it.
 */
export const moderationCases = pgTable(
	'moderation_cases',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		kind: moderationCaseKind('kind').notNull(),
		listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
		conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
		reasons: text('reasons').array().notNull(),
		/** Per reason, what was found: `{ contact_details: [{ kind, text }], price_outlier: { median, … }, … }`. */
		evidence: jsonb('evidence')
			.notNull()
			.default(sql`'{}'::jsonb`),
		createdAt: timestamps.createdAt,
		resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
		resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
		resolution: text('resolution'),
		/** When the owner of the listing asked for a review (of reports that did not hold it, or of a hold). */
		reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true, mode: 'date' }),
		/** What the owner wrote with the request, for the administrator. */
		reviewNote: text('review_note'),
		/**
		 * When the administrators were mailed of this case (mailAdministratorsOfNewCases): a case not yet
		 * told of is news; the latest of these times keeps the mails 15 minutes apart.
		 */
		adminsMailedAt: timestamp('admins_mailed_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		uniqueIndex('moderation_cases_open_listing_unique')
			.on(table.listingId)
			.where(sql`resolved_at is null`),
		uniqueIndex('moderation_cases_open_conversation_unique')
			.on(table.conversationId)
			.where(sql`resolved_at is null`),
		index('moderation_cases_open_idx')
			.on(table.createdAt)
			.where(sql`resolved_at is null`),
	],
)

export const reportReason = pgEnum('report_reason', REPORT_REASONS)

/**
 * What people report about a listing (members and visitors) or a conversation (its members). One
 * report per person per thing: `reporterKey` is the member's id, or for a visitor a keyed hash of
 * their address (the address itself is never kept).
 */
export const reports = pgTable(
	'reports',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
		conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
		reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
		reporterKey: text('reporter_key').notNull(),
		/**
		 * The reporter's network (a keyed hash of the address's /24, or /48 for IPv6; never the address):
		 * reports from one network count once towards a hold.
		 */
		networkKey: text('network_key'),
		/**
		 * The reporter's network itself (`203.0.113.0/24`, `2001:db8:1::/48`), never the address: shown to
		 * administrators only, to tell visitors' reports apart. Null for reports made before it was kept.
		 */
		network: text('network'),
		/**
		 * Whether the reporter had standing when reporting: a member with a verified address and an account
		 * at least 7 days old. Only such reports hold a listing before an administrator decides (decision 036).
		 */
		standing: boolean('standing').notNull().default(false),
		reason: reportReason('reason').notNull(),
		details: text('details').notNull().default(''),
		createdAt: timestamps.createdAt,
	},
	(table) => [
		uniqueIndex('reports_listing_reporter_unique')
			.on(table.listingId, table.reporterKey)
			.where(sql`listing_id is not null`),
		uniqueIndex('reports_conversation_reporter_unique')
			.on(table.conversationId, table.reporterKey)
			.where(sql`conversation_id is not null`),
	],
)

/**
 * Every administrator's action and every automatic hold: who, when, what and why. Append-only (the
 * trigger audit_log_append_only refuses updates and deletes: app/db/README.md), so it keeps names and
 * ids as text rather than references that a deleted account would change.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
		at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
		/** The administrator, or null for the site's own checks. */
		actorId: uuid('actor_id'),
		actorName: text('actor_name').notNull(),
		action: text('action').notNull(),
		subjectKind: text('subject_kind').notNull(),
		subjectId: text('subject_id').notNull(),
		reason: text('reason').notNull().default(''),
		details: jsonb('details')
			.notNull()
			.default(sql`'{}'::jsonb`),
	},
	(table) => [
		index('audit_log_at_idx').on(table.at),
		// The log narrowed to a listing or a member (what was done to them, or by them), newest first.
		index('audit_log_subject_idx').on(table.subjectId, table.id),
		index('audit_log_actor_idx').on(table.actorId, table.id),
	],
)

/**
 * A time an owner offers for viewing a listing. `cancelledAt`: the owner took it back (or cancelled
 * its booking); it is kept so that a booking of it is refused in words rather than as unknown.
 */
export const viewingSlots = pgTable(
	'viewing_slots',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
		endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
		cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
		createdAt: timestamps.createdAt,
	},
	(table) => [index('viewing_slots_listing_starts_idx').on(table.listingId, table.startsAt)],
)

export type ViewingSlot = typeof viewingSlots.$inferSelect

/**
 * A seeker's booking of a slot. A slot holds one booking that is not cancelled (a unique index), and
 * its `id` is the calendar invitation's UID, so a cancellation replaces the invitation it mailed.
 */
export const viewingBookings = pgTable(
	'viewing_bookings',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		slotId: uuid('slot_id')
			.notNull()
			.references(() => viewingSlots.id, { onDelete: 'cascade' }),
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		seekerId: uuid('seeker_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: timestamps.createdAt,
		cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
		cancelledBy: uuid('cancelled_by'),
		/** The sentence the cancelling side wrote for the other, if any. */
		cancelMessage: text('cancel_message'),
		/** When the reminder a day before went out (once). */
		remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
	},
	(table) => [
		uniqueIndex('viewing_bookings_slot_active_unique')
			.on(table.slotId)
			.where(sql`cancelled_at is null`),
		index('viewing_bookings_seeker_idx').on(table.seekerId, table.listingId),
		index('viewing_bookings_listing_created_idx').on(table.listingId, table.createdAt),
	],
)

export type ViewingBooking = typeof viewingBookings.$inferSelect

/** How many people saw a listing's page each day (in SITE_TIME_ZONE), as the servers counted them (docs/decisions/035). */
export const listingDailyViews = pgTable(
	'listing_daily_views',
	{
		listingId: uuid('listing_id')
			.notNull()
			.references(() => listings.id, { onDelete: 'cascade' }),
		day: date('day', { mode: 'string' }).notNull(),
		views: integer('views').notNull().default(0),
	},
	(table) => [primaryKey({ columns: [table.listingId, table.day] })],
)

/**
 * The day's secret that visitors' hashes are salted with, shared by every server; deleted with the
 * day's hashes once the day is over, after which no hash can be tied to an address again.
 */
export const viewSalts = pgTable('view_salts', {
	day: date('day', { mode: 'string' }).primaryKey(),
	salt: text('salt').notNull(),
})

/** Who was counted today, as salted hashes of (address, browser, listing): a visitor counts once a day per listing. */
export const viewVisitors = pgTable(
	'view_visitors',
	{
		day: date('day', { mode: 'string' }).notNull(),
		hash: text('hash').notNull(),
	},
	(table) => [primaryKey({ columns: [table.day, table.hash] })],
)
