import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { AREA_UNITS } from './home-facts'
import { setSiteLocale } from './site-locale'
import { isCurrency, isLocale, siteLocaleOf } from './site-locale.server'
import { isTimeZone } from './site-time'

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' })
const optionalText = z
	.string()
	.trim()
	.transform((value) => value || undefined)
	.optional()
const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional())

const schema = z.object({
	NODE_ENV: z
		.enum(['production', 'development', 'test'], {
			error: 'must be production, development or test',
		})
		.default('development'),
	PORT: z.coerce
		.number({ error: 'must be a port number' })
		.int('must be a whole number')
		.min(1, 'must be between 1 and 65535')
		.max(65535, 'must be between 1 and 65535')
		.default(3000),
	DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
	DATABASE_URL: optionalText.pipe(
		z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
	),
	SESSION_SECRET: optionalText,
	SEED_DEMO: flag.optional(),
	UPLOADTHING_TOKEN: optionalText,
	// Overrides the UploadThing SDK reads under the same names; they point it at a stand-in in tests.
	UPLOADTHING_API_URL: optionalUrl,
	UPLOADTHING_INGEST_URL: optionalUrl,
	UPLOADTHING_UFS_HOST: optionalText,
	UPLOADTHING_UFS_APP_ID_LOCATION: z.enum(['subdomain', 'path'], { error: 'must be subdomain or path' }).optional(),
	GOOGLE_CLIENT_ID: optionalText,
	GOOGLE_CLIENT_SECRET: optionalText,
	PUBLIC_URL: optionalUrl,
	// Google's OpenID endpoints; overridable so tests (and other OpenID providers) can stand in.
	GOOGLE_AUTHORIZATION_ENDPOINT: optionalUrl,
	GOOGLE_TOKEN_ENDPOINT: optionalUrl,
	GOOGLE_JWKS_URI: optionalUrl,
	GOOGLE_ISSUER: optionalText,
	// Outgoing mail: without SMTP_URL every mail is written to DATA_DIR/mail instead of sent.
	SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
	MAIL_FROM: optionalText.pipe(
		z
			.string()
			.regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
				error: 'must be an address, like Homestead <no-reply@example.com>',
			})
			.optional(),
	),
	// Finding a listing's position from its address: a Nominatim-compatible search endpoint; without it
	// the place list bundled with the app gives the city's position.
	GEOCODER_URL: optionalUrl,
	// The maps' vector style: an http(s) URL or a path of this site (the plain style for tests and offline use).
	MAP_STYLE_URL: optionalText.pipe(
		z
			.string()
			.refine(
				(value) => /^\/[^/\\]/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
				'must be an http(s) URL or a path starting with /',
			)
			.optional(),
	),
	// Origins the style loads tiles, fonts and sprites from, comma separated (the page's policy allows them).
	MAP_ORIGINS: optionalText,
	TRUST_PROXY: flag.default('0'),
	PAGE_CACHE_MB: z.coerce
		.number({ error: 'must be a number of megabytes' })
		.int('must be a whole number of megabytes')
		.min(0, 'must be 0 (off) or more')
		.max(4096, 'must be at most 4096')
		.default(128),
	PAGE_CACHE_STALE_SECONDS: z.coerce
		.number({ error: 'must be a number of seconds' })
		.int('must be a whole number of seconds')
		.min(1, 'must be at least 1')
		.max(3600, 'must be at most 3600')
		.default(10),
	// For tests: the same bound in milliseconds, in place of PAGE_CACHE_STALE_SECONDS, so that a test waits
	// out a bound of a second or two, not ten.
	PAGE_CACHE_BOUND_MS: z.coerce
		.number({ error: 'must be a number of milliseconds' })
		.int('must be a whole number of milliseconds')
		.min(100, 'must be at least 100')
		.max(3_600_000, 'must be at most 3600000')
		.optional(),
	// For tests: how often the job queue looks for recurring jobs that are due (and sends them on), so that
	// a test of a schedule waits a second or two, not fifteen.
	JOB_SCHEDULE_CHECK_SECONDS: z.coerce
		.number({ error: 'must be a number of seconds' })
		.int('must be a whole number of seconds')
		.min(1, 'must be between 1 and 45')
		.max(45, 'must be between 1 and 45')
		.default(10),
	// For tests only: `weak-for-tests` hashes passwords with 1 MiB and one pass instead of 64 MiB and three,
	// so that the suite's thousands of sign-ups and sign-ins do not each cost a tenth of a second of a
	// core. A server started with it says so in its log; a real site never sets it.
	PASSWORD_HASHING: z
		.enum(['strong', 'weak-for-tests'], { error: 'must be strong or weak-for-tests' })
		.default('strong'),
	// After this many days without an edit or a confirmation the owner is asked whether the home is still
	// available; this many days after that, an unconfirmed listing is withdrawn.
	LISTING_CONFIRM_DAYS: z.coerce
		.number({ error: 'must be a number of days' })
		.int('must be a whole number of days')
		.min(1, 'must be at least 1')
		.max(3650, 'must be at most 3650')
		.default(60),
	LISTING_EXPIRE_DAYS: z.coerce
		.number({ error: 'must be a number of days' })
		.int('must be a whole number of days')
		.min(1, 'must be at least 1')
		.max(365, 'must be at most 365')
		.default(14),
	// Members whose verified address is listed here are administrators (comma separated).
	ADMIN_EMAILS: optionalText.pipe(
		z
			.string()
			.optional()
			.transform((value) =>
				(value ?? '')
					.split(',')
					.map((email) => email.trim().toLowerCase())
					.filter(Boolean),
			)
			.refine(
				(emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)),
				'must be e-mail addresses separated by commas',
			),
	),
	// The automatic holds (docs/decisions/030): more than this many listings in an account's first day (0: never),
	// a price below this share of the comparable homes' median, reports from this many different people.
	HOLD_NEW_ACCOUNT_LISTINGS: z.coerce
		.number({ error: 'must be a number of listings' })
		.int('must be a whole number')
		.min(0, 'must be at least 0')
		.max(10_000, 'must be at most 10000')
		.default(3),
	HOLD_PRICE_RATIO: z.coerce
		.number({ error: 'must be a number' })
		.min(0, 'must be between 0 and 1')
		.max(1, 'must be between 0 and 1')
		.default(0.5),
	// A photo whose perceptual hash is at most this many bits from a photo in another member's listing
	// (docs/decisions/031; -1: never).
	HOLD_PHOTO_DISTANCE: z.coerce
		.number({ error: 'must be a number of bits' })
		.int('must be a whole number')
		.min(-1, 'must be at least -1')
		.max(64, 'must be at most 64')
		.default(7),
	// The unit every floor area is given, kept and shown in: chosen once, it labels the numbers and never converts them.
	AREA_UNIT: z.enum(AREA_UNITS, { error: 'must be sqft or m2' }).default('sqft'),
	// The site's one set of formats: numbers, money, dates and distances (miles or km by the locale's country).
	SITE_LOCALE: optionalText.pipe(
		z.string().refine(isLocale, 'must be a language tag with a country, like en-US or en-GB').optional(),
	),
	// The currency prices are in, when it is not the locale's country's.
	SITE_CURRENCY: optionalText.pipe(
		z.string().refine(isCurrency, 'must be a currency code, like USD, GBP or EUR').optional(),
	),
	// The zone viewing times are offered, shown and mailed in.
	SITE_TIME_ZONE: optionalText.pipe(
		z.string().refine(isTimeZone, 'must be an IANA time zone, like Europe/London or UTC').optional(),
	),
	// How often a server writes the listing views it counted (docs/decisions/035).
	VIEW_FLUSH_SECONDS: z.coerce
		.number({ error: 'must be a number of seconds' })
		.int('must be a whole number of seconds')
		.min(1, 'must be between 1 and 60')
		.max(60, 'must be between 1 and 60')
		.default(60),
	HOLD_REPORTS: z.coerce
		.number({ error: 'must be a number of reports' })
		.int('must be a whole number')
		.min(1, 'must be at least 1')
		.max(1000, 'must be at most 1000')
		.default(3),
	LOG_LEVEL: z
		.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
			error: 'must be one of fatal, error, warn, info, debug, trace, silent',
		})
		.default('info'),
})

/** A free public vector style that needs no key: OpenFreeMap's Liberty (OpenStreetMap data). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'

type Env = ReturnType<typeof parseEnv>

/** Thrown for a bad variable; its message is the one line an operator needs. */
export class ConfigError extends Error {
	name = 'ConfigError'
}

/**
 * Reads and checks the configuration. Pure apart from the session secret file,
 * which outside production is created once in DATA_DIR so cookies survive restarts.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env) {
	// server.js keeps the caller's NODE_ENV as HOMESTEAD_DEPLOYMENT, and gives the libraries NODE_ENV=production.
	const result = schema.safeParse({ ...source, NODE_ENV: source.HOMESTEAD_DEPLOYMENT ?? source.NODE_ENV })
	if (!result.success) {
		const issue = result.error.issues[0]!
		const name = String(issue.path[0])
		const got = source[name]
		throw new ConfigError(
			`Invalid configuration: ${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`,
		)
	}
	const raw = result.data
	const isProduction = raw.NODE_ENV === 'production'
	const dataDir = path.resolve(raw.DATA_DIR)

	if (isProduction && !raw.SESSION_SECRET) {
		throw new ConfigError('Invalid configuration: SESSION_SECRET is required in production')
	}
	const sessionSecrets = raw.SESSION_SECRET
		? raw.SESSION_SECRET.split(',')
				.map((secret) => secret.trim())
				.filter(Boolean)
		: [readOrCreateSecret(dataDir)]
	if (!sessionSecrets.length || (isProduction && sessionSecrets.some((secret) => secret.length < 32))) {
		throw new ConfigError(
			'Invalid configuration: SESSION_SECRET must hold secrets of at least 32 characters, comma separated',
		)
	}

	if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
		const missing = raw.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
		throw new ConfigError(
			`Invalid configuration: ${missing} must be set together with ${missing === 'GOOGLE_CLIENT_ID' ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}`,
		)
	}

	const mapStyleUrl = raw.MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL
	const mapOrigins = raw.MAP_ORIGINS
		? raw.MAP_ORIGINS.split(',').map((origin) => {
				const parsed = z.url({ protocol: /^https?$/ }).safeParse(origin.trim())
				if (!parsed.success) {
					throw new ConfigError(`Invalid configuration: MAP_ORIGINS must list http(s) origins, comma separated`)
				}
				return new URL(parsed.data).origin
			})
		: mapStyleUrl.startsWith('/')
			? []
			: [new URL(mapStyleUrl).origin]

	const embedded = !raw.DATABASE_URL
	return {
		isProduction,
		port: raw.PORT,
		dataDir,
		databaseUrl: raw.DATABASE_URL,
		sessionSecrets,
		seedDemo: raw.SEED_DEMO ? raw.SEED_DEMO === '1' : embedded,
		uploadthingToken: raw.UPLOADTHING_TOKEN,
		uploadthing: {
			apiUrl: raw.UPLOADTHING_API_URL,
			ingestUrl: raw.UPLOADTHING_INGEST_URL,
			ufsHost: raw.UPLOADTHING_UFS_HOST,
			ufsAppIdLocation: raw.UPLOADTHING_UFS_APP_ID_LOCATION,
		},
		google:
			raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
				? {
						clientId: raw.GOOGLE_CLIENT_ID,
						clientSecret: raw.GOOGLE_CLIENT_SECRET,
						authorizationEndpoint: raw.GOOGLE_AUTHORIZATION_ENDPOINT ?? 'https://accounts.google.com/o/oauth2/v2/auth',
						tokenEndpoint: raw.GOOGLE_TOKEN_ENDPOINT ?? 'https://oauth2.googleapis.com/token',
						jwksUri: raw.GOOGLE_JWKS_URI ?? 'https://www.googleapis.com/oauth2/v3/certs',
						// Google signs with either spelling of its issuer.
						issuers: raw.GOOGLE_ISSUER ? [raw.GOOGLE_ISSUER] : ['https://accounts.google.com', 'accounts.google.com'],
					}
				: undefined,
		mail: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM ?? 'Homestead <no-reply@localhost>' },
		publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
		trustProxy: raw.TRUST_PROXY === '1',
		/** Bytes of anonymous pages kept in memory; 0 turns the page cache off. */
		pageCacheBytes: raw.PAGE_CACHE_MB * 1024 * 1024,
		/** How long a kept page of sets of listings (search, home pages) may be served after a change. */
		pageCacheStaleMs: raw.PAGE_CACHE_BOUND_MS ?? raw.PAGE_CACHE_STALE_SECONDS * 1000,
		logLevel: raw.LOG_LEVEL,
		passwordHashing: raw.PASSWORD_HASHING,
		/** How often the job queue looks for recurring jobs that are due. */
		jobScheduleCheckSeconds: raw.JOB_SCHEDULE_CHECK_SECONDS,
		geocoderUrl: raw.GEOCODER_URL,
		/** The maps' style, and the origins it loads from (the Content-Security-Policy's connect-src). */
		map: { styleUrl: mapStyleUrl, origins: mapOrigins },
		listingFreshness: { confirmDays: raw.LISTING_CONFIRM_DAYS, expireDays: raw.LISTING_EXPIRE_DAYS },
		areaUnit: raw.AREA_UNIT,
		siteTimeZone: raw.SITE_TIME_ZONE ?? 'UTC',
		/** Numbers, money, dates and distances: the same on every page, mail and feed (utils/site-locale.ts). */
		siteLocale: siteLocaleOf(raw.SITE_LOCALE ?? 'en-US', raw.SITE_CURRENCY),
		viewFlushMs: raw.VIEW_FLUSH_SECONDS * 1000,
		adminEmails: raw.ADMIN_EMAILS,
		holds: {
			newAccountListings: raw.HOLD_NEW_ACCOUNT_LISTINGS,
			priceRatio: raw.HOLD_PRICE_RATIO,
			photoDistance: raw.HOLD_PHOTO_DISTANCE,
			reports: raw.HOLD_REPORTS,
		},
	}
}

function readOrCreateSecret(dataDir: string) {
	const file = path.join(dataDir, 'session-secret')
	try {
		return fs.readFileSync(file, 'utf8').trim()
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
	}
	const secret = randomBytes(32).toString('hex')
	fs.mkdirSync(dataDir, { recursive: true })
	// 'wx' so that two processes starting at once keep the first secret written.
	try {
		fs.writeFileSync(file, secret + '\n', { flag: 'wx', mode: 0o600 })
		return secret
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		return fs.readFileSync(file, 'utf8').trim()
	}
}

let env: Env | undefined

/** Forgets the parsed configuration: the next getEnv reads process.env again (a test set-up that changed it). */
export function forgetEnv() {
	env = undefined
}

/** The configuration, parsed on first use (at start-up: entry.server calls it). */
export function getEnv() {
	if (!env) {
		env = parseEnv()
		// Every formatter of the server process (pages, mails, feeds, jobs) uses the site's formats.
		setSiteLocale(env.siteLocale)
	}
	return env
}
