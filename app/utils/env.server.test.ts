import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'homestead-env-'))

describe('configuration', () => {
	test('defaults: port 3000, embedded database with demo data, local URL', () => {
		const env = parseEnv({ DATA_DIR: tmpDir() })
		expect(env.port).toBe(3000)
		expect(env.databaseUrl).toBeUndefined()
		expect(env.seedDemo).toBe(true)
		expect(env.publicUrl).toBe('http://localhost:3000')
		expect(env.google).toBeUndefined()
		expect(env.trustProxy).toBe(false)
		expect(env.mail).toEqual({ smtpUrl: undefined, from: 'Homestead <no-reply@localhost>' })
		expect(env.siteLocale).toEqual({ locale: 'en-US', currency: 'USD', distanceUnit: 'mi' })
	})

	test('mail goes to an SMTP server when SMTP_URL names one, from MAIL_FROM', () => {
		const env = parseEnv({
			DATA_DIR: tmpDir(),
			SMTP_URL: 'smtps://user:secret@mail.example.com:465',
			MAIL_FROM: 'Homestead Homes <hello@homestead.example>',
		})
		expect(env.mail).toEqual({
			smtpUrl: 'smtps://user:secret@mail.example.com:465',
			from: 'Homestead Homes <hello@homestead.example>',
		})
		expect(parseEnv({ DATA_DIR: tmpDir(), MAIL_FROM: 'hello@homestead.example' }).mail.from).toBe(
			'hello@homestead.example',
		)
	})

	test("passwords are hashed strongly unless PASSWORD_HASHING asks for the test suite's weak hashing; another value is refused", () => {
		expect(parseEnv({ DATA_DIR: tmpDir() }).passwordHashing).toBe('strong')
		expect(parseEnv({ DATA_DIR: tmpDir(), PASSWORD_HASHING: 'weak-for-tests' }).passwordHashing).toBe('weak-for-tests')
		expect(() => parseEnv({ DATA_DIR: tmpDir(), PASSWORD_HASHING: 'weak' })).toThrow(
			'PASSWORD_HASHING must be strong or weak-for-tests',
		)
	})

	test("the page cache's bound of pages of sets: 10 s, PAGE_CACHE_STALE_SECONDS, or for tests PAGE_CACHE_BOUND_MS in its place", () => {
		expect(parseEnv({ DATA_DIR: tmpDir() }).pageCacheStaleMs).toBe(10_000)
		expect(parseEnv({ DATA_DIR: tmpDir(), PAGE_CACHE_STALE_SECONDS: '30' }).pageCacheStaleMs).toBe(30_000)
		expect(
			parseEnv({ DATA_DIR: tmpDir(), PAGE_CACHE_STALE_SECONDS: '30', PAGE_CACHE_BOUND_MS: '600' }).pageCacheStaleMs,
		).toBe(600)
		expect(() => parseEnv({ DATA_DIR: tmpDir(), PAGE_CACHE_BOUND_MS: '50' })).toThrow(
			'Invalid configuration: PAGE_CACHE_BOUND_MS must be at least 100 (got "50")',
		)
	})

	test('recurring jobs are looked for every 10 s unless JOB_SCHEDULE_CHECK_SECONDS says otherwise, from 1 to 45', () => {
		expect(parseEnv({ DATA_DIR: tmpDir() }).jobScheduleCheckSeconds).toBe(10)
		expect(parseEnv({ DATA_DIR: tmpDir(), JOB_SCHEDULE_CHECK_SECONDS: '1' }).jobScheduleCheckSeconds).toBe(1)
		expect(parseEnv({ DATA_DIR: tmpDir(), JOB_SCHEDULE_CHECK_SECONDS: '45' }).jobScheduleCheckSeconds).toBe(45)
		for (const outside of ['0', '46'])
			expect(() => parseEnv({ DATA_DIR: tmpDir(), JOB_SCHEDULE_CHECK_SECONDS: outside })).toThrow(
				`JOB_SCHEDULE_CHECK_SECONDS must be between 1 and 45 (got "${outside}")`,
			)
	})

	test('a real database is not filled with demo data unless asked', () => {
		const url = 'postgres://postgres@127.0.0.1:5432/test'
		expect(parseEnv({ DATA_DIR: tmpDir(), DATABASE_URL: url }).seedDemo).toBe(false)
		expect(parseEnv({ DATA_DIR: tmpDir(), DATABASE_URL: url, SEED_DEMO: '1' }).seedDemo).toBe(true)
		expect(parseEnv({ DATA_DIR: tmpDir(), SEED_DEMO: '0' }).seedDemo).toBe(false)
	})

	test.each([
		[{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
		[{ PORT: '70000' }, /^Invalid configuration: PORT must be between 1 and 65535/],
		[{ DATABASE_URL: 'mysql://localhost/db' }, /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL/],
		[{ SEED_DEMO: 'yes' }, /^Invalid configuration: SEED_DEMO must be 0 or 1/],
		[{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY must be 0 or 1/],
		[{ PUBLIC_URL: 'example.com' }, /^Invalid configuration: PUBLIC_URL must be an http\(s\) URL/],
		[{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV/],
		[{ SMTP_URL: 'mail.example.com:587' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
		[
			{ SMTP_URL: 'http://mail.example.com' },
			/^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
		],
		[{ SITE_LOCALE: 'xx-not-a-locale' }, /^Invalid configuration: SITE_LOCALE must be a language tag/],
		[{ SITE_CURRENCY: 'DOLLARS' }, /^Invalid configuration: SITE_CURRENCY must be a currency code/],
		[{ MAIL_FROM: 'Homestead' }, /^Invalid configuration: MAIL_FROM must be an address/],
		[{ MAIL_FROM: 'a@b, c@d' }, /^Invalid configuration: MAIL_FROM must be an address/],
		[{ UPLOADTHING_API_URL: 'api.example' }, /^Invalid configuration: UPLOADTHING_API_URL must be an http\(s\) URL/],
		[
			{ UPLOADTHING_UFS_APP_ID_LOCATION: 'query' },
			/^Invalid configuration: UPLOADTHING_UFS_APP_ID_LOCATION must be subdomain or path/,
		],
		[
			{ GOOGLE_CLIENT_ID: 'id-only' },
			/^Invalid configuration: GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID/,
		],
		[{ NODE_ENV: 'production' }, /^Invalid configuration: SESSION_SECRET is required in production/],
		[
			{ NODE_ENV: 'production', SESSION_SECRET: 'short' },
			/^Invalid configuration: SESSION_SECRET must hold secrets of at least 32 characters/,
		],
	])('a bad variable is named in one line: %o', (vars, message) => {
		expect(() => parseEnv({ DATA_DIR: tmpDir(), ...vars })).toThrow(message)
		try {
			parseEnv({ DATA_DIR: tmpDir(), ...vars })
		} catch (error) {
			expect((error as Error).message).not.toContain('\n')
		}
	})

	test('outside production a missing session secret is generated once and kept in DATA_DIR', () => {
		const dataDir = tmpDir()
		const first = parseEnv({ DATA_DIR: dataDir })
		const second = parseEnv({ DATA_DIR: dataDir })
		expect(first.sessionSecrets[0]).toMatch(/^[0-9a-f]{64}$/)
		expect(second.sessionSecrets).toEqual(first.sessionSecrets)
		expect(fs.readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecrets[0])
		expect(parseEnv({ DATA_DIR: tmpDir() }).sessionSecrets).not.toEqual(first.sessionSecrets)
	})

	test('session secrets can be rotated with a comma separated list', () => {
		const env = parseEnv({
			DATA_DIR: tmpDir(),
			NODE_ENV: 'production',
			SESSION_SECRET: `${'n'.repeat(32)}, ${'o'.repeat(32)}`,
		})
		expect(env.sessionSecrets).toEqual(['n'.repeat(32), 'o'.repeat(32)])
		expect(fs.existsSync(path.join(env.dataDir, 'session-secret'))).toBe(false)
	})

	test('the UploadThing service addresses can be pointed elsewhere (a stand-in in tests)', () => {
		expect(parseEnv({ DATA_DIR: tmpDir() }).uploadthing).toEqual({})
		const env = parseEnv({
			DATA_DIR: tmpDir(),
			UPLOADTHING_TOKEN: 'token',
			UPLOADTHING_API_URL: 'http://localhost:4000',
			UPLOADTHING_INGEST_URL: 'http://localhost:4001',
			UPLOADTHING_UFS_HOST: 'localhost:4002',
			UPLOADTHING_UFS_APP_ID_LOCATION: 'path',
		})
		expect(env.uploadthingToken).toBe('token')
		expect(env.uploadthing).toEqual({
			apiUrl: 'http://localhost:4000',
			ingestUrl: 'http://localhost:4001',
			ufsHost: 'localhost:4002',
			ufsAppIdLocation: 'path',
		})
	})
})
