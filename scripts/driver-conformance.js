// The database tests that also run on PGlite in CI (`node scripts/test.js --ci`, vitest's project
// `conformance`): those that exercise what the embedded driver does its own way. Each is a test file
// pattern and what it covers.
/** @type {[pattern: string, covers: string][]} */
export const driverConformance = [
	[
		'app/db/**/*.test.ts',
		'the driver chosen by DATABASE_URL, migrations applied once, the triggers and functions they make',
	],
	[
		'tests/server.test.ts',
		'the embedded start-up: migrated, then healthy; the demo data; npm start without configuration',
	],
	[
		'tests/operations.test.ts',
		'shutdown closes the database; npm run admin goes through the running server (the embedded database belongs to one process) or opens it itself',
	],
	['tests/page-change-notices.test.ts', 'LISTEN/NOTIFY: one notice per statement, sent at commit'],
	[
		'tests/mail.test.ts',
		'the job queue (pg-boss on the in-process connection): retries, restarts, schedules, stopping',
	],
	['tests/usernames.test.ts', 'transactions: two sign-ups at once make one account; a migration that rewrites data'],
	['tests/rate-limits.test.ts', 'many requests at once on one connection: counters that never lose an update'],
]
