/**
 * The command line of the two generators: `--name=value` flags, and the folders they write to.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const IMAGES_DIR = path.join(ROOT, 'public', 'images')

/** `--only=a,b --png=/tmp/out` → { only: ['a', 'b'] or null, png: '/tmp/out' or null }. */
export function parseArgs(argv = process.argv.slice(2)) {
	const args = Object.fromEntries(
		argv.map((a) => {
			const [k, v = 'true'] = a.replace(/^--/, '').split('=')
			return [k, v]
		}),
	)
	return { only: args.only ? args.only.split(',') : null, png: args.png ?? null }
}
