import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { iconNames } from './app/components/icon-names'
import { driverConformance } from './scripts/driver-conformance'
import { iconSprite } from './scripts/icon-sprite'
import { sitePictures } from './scripts/site-pictures'

/** Test files that read or write the database, directly or through a server: they run on both drivers. */
const databaseTests = ['tests/**/*.test.ts', 'app/db/**/*.test.ts']
/** Pages driven over HTTP as a visitor without JavaScript does, on one shared site: also on both drivers. */
const pageTests = ['tests/pages/**/*.test.ts']
/** The database tests on their own set-up: each file a database copied from one migrated per project. */
const databaseSetup = {
	globalSetup: ['tests/setup/global.ts'],
	setupFiles: ['tests/setup/data-dir.ts', 'tests/setup/isolated-database.ts'],
}

export default defineConfig({
	// Route modules draw icons from the sprite (`virtual:icon-sprite`) and show pictures under their
	// version (`virtual:site-pictures`), as in the build.
	plugins: [tsconfigPaths(), iconSprite({ names: iconNames }), sitePictures()],
	test: {
		// Hashing and database start-up make some tests slower than vitest's default 5 s on a busy machine.
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// Vitest's default is one worker less than the cores: one on a 2-core machine, which leaves
		// a core idle while a file waits on its server or database. One per core; more start
		// several production servers at once and miss their start-up deadline on a busy machine.
		maxWorkers: '100%',
		// The holds that tests' many listings from new accounts at made-up prices would trip are off, as on
		// the shared site (scripts/test-site.js); the moderation tests turn each one on where they test it.
		env: {
			NODE_ENV: 'test',
			SEED_DEMO: '0',
			LOG_LEVEL: 'silent',
			HOLD_NEW_ACCOUNT_LISTINGS: '0',
			HOLD_PRICE_RATIO: '0',
			HOLD_PHOTO_DISTANCE: '-1',
			// Passwords hashed with a hundredth of the work, in process and on the servers tests start
			// (their environment is this one): the suite signs up and in thousands of times.
			PASSWORD_HASHING: 'weak-for-tests',
			// Recurring jobs looked for every second, not every ten: a test of a schedule waits less.
			JOB_SCHEDULE_CHECK_SECONDS: '1',
		},
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}'],
					exclude: databaseTests,
					// A data directory of its own (photos are stored there), no database.
					setupFiles: ['tests/setup/data-dir.ts'],
				},
			},
			{
				extends: true,
				test: {
					name: 'database',
					include: databaseTests,
					exclude: pageTests,
					...databaseSetup,
				},
			},
			// With DATABASE_URL (CI: `node scripts/test.js --ci`), the driver-conformance set runs on PGlite as
			// well, in the same run as the PostgreSQL one and on its workers. An empty DATABASE_URL is no URL:
			// the embedded database.
			...(process.env.DATABASE_URL
				? [
						{
							extends: true as const,
							test: {
								name: 'conformance',
								include: driverConformance.map(([pattern]) => pattern),
								env: { DATABASE_URL: '' },
								...databaseSetup,
							},
						},
					]
				: []),
			{
				extends: true,
				test: {
					name: 'pages',
					include: pageTests,
					globalSetup: ['tests/setup/site.ts'],
					// These files reach the site over HTTP only and keep no state of their own: a worker runs
					// them one after the other in one module registry instead of loading it again for each.
					isolate: false,
				},
			},
		],
	},
})
