// The tests of `npm test`, after the lint (ESLint, Prettier, type check) and the build.
//
// `node scripts/test.js` (`npm test`, for a newcomer): every vitest project (unit; database: in-process
// and on servers of their own; pages: over HTTP on one shared site) on the embedded database (PGlite),
// then the browser tests. Nothing to set up beyond `npm install`.
//
// With DATABASE_URL: what depends on the database driver (the projects database and pages) against that
// PostgreSQL server; the unit and browser tests do not change with the driver.
//
// `node scripts/test.js --ci` (CI, .ci/run), with DATABASE_URL: each test once, where it says the most.
// The database and page tests on PostgreSQL, the production driver; on PGlite the unit tests and the
// driver-conformance set below, what differs between the two drivers; the browser tests on PGlite, as
// `npm test` runs them (a browser sees the same pages from either driver).
import { spawnSync } from 'node:child_process'

/**
 * The database tests that also run on PGlite in CI: those that exercise what the embedded driver does
 * its own way. Each is a path (a vitest filter) and what it covers.
 */
export const driverConformance = [
	['app/db/', 'the driver chosen by DATABASE_URL, migrations applied once, the triggers and functions they make'],
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

function run(command, args, env = process.env) {
	console.log(`\n> ${command} ${args.join(' ')}${env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}`)
	const started = Date.now()
	const result = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit', env })
	console.log(`< ${command}: ${Math.round((Date.now() - started) / 1000)} s`)
	if (result.status !== 0) process.exit(result.status ?? 1)
}

const { DATABASE_URL, ...embedded } = process.env

if (process.argv.includes('--ci')) {
	if (!DATABASE_URL) {
		console.error(
			'--ci runs the database tests on PostgreSQL: set DATABASE_URL (a server where it may create databases).',
		)
		process.exit(2)
	}
	console.log('The driver-conformance set on PGlite:')
	for (const [path, covers] of driverConformance) console.log(`  ${path}: ${covers}`)
	// The paths filter both projects: `app/` takes every unit test (all under app/), and the database
	// project's files under app/ are the conformance set's `app/db/`.
	run(
		'vitest',
		['run', '--project', 'unit', '--project', 'database', 'app/', ...driverConformance.map(([path]) => path)],
		embedded,
	)
	run('vitest', ['run', '--project', 'database', '--project', 'pages'])
	run('playwright', ['test'], embedded)
} else if (DATABASE_URL) {
	console.log(
		'DATABASE_URL is set: running the tests that use the database (vitest projects "database" and "pages") on that PostgreSQL server.\n' +
			'The unit tests and the browser tests run in `npm test` without DATABASE_URL, on the embedded database.',
	)
	run('vitest', ['run', '--project', 'database', '--project', 'pages'])
} else {
	run('vitest', ['run'])
	run('playwright', ['test'])
}
