// `npm run lint`: ESLint, Prettier and the type check, at once (each uses one core; one after the
// other they took 90 s on a 2-core machine, at once about 50), each with its cache under
// node_modules/.cache. Each one's output is printed when it ends; the exit code is the first failure's.
import { spawn } from 'node:child_process'

const checks = [
	['ESLint', 'eslint', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
	['Prettier', 'prettier', ['--check', '--cache', '.']],
	['TypeScript', 'tsc', ['--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo']],
]

const results = await Promise.all(
	checks.map(
		([name, command, args]) =>
			new Promise((resolve) => {
				const started = Date.now()
				const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
				let output = ''
				child.stdout.on('data', (chunk) => (output += chunk))
				child.stderr.on('data', (chunk) => (output += chunk))
				child.on('close', (code) => {
					const seconds = Math.round((Date.now() - started) / 1000)
					console.log(`${code === 0 ? '✓' : '✗'} ${name} (${command}), ${seconds} s`)
					if (output.trim()) console.log(output.trimEnd())
					resolve(code ?? 1)
				})
			}),
	),
)
process.exit(results.find((code) => code !== 0) ?? 0)
