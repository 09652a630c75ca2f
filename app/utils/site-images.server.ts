import fs from 'node:fs'
import path from 'node:path'

/**
 * Where the site's own pictures (`/images/…`, from `public/images`) are served from: the build's copy
 * in production (server.js serves `build/client`), the sources in development and tests.
 */
const servedFrom = () => path.resolve(import.meta.env.PROD ? 'build/client' : 'public')

const imagePath = /^\/images\/[\w./-]+$/

/** True when `/images/…` names a file the site serves (a listing or an avatar may show it). */
export async function isSiteImage(urlPath: string) {
	if (!imagePath.test(urlPath) || urlPath.split('/').some((segment) => segment === '..' || segment === '.')) {
		return false
	}
	const root = path.join(servedFrom(), 'images')
	const file = path.join(servedFrom(), urlPath)
	if (!file.startsWith(root + path.sep)) return false
	try {
		return (await fs.promises.stat(file)).isFile()
	} catch {
		return false
	}
}
