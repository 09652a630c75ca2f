// `npm test` after the lint (ESLint, Prettier, type check) and the build: the whole suite on the embedded database.
// With DATABASE_URL set, only what depends on the database driver runs against that server
// (the vitest project "database"); the unit and browser tests do not change with the driver,
// so they run once, in the pass without DATABASE_URL.
import { spawnSync } from 'node:child_process'

function run(command, args) {
	console.log(`\n> ${command} ${args.join(' ')}`)
	const result = spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.DATABASE_URL) {
	console.log(
		'DATABASE_URL is set: running the database tests (vitest project "database") on that PostgreSQL server.\n' +
			'The unit tests and the browser tests run in `npm test` without DATABASE_URL, on the embedded database.',
	)
	run('vitest', ['run', '--project', 'database'])
} else {
	run('vitest', ['run'])
	run('playwright', ['test'])
}
