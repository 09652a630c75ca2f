// Runs before `npm start`: builds the app when there is no build yet or the sources changed since.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const output = 'build/server/index.js'
const sources = ['app', 'public', 'package.json', 'vite.config.ts', 'scripts/icon-sprite.ts', 'package-lock.json']

function newestChange(entry) {
	if (!fs.existsSync(entry)) return 0
	const stat = fs.statSync(entry)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)))
	return newest
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0
if (built < Math.max(...sources.map(newestChange))) {
	console.log('Building the app...')
	// A production build whatever NODE_ENV the caller runs with: Vite builds with `import.meta.env.DEV`
	// true under NODE_ENV=test (vitest's), which leaves the pages without their script hashes.
	execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}
