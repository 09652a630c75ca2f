// The tests of `npm test`, after the lint (ESLint, Prettier, type check) and the build.
// Without DATABASE_URL: every vitest project (unit; database: in-process and on servers of their
// own; pages: over HTTP on one shared site) on the embedded database, then the browser tests.
// With DATABASE_URL: what depends on the database driver (the projects database and pages) against
// that PostgreSQL server; the unit and browser tests do not change with the driver, so they run
// once, in the pass without DATABASE_URL. CI (.ci/run) lints and builds once, then runs this twice.
import { spawnSync } from 'node:child_process'

function run(command, args) {
	console.log(`\n> ${command} ${args.join(' ')}`)
	const started = Date.now()
	const result = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' })
	console.log(`< ${command}: ${Math.round((Date.now() - started) / 1000)} s`)
	if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.DATABASE_URL) {
	console.log(
		'DATABASE_URL is set: running the tests that use the database (vitest projects "database" and "pages") on that PostgreSQL server.\n' +
			'The unit tests and the browser tests run in `npm test` without DATABASE_URL, on the embedded database.',
	)
	run('vitest', ['run', '--project', 'database', '--project', 'pages'])
} else {
	run('vitest', ['run'])
	run('playwright', ['test'])
}
