// The version of the site's own pictures (public/images: the logo, the demo and marketing photos):
// a hash of all their names and bytes, made at the start of every build and dev server, and served
// as `virtual:site-pictures`. Pages show each picture under it (app/utils/pictures.ts), so its
// address changes whenever a picture does, and server.js lets browsers keep it for a year.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { type Plugin } from 'vite'

const VIRTUAL_ID = 'virtual:site-pictures'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/** The first 10 hex digits of a SHA-256 over every file under `folder`: its path and its bytes, in order. */
export async function picturesVersion(folder: string) {
	const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
		.filter((entry) => entry.isFile())
		.map((entry) => path.join(entry.parentPath, entry.name))
		.sort()
	const hash = createHash('sha256')
	for (const file of files) {
		hash.update(`${path.relative(folder, file)}\0`)
		hash.update(await fs.readFile(file))
	}
	return hash.digest('hex').slice(0, 10)
}

/** The Vite plugin: `virtual:site-pictures` exports PICTURES_VERSION, the version of public/images. */
export function sitePictures(): Plugin {
	let version = ''
	return {
		name: 'site-pictures',
		async configResolved(config) {
			version = await picturesVersion(path.join(config.root, 'public', 'images'))
		},
		resolveId(id) {
			return id === VIRTUAL_ID ? RESOLVED_ID : undefined
		},
		load(id) {
			return id === RESOLVED_ID ? `export const PICTURES_VERSION = ${JSON.stringify(version)}` : undefined
		},
	}
}
