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
// One vitest run: the unit tests; the database and page tests on PostgreSQL, the production driver; and
// on PGlite the driver-conformance set (scripts/driver-conformance.js, vitest's project `conformance`),
// what differs between the two drivers. Then the browser tests on PGlite, as `npm test` runs them (a
// browser sees the same pages from either driver).
import { spawnSync } from 'node:child_process'
import { driverConformance } from './driver-conformance.js'

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
	console.log('The driver-conformance set (vitest project "conformance") on PGlite:')
	for (const [pattern, covers] of driverConformance) console.log(`  ${pattern}: ${covers}`)
	// One run: the unit tests, the database and page tests on PostgreSQL and the conformance set on
	// PGlite share the workers, so one project's files fill the cores while another's wait.
	run('vitest', ['run'])
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
