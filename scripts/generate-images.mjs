#!/usr/bin/env node
/**
 * Draws the illustrated demo pictures of the site (listing photos, fallback
 * picture, avatars, logo) as SVG and rasterises them with sharp. The drawing
 * code lives in scripts/images/.
 *
 * Everything is generated locally and deterministically (seeded randomness):
 * running the script twice produces the same files.
 *
 *   node scripts/generate-images.mjs                 all pictures
 *   node scripts/generate-images.mjs --only=01,07    only these homes (and no extras)
 *   node scripts/generate-images.mjs --png=/tmp/out  also write PNG previews there
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { IMAGES_DIR, ROOT, parseArgs } from './images/cli.mjs'
import { AVATAR_SVG, LOGO_SVG, fallbackSvg, ownerSvg } from './images/extras.mjs'
import { HOMES, renderExterior, renderRoom } from './images/homes.mjs'
import { writePicture } from './images/output.mjs'

const DEMO_DIR = path.join(IMAGES_DIR, 'demo')

const { only: onlyArg, png } = parseArgs()
const only = onlyArg ? new Set(onlyArg.map((n) => Number(n))) : null
await mkdir(DEMO_DIR, { recursive: true })
if (png) await mkdir(png, { recursive: true })

const seen = {}
for (const [i, home] of HOMES.entries()) {
	const nn = String(i + 1).padStart(2, '0')
	const variant = (seen[home.style] = (seen[home.style] ?? -1) + 1)
	if (only && !only.has(i + 1)) continue
	const seed = (i + 1) * 7919
	const started = Date.now()
	await writePicture(renderExterior(home, seed, variant), path.join(DEMO_DIR, `home-${nn}-1.webp`), { png })
	for (const [j, room] of home.rooms.entries()) {
		const evening = home.time === 'dusk' && (room === 'living' || room === 'bedroom' || room === 'dining')
		await writePicture(
			renderRoom(home, room, seed + (j + 1) * 131, evening),
			path.join(DEMO_DIR, `home-${nn}-${j + 2}.webp`),
			{ png },
		)
	}
	console.log(`home ${nn} (${home.style}, ${home.time}) done in ${Date.now() - started} ms`)
}

if (!only) {
	await writePicture(fallbackSvg(), path.join(IMAGES_DIR, 'listing-fallback.webp'), { png })
	await writePicture(ownerSvg(), path.join(DEMO_DIR, 'owner.webp'), { width: 256, height: 256, png })
	await writeFile(path.join(IMAGES_DIR, 'avatar-default.svg'), AVATAR_SVG)
	await writeFile(path.join(IMAGES_DIR, 'logo.svg'), LOGO_SVG)
	await writeFile(path.join(ROOT, 'public', 'favicon.svg'), LOGO_SVG)
	console.log('extras done')
}
