// Another revision of the site beside this checkout, for a benchmark that compares the two in one run.
import { execFileSync, execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The baseline revision checked out beside this one, with this checkout's packages, built once. */
export function baselineCheckout(revision: string) {
	const dir = `/tmp/homestead-baseline-${revision}`
	if (!fs.existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, revision], { stdio: 'inherit' })
	const modules = path.join(dir, 'node_modules')
	if (!fs.existsSync(modules)) fs.symlinkSync(path.resolve('node_modules'), modules)
	if (!fs.existsSync(path.join(dir, 'build/server/index.js'))) {
		console.log(`Building ${revision} in ${dir}...`)
		execSync('npx remix vite:build && node scripts/precompress.js', {
			cwd: dir,
			stdio: 'inherit',
			env: { ...process.env, NODE_ENV: 'production' },
		})
	}
	return dir
}
